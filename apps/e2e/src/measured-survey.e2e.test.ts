import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer } from '../../server/src/testing/app-process.ts';
import { screenshot } from './testing/browser.ts';
import { waitForPage } from './testing/sign-in.ts';
import { closeSignedInPage, openSignedInPage } from './testing/signed-in-page.ts';

let server: RunningServer;
let browser: Browser;
let page: Page;

const WALK = 'Demo Office HQ — walk survey';
const PLANNED = 'Demo Office HQ';
/** The makers the IEEE registered the walk's BSSID prefixes to (Aruba's is held by HPE). */
const OUI_VENDORS = ['Cisco Systems, Inc', 'Hewlett Packard Enterprise', 'Mist Systems, Inc.', 'Ubiquiti Inc'];

/** A demo project's id and its first floor's row id, asked of the API with the page's session. */
async function findProject(target: Page, projectName: string): Promise<{ projectId: string; rowId: number }> {
  return target.evaluate(async (name) => {
    const headers = { csrfToken: localStorage.getItem('sessionCSRFToken') ?? '' };
    const projects = (await (await fetch('/projectapi/v1/projects', { headers })).json()) as { projectId: string; name: string }[];
    const project = projects.find((candidate) => candidate.name === name);
    if (!project) throw new Error(`no project named ${name}`);
    const floors = (await (await fetch(`/projectapi/v1/projects/${project.projectId}/floorPlans`, { headers })).json()) as {
      rowId: number;
    }[];
    return { projectId: project.projectId, rowId: floors[0]!.rowId };
  }, projectName);
}

async function settle(target: Page): Promise<void> {
  await target.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

beforeAll(async () => {
  ({ server, browser, page } = await openSignedInPage({ viewport: { width: 1440, height: 900 } }));
}, 180_000);

afterAll(() => closeSignedInPage(server, browser));

describe('a measured survey shown truthfully', () => {
  it('shows the walk-survey floor with its plan and its 4 heard APs at estimated positions, named by OUI', async () => {
    const walk = await findProject(page, WALK);
    await page.goto(`${server.baseUrl}/projects/${walk.projectId}/${walk.rowId}`);
    await waitForPage(page, 'floor-plan');
    const image = page.locator('[data-testid="floor-plan-viewer"] img');
    await image.evaluate((element) => (element as HTMLImageElement).decode());
    // The plan is drawn, not blank: a share of its pixels are walls, desks and the corridor.
    const drawnShare = await image.evaluate((element) => {
      const img = element as HTMLImageElement;
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const context = canvas.getContext('2d')!;
      context.drawImage(img, 0, 0);
      const data = context.getImageData(0, 0, canvas.width, canvas.height).data;
      let drawn = 0;
      for (let index = 0; index < data.length; index += 4) if ((data[index] ?? 255) < 240 || (data[index + 2] ?? 255) < 240) drawn += 1;
      return drawn / (data.length / 4);
    });
    expect(drawnShare).toBeGreaterThan(0.05);

    const markers = page.locator('[data-layer="access-point"]');
    await markers.first().waitFor();
    expect(await markers.count()).toBe(4);
    expect(await page.locator('[data-layer="access-point"][data-estimated]').count()).toBe(4);
    const notes = await page.getByTestId('access-point-note').allTextContents();
    expect(notes.map((note) => note.replace(' · estimated position', '')).sort()).toEqual(OUI_VENDORS);
    expect(notes.every((note) => note.endsWith(' · estimated position'))).toBe(true);
    await settle(page);
    await screenshot(page, 'measured-01-walk-survey-floor');
  }, 120_000);

  it("lists the walk's heard APs on its dashboard with vendor, floor, channels and generation", async () => {
    const walk = await findProject(page, WALK);
    await page.goto(`${server.baseUrl}/projects/${walk.projectId}`);
    await waitForPage(page, 'project-dashboard');
    const rows = page.getByTestId('access-point-row');
    await rows.first().waitFor({ timeout: 30_000 });
    expect(await rows.count()).toBe(4);
    const cells = await rows.evaluateAll((trs) => trs.map((tr) => Array.from(tr.children, (cell) => cell.textContent ?? '')));
    expect(cells.map((row) => row[2]).sort()).toEqual(OUI_VENDORS);
    for (const [, source, , floor, , channels, technology] of cells) {
      expect(source).toBe('Heard');
      expect(floor).toBe('Ground floor');
      expect(channels).toMatch(/^\d+(, \d+)+$/);
      expect(technology).toBe('802.11ax');
    }
    await page.getByTestId('dashboard-access-points').scrollIntoViewIfNeeded();
    await settle(page);
    await screenshot(page, 'measured-02-walk-survey-dashboard');
  }, 120_000);

  it('lists the 8 planned APs on the planned office dashboard instead of "No access points heard"', async () => {
    const office = await findProject(page, PLANNED);
    await page.goto(`${server.baseUrl}/projects/${office.projectId}`);
    await waitForPage(page, 'project-dashboard');
    const rows = page.getByTestId('access-point-row');
    await rows.first().waitFor({ timeout: 30_000 });
    expect(await rows.count()).toBe(8);
    expect(await page.getByText('No access points heard').count()).toBe(0);
    const sources = await rows.evaluateAll((trs) => trs.map((tr) => tr.children[1]?.textContent ?? ''));
    expect(new Set(sources)).toEqual(new Set(['Planned']));
    await page.getByTestId('dashboard-access-points').scrollIntoViewIfNeeded();
    await settle(page);
    await screenshot(page, 'measured-03-planned-office-dashboard');
  }, 120_000);
});
