import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer } from '../../server/src/testing/app-process.ts';
import { findSeriousAccessibilityViolations } from './testing/axe.ts';
import { canvasesInPlanView, screenshot } from './testing/browser.ts';
import { waitForPage } from './testing/sign-in.ts';
import { closeSignedInPage, openSignedInPage } from './testing/signed-in-page.ts';

let server: RunningServer;
let browser: Browser;
let page: Page;

interface FloorTarget {
  projectId: string;
  rowId: number;
  imageId: string | null;
}

/** Finds a demo project and its first floor through the API, with the page's session cookie and CSRF token. */
async function findDemoFloor(target: Page, projectName: string): Promise<FloorTarget> {
  return target.evaluate(async (name) => {
    const headers = { csrfToken: localStorage.getItem('sessionCSRFToken') ?? '' };
    const projects = (await (await fetch('/projectapi/v1/projects', { headers })).json()) as { projectId: string; name: string }[];
    const project = projects.find((candidate) => candidate.name === name);
    if (!project) throw new Error(`no project named ${name} among ${projects.map((candidate) => candidate.name).join(', ')}`);
    const floors = (await (await fetch(`/projectapi/v1/projects/${project.projectId}/floorPlans`, { headers })).json()) as {
      rowId: number;
      imageId: string | null;
    }[];
    const floor = floors[0];
    if (!floor) throw new Error(`${name} has no floor plan`);
    return { projectId: project.projectId, rowId: floor.rowId, imageId: floor.imageId };
  }, projectName);
}

/** Counts canvas pixels with some alpha (every 7th pixel, enough to tell a painted canvas from an empty one). */
async function countPaintedPixels(target: Page): Promise<number> {
  return target.getByTestId('heatmap-canvas').evaluate((element) => {
    const canvas = element as HTMLCanvasElement;
    const data = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data ?? new Uint8ClampedArray();
    let painted = 0;
    for (let index = 3; index < data.length; index += 4 * 7) if ((data[index] ?? 0) > 0) painted += 1;
    return painted;
  });
}

/** Waits until the side panel shows the settled heatmap of the chosen visualisation and band. */
async function waitForHeatmap(target: Page, forKey: string): Promise<string> {
  const side = target.locator(`[data-testid="heatmap-side"][data-heatmap-for="${forKey}"]:not([data-heatmap-state="loading"])`);
  await side.waitFor({ timeout: 60_000 });
  return (await side.getAttribute('data-heatmap-state')) ?? '';
}

async function legendRanges(target: Page): Promise<string[]> {
  return target.getByTestId('legend-range').allTextContents();
}

async function settle(target: Page): Promise<void> {
  await target.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
}

beforeAll(async () => {
  ({ server, browser, page } = await openSignedInPage({ viewport: { width: 1360, height: 900 } }));
}, 180_000);

afterAll(() => closeSignedInPage(server, browser));

