import PDFDocument from 'pdfkit';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type RunningServer } from '../../server/src/testing/app-process.ts';
import { findSeriousAccessibilityViolations } from './testing/axe.ts';
import { launchBrowser, screenshot } from './testing/browser.ts';
import {
  dragF1Ap,
  f1ThreeDFloors,
  locateFirstApMarker,
  openF1InEditor,
  preparePlanningParts,
  waitForEditorHeatmap,
  watchEditorHeatmapDraws,
  type PlanningParts,
} from './testing/planning-parts.ts';

// The planning parts (3D view, PDF page picker, live prediction on real workers) on a bare harness page, then
// F1 in the real editor. What a user sees is asserted here; how fast it happens is `npm run bench -- planning-drag`.
let browser: Browser;
let page: Page;
let parts: PlanningParts;

/** A white two-storey box with coloured walls and an AP on each floor. */
const OFFICE = [0, 1].map((level) => ({
  id: `level-${level}`,
  name: `Level ${level}`,
  elevationM: level * 3.5,
  widthM: 30,
  heightM: 20,
  walls: [
    { x1: 0, y1: 0, x2: 30, y2: 0, bottomM: 0, topM: 3, colour: '#E1390B' },
    { x1: 30, y1: 0, x2: 30, y2: 20, bottomM: 0, topM: 3, colour: '#E1390B' },
    { x1: 0, y1: 20, x2: 0, y2: 0, bottomM: 0, topM: 3, colour: '#E1390B' },
    { x1: 12, y1: 0, x2: 12, y2: 12, bottomM: 0, topM: 3, colour: '#8E8E8E' },
  ],
  aps: [{ id: `ap-${level}`, x: 6 + level * 14, y: 10, zM: 2.7 }],
}));

/** Share of the 3D canvas's pixels that differ from its background, and of pixels near a given colour. */
function canvasStats(target: Page, colour: [number, number, number]) {
  return target.evaluate((rgb) => {
    const gl = document.querySelector<HTMLCanvasElement>('[data-testid="three-d-view"] canvas');
    if (!gl) throw new Error(`no 3D canvas in ${document.getElementById('root')?.innerHTML.slice(0, 600)}`);
    const copy = document.createElement('canvas');
    copy.width = gl.width;
    copy.height = gl.height;
    const context = copy.getContext('2d')!;
    context.drawImage(gl, 0, 0);
    const data = context.getImageData(0, 0, copy.width, copy.height).data;
    let drawn = 0,
      matching = 0;
    for (let i = 0; i < data.length; i += 4) {
      if (Math.abs(data[i]! - 0xe9) + Math.abs(data[i + 1]! - 0xec) + Math.abs(data[i + 2]! - 0xef) > 12) drawn++;
      if (Math.abs(data[i]! - rgb[0]) + Math.abs(data[i + 1]! - rgb[1]) + Math.abs(data[i + 2]! - rgb[2]) < 90) matching++;
    }
    const pixels = data.length / 4;
    return {
      drawn: drawn / pixels,
      matching: matching / pixels,
      digest: Array.from(data.slice(0, data.length).filter((_, i) => i % 4099 === 0)).join(','),
    };
  }, colour);
}

/** What the 3D view reports it put in its scene: objects, wall quads, AP markers and heatmap planes. */
function sceneCounts(target: Page) {
  return target.locator('[data-testid="three-d-view"]').evaluate((element) => {
    const data = (element as HTMLElement).dataset;
    return {
      objects: Number(data.sceneObjects),
      walls: Number(data.sceneWalls),
      accessPoints: Number(data.sceneAccessPoints),
      heatmaps: Number(data.sceneHeatmaps),
    };
  });
}

async function waitForCanvas(target: Page) {
  await target.waitForSelector('[data-testid="three-d-view"] canvas', { timeout: 30_000 }).catch(async (error: Error) => {
    throw new Error(`${error.message}\npage: ${(await target.locator('body').innerText()).slice(0, 300)}`);
  });
  await target.waitForTimeout(400);
}

