import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type RunningServer } from '../../server/src/testing/app-process.ts';
import { lngLatToScreen, type MapViewport } from '../../web/src/features/insights/map/web-mercator.ts';
import {
  LISTED_GENERATED_PROJECTS,
  NEWEST_GENERATED_PROJECT,
  NORTHERN_PROJECTS,
  SEEDED_DEVICE_ROWS,
  seedInsightsLoad,
  TROMSO_AREAS,
  TROMSO_DECKS,
} from './fixtures/seed-insights-load.ts';
import { findSeriousAccessibilityViolations } from './testing/axe.ts';
import { launchBrowser, screenshot } from './testing/browser.ts';
import { signInToLanding, waitForPage } from './testing/sign-in.ts';

const USER = 'user@airscope.test';
let server: RunningServer;
let browser: Browser;
let page: Page;

const projectRows = (target: Page) => target.getByTestId('insight-project-row');
const projectNames = (target: Page) => projectRows(target).locator('th').allTextContents();

/** The map's viewport as the canvas reports it, with the canvas's place on the page. */
async function readMap(target: Page): Promise<{ viewport: MapViewport; left: number; top: number; markers: number }> {
  const canvas = target.getByTestId('projects-map-canvas');
  await target.waitForFunction(
    () => document.querySelector('[data-testid="projects-map-canvas"]')?.getAttribute('data-basemap') === 'ready',
  );
  const box = await canvas.boundingBox();
  const data = await canvas.evaluate((element) => ({ ...(element as HTMLCanvasElement).dataset }));
  if (!box) throw new Error('map not visible');
  const [lng = 0, lat = 0] = (data.center ?? '0,0').split(',').map(Number);
  return {
    viewport: { center: { lng, lat }, zoom: Number(data.zoom), width: box.width, height: box.height },
    left: box.x,
    top: box.y,
    markers: Number(data.markers),
  };
}

async function expectAccessible(target: Page): Promise<void> {
  expect(await findSeriousAccessibilityViolations(target)).toEqual([]);
}

