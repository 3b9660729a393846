/**
 * What a first visit costs in a real browser: per route, the JavaScript transferred (compressed bytes on the wire),
 * the largest contentful paint and the time to interactive; for the F1 floor view also the cold open to the first
 * heatmap on screen. Debian's Chromium with the CPU slowed 4× and a 10 Mbit/s, 40 ms network, every route opened in a
 * fresh profile (empty cache) against the built app on the real server. The budgets of issue 36 are printed beside
 * each figure, and the same page's unthrottled open as the reference measured in the same run.
 * Run: `npm run bench -- web-vitals` (builds the web app first).
 */
import os from 'node:os';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ESX_FIXTURES } from '@airscope/test-data';
import { startAppServer, type RunningServer } from '../../apps/server/src/testing/app-process.ts';
import { launchBrowser } from '../../apps/e2e/src/testing/browser.ts';
import { buildWeb } from '../../apps/e2e/src/testing/build-web.global-setup.ts';
import { signInToLanding } from '../../apps/e2e/src/testing/sign-in.ts';
import { uploadProject } from '../../apps/e2e/src/testing/upload-project.ts';

const CPU_SLOWDOWN = 4;
const NETWORK = { latency: 40, downloadThroughput: (10 * 1024 * 1024) / 8, uploadThroughput: (10 * 1024 * 1024) / 8, offline: false };
// A long task (> 50 ms) keeps the page from answering input; interactive once none has run for this long.
const QUIET_MS = 3_000;

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

interface RouteCase {
  name: string;
  path: string;
  /** The page root's data-testid suffix the route shows when it is there. */
  page: string;
  signedIn: boolean;
  /** kB of compressed JavaScript this route may load before its own data. */
  budgetKb: number;
  lcpBudgetMs?: number;
}

interface Visit {
  jsKb: number;
  jsFiles: number;
  lcpMs: number;
  ttiMs: number;
  heatmapMs?: number;
}

// Collects the paint and long-task entries from the first moment of the page, before any app script runs.
const OBSERVE_VITALS = `
  window.__vitals = { lcp: 0, longTaskEnds: [] };
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__vitals.lcp = e.renderTime || e.loadTime || e.startTime; })
    .observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__vitals.longTaskEnds.push(e.startTime + e.duration); })
    .observe({ type: 'longtask', buffered: true });
`;

async function visit(
  browser: Browser,
  baseUrl: string,
  route: RouteCase,
  state: StorageState | undefined,
  throttle: boolean,
): Promise<Visit> {
  const context = await browser.newContext({ viewport: { width: 1360, height: 900 }, storageState: state });
  try {
    const page = await context.newPage();
    await page.addInitScript(OBSERVE_VITALS);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    if (throttle) {
      await cdp.send('Network.emulateNetworkConditions', NETWORK);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    }
    const scripts = new Set<string>();
    let jsBytes = 0;
    cdp.on('Network.responseReceived', (event: { requestId: string; type: string }) => {
      if (event.type === 'Script') scripts.add(event.requestId);
    });
    cdp.on('Network.loadingFinished', (event: { requestId: string; encodedDataLength: number }) => {
      if (scripts.has(event.requestId)) jsBytes += event.encodedDataLength;
    });
    // The page's own root, not the load event, says it is there (a page may keep fetching images after it shows).
    await page.goto(`${baseUrl}${route.path}`, { waitUntil: 'commit', timeout: 120_000 });
    await page.getByTestId(`page-${route.page}`).waitFor({ state: 'visible', timeout: 120_000 });
    const heatmapMs = route.page === 'floor-plan' ? await firstHeatmapOnScreen(page) : undefined;
    const ttiMs = await waitUntilQuiet(page);
    const lcpMs = await page.evaluate(() => (window as unknown as { __vitals: { lcp: number } }).__vitals.lcp);
    return { jsKb: jsBytes / 1024, jsFiles: scripts.size, lcpMs, ttiMs, heatmapMs };
  } finally {
    await context.close();
  }
}

/** Time from the navigation's start until the heatmap canvas shows painted pixels of a settled heatmap. */
async function firstHeatmapOnScreen(page: Page): Promise<number> {
  const at = await page.waitForFunction(
    () => {
      const side = document.querySelector('[data-testid="heatmap-side"][data-heatmap-state="ready"]');
      const canvas = document.querySelector<HTMLCanvasElement>('[data-testid="heatmap-canvas"]');
      if (!side || !canvas || canvas.width === 0) return false;
      const data = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data;
      if (!data) return false;
      for (let index = 3; index < data.length; index += 4 * 97) if ((data[index] ?? 0) > 0) return performance.now();
      return false;
    },
    undefined,
    { timeout: 120_000, polling: 'raf' },
  );
  return Number(await at.jsonValue());
}