function twoPagePdf(): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ size: 'A4', layout: 'landscape' });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c)).on('end', () => resolve(Buffer.concat(chunks)));
    doc.fontSize(28).text('Cover page: no plan here', 60, 60);
    doc.addPage({ size: 'A4', layout: 'landscape' });
    doc.rect(60, 60, 720, 470).lineWidth(24).stroke('#000000');
    doc.rect(300, 60, 200, 250).fill('#000000');
    doc.end();
  });
}

beforeAll(async () => {
  browser = await launchBrowser();
  parts = await preparePlanningParts(browser);
  page = await parts.openHarness();
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

describe('3D view', () => {
  it('draws a two-floor building with its wall colours in headless chromium (WebGL without a GPU)', async () => {
    await page.evaluate((floors) => (window as never as { harness: { show3d(f: unknown): void } }).harness.show3d(floors), OFFICE);
    await waitForCanvas(page);
    const stats = await canvasStats(page, [0xe1, 0x39, 0x0b]);
    await screenshot(page, 'planning-3d-office');
    expect(stats.drawn).toBeGreaterThan(0.05);
    expect(stats.matching).toBeGreaterThan(0.002);
    // Per floor its plan, the plan's outline, one mesh of its 4 walls and its AP marker.
    expect(await sceneCounts(page)).toEqual({ objects: 8, walls: 8, accessPoints: 2, heatmaps: 0 });
  });

  it('picks the floor under a click, and orbits instead of picking on a drag', async () => {
    const box = (await page.locator('[data-testid="three-d-view"] canvas').boundingBox())!;
    const before = await canvasStats(page, [0, 0, 0]);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect
      .poll(() => page.evaluate(() => (window as never as { harness: { state: { picked: string[] } } }).harness.state.picked))
      .toEqual(['level-1']);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 160, box.y + box.height / 2 + 30, { steps: 8 });
    await page.mouse.up();
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as never as { harness: { state: { picked: string[] } } }).harness.state.picked)).toEqual([
      'level-1',
    ]);
    expect((await canvasStats(page, [0, 0, 0])).digest).not.toBe(before.digest);
    await screenshot(page, 'planning-3d-orbited');
    // The same pick by keyboard: the floor buttons under the view.
    await page.getByRole('group', { name: 'Floors' }).getByRole('button', { name: 'Level 0' }).focus();
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => (window as never as { harness: { state: { picked: string[] } } }).harness.state.picked)).toEqual([
      'level-1',
      'level-0',
    ]);
    expect(await findSeriousAccessibilityViolations(page)).toEqual([]);
  });
});

describe('PDF floor plans', () => {
  it('renders the chosen page of an uploaded PDF to a PNG', async () => {
    const pdfPage = await parts.openHarness();
    await pdfPage.evaluate(
      (bytes) => (window as never as { harness: { pdf(b: number[]): void } }).harness.pdf(bytes),
      Array.from(await twoPagePdf()),
    );
    const input = pdfPage.getByLabel('Page of the PDF');
    await input.waitFor({ timeout: 30_000 });
    await expect.poll(() => pdfPage.getByText('Page 1 of 2').count()).toBe(1);
    await input.fill('2');
    await pdfPage.getByRole('img', { name: 'Preview of page 2' }).waitFor();
    await screenshot(pdfPage, 'planning-pdf-page-picker');
    await pdfPage.getByRole('button', { name: 'Use this page' }).click();
    await expect
      .poll(() => pdfPage.evaluate(() => (window as never as { harness: { state: { rendered?: unknown } } }).harness.state.rendered), {
        timeout: 30_000,
      })
      .toBeTruthy();
    const rendered = await pdfPage.evaluate(
      () =>
        (
          window as never as {
            harness: { state: { rendered: { page: number; type: string; width: number; height: number; darkShare: number } } };
          }
        ).harness.state.rendered,
    );
    // A4 landscape at 150 dpi is 1754 × 1240 px; page 2's frame and block cover about a fifth of it.
    expect(rendered).toMatchObject({ page: 2, type: 'image/png', width: 1754, height: 1240 });
    expect(rendered.darkShare).toBeGreaterThan(0.12);
    await pdfPage.context().close();
  });
});