describe('floor-plan heatmap', () => {
  let floor: FloorTarget;

  it('draws the signal-strength heatmap over the floor image with a legend', async () => {
    floor = await findDemoFloor(page, 'Demo Office HQ');
    await page.goto(`${server.baseUrl}/projects/${floor.projectId}/${floor.rowId}`);
    await waitForPage(page, 'floor-plan');
    expect(await waitForHeatmap(page, 'sig-strength:5')).toBe('ready');
    await page.locator('[data-testid="floor-plan-viewer"] img').evaluate((image) => (image as HTMLImageElement).decode());
    expect(
      await page.locator('[data-testid="floor-plan-viewer"] img').evaluate((image) => (image as HTMLImageElement).naturalWidth),
    ).toBeGreaterThan(0);
    expect(await countPaintedPixels(page)).toBeGreaterThan(100);
    // The viewer is the shared plan view, the planning editor's canvas too (planning-editor.e2e.test.ts).
    expect(await canvasesInPlanView(page, 'floor-plan-viewer')).toEqual(['heatmap-canvas']);
    const ranges = await legendRanges(page);
    expect(ranges.length).toBeGreaterThan(1);
    expect(ranges.join(' ')).toContain('dBm');
    expect((await page.getByTestId('legend-share').allTextContents()).every((share) => /%$/.test(share))).toBe(true);
    await settle(page);
    await screenshot(page, 'floor-plan-01-signal-5ghz');
    expect((await findSeriousAccessibilityViolations(page)).map((violation) => `${violation.id}: ${violation.targets.join(', ')}`)).toEqual(
      [],
    );
  }, 120_000);

  it('changes the legend with the visualisation and the band', async () => {
    const before = await legendRanges(page);
    await page.getByLabel('Visualization', { exact: true }).selectOption({ label: 'SNR' });
    expect(await waitForHeatmap(page, 'snr:5')).toBe('ready');
    const snr = await legendRanges(page);
    expect(snr).not.toEqual(before);
    expect(snr.join(' ')).toMatch(/\bdB\b/);
    expect(snr.join(' ')).not.toContain('dBm');
    await settle(page);
    await screenshot(page, 'floor-plan-02-snr');

    await page.getByLabel('Visualization', { exact: true }).selectOption({ label: 'Signal strength' });
    await page.getByLabel('Band').selectOption({ label: '2.4 GHz' });
    const state = await waitForHeatmap(page, 'sig-strength:2.4');
    if (state === 'empty') {
      expect(await page.getByTestId('heatmap-empty').textContent()).toBe('No heatmap for this band');
    } else {
      expect(state).toBe('ready');
      const shares = await page.getByTestId('legend-share').allTextContents();
      await page.getByLabel('Band').selectOption({ label: '5 GHz' });
      await waitForHeatmap(page, 'sig-strength:5');
      expect(await page.getByTestId('legend-share').allTextContents()).not.toEqual(shares);
      await page.getByLabel('Band').selectOption({ label: '2.4 GHz' });
      await waitForHeatmap(page, 'sig-strength:2.4');
    }
    await settle(page);
    await screenshot(page, 'floor-plan-03-band-2-4');
    await page.getByLabel('Band').selectOption({ label: '5 GHz' });
    expect(await waitForHeatmap(page, 'sig-strength:5')).toBe('ready');
  }, 120_000);

  it('moves the opacity slider', async () => {
    const slider = page.getByRole('slider', { name: 'Heatmap opacity' });
    const before = Number(await slider.getAttribute('aria-valuenow'));
    await slider.focus();
    for (let step = 0; step < 6; step += 1) await page.keyboard.press('ArrowLeft');
    const after = Number(await slider.getAttribute('aria-valuenow'));
    expect(after).toBeLessThan(before);
    const opacity = await page.getByTestId('heatmap-canvas').evaluate((canvas) => Number(getComputedStyle(canvas).opacity));
    expect(opacity).toBeCloseTo(after / 100);
  });

  it('zooms with the buttons and the wheel and pans by dragging', async () => {
    const zoom = page.getByTestId('zoom-level');
    const first = await zoom.textContent();
    await page.getByRole('button', { name: 'Zoom in' }).click();
    expect(await zoom.textContent()).not.toBe(first);
    const viewer = page.getByTestId('floor-plan-viewer');
    const box = await viewer.boundingBox();
    if (!box) throw new Error('viewer has no box');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    const beforeWheel = await zoom.textContent();
    await page.mouse.wheel(0, -200);
    await page.waitForFunction((text) => document.querySelector('[data-testid="zoom-level"]')?.textContent !== text, beforeWheel);
    const wrapper = viewer.locator('> div').first();
    const transformBefore = await wrapper.evaluate((element) => (element as HTMLElement).style.transform);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2 + 30, { steps: 5 });
    await page.mouse.up();
    expect(await wrapper.evaluate((element) => (element as HTMLElement).style.transform)).not.toBe(transformBefore);
    await page.getByRole('button', { name: 'Fit to view' }).click();
  });

  it('shows the dBm value under a clicked point in the Inspect panel', async () => {
    // Click the centre of a painted cell: find one in the canvas, then map it to the screen.
    const point = await page.getByTestId('heatmap-canvas').evaluate((element) => {
      const canvas = element as HTMLCanvasElement;
      const data = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data ?? new Uint8ClampedArray();
      const rect = canvas.getBoundingClientRect();
      const centre = { x: Math.floor(canvas.width / 2), y: Math.floor(canvas.height / 2) };
      for (let radius = 0; radius < Math.max(canvas.width, canvas.height); radius += 5) {
        for (let angle = 0; angle < 360; angle += 15) {
          const x = Math.round(centre.x + radius * Math.cos((angle * Math.PI) / 180));
          const y = Math.round(centre.y + radius * Math.sin((angle * Math.PI) / 180));
          if (x < 0 || y < 0 || x >= canvas.width || y >= canvas.height) continue;
          if ((data[(y * canvas.width + x) * 4 + 3] ?? 0) > 0)
            return { x: rect.left + (x / canvas.width) * rect.width, y: rect.top + (y / canvas.height) * rect.height };
        }
      }
      return null;
    });
    expect(point).not.toBeNull();
    if (!point) return;
    await page.mouse.click(point.x, point.y);
    const panel = page.getByRole('region', { name: 'Inspect' });
    await panel.getByTestId('inspect-value').waitFor();
    expect(await panel.getByTestId('inspect-value').textContent()).toMatch(/^-?\d+(\.\d)? dBm$/);
    // Every visualisation is read at the point, and the APs heard there are named, strongest first.
    expect(await panel.getByTestId('inspect-values').locator('tr').count()).toBe(7);
    const rows = panel.getByTestId('inspect-radios').locator('tbody tr');
    expect(await rows.count()).toBeGreaterThan(0);
    const rssi = (await rows.locator('td:last-child').allTextContents()).map((text) => Number(text.replace('−', '-')));
    expect(rssi).toEqual([...rssi].sort((a, b) => b - a));
    await settle(page);
    await screenshot(page, 'floor-plan-04-inspect');
  });

  it('shows the AP markers, switches to contours and back, and recomputes for another receiver height', async () => {
    expect(await page.getByTestId('floor-overlays').locator('[data-layer="access-point"]').count()).toBeGreaterThan(0);
    await page.getByLabel('Access points').uncheck();
    expect(await page.getByTestId('floor-overlays').locator('[data-layer="access-point"]').count()).toBe(0);
    await page.getByLabel('Access points').check();
    await page.getByText('Contours', { exact: true }).click();
    await settle(page);
    await screenshot(page, 'floor-plan-06-contours');
    await page.getByText('Heatmap', { exact: true }).click();
    const before = await countPaintedPixels(page);
    expect(before).toBeGreaterThan(100);
    const asked = page.waitForRequest(
      (request) => request.url().includes('/heatmap') && Math.abs(Number(request.postDataJSON()?.['visualization-height']) - 2) < 1e-6,
    );
    const height = page.getByRole('slider', { name: 'Visualization height' });
    await height.focus();
    for (let step = 0; step < 10; step += 1) await page.keyboard.press('ArrowRight');
    await page.getByText('Visualization height: 2.0 m').waitFor();
    await asked;
    expect(await waitForHeatmap(page, 'sig-strength:5')).toBe('ready');
  });

  it('draws the measured heatmap of the walk-survey project', async () => {
    const measured = await findDemoFloor(page, 'Demo Office HQ — walk survey');
    expect(measured.imageId).not.toBeNull();
    await page.goto(`${server.baseUrl}/projects/${measured.projectId}/${measured.rowId}`);
    await waitForPage(page, 'floor-plan');
    await page.getByLabel('Band').selectOption({ label: 'Any' });
    expect(await waitForHeatmap(page, 'sig-strength:any')).toBe('ready');
    expect(await countPaintedPixels(page)).toBeGreaterThan(100);
    await settle(page);
    await screenshot(page, 'floor-plan-05-walk-survey');
  }, 120_000);
});