/** The end of the last long task, once the page has run none for QUIET_MS (a simplified time to interactive). */
async function waitUntilQuiet(page: Page): Promise<number> {
  for (;;) {
    const { now, last } = await page.evaluate(() => {
      const ends = (window as unknown as { __vitals: { longTaskEnds: number[] } }).__vitals.longTaskEnds;
      return { now: performance.now(), last: ends.length ? Math.max(...ends) : 0 };
    });
    if (now - last >= QUIET_MS) {
      const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0);
      return Math.max(last, fcp);
    }
    await page.waitForTimeout(500);
  }
}

async function signedInState(browser: Browser, server: RunningServer): Promise<{ state: StorageState; floorPath: string }> {
  const context = await browser.newContext({ viewport: { width: 1360, height: 900 } });
  const page = await context.newPage();
  await signInToLanding(page, server.baseUrl, 'user@airscope.test');
  const projectId = await uploadProject(page, server.baseUrl, ESX_FIXTURES.F1);
  const rowId = await page.evaluate(async (id) => {
    const headers = { csrfToken: localStorage.getItem('sessionCSRFToken') ?? '' };
    const floors = (await (await fetch(`/projectapi/v1/projects/${id}/floorPlans`, { headers })).json()) as { rowId: number }[];
    return floors[0]!.rowId;
  }, projectId);
  const state = await context.storageState();
  await context.close();
  return { state, floorPath: `/projects/${projectId}/${rowId}` };
}

const fmt = (ms: number) => `${Math.round(ms).toLocaleString('en')} ms`;

async function main(): Promise<void> {
  buildWeb();
  console.log(
    `CPU ${os.cpus()[0]?.model ?? 'unknown'} × ${os.cpus().length}, load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  console.log(`Chromium with CPU ×${CPU_SLOWDOWN} slower, 10 Mbit/s, 40 ms; every route in a fresh profile (nothing cached)`);
  const [server, browser] = await Promise.all([startAppServer({ SEED_DEMO_PROJECTS: 'false' }), launchBrowser()]);
  try {
    const { state, floorPath } = await signedInState(browser, server);
    const routes: RouteCase[] = [
      { name: 'sign-in', path: '/login', page: 'login', signedIn: false, budgetKb: 250, lcpBudgetMs: 1_000 },
      { name: 'landing', path: '/', page: 'landing', signedIn: true, budgetKb: 450 },
      { name: 'insights', path: '/insights', page: 'insights', signedIn: true, budgetKb: 450 },
      { name: 'manage', path: '/manage', page: 'my-page', signedIn: true, budgetKb: 450 },
      { name: 'planner', path: '/planner', page: 'planner', signedIn: true, budgetKb: 450 },
      { name: 'F1 floor view', path: floorPath, page: 'floor-plan', signedIn: true, budgetKb: 450 },
      {
        name: 'F1 planning editor',
        path: `${floorPath.split('/').slice(0, 3).join('/')}/plan`,
        page: 'planning-editor',
        signedIn: true,
        budgetKb: 450,
      },
    ];
    // `npm run bench -- web-vitals` measures every route; WEB_VITALS_ROUTES=sign-in,landing measures those.
    const only = process.env.WEB_VITALS_ROUTES?.split(',').map((name) => name.trim());
    for (const route of routes.filter((candidate) => !only || only.includes(candidate.name))) {
      const storage = route.signedIn ? state : undefined;
      const throttled = await visit(browser, server.baseUrl, route, storage, true);
      const reference = await visit(browser, server.baseUrl, route, storage, false);
      const js = `JS ${throttled.jsKb.toFixed(0)} kB in ${throttled.jsFiles} files (budget ${route.budgetKb} kB ${throttled.jsKb <= route.budgetKb ? 'met' : 'MISSED'})`;
      const lcp = `LCP ${fmt(throttled.lcpMs)}${route.lcpBudgetMs ? ` (budget ${fmt(route.lcpBudgetMs)} ${throttled.lcpMs <= route.lcpBudgetMs ? 'met' : 'MISSED'})` : ''}`;
      console.log(`${route.name.padEnd(20)} ${js}; ${lcp}; TTI ${fmt(throttled.ttiMs)}`);
      if (throttled.heatmapMs !== undefined) {
        console.log(
          `${''.padEnd(20)} cold open to first heatmap on screen ${fmt(throttled.heatmapMs)} (budget 2,000 ms ${throttled.heatmapMs <= 2_000 ? 'met' : 'MISSED'})`,
        );
      }
      console.log(
        `${''.padEnd(20)} reference, unthrottled: LCP ${fmt(reference.lcpMs)}, TTI ${fmt(reference.ttiMs)}${reference.heatmapMs === undefined ? '' : `, first heatmap ${fmt(reference.heatmapMs)}`}`,
      );
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
