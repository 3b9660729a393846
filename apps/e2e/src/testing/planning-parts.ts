import { createRequire } from 'node:module';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';
import type { Browser, Page } from 'playwright-core';
import { buildFloorRfModel, listFloorPlanIds, type FloorRfModel } from '@airscope/esx';
import { readEsx } from '@airscope/esx-archive';
import { ESX_FIXTURES } from '@airscope/test-data';
import type { RunningServer } from '../../../server/src/testing/app-process.ts';
import { signInToLanding } from './sign-in.ts';
import { uploadProject } from './upload-project.ts';

// The planning parts (3D view, PDF page picker, live prediction on real workers) on a bare harness page,
// shared by the browser journey and the drag bench.
const ORIGIN = 'http://planning-parts.test';
const HARNESS_ENTRY = fileURLToPath(new URL('./planning-parts-page.mjs', import.meta.url));
const WORKER_ENTRY = fileURLToPath(new URL('../../../web/src/workers/rf-engine.worker.ts', import.meta.url));
// The web app's own pdfjs-dist, found as the web app finds it: npm may hoist it or keep it under apps/web.
const PDF_WORKER = createRequire(new URL('../../../web/package.json', import.meta.url)).resolve('pdfjs-dist/build/pdf.worker.min.mjs');

/** Vite's `?url` imports become the path the harness serves the file at. */
const urlImports: Plugin = {
  name: 'url-imports',
  setup(b) {
    b.onResolve({ filter: /pdf\.worker\.min\.mjs\?url$/ }, () => ({ path: 'pdf-worker', namespace: 'url' }));
    b.onLoad({ filter: /.*/, namespace: 'url' }, () => ({ contents: 'export default "/pdf.worker.min.mjs";', loader: 'js' }));
  },
};

export interface PlanningParts {
  /** A fresh page with window.harness ready. */
  openHarness(): Promise<Page>;
  /** The RF engine worker, bundled as a classic script. */
  workerCode: string;
  /** Fixture F1's first floor as the engine sees it. */
  f1: FloorRfModel;
}