describe('live prediction of fixture F1', () => {
  it('updates the heatmap while one of its APs is dragged, recomputing only that AP, and the 3D view shows it', async () => {
    const livePage = await parts.openHarness();
    const drag = await dragF1Ap(livePage, parts);
    // A heatmap for every step of the drag, each recomputing only the dragged AP's 5 GHz and 2.4 GHz radios.
    expect(drag.frames).toHaveLength(12);
    expect(new Set(drag.frames.map((f) => f.recomputed))).toEqual(new Set([drag.radiosOfAp]));
    expect(drag.radiosOfAp).toBeGreaterThan(0);
    expect(drag.sharpCell).toBe(0.25);

    const view = f1ThreeDFloors(parts.f1);
    await livePage.evaluate(
      (floors) => (window as never as { harness: { showLiveHeatmapIn3d(f: unknown): void } }).harness.showLiveHeatmapIn3d(floors),
      view,
    );
    await waitForCanvas(livePage);
    await livePage.waitForTimeout(1500);
    const stats = await canvasStats(livePage, [40, 200, 40]);
    await screenshot(livePage, 'planning-3d-f1-heatmap');
    expect(stats.drawn).toBeGreaterThan(0.1);
    // The heatmap's green (strong signal) shows on the floor.
    expect(stats.matching).toBeGreaterThan(0.01);
    // The plan, its outline, the live heatmap, the walls and the AP markers of the one floor.
    expect(await sceneCounts(livePage)).toEqual({
      objects: 5,
      walls: parts.f1.floor.walls.length,
      accessPoints: view[0]!.aps.length,
      heatmaps: 1,
    });
    await livePage.context().close();
  });
});

describe('F1 in the planning editor', () => {
  let server: RunningServer;
  let editor: Page;

  beforeAll(async () => {
    server = await startAppServer({ SEED_DEMO_PROJECTS: 'false', FEATURE_FLAGS: 'designProject=true' });
    editor = await openF1InEditor(browser, server);
  }, 240_000);

  afterAll(async () => {
    await server?.stop();
  });

  it('redraws the heatmap after each move while one of its APs is dragged', async () => {
    await editor.getByTestId('tool-bar').getByText('Select', { exact: true }).click();
    await watchEditorHeatmapDraws(editor);
    const start = await locateFirstApMarker(editor);
    await editor.mouse.move(start.x, start.y);
    await editor.mouse.down();
    for (let step = 1; step <= 10; step++) {
      const drawn = await editor.evaluate(() => (window as unknown as { heatDraws: number }).heatDraws);
      await editor.mouse.move(start.x + step * 6, start.y + (step % 2) * 4);
      // The heatmap the user looks at is drawn again for this position of the AP.
      await editor.waitForFunction((before) => (window as unknown as { heatDraws: number }).heatDraws > before, drawn, {
        timeout: 10_000,
        polling: 'raf',
      });
    }
    await editor.mouse.up();
    const end = await locateFirstApMarker(editor);
    expect(end.x).toBeGreaterThan(start.x + 20);
    await waitForEditorHeatmap(editor);
  });

  it('renders the imported F1 building with its heatmap in the 3D view', async () => {
    await waitForEditorHeatmap(editor);
    const markers = await editor.locator('[data-testid="ap-marker"]').count();
    await editor.getByRole('button', { name: '3D view' }).click();
    const dialog = editor.getByRole('dialog', { name: '3D view' });
    await dialog.locator('[data-testid="three-d-view"] canvas').waitFor({ timeout: 30_000 });
    await editor.waitForTimeout(2000);
    const stats = await canvasStats(editor, [40, 200, 40]);
    await screenshot(editor, 'planning-3d-f1-editor');
    expect(stats.drawn).toBeGreaterThan(0.1);
    // F1's one floor: plan, outline, heatmap, walls and every AP the plan shows.
    const counts = await sceneCounts(editor);
    expect(counts).toMatchObject({ objects: 5, heatmaps: 1, accessPoints: markers });
    expect(counts.accessPoints).toBeGreaterThan(0);
    expect(counts.walls).toBeGreaterThan(0);
  });
});
