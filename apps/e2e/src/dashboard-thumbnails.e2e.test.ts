import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer } from '../../server/src/testing/app-process.ts';
import { screenshot } from './testing/browser.ts';
import { waitForPage } from './testing/sign-in.ts';
import { closeSignedInPage, openSignedInPage } from './testing/signed-in-page.ts';

let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  ({ server, browser, page } = await openSignedInPage());
}, 180_000);

afterAll(() => closeSignedInPage(server, browser));

/** Share of a thumbnail's heatmap canvas pixels that are painted (every 5th pixel). */
async function paintedShare(target: Page, index: number): Promise<number> {
  return target
    .getByTestId('floor-thumbnail')
    .nth(index)
    .locator('canvas')
    .evaluate((element) => {
      const canvas = element as HTMLCanvasElement;
      const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
      let painted = 0;
      let seen = 0;
      for (let index = 3; index < data.length; index += 4 * 5, seen += 1) if ((data[index] ?? 0) > 0) painted += 1;
      return seen === 0 ? 0 : painted / seen;
    });
}

describe('dashboard floor thumbnails', () => {
  it.each(['Demo Office HQ', 'Demo Office HQ — walk survey'])(
    'shows each floor of %s in small with its heatmap beside its KPIs',
    async (name) => {
      const projectId = await page.evaluate(async (projectName) => {
        const headers = { csrfToken: localStorage.getItem('sessionCSRFToken') ?? '' };
        const projects = (await (await fetch('/projectapi/v1/projects', { headers })).json()) as { projectId: string; name: string }[];
        return projects.find((project) => project.name === projectName)!.projectId;
      }, name);
      await page.goto(`${server.baseUrl}/projects/${projectId}`);
      await waitForPage(page, 'project-dashboard');
      const rows = page.getByTestId('floor-kpi-row');
      await rows.first().waitFor({ timeout: 30_000 });
      const thumbnails = page.getByTestId('floor-thumbnail');
      expect(await thumbnails.count()).toBe(await rows.count());
      // Thumbnails are asked for as they scroll into view.
      await page.getByTestId('dashboard-floors').scrollIntoViewIfNeeded();
      await page.waitForFunction(
        () => document.querySelectorAll('[data-testid="floor-thumbnail"]:not([data-heatmap-state="ready"])').length === 0,
        undefined,
        { timeout: 90_000 },
      );
      for (let index = 0; index < (await thumbnails.count()); index += 1) {
        expect(await thumbnails.nth(index).locator('img').count()).toBe(1);
        // The heatmap covers a good part of the plan, as on the floor view.
        expect(await paintedShare(page, index)).toBeGreaterThan(0.2);
      }
      // The picture sits in the floor's row, before the link to its floor view.
      const link = rows.first().getByRole('link');
      const [picture, name_] = [await thumbnails.first().boundingBox(), await link.boundingBox()];
      expect(picture!.x + picture!.width).toBeLessThanOrEqual(name_!.x);
      await screenshot(page, `dashboard-thumbnails-${name === 'Demo Office HQ' ? 'planned' : 'walk-survey'}`);
    },
    120_000,
  );
});
