import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type RunningServer } from '../../server/src/testing/app-process.ts';
import { lngLatToScreen } from '../../web/src/features/insights/map/web-mercator.ts';
import { findSeriousAccessibilityViolations } from './testing/axe.ts';
import { launchBrowser, screenshot } from './testing/browser.ts';
import { dismissWhatsNew, signInToLanding, waitForPage } from './testing/sign-in.ts';
import { pageApi } from './testing/page-api.ts';

const mapData = (page: Page) =>
  page.getByTestId('projects-map-canvas').evaluate((element) => ({ ...(element as HTMLCanvasElement).dataset }));

describe('insights map grouped by site', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('draws the projects of a site as one marker that selects them, and ungroups on request', async () => {
    const page = await (await browser.newContext({ viewport: { width: 1360, height: 900 } })).newPage();
    await signInToLanding(page, server.baseUrl, 'admin@airscope.test');

    // The org admin makes a site and places both demo projects (Helsinki and Espoo) under it through the API.
    const site = await pageApi<{ id: string }>(page, 'POST', '/site-management-api/v1/sites', { name: 'Capital region' });
    expect(site.status).toBe(200);
    const projects = await pageApi<Array<{ projectId: string; name: string }>>(page, 'GET', '/projectapi/v1/projects');
    for (const project of projects.json.filter((p) => p.name.startsWith('Demo Office HQ'))) {
      expect(
        (await pageApi(page, 'PUT', `/site-management-api/v1/projects/${project.projectId}/site`, { siteId: site.json.id })).status,
      ).toBe(200);
    }

    await page.goto(`${server.baseUrl}/insights`);
    await waitForPage(page, 'insights');
    await page
      .getByRole('dialog', { name: "What's new" })
      .waitFor({ state: 'visible', timeout: 5_000 })
      .catch(() => undefined);
    await dismissWhatsNew(page);
    await page.waitForFunction(
      () => document.querySelector('[data-testid="projects-map-canvas"]')?.getAttribute('data-basemap') === 'ready',
      undefined,
      { timeout: 60_000 },
    );
    await page.waitForFunction(
      () => document.querySelector('[data-testid="projects-map-canvas"]')?.getAttribute('data-sites') === 'Capital region:2',
      undefined,
      { timeout: 30_000 },
    );
    expect((await mapData(page)).markers).toBe('1');
    await screenshot(page, 'site-grouping-01-map');
    expect(await findSeriousAccessibilityViolations(page)).toEqual([]);

    // Clicking the site's marker selects its projects in the list below.
    const canvas = page.getByTestId('projects-map-canvas');
    const box = (await canvas.boundingBox())!;
    const data = await mapData(page);
    const [lng = 0, lat = 0] = (data.center ?? '0,0').split(',').map(Number);
    const mean = { lng: (24.9384 + 24.6559) / 2, lat: (60.1699 + 60.2055) / 2 };
    const at = lngLatToScreen({ center: { lng, lat }, zoom: Number(data.zoom), width: box.width, height: box.height }, mean);
    await page.mouse.click(box.x + at.x, box.y + at.y);
    await page.getByTestId('map-filter-badge').waitFor();
    expect(await page.getByTestId('insight-project-row').count()).toBe(2);

    await page.getByRole('button', { name: 'Group by site' }).click();
    await page.waitForFunction(() => document.querySelector('[data-testid="projects-map-canvas"]')?.getAttribute('data-sites') === '');
  }, 180_000);
});