beforeAll(async () => {
  // Boot once so the schema and demo users exist, then write the load straight into the stopped database.
  const first = await startAppServer();
  await first.stop({ keepData: true });
  await seedInsightsLoad(first.dataDir, USER);
  server = await startAppServer({}, { dataDir: first.dataDir });
  browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1360, height: 900 } });
  page = await context.newPage();
  await signInToLanding(page, server.baseUrl, USER);
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('insights main view', () => {
  it('opens as a list with more than 200 projects, newest update first', { timeout: 300_000 }, async () => {
    await page.goto(`${server.baseUrl}/insights`);
    await page.getByTestId('page-insights').waitFor({ timeout: 60_000 });
    await page
      .locator('[data-testid="page-insights"][data-layout="list"]')
      .waitFor({ timeout: 120_000 })
      .catch(async (error: unknown) => {
        await screenshot(page, 'insights-00-first-load-failed');
        throw error;
      });
    await projectRows(page).first().waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('projects-map').count()).toBe(0);
    expect(await projectRows(page).count()).toBe(5);
    const total = await page.getByTestId('insight-projects-section').getByTestId('table-total').textContent();
    expect(Number((total ?? '').replace(/\D/g, ''))).toBeGreaterThanOrEqual(LISTED_GENERATED_PROJECTS + NORTHERN_PROJECTS.length);
    // The generated projects were updated last, Site 1 latest.
    expect((await projectNames(page))[0]).toBe(NEWEST_GENERATED_PROJECT);
    await page.getByTestId('survey-event-row').first().waitFor({ timeout: 60_000 });
    await page.getByTestId('device-count-row').first().waitFor({ timeout: 60_000 });
    await expectAccessible(page);
  });

  it('renders the 10,000 projects on the map as clusters and follows a drag', { timeout: 120_000 }, async () => {
    await page.getByTestId('page-insights').getByText('Map and list', { exact: true }).click();
    await page.getByTestId('projects-map').waitFor();
    const world = await readMap(page);
    expect(world.markers).toBeGreaterThan(0);
    expect(world.markers).toBeLessThan(400);
    await screenshot(page, 'insights-01-map-10k-world');
    // The map opens on every project (here the whole world); zoomed in twice the world is wider than the view and pans sideways.
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await page.waitForFunction(
      (zoom) => Number(document.querySelector('[data-testid="projects-map-canvas"]')?.getAttribute('data-zoom')) > zoom,
      world.viewport.zoom,
    );
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await page.waitForFunction(
      (zoom) => Number(document.querySelector('[data-testid="projects-map-canvas"]')?.getAttribute('data-zoom')) > zoom + 1.5,
      world.viewport.zoom,
    );
    const before = await readMap(page);
    expect(before.markers).toBeGreaterThan(0);
    const startX = before.left + before.viewport.width / 2;
    const startY = before.top + before.viewport.height / 2;
    await page.mouse.move(startX, startY);
    await page.mouse.down();
    for (let step = 1; step <= 30; step += 1) await page.mouse.move(startX - step * 8, startY - step * 3);
    await page.mouse.up();
    const after = await readMap(page);
    // Dragged 240 px to the left: the map shows land further east, at the same zoom, still with its clusters.
    expect(after.viewport.center.lng).toBeGreaterThan(before.viewport.center.lng);
    expect(after.viewport.zoom).toBe(before.viewport.zoom);
    expect(after.markers).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await page.waitForFunction(
      (zoom) => Number(document.querySelector('[data-testid="projects-map-canvas"]')?.getAttribute('data-zoom')) > zoom,
      after.viewport.zoom,
    );
    await screenshot(page, 'insights-01-map-10k');
    await expectAccessible(page);
  });

  it('filters the projects with a box drawn on the map, and clears it', async () => {
    const zoomed = await readMap(page);
    await page.getByRole('button', { name: 'Zoom out' }).click();
    await page.waitForFunction(
      (zoom) => Number(document.querySelector('[data-testid="projects-map-canvas"]')?.getAttribute('data-zoom')) < zoom,
      zoomed.viewport.zoom,
    );
    // Up to the top of the world, by keyboard as a keyboard user would.
    await page.getByTestId('projects-map-canvas').focus();
    for (let press = 0; press < 12; press += 1) await page.keyboard.press('ArrowUp');
    await page.waitForFunction(
      () => Number(document.querySelector('[data-testid="projects-map-canvas"]')?.getAttribute('data-center')?.split(',')[1]) > 70,
    );
    const map = await readMap(page);
    const corner = (lng: number, lat: number) => {
      const point = lngLatToScreen(map.viewport, { lng, lat });
      return { x: map.left + point.x, y: map.top + point.y };
    };
    // Northern Norway and Svalbard: the two arctic stations, not Reykjavik, Helsinki or the generated sites.
    const from = corner(0, 82);
    const to = corner(35, 62);
    await page.getByRole('button', { name: 'Select area' }).click();
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 4 });
    await page.mouse.move(to.x, to.y, { steps: 4 });
    await page.mouse.up();
    await page.getByTestId('map-filter-badge').waitFor();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="insight-project-row"]').length === 2);
    expect((await projectNames(page)).sort()).toEqual([NORTHERN_PROJECTS[1].name, NORTHERN_PROJECTS[0].name].sort());
    await screenshot(page, 'insights-02-map-box');
    await page.getByRole('button', { name: 'Clear selection' }).click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="insight-project-row"]').length === 5);
  });

  it('searches the projects after the typing pauses', async () => {
    await page.goto(`${server.baseUrl}/insights`);
    await projectRows(page).first().waitFor({ timeout: 120_000 });
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill('  ARCTIC station ');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="insight-project-row"]').length === 2, undefined, {
      timeout: 30_000,
    });
    expect((await projectNames(page)).sort()).toEqual([NORTHERN_PROJECTS[1].name, NORTHERN_PROJECTS[0].name].sort());
    await search.fill('');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="insight-project-row"]').length === 5, undefined, {
      timeout: 120_000,
    });
  }, 180_000);

  it('sorts the project table by name both ways and pages it', async () => {
    const header = page.getByTestId('insight-projects-table').getByRole('button', { name: 'Project', exact: true });
    // The server sorts and pages the projects (decision 0024): each click's page arrives after a request.
    const firstRowIs = (name: string) =>
      page.waitForFunction((expected) => document.querySelector('[data-testid="insight-project-row"] th')?.textContent === expected, name, {
        timeout: 30_000,
      });
    await header.click();
    await firstRowIs(NORTHERN_PROJECTS[1].name);
    expect((await projectNames(page))[0]).toBe(NORTHERN_PROJECTS[1].name);
    await header.click();
    // Names compare as people read numbers: Site 9999 is the last listed (Site 10000 is left out as SKIP_COMPUTATION).
    await firstRowIs('Site 9999');
    expect((await projectNames(page))[0]).toBe('Site 9999');
    const firstPage = await projectNames(page);
    await page.getByTestId('insight-projects-section').getByRole('button', { name: 'Next page' }).click();
    await page.waitForFunction(
      (first) => document.querySelector('[data-testid="insight-project-row"] th')?.textContent !== first,
      firstPage[0],
      { timeout: 30_000 },
    );
    const secondPage = await projectNames(page);
    expect(secondPage).toHaveLength(5);
    expect(secondPage).not.toEqual(firstPage);
  });

  it('pages and sorts the survey events, 15 a page, with totals', async () => {
    const section = page.getByTestId('survey-events-section');
    await section.getByTestId('survey-event-row').first().waitFor({ timeout: 30_000 });
    expect(await section.getByTestId('survey-event-row').count()).toBe(15);
    expect(await section.getByTestId('survey-totals-row').textContent()).toContain('Totals');
    const newest = await section.getByTestId('survey-event-row').first().locator('time').getAttribute('datetime');
    await section.getByRole('button', { name: 'Next page' }).click();
    await page.waitForFunction(
      (first) => document.querySelector('[data-testid="survey-event-row"] time')?.getAttribute('datetime') !== first,
      newest,
    );
    const later = await section.getByTestId('survey-event-row').first().locator('time').getAttribute('datetime');
    expect(Date.parse(later ?? '')).toBeLessThan(Date.parse(newest ?? ''));
    await section.getByRole('button', { name: 'Date', exact: true }).click();
    await page.waitForFunction(() => document.querySelector('[data-testid="survey-events-section"] [aria-sort="ascending"]') !== null);
    await page.waitForFunction((first) => {
      const value = document.querySelector('[data-testid="survey-event-row"] time')?.getAttribute('datetime');
      return value !== null && value !== undefined && Date.parse(value) < Date.parse(first ?? '');
    }, later);
    expect(await section.getByRole('button', { name: 'Page 1', exact: true }).getAttribute('data-active')).toBe('true');
  });

  it('pages and sorts the device counts with generation colours and totals', async () => {
    const section = page.getByTestId('device-counts-section');
    await section.getByTestId('device-count-row').first().waitFor({ timeout: 30_000 });
    expect(await section.getByTestId('device-totals').textContent()).toContain('most common vendor');
    const counts = async () => (await section.getByTestId('device-count-row').locator('td:nth-child(10)').allTextContents()).map(Number);
    const isSorted = (values: number[], sign: number) =>
      values.every((value, index) => index === 0 || (value - (values[index - 1] ?? 0)) * sign >= 0);
    // Most numerous first by default.
    expect(isSorted(await counts(), -1)).toBe(true);
    await section.getByRole('button', { name: 'APs', exact: true }).click();
    await page.waitForFunction(() => document.querySelector('[data-testid="device-counts-section"] [aria-sort="ascending"]') !== null);
    await page.waitForFunction(() => document.querySelector('[data-testid="device-count-row"] td:nth-child(10)')?.textContent === '1');
    const firstPage = await counts();
    expect(isSorted(firstPage, 1)).toBe(true);
    await section.getByRole('button', { name: 'Next page' }).click();
    await page.waitForFunction(() => document.querySelector('[data-testid="device-counts-section"] [aria-busy="true"]') === null);
    await page.waitForFunction(
      () => document.querySelector('[data-testid="device-counts-section"] [aria-label="Page 2"]')?.getAttribute('data-active') === 'true',
    );
    const secondPage = await counts();
    expect(secondPage.length).toBeGreaterThan(0);
    expect(Math.min(...secondPage)).toBeGreaterThanOrEqual(Math.max(...firstPage));
    expect(SEEDED_DEVICE_ROWS).toBeGreaterThan(5);
    await screenshot(page, 'insights-03-tables');
  });
});

