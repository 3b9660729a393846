import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer } from '../../server/src/testing/app-process.ts';
import { lngLatToScreen, type LngLat, type MapViewport } from '../../web/src/features/insights/map/web-mercator.ts';
import { screenshot } from './testing/browser.ts';
import { closeSignedInPage, openSignedInPage } from './testing/signed-in-page.ts';

let server: RunningServer;
let browser: Browser;
let page: Page;

const MELBOURNE = { lng: 144.9631, lat: -37.8136 };
const HELSINKI = { lng: 24.9384, lat: 60.1699 };
const ESPOO = { lng: 24.6559, lat: 60.2055 };

/** What the map canvas reports of its view, and where it sits on the page. */
async function readMap(target: Page): Promise<{ viewport: MapViewport; left: number; top: number; markers: number }> {
  await target.waitForFunction(
    () => document.querySelector('[data-testid="projects-map-canvas"]')?.getAttribute('data-basemap') === 'ready',
  );
  const canvas = target.getByTestId('projects-map-canvas');
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

function isInside(viewport: MapViewport, place: LngLat, margin = 8): boolean {
  const point = lngLatToScreen(viewport, place);
  return point.x >= margin && point.x <= viewport.width - margin && point.y >= margin && point.y <= viewport.height - margin;
}

beforeAll(async () => {
  ({ server, browser, page } = await openSignedInPage());
  // A design project in Melbourne joins the demos in Helsinki and Espoo, as in the walk-through.
  const status = await page.evaluate(async (melbourne) => {
    const headers = { csrfToken: localStorage.getItem('sessionCSRFToken') ?? '', 'content-type': 'application/json' };
    const created = await fetch('/projectapi/v1/projects', {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: 'Greenfield Mall', projectType: 'GREENFIELD_PLAN' }),
    });
    const { projectId } = (await created.json()) as { projectId: string };
    const location = { country: 'Australia', city: 'Melbourne', latitude: melbourne.lat, longitude: melbourne.lng };
    const response = await fetch(`/projectapi/v1/projects/${projectId}`, { method: 'PUT', headers, body: JSON.stringify({ location }) });
    return [created.status, response.status];
  }, MELBOURNE);
  expect(status).toEqual([201, 200]);
}, 180_000);

afterAll(() => closeSignedInPage(server, browser));

describe('the projects map', () => {
  it('opens fitted to the projects: Melbourne and Helsinki both in view without dragging', async () => {
    await page.goto(`${server.baseUrl}/insights`);
    await page.getByTestId('page-insights').waitFor();
    const mapAndList = page.getByTestId('page-insights').getByText('Map and list', { exact: true });
    if ((await page.getByTestId('projects-map').count()) === 0) await mapAndList.click();
    await page.getByTestId('projects-map').waitFor();
    const map = await readMap(page);
    expect(isInside(map.viewport, MELBOURNE)).toBe(true);
    expect(isInside(map.viewport, HELSINKI)).toBe(true);
    expect(map.markers).toBeGreaterThanOrEqual(2);
    await screenshot(page, 'map-01-opens-fitted');
  });

  it('draws no line across the ocean where a country crosses the date line', async () => {
    const map = await readMap(page);
    // A column of open Pacific at Fiji's latitude: before, Fiji's ring drew a double line across the world here.
    const column = [-16, -16.5, -17, -17.5, -18, -18.5].map((lat) => lngLatToScreen(map.viewport, { lng: -130, lat }));
    expect(column.every((point) => point.x > 0 && point.x < map.viewport.width)).toBe(true);
    const colours = await page.getByTestId('projects-map-canvas').evaluate((element, points) => {
      const canvas = element as HTMLCanvasElement;
      const ratio = canvas.width / canvas.clientWidth;
      const context = canvas.getContext('2d')!;
      return points.map((point) =>
        [...context.getImageData(Math.round(point.x * ratio), Math.round(point.y * ratio), 1, 1).data.slice(0, 3)].join(','),
      );
    }, column);
    expect(new Set(colours).size).toBe(1);
  });

  it('splits the Helsinki and Espoo cluster into its two projects on zoom', async () => {
    const before = await readMap(page);
    const cluster = lngLatToScreen(before.viewport, { lng: (HELSINKI.lng + ESPOO.lng) / 2, lat: (HELSINKI.lat + ESPOO.lat) / 2 });
    await page.mouse.click(before.left + cluster.x, before.top + cluster.y);
    await page.waitForFunction(
      (zoom) => Number(document.querySelector('[data-testid="projects-map-canvas"]')?.getAttribute('data-zoom')) > zoom + 3,
      before.viewport.zoom,
    );
    const after = await readMap(page);
    expect(isInside(after.viewport, HELSINKI)).toBe(true);
    expect(isInside(after.viewport, ESPOO)).toBe(true);
    expect(isInside(after.viewport, MELBOURNE)).toBe(false);
    // Two markers now, each one project: before, the two shared one cluster marker.
    expect(after.markers).toBe(2);
    await screenshot(page, 'map-02-cluster-split');
  });
});