/** Bundles the harness page and the worker, reads F1, and serves them to pages of `browser`. */
export async function preparePlanningParts(browser: Browser): Promise<PlanningParts> {
  const served = new Map<string, { body: Buffer | string; type: string }>();
  const out = await build({
    entryPoints: [HARNESS_ENTRY],
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    outdir: '/harness',
    write: false,
    jsx: 'automatic',
    loader: { '.json': 'json' },
    plugins: [urlImports],
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  for (const file of out.outputFiles)
    served.set(file.path.replace('/harness', ''), { body: file.text, type: file.path.endsWith('.css') ? 'text/css' : 'text/javascript' });
  const css = [...served.keys()].find((k) => k.endsWith('.css'));
  served.set('/', {
    type: 'text/html',
    body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Planning parts</title>${css ? `<link rel="stylesheet" href="${css}">` : ''}</head><body><div id="root"></div><script type="module" src="/planning-parts-page.js"></script></body></html>`,
  });
  served.set('/pdf.worker.min.mjs', { body: fs.readFileSync(PDF_WORKER), type: 'text/javascript' });
  const workerCode = (
    await build({
      entryPoints: [WORKER_ENTRY],
      bundle: true,
      format: 'iife',
      platform: 'browser',
      target: 'es2022',
      write: false,
      logLevel: 'silent',
    })
  ).outputFiles[0]!.text;
  const project = await readEsx(ESX_FIXTURES.F1);
  const f1 = buildFloorRfModel(project, listFloorPlanIds(project)[0]!);
  const plan = (project.collections.floorPlans ?? []).find((p) => p.id === f1.floorPlanId)!;
  served.set('/f1-plan.jpg', { body: project.imageFiles.find((i) => i.imageId === plan.imageId)!.bytes, type: 'image/jpeg' });

  async function openHarness(): Promise<Page> {
    const next = await (await browser.newContext({ viewport: { width: 1100, height: 760 } })).newPage();
    await next.route(`${ORIGIN}/**`, (route) => {
      const file = served.get(new URL(route.request().url()).pathname);
      return file ? route.fulfill({ body: file.body, contentType: file.type }) : route.fulfill({ status: 404, body: 'not found' });
    });
    next.on('pageerror', (error) => console.error(`harness page error: ${error.message}`));
    await next.goto(`${ORIGIN}/`);
    await next.waitForSelector('body[data-ready="yes"]', { state: 'attached' });
    return next;
  }
  return { openHarness, workerCode, f1 };
}

/** One frame of an AP drag in the live prediction: its time from request to heatmap, and the radios it recomputed. */
interface DragFrame {
  ms: number;
  recomputed: number;
}

/** F1's radios on its floor, the 5 GHz signal request and the AP a drag moves. */
function describeF1Drag(f1: FloorRfModel) {
  const floors = [{ model: f1.floor, widthM: f1.widthM, heightM: f1.heightM }];
  const radios = f1.radios.map((r) => ({ ...r, floorId: f1.floor.id }));
  const request = { band: '5', types: ['sig-strength'] };
  const apId = radios.find((r) => r.band === '5')!.apId;
  return { floors, radios, request, apId };
}

/**
 * Starts the live prediction of F1 on a harness page (two workers), predicts the whole floor once, coarse
 * and sharp, as when the editor opens, then drags one AP over 12 steps and lets it go.
 */
export async function dragF1Ap(page: Page, parts: PlanningParts) {
  const { floors, radios, request, apId } = describeF1Drag(parts.f1);
  const floorId = parts.f1.floor.id;
  await page.evaluate(
    ({ code, floors }) => (window as never as { harness: { startLive(c: string, f: unknown): void } }).harness.startLive(code, floors),
    { code: parts.workerCode, floors },
  );
  const wholeFloorMs = await page.evaluate(
    async ({ radios, request, floorId }) => {
      const started = performance.now();
      await (window as never as { harness: { predict(r: unknown, f: string, s: boolean): Promise<unknown> } }).harness.predict(
        { ...request, radios },
        floorId,
        true,
      );
      return performance.now() - started;
    },
    { radios, request, floorId },
  );
  const steps = Array.from({ length: 12 }, (_, i) => [0.6, i % 2 ? 0.3 : -0.3]);
  const drag = await page.evaluate(
    ({ radios, apId, floorId, steps, request }) =>
      (
        window as never as { harness: { drag(...a: unknown[]): Promise<{ frames: DragFrame[]; sharpMs: number; sharpCell: number }> } }
      ).harness.drag(radios, apId, floorId, steps, request),
    { radios, apId, floorId, steps, request },
  );
  return { ...drag, wholeFloorMs, radiosOfAp: radios.filter((r) => r.apId === apId).length, radios };
}

/** The floors of the 3D view for F1 with its walls and APs (the live heatmap is added by the harness). */
export function f1ThreeDFloors(f1: FloorRfModel) {
  const radios = f1.radios;
  return [
    {
      id: f1.floor.id,
      name: 'F1',
      elevationM: 0,
      widthM: f1.widthM,
      heightM: f1.heightM,
      imageUrl: '/f1-plan.jpg',
      walls: f1.floor.walls.map((w) => ({
        x1: w.a.x,
        y1: w.a.y,
        x2: w.b.x,
        y2: w.b.y,
        bottomM: w.bottomM ?? 0,
        topM: w.topM ?? 3,
        colour: '#8E8E8E',
      })),
      aps: [...new Map(radios.map((r) => [r.apId, { id: r.apId, x: r.position.x, y: r.position.y, zM: r.heightM }])).values()],
    },
  ];
}

/** Uploads F1 on a running server and opens it in the planning editor, heatmap ready. */
export async function openF1InEditor(browser: Browser, server: RunningServer): Promise<Page> {
  const editor = await (await browser.newContext({ viewport: { width: 1440, height: 1000 } })).newPage();
  await signInToLanding(editor, server.baseUrl, 'user@airscope.test');
  await editor.goto(`${server.baseUrl}/projects/${await uploadProject(editor, server.baseUrl, ESX_FIXTURES.F1)}`);
  await editor.getByTestId('open-in-editor').click();
  await editor.getByTestId('plan-canvas').waitFor();
  await waitForEditorHeatmap(editor, 60_000);
  return editor;
}

export function waitForEditorHeatmap(editor: Page, timeout = 30_000) {
  return editor.waitForFunction(
    () => document.querySelector('[data-testid="heatmap-panel"]')?.getAttribute('data-heatmap-state') === 'ready',
    undefined,
    { timeout },
  );
}

/**
 * Counts every draw into the editor's heatmap canvas, and notes the time of the animation frame that
 * shows the latest one (`window.heatDraws`, `window.heatChangedAt`).
 */
export async function watchEditorHeatmapDraws(editor: Page): Promise<void> {
  await editor.evaluate(() => {
    const heat = document.querySelector<HTMLCanvasElement>('[data-testid="planning-heatmap"]')!;
    const watch = window as unknown as { heatChangedAt: number; heatDraws: number };
    const draw = CanvasRenderingContext2D.prototype.drawImage;
    watch.heatChangedAt = 0;
    watch.heatDraws = 0;
    CanvasRenderingContext2D.prototype.drawImage = function drawImage(this: CanvasRenderingContext2D, ...args: unknown[]) {
      (draw as (...a: unknown[]) => void).apply(this, args);
      if (this.canvas === heat) {
        watch.heatDraws += 1;
        requestAnimationFrame(() => (watch.heatChangedAt = performance.now()));
      }
    } as typeof draw;
  });
}

/** Where the first AP marker of the editor's plan is on the page, and how to turn plan pixels into page pixels. */
export async function locateFirstApMarker(editor: Page) {
  const overlay = editor.getByTestId('plan-overlay');
  const box = (await overlay.boundingBox())!;
  const scale = box.width / Number(await overlay.getAttribute('width'));
  const circle = editor.locator('[data-testid="ap-marker"] circle').first();
  return { x: box.x + Number(await circle.getAttribute('cx')) * scale, y: box.y + Number(await circle.getAttribute('cy')) * scale };
}