describe('project dashboard', () => {
  it('opens a project from its preview and shows KPI tables and the daily health chart', { timeout: 120_000 }, async () => {
    const tromso = NORTHERN_PROJECTS[0].name;
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill('tromso');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="insight-project-row"]').length === 1, undefined, {
      timeout: 30_000,
    });
    await page.getByRole('button', { name: `Preview ${tromso}` }).click();
    const dialog = page.getByRole('dialog', { name: tromso });
    await dialog.waitFor();
    await dialog.getByRole('link', { name: 'Open dashboard' }).click();
    await waitForPage(page, 'project-dashboard');
    await page.getByTestId('floor-kpi-row').first().waitFor({ timeout: 60_000 });
    const headers = async (testId: string) =>
      (await page.getByTestId(testId).getByRole('columnheader').allTextContents()).map((text) => text.replace(/[▲▼]/g, ''));
    expect(await headers('floor-kpi-table')).toEqual(['Name', 'Rssi', '2ND Rssi', 'Snr', 'Ch In.', 'Health', 'Average']);
    const rowNames = (testId: string) => page.getByTestId(testId).locator('tbody th').allTextContents();
    expect(await rowNames('floor-kpi-table')).toEqual([...TROMSO_DECKS]);
    await page.getByTestId('area-kpi-table').waitFor({ timeout: 60_000 });
    expect(await headers('area-kpi-table')).toEqual(['Name', 'Rssi', '2ND Rssi', 'Snr', 'Ch In.', 'Issues', 'Health']);
    await page.getByTestId('daily-health-chart').waitFor({ timeout: 60_000 });
    expect(Number(await page.getByTestId('daily-health-chart').getAttribute('data-points'))).toBe(10);
    expect(await page.getByTestId('daily-health-chart').locator('svg path').count()).toBeGreaterThan(0);
    await page.getByTestId('kpi-panels').waitFor();
    expect(await page.getByTestId('project-users').textContent()).toContain(USER);
    await screenshot(page, 'insights-04-dashboard');
    await expectAccessible(page);
  });

  it('searches the floor and area KPI tables by name, ignoring case', async () => {
    const rowNames = (testId: string) => page.getByTestId(testId).locator('tbody th').allTextContents();
    await page.getByRole('searchbox', { name: 'Search floors' }).fill('  DECK 1 ');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="floor-kpi-row"]').length === 1, undefined, {
      timeout: 30_000,
    });
    expect(await rowNames('floor-kpi-table')).toEqual(['Deck 1']);
    await page.getByRole('searchbox', { name: 'Search areas' }).fill('galley');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="area-kpi-row"]').length === 1, undefined, {
      timeout: 30_000,
    });
    expect(await rowNames('area-kpi-table')).toEqual(['Galley']);
    await page.getByRole('searchbox', { name: 'Search areas' }).fill('sauna');
    await page.getByTestId('area-kpis-no-match').waitFor({ timeout: 30_000 });
    await page.getByRole('searchbox', { name: 'Search areas' }).fill('');
    await page.waitForFunction(
      (count) => document.querySelectorAll('[data-testid="area-kpi-row"]').length === count,
      Math.min(5, TROMSO_AREAS.length),
      { timeout: 30_000 },
    );
  });

  it('shows the integrations page with its honest empty state', async () => {
    await page.getByRole('link', { name: 'Integrations' }).click();
    await waitForPage(page, 'integrations');
    expect(await page.getByTestId('integrations-empty').textContent()).toContain('No network controller is connected yet');
    await expectAccessible(page);
  });
});
