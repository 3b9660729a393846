// A bare page for the planning parts' browser test (bundled by esbuild in the test): the 3D view, the PDF
// page picker and the live prediction manager on real RF engine workers, driven through window.harness.
// Plain JS on purpose: the e2e project type-checks without Vite's types, which the web files rely on.
import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import { createElement as h, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { airscopeCssVariables, airscopeTheme } from '../../../web/src/app/providers/theme.ts';
import { createI18n } from '../../../web/src/lib/i18n/i18n.ts';
import { LazyThreeDView } from '../../../web/src/features/planning/three-d/lazy-three-d-view.ts';
import { PdfPagePicker } from '../../../web/src/features/planning/pdf-pages/pdf-page-picker.tsx';
import { createLivePredictionManager } from '../../../web/src/features/planning/live-prediction/live-prediction-manager.ts';
import { connectRfEngine } from '../../../web/src/workers/rf-engine-client.ts';

const i18n = createI18n('en');
const root = createRoot(document.getElementById('root'));
const mount = (child) =>
  root.render(
    h(
      I18nextProvider,
      { i18n },
      h(MantineProvider, { theme: airscopeTheme, cssVariablesResolver: airscopeCssVariables }, h(Suspense, { fallback: 'loading' }, child)),
    ),
  );

const state = { picked: [], rendered: undefined, results: new Map(), waiters: [] };

/** Colours a signal grid (dBm) like the product legend: green strong, yellow fair, red weak, clear where none. */
function paintSignal(result) {
  const canvas = document.createElement('canvas');
  canvas.width = result.grid.cols;
  canvas.height = result.grid.rows;
  const context = canvas.getContext('2d');
  const image = context.createImageData(canvas.width, canvas.height);
  const values = result.grids[0].values;
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (!Number.isFinite(v) || v < -85) continue;
    const t = Math.max(0, Math.min(1, (v + 85) / 35));
    image.data.set([Math.round(255 * (1 - t)), Math.round(200 * t + 55 * (1 - t)), 40, 255], i * 4);
  }
  context.putImageData(image, 0, 0);
  return canvas;
}

window.harness = {
  state,
  show3d(floors, heatmaps = {}) {
    const withHeat = floors.map((f) => (heatmaps[f.id] ? { ...f, heatmap: paintSignal(heatmaps[f.id]) } : f));
    mount(h(LazyThreeDView, { floors: withHeat, height: 560, onPickFloor: (id) => state.picked.push(id) }));
  },
  showLiveHeatmapIn3d(floors) {
    const heatmaps = Object.fromEntries([...state.results].map(([id, r]) => [id, r]));
    this.show3d(floors, heatmaps);
  },
  pdf(bytes) {
    const file = new File([new Uint8Array(bytes)], 'plan.pdf', { type: 'application/pdf' });
    mount(
      h(PdfPagePicker, {
        file,
        onRendered: async (png, page) => {
          const bitmap = await createImageBitmap(png);
          const canvas = document.createElement('canvas');
          canvas.width = bitmap.width;
          canvas.height = bitmap.height;
          const context = canvas.getContext('2d');
          context.drawImage(bitmap, 0, 0);
          const data = context.getImageData(0, 0, bitmap.width, bitmap.height).data;
          let dark = 0;
          for (let i = 0; i < data.length; i += 4) if (data[i] < 100 && data[i + 1] < 100 && data[i + 2] < 100) dark++;
          state.rendered = {
            page,
            type: png.type,
            width: bitmap.width,
            height: bitmap.height,
            darkShare: dark / (bitmap.width * bitmap.height),
          };
        },
      }),
    );
  },
  startLive(workerCode, floors) {
    const url = URL.createObjectURL(new Blob([workerCode], { type: 'text/javascript' }));
    state.manager = createLivePredictionManager([connectRfEngine(new Worker(url)), connectRfEngine(new Worker(url))], {
      onResult: (id, result) => {
        state.results.set(id, result);
        state.waiters = state.waiters.filter((w) => !(w.test(id, result) && (w.resolve(result), true)));
      },
    });
    state.manager.setBuilding(floors);
  },
  /** Requests a prediction and resolves with the first result for floorId that passes `isSharp`. */
  predict(request, floorId, isSharp) {
    return new Promise((resolve) => {
      state.waiters.push({ test: (id, r) => id === floorId && r.isSharp === isSharp, resolve });
      state.manager.request(request);
    });
  },
  /** Drags an AP along a path: one coarse frame per step, timed from the request to its heatmap; then the sharp pass. */
  async drag(radios, apId, floorId, steps, request) {
    const frames = [];
    let current = radios;
    for (const [dx, dy] of steps) {
      current = current.map((r) => (r.apId === apId ? { ...r, position: { x: r.position.x + dx, y: r.position.y + dy } } : r));
      const t0 = performance.now();
      const result = await this.predict({ ...request, radios: current, isDragging: true, activeFloorId: floorId }, floorId, false);
      frames.push({ ms: performance.now() - t0, recomputed: result.recomputedRadioIds.length });
    }
    const t0 = performance.now();
    const sharp = await this.predict({ ...request, radios: current, isDragging: false, activeFloorId: floorId }, floorId, true);
    return {
      frames,
      sharpMs: performance.now() - t0,
      sharpCell: sharp.grid.cellSizeM,
      moved: current.filter((r) => r.apId === apId).map((r) => r.position),
    };
  },
};
document.body.dataset.ready = 'yes';
