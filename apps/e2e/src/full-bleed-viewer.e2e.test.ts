import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type RunningServer } from '../../server/src/testing/app-process.ts';
import { launchBrowser, screenshot } from './testing/browser.ts';
import { signInToLanding, waitForPage } from './testing/sign-in.ts';

let server: RunningServer;
let browser: Browser;

/** The demo office's first floor, asked of the API with the page's session. */
async function demoFloorPath(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const headers = { csrfToken: localStorage.getItem('sessionCSRFToken') ?? '' };
    const projects = (await (await fetch('/projectapi/v1/projects', { headers })).json()) as { projectId: string; name: string }[];
    const office = projects.find((project) => project.name === 'Demo Office HQ');
    if (!office) throw new Error('no Demo Office HQ');
    const floors = (await (await fetch(`/projectapi/v1/projects/${office.projectId}/floorPlans`, { headers })).json()) as {
      rowId: number;
    }[];
    return `/projects/${office.projectId}/${floors[0]!.rowId}`;
  });
}

async function openFloor(page: Page, path: string): Promise<void> {
  await page.goto(`${server.baseUrl}${path}`);
  await waitForPage(page, 'floor-plan');
  await page.locator('[data-testid="heatmap-side"][data-heatmap-state="ready"]').waitFor({ state: 'attached', timeout: 90_000 });
}

async function boxOf(page: Page, testId: string) {
  const box = await page.getByTestId(testId).boundingBox();
  if (!box) throw new Error(`${testId} is not shown`);
  return box;
}

/** Share of the window the viewer takes, and how far the middle of the plan sits from the middle of the viewer across. */
async function measure(page: Page) {
  const window = page.viewportSize()!;
  const viewer = await boxOf(page, 'floor-plan-viewer');
  const plan = await boxOf(page, 'heatmap-canvas');
  return {
    share: (viewer.width * viewer.height) / (window.width * window.height),
    offCentre: Math.abs(plan.x + plan.width / 2 - (viewer.x + viewer.width / 2)),
  };
}

async function scaleBar(page: Page) {
  const bar = page.getByTestId('scale-bar');
  return {
    metres: Number(await bar.getAttribute('data-metres')),
    label: await bar.getAttribute('aria-label'),
    px: (await boxOf(page, 'scale-bar-line')).width,
  };
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the full-bleed floor viewer', () => {
  it('gives the plan three quarters of a 1440 × 900 window, more with the panel hidden, with a scale bar that follows the zoom', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await signInToLanding(page, server.baseUrl, 'user@airscope.test');
    await openFloor(page, await demoFloorPath(page));

    const withPanel = await measure(page);
    console.info(`viewer share of 1440 × 900: ${(withPanel.share * 100).toFixed(1)} % with the panel`);
    expect(withPanel.share).toBeGreaterThanOrEqual(0.75);
    expect(withPanel.offCentre).toBeLessThan(2);
    expect(await page.getByRole('complementary', { name: 'Floor view controls' }).isVisible()).toBe(true);

    const bar = await scaleBar(page);
    expect(bar.metres).toBeGreaterThan(0);
    expect(bar.label).toBe(`Scale: ${bar.metres} m`);
    expect(bar.px).toBeGreaterThanOrEqual(100);
    expect(bar.px).toBeLessThanOrEqual(150);
    await screenshot(page, 'full-bleed-01-wide-with-panel');

    await page.getByRole('button', { name: 'Zoom in' }).click();
    await page.getByRole('button', { name: 'Zoom in' }).click();
    const zoomed = await scaleBar(page);
    const zoomedLevel = await page.getByTestId('zoom-level').textContent();
    // 1.25² more px per metre: the same length would be drawn longer, so the bar shows a shorter one or grows.
    expect(zoomed.metres < bar.metres || zoomed.px > bar.px).toBe(true);
    expect(zoomed.px).toBeGreaterThanOrEqual(100);
    expect(zoomed.px).toBeLessThanOrEqual(150);

    const toggle = page.getByRole('button', { name: 'Hide controls' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await toggle.click();
    await page.getByRole('button', { name: 'Show controls' }).waitFor();
    expect(await page.getByRole('complementary', { name: 'Floor view controls' }).isVisible()).toBe(false);
    // The viewer grows into the panel's room and fits the plan again, centred in it.
    await page.waitForFunction((zoom) => document.querySelector('[data-testid="zoom-level"]')?.textContent !== zoom, zoomedLevel);
    const withoutPanel = await measure(page);
    console.info(`viewer share of 1440 × 900: ${(withoutPanel.share * 100).toFixed(1)} % with the panel hidden`);
    expect(withoutPanel.share).toBeGreaterThan(withPanel.share);
    expect(withoutPanel.offCentre).toBeLessThan(2);
    await screenshot(page, 'full-bleed-02-wide-panel-hidden');

    // `?` lists the keyboard shortcuts, `p` brings the panel back.
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await help.waitFor();
    expect(await help.getByTestId('shortcut-list').locator('tr').count()).toBe(7);
    await screenshot(page, 'full-bleed-03-shortcuts');
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'hidden' });
    await page.keyboard.press('p');
    await page.getByRole('complementary', { name: 'Floor view controls' }).waitFor();
    await context.close();
  }, 180_000);

  it('at 390 × 844 shows the plan first, and the menu button opens the menu over it', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await signInToLanding(page, server.baseUrl, 'user@airscope.test');
    await openFloor(page, await demoFloorPath(page));
    const viewer = await boxOf(page, 'floor-plan-viewer');
    expect(viewer.width).toBe(390);
    // The plan comes first: the controls start below most of the screen.
    expect(viewer.height).toBeGreaterThan(844 / 2);
    expect((await boxOf(page, 'heatmap-side')).y).toBeGreaterThan(viewer.y + viewer.height);

    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Insights' }).waitFor();
    expect(await page.getByTestId('floor-plan-viewer').isVisible()).toBe(true);
    expect(await page.getByTestId('scale-bar').isVisible()).toBe(true);
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
    await screenshot(page, 'full-bleed-04-narrow-menu-open');
    await page.getByRole('menuitem', { name: 'Insights' }).click();
    await waitForPage(page, 'insights');
    await context.close();
  }, 180_000);
});
