/**
 * Frame times while the insights map is dragged with 10,000 projects on it (the browser journey's seed, in
 * Debian's Chromium), beside the same page's idle animation frame interval measured just before. The journey
 * proves the map follows the drag; this prints how smoothly. Run: `npm run bench -- insights-map-pan`.
 */
import type { Page } from 'playwright-core';
import { startAppServer } from '../../apps/server/src/testing/app-process.ts';
import { launchBrowser } from '../../apps/e2e/src/testing/browser.ts';
import { buildWeb } from '../../apps/e2e/src/testing/build-web.global-setup.ts';
import { signInToLanding } from '../../apps/e2e/src/testing/sign-in.ts';
import { GENERATED_PROJECTS, seedInsightsLoad } from '../../apps/e2e/src/fixtures/seed-insights-load.ts';

const USER = 'user@airscope.test';

/** Animation-frame gaps recorded until `stop` resolves. */
async function recordFrames(page: Page, during: () => Promise<void>): Promise<number[]> {
  await page.evaluate(() => {
    const state = { gaps: [] as number[], last: 0, running: true };
    (window as unknown as { frameGaps: typeof state }).frameGaps = state;
    const tick = (now: number) => {
      if (state.last) state.gaps.push(now - state.last);
      state.last = now;
      if (state.running) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  await during();
  return page.evaluate(() => {
    const state = (window as unknown as { frameGaps: { gaps: number[]; running: boolean } }).frameGaps;
    state.running = false;
    return state.gaps;
  });
}

function describeGaps(gaps: readonly number[]): string {
  const sorted = [...gaps].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
  return `${gaps.length} frames: p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${at(1).toFixed(1)} ms`;
}

buildWeb();
const first = await startAppServer();
await first.stop({ keepData: true });
await seedInsightsLoad(first.dataDir, USER);
const server = await startAppServer({}, { dataDir: first.dataDir });
const browser = await launchBrowser();
try {
  const page = await (await browser.newContext({ viewport: { width: 1360, height: 900 } })).newPage();
  await signInToLanding(page, server.baseUrl, USER);
  await page.goto(`${server.baseUrl}/insights`);
  // tsx keeps function names with a `__name` helper that the page does not have; functions sent to the page need it.
  await page.evaluate('globalThis.__name ??= (fn) => fn');
  await page.getByTestId('page-insights').waitFor({ timeout: 120_000 });
  await page.getByTestId('page-insights').getByText('Map and list', { exact: true }).click();
  const canvas = page.getByTestId('projects-map-canvas');
  await page.waitForFunction(
    () => document.querySelector('[data-testid="projects-map-canvas"]')?.getAttribute('data-basemap') === 'ready',
    undefined,
    { timeout: 120_000 },
  );
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await page.waitForTimeout(500);
  const box = (await canvas.boundingBox())!;
  const idle = await recordFrames(page, () => page.waitForTimeout(1000));
  const startX = box.x + box.width / 2,
    startY = box.y + box.height / 2;
  let panMs = 0;
  const panning = await recordFrames(page, async () => {
    await page.mouse.move(startX, startY);
    await page.mouse.down();
    const started = performance.now();
    for (let step = 1; step <= 30; step += 1) await page.mouse.move(startX - step * 8, startY - step * 3);
    await page.mouse.up();
    panMs = performance.now() - started;
  });
  console.log(
    `Insights map with ${GENERATED_PROJECTS.toLocaleString('en')} generated projects, one zoom step in, dragged 240 px in 30 moves (${panMs.toFixed(0)} ms):`,
  );
  console.log(`  while panning: ${describeGaps(panning.slice(1))}`);
  console.log(`  reference, same page idle for a second: ${describeGaps(idle.slice(1))}`);
} finally {
  await browser.close();
  await server.stop();
}
