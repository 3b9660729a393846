import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer } from '../../server/src/testing/app-process.ts';
import { hybridOfficeEdits } from '../../server/src/testing/hybrid-office-edits.ts';
import { screenshot } from './testing/browser.ts';
import { pageApi } from './testing/page-api.ts';
import { heatmapPixels } from './testing/planning-editor-steps.ts';
import { waitForPage } from './testing/sign-in.ts';
import { closeSignedInPage, openSignedInPage } from './testing/signed-in-page.ts';

let server: RunningServer;
let browser: Browser;
let page: Page;

async function waitForSettledHeatmap(target: Page): Promise<void> {
  await target.locator('[data-testid="heatmap-side"][data-heatmap-state="ready"]').waitFor({ timeout: 60_000 });
}

beforeAll(async () => {
  ({ server, browser, page } = await openSignedInPage({ viewport: { width: 1440, height: 1000 } }));
}, 180_000);

afterAll(() => closeSignedInPage(server, browser));

describe('the plan-aware survey map', () => {
  it('toggles between the plan-aware and the measured-only map of a surveyed floor with a plan, and the heatmap changes', async () => {
    const projects = (await pageApi(page, 'GET', '/projectapi/v1/projects')).json as {
      projectId: string;
      name: string;
      projectVersion: number;
    }[];
    const walk = projects.find((project) => project.name === 'Demo Office HQ — walk survey')!;
    const floors = (await pageApi(page, 'GET', `/projectapi/v1/projects/${walk.projectId}/floorPlans`)).json as {
      id: string;
      rowId: number;
    }[];
    const saved = await pageApi(page, 'POST', `/projectapi/v1/projects/${walk.projectId}/edits`, {
      baseVersion: walk.projectVersion,
      changes: hybridOfficeEdits(floors[0]!.id),
    });
    expect(saved.status).toBe(200);

    await page.goto(`${server.baseUrl}/projects/${walk.projectId}/${floors[0]!.rowId}`);
    await waitForPage(page, 'floor-plan');
    await waitForSettledHeatmap(page);
    const toggle = page.getByRole('switch', { name: 'Plan-aware survey map' });
    await toggle.waitFor();
    expect(await toggle.isChecked()).toBe(true);
    const planAware = await heatmapPixels(page, 'heatmap-canvas');
    expect(planAware.painted).toBeGreaterThan(1000);
    await screenshot(page, 'plan-aware-01-plan-aware');

    const asked = page.waitForRequest(
      (request) => request.url().includes('/heatmap') && request.postDataJSON()?.['survey-map'] === 'measured-only',
    );
    await toggle.click();
    await asked;
    await page.waitForFunction(
      (before) => {
        const canvas = document.querySelector('[data-testid="heatmap-canvas"]') as HTMLCanvasElement;
        const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
        let sum = 0;
        for (let index = 0; index < data.length; index += 4)
          if (data[index + 3]! !== 0) sum = (sum + data[index]! * 3 + data[index + 1]! * 5 + data[index + 2]! * 7 + index) % 2147483647;
        return sum !== before;
      },
      planAware.checksum,
      { timeout: 60_000 },
    );
    await waitForSettledHeatmap(page);
    expect(await toggle.isChecked()).toBe(false);
    const measuredOnly = await heatmapPixels(page, 'heatmap-canvas');
    expect(measuredOnly.painted).toBeGreaterThan(1000);
    expect(measuredOnly.checksum).not.toBe(planAware.checksum);
    await screenshot(page, 'plan-aware-02-measured-only');
  }, 180_000);
});
