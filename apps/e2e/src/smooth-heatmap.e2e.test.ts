import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer } from '../../server/src/testing/app-process.ts';
import { screenshot } from './testing/browser.ts';
import { waitForPage } from './testing/sign-in.ts';
import { ESX_FIXTURES } from '@airscope/test-data';
import { decodeCompactHeatmap, HEATMAP_COMPACT_TYPE } from '../../../packages/contracts/src/heatmap-compact.ts';
import { closeSignedInPage, openSignedInPage } from './testing/signed-in-page.ts';
import { uploadProject } from './testing/upload-project.ts';

const F1 = ESX_FIXTURES.F1;

let server: RunningServer;
let browser: Browser;
let page: Page;

/**
 * Band edges of the heatmap canvas (a pixel whose lower or right neighbour is painted in another colour;
 * empty pixels left out) and how many of them lie in straight horizontal or vertical runs at least one
 * cell long: the steps of a staircase drawn in cell squares.
 */
async function measureBandEdges(target: Page, cellPx: number): Promise<{ edgePixels: number; inCellRuns: number }> {
  return target.getByTestId('heatmap-canvas').evaluate((element, cell) => {
    const canvas = element as HTMLCanvasElement;
    const { width, height } = canvas;
    const data = canvas.getContext('2d')!.getImageData(0, 0, width, height).data;
    const colour = (x: number, y: number) =>
      data[(y * width + x) * 4 + 3]! === 0
        ? -1
        : (data[(y * width + x) * 4]! << 16) | (data[(y * width + x) * 4 + 1]! << 8) | data[(y * width + x) * 4 + 2]!;
    const isEdge = (x: number, y: number, dx: number, dy: number) => {
      const a = colour(x, y),
        b = colour(x + dx, y + dy);
      return a !== -1 && b !== -1 && a !== b;
    };
    let edgePixels = 0;
    let inCellRuns = 0;
    const countRuns = (length: number, lines: number, isEdgeAt: (along: number, line: number) => boolean) => {
      for (let line = 0; line < lines; line++) {
        let run = 0;
        for (let along = 0; along <= length; along++) {
          if (along < length && isEdgeAt(along, line)) {
            run++;
            continue;
          }
          edgePixels += run;
          if (run >= cell) inCellRuns += run;
          run = 0;
        }
      }
    };
    countRuns(width, height - 1, (x, y) => isEdge(x, y, 0, 1));
    countRuns(height, width - 1, (y, x) => isEdge(x, y, 1, 0));
    return { edgePixels, inCellRuns };
  }, cellPx);
}

async function waitForHeatmap(target: Page, forKey: string): Promise<string> {
  const side = target.locator(`[data-testid="heatmap-side"][data-heatmap-for="${forKey}"]:not([data-heatmap-state="loading"])`);
  await side.waitFor({ timeout: 90_000 });
  return (await side.getAttribute('data-heatmap-state')) ?? '';
}

beforeAll(async () => {
  ({ server, browser, page } = await openSignedInPage({ env: { SEED_DEMO_PROJECTS: 'false' }, viewport: { width: 1440, height: 900 } }));
}, 180_000);

afterAll(() => closeSignedInPage(server, browser));

describe('smooth heatmaps', () => {
  it('draws the band edges of F1 without the staircase of its cells, AP labels apart, inspect values unchanged', async () => {
    const projectId = await uploadProject(page, server.baseUrl, F1);
    const floor = await page.evaluate(async (id) => {
      const headers = { csrfToken: localStorage.getItem('sessionCSRFToken') ?? '' };
      return ((await (await fetch(`/projectapi/v1/projects/${id}/floorPlans`, { headers })).json()) as { rowId: number }[])[0]!.rowId;
    }, projectId);
    const heatmapAnswer = page.waitForResponse(
      (response) => response.url().includes('/heatmap') && response.request().method() === 'POST' && response.ok(),
      { timeout: 90_000 },
    );
    await page.goto(`${server.baseUrl}/projects/${projectId}/${floor}`);
    await waitForPage(page, 'floor-plan');
    // The floor viewer asks for the compact form (decision 0010): the browser gets bytes, not JSON.
    const answered = await heatmapAnswer;
    expect(await answered.headerValue('content-type')).toBe(HEATMAP_COMPACT_TYPE);
    const answer = decodeCompactHeatmap(new Uint8Array(await answered.body()));
    expect(await waitForHeatmap(page, 'sig-strength:5')).toBe('ready');
    const metersPerUnit = await page.evaluate(async (id) => {
      const headers = { csrfToken: localStorage.getItem('sessionCSRFToken') ?? '' };
      return ((await (await fetch(`/projectapi/v1/projects/${id}/floorPlans`, { headers })).json()) as { metersPerUnit: number }[])[0]!
        .metersPerUnit;
    }, projectId);
    const cellPx = Math.round(answer.vertices.cellSize / metersPerUnit);
    expect(cellPx).toBeGreaterThanOrEqual(4);

    const smooth = await measureBandEdges(page, cellPx);
    await screenshot(page, 'smooth-01-f1-smooth-on');
    await page.getByLabel('Smooth').uncheck({ force: true });
    // The renderer repaints in the next frames.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const blocky = await measureBandEdges(page, cellPx);
    await screenshot(page, 'smooth-02-f1-smooth-off');
    console.info(
      `band-edge pixels in cell-long straight runs (${cellPx} px cells): smooth ${smooth.inCellRuns}/${smooth.edgePixels}, cells ${blocky.inCellRuns}/${blocky.edgePixels}`,
    );
    expect(smooth.edgePixels).toBeGreaterThan(1000);
    // Drawn in cells, nearly every band edge is a cell-long step; smooth, only the edges that really run straight are.
    expect(blocky.inCellRuns / blocky.edgePixels).toBeGreaterThan(0.8);
    expect(smooth.inCellRuns / smooth.edgePixels).toBeLessThan(0.35);

    // AP labels never cover each other: a crowded one moves to another side of its marker or is hidden.
    const boxes = await page.getByTestId('access-point-label').evaluateAll((labels) =>
      labels.map((label) => {
        const r = label.getBoundingClientRect();
        return [r.left, r.top, r.right, r.bottom] as const;
      }),
    );
    expect(boxes.length).toBeGreaterThan(10);
    for (const [i, a] of boxes.entries()) {
      for (const b of boxes.slice(i + 1))
        expect(a[0] < b[2] - 1 && b[0] < a[2] - 1 && a[1] < b[3] - 1 && b[1] < a[3] - 1, `labels ${i} overlap`).toBe(false);
    }

    // Inspect still answers the engine's value of the cell, whatever the picture does.
    await page.getByLabel('Smooth').check({ force: true });
    await page.getByTestId('floor-plan-viewer').focus();
    await page.keyboard.press('Enter');
    const values = page.getByTestId('inspect-values');
    await values.waitFor({ timeout: 60_000 });
    expect(await values.textContent()).toMatch(/-?\d+(\.\d+)? dBm/);
  }, 300_000);
});
