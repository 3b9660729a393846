/**
 * Frame times of an AP drag on fixture F1, in Debian's Chromium (the browser journeys' harness), each beside a
 * reference measured in the same run on the same page:
 * 1. the live prediction on two RF workers (harness page): each drag step's heatmap, from request to result,
 *    beside the whole floor's sharp pass after the AP is let go;
 * 2. the planning editor on the real server: each mouse move to the animation frame that shows the redrawn
 *    heatmap, beside the page's own idle frame interval.
 * The target is a frame under 100 ms. Run: `npm run bench -- planning-drag` (builds the web app first).
 */
import type { Page } from 'playwright-core';
import { startAppServer } from '../../apps/server/src/testing/app-process.ts';
import { launchBrowser } from '../../apps/e2e/src/testing/browser.ts';
import { buildWeb } from '../../apps/e2e/src/testing/build-web.global-setup.ts';
import {
  dragF1Ap,
  locateFirstApMarker,
  openF1InEditor,
  preparePlanningParts,
  watchEditorHeatmapDraws,
} from '../../apps/e2e/src/testing/planning-parts.ts';

const TARGET_MS = 100;

/** tsx keeps function names with a `__name` helper that the page does not have; functions sent to the page need it. */
const allowNamedFunctions = (page: Page) => page.evaluate('globalThis.__name ??= (fn) => fn');

function describeTimes(times: readonly number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  return `median ${median.toFixed(0)} ms, max ${sorted.at(-1)!.toFixed(0)} ms (${times.map((ms) => ms.toFixed(0)).join(', ')})`;
}

/** The interval between animation frames of a page doing nothing, over `count` frames: what one frame costs on this machine now. */
function idleFrameInterval(page: Page, count = 30): Promise<number[]> {
  return page.evaluate(
    (n) =>
      new Promise<number[]>((resolve) => {
        const gaps: number[] = [];
        let last = 0;
        const tick = (now: number) => {
          if (last) gaps.push(now - last);
          last = now;
          if (gaps.length < n) requestAnimationFrame(tick);
          else resolve(gaps);
        };
        requestAnimationFrame(tick);
      }),
    count,
  );
}

/** Moves the first AP of the editor's plan in 10 steps and times each move until its heatmap is on screen. */
async function timeEditorDrag(editor: Page): Promise<number[]> {
  await editor.getByTestId('tool-bar').getByText('Select', { exact: true }).click();
  await watchEditorHeatmapDraws(editor);
  const start = await locateFirstApMarker(editor);
  await editor.mouse.move(start.x, start.y);
  await editor.mouse.down();
  const frames: number[] = [];
  for (let step = 1; step <= 10; step++) {
    await editor.evaluate(() => ((window as unknown as { heatMark: number }).heatMark = performance.now()));
    await editor.mouse.move(start.x + step * 6, start.y + (step % 2) * 4);
    const changed = await editor.waitForFunction(
      () => {
        const w = window as unknown as { heatChangedAt: number; heatMark: number };
        return w.heatChangedAt > w.heatMark ? w.heatChangedAt - w.heatMark : false;
      },
      undefined,
      { timeout: 10_000, polling: 'raf' },
    );
    frames.push(Number(await changed.jsonValue()));
  }
  await editor.mouse.up();
  return frames;
}

async function main(): Promise<void> {
  buildWeb();
  const browser = await launchBrowser();
  try {
    const parts = await preparePlanningParts(browser);
    const harness = await parts.openHarness();
    await allowNamedFunctions(harness);
    const drag = await dragF1Ap(harness, parts);
    const { f1 } = parts;
    console.log(
      `F1 first floor: ${drag.radios.length} radios, ${f1.floor.walls.length} walls, ${f1.widthM.toFixed(0)} × ${f1.heightM.toFixed(0)} m; target ${TARGET_MS} ms a frame`,
    );
    console.log(`  live prediction, drag frames (2 workers, coarse):  ${describeTimes(drag.frames.map((f) => f.ms))}`);
    console.log(
      `  reference, same page: the whole floor sharp (${drag.sharpCell} m) after release ${drag.sharpMs.toFixed(0)} ms; first open, coarse and sharp ${drag.wholeFloorMs.toFixed(0)} ms`,
    );
    await harness.context().close();

    const server = await startAppServer({ SEED_DEMO_PROJECTS: 'false', FEATURE_FLAGS: 'designProject=true' });
    try {
      const editor = await openF1InEditor(browser, server);
      await allowNamedFunctions(editor);
      const idle = await idleFrameInterval(editor);
      const moves = await timeEditorDrag(editor);
      console.log(`  editor, mouse move to the heatmap on screen:       ${describeTimes(moves)}`);
      console.log(`  reference, same page: idle animation frame interval ${describeTimes(idle).split(' (')[0]}`);
    } finally {
      await server.stop();
    }
  } finally {
    await browser.close();
  }
}

await main();
