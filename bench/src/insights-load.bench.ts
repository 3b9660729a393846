/**
 * Insights under load: seeds 10,000 projects and 1,000,000 survey events (bulk SQL) on the embedded
 * database, serves the real API on loopback, and drives each insights endpoint with autocannon at a
 * fixed 100 requests/s, printing p50/p95 latency beside the target (p95 < 50 ms).
 * Run: `npm run bench -- insights-load` (BENCH_SECONDS per endpoint, default 5; BENCH_PROJECTS / BENCH_EVENTS to shrink).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { Kysely } from 'kysely';
import { CSRF_HEADER, CSRF_RESPONSE_HEADER } from '@airscope/contracts';
import { systemClock } from '../../apps/server/src/clock.ts';
import { loadConfig } from '../../apps/server/src/config/config.ts';
import { openDatabase } from '../../apps/server/src/db/database.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';
import { buildApp } from '../../apps/server/src/http/app.ts';
import { DEMO_PASSWORD, seedDemoUsers } from '../../apps/server/src/seed/demo-users.seed.ts';
import { createLocalBlobStore } from '../../apps/server/src/storage/blobs/local-blob-store.ts';
import { createJobQueue } from '../../apps/server/src/storage/queue/job-queue.ts';
import { EVENTS, PROJECTS, seedInsightsLoad } from './insights-seed.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const RATE = 100;
const TARGET_P95_MS = 50;

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** 100 requests/s spread over 10 connections for SECONDS; latencies collected per response. */
async function load(url: string, headers: Record<string, string>) {
  const times: number[] = [];
  let failures = 0;
  const instance = autocannon({ url, connections: 10, overallRate: RATE, duration: SECONDS, headers });
  instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
    times.push(ms);
    if (status !== 200) failures += 1;
  });
  const result = await instance;
  // Connection errors and timeouts never produce a response: count them as failures too.
  failures += result.errors + result.timeouts;
  times.sort((a, b) => a - b);
  return { count: times.length, failures, p50: percentile(times, 50), p95: percentile(times, 95) };
}

/** Waits until requests left in flight by a slow endpoint are served, so they do not colour the next one. */
async function drain(probeUrl: string, headers: Record<string, string>): Promise<void> {
  const deadline = performance.now() + 120_000;
  while (performance.now() < deadline) {
    const started = performance.now();
    await fetch(probeUrl, { headers }).then((r) => r.text()).catch(() => undefined);
    if (performance.now() - started < 200) return;
  }
}

async function main() {
  const work = await mkdtemp(path.join(tmpdir(), 'airscope-insights-bench-'));
  const handle = await openDatabase({ kind: 'embedded', dataDir: path.join(work, 'pg') });
  try {
    const db = handle.db;
    await migrateToLatest(db as Kysely<unknown>);
    await seedDemoUsers(db, systemClock);
    const owner = await db.selectFrom('users').select('id').where('email', '=', 'user@airscope.test').executeTakeFirstOrThrow();
    const started = performance.now();
    const { projectId, floorRowId } = await seedInsightsLoad(db, owner.id);
    console.log(`seeded ${PROJECTS} projects and ${EVENTS} survey events in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const config = loadConfig({ LOG_LEVEL: 'silent', FEATURE_FLAGS: 'designProject=false' });
    const app = await buildApp({ config, db, clock: systemClock, blobs: createLocalBlobStore(path.join(work, 'blobs')), queue: createJobQueue(handle.queue), logger: false, serveWeb: false });
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const login = await fetch(`${base}/authapi/v1/authentications`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: 'user@airscope.test', password: DEMO_PASSWORD, grant_type: 'password' }),
    });
    const cookie = login.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
    const headers = { cookie, [CSRF_HEADER]: login.headers.get(CSRF_RESPONSE_HEADER) ?? '' };

    const p = `/insightapi/v1/projects/${projectId}`;
    const f = `/insightapi/v1/floorPlans/${floorRowId}`;
    const pf = `${p}/floorPlans/${floorRowId}`;
    const endpoints: Array<[string, string]> = [
      ['project list (all in reach)', '/insightapi/v1/projects'],
      ['project list, search', '/insightapi/v1/projects?query=city%2012'],
      ['project list, date range', '/insightapi/v1/projects?query=site%2011&startDate=2026-02-01&endDate=2026-06-30'],
      ['project', `${p}`],
      ['search', '/insightapi/v1/search?query=finland&tag=retail'],
      ['survey events (all)', '/insightapi/v1/surveyEvents?size=15'],
      ['survey events, search', '/insightapi/v1/surveyEvents?size=15&query=surveyor7'],
      ['survey totals (all)', '/insightapi/v1/surveyEvents/totals'],
      ['survey date range (all)', '/insightapi/v1/surveyDateRange'],
      ['survey events of project', `${p}/surveyEvents?size=15`],
      ['survey totals of project', `${p}/surveyEvents/totals`],
      ['survey date range of project', `${p}/surveyDateRange`],
      ['survey events of floor', `${f}/surveyEvents?size=15`],
      ['survey totals of floor', `${f}/surveyEvents/totals`],
      ['survey date range of floor', `${f}/surveyDateRange`],
      ['survey events of project floor', `${pf}/surveyEvents?size=15`],
      ['survey totals of project floor', `${pf}/surveyEvents/totals`],
      ['survey date range of project floor', `${pf}/surveyDateRange`],
      ['device counts (all)', '/insightapi/v1/deviceCounts?size=15'],
      ['device counts, exact count', '/insightapi/v1/deviceCounts?size=15&query=12'],
      ['device totals (all)', '/insightapi/v1/deviceCounts/totals'],
      ['device counts of project', `${p}/deviceCounts`],
      ['device totals of project', `${p}/deviceCounts/totals`],
      ['device counts of floor', `${f}/deviceCounts`],
      ['device totals of floor', `${f}/deviceCounts/totals`],
      ['device counts of project floor', `${pf}/deviceCounts`],
      ['device totals of project floor', `${pf}/deviceCounts/totals`],
      ['daily network health', `${p}/dailyKpis/networkHealth`],
      ['floor plans', `${p}/floorPlans`],
      ['floor plan KPIs', `${p}/floorPlanKpis`],
      ['area KPIs', `${pf}/areaKpis`],
      ['floor KPIs', `${pf}/kpis`],
      ['project KPIs', `${p}/kpis`],
      ['project KPIs, date range', `${p}/kpis?startDate=2026-01-01&endDate=2026-06-30`],
    ];
    console.log(`\n${RATE} requests/s for ${SECONDS} s per endpoint, embedded database, loopback; target p95 < ${TARGET_P95_MS} ms`);
    console.log(`${'endpoint'.padEnd(38)} ${'requests'.padStart(8)} ${'non-200'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)}  target`);
    let missed = 0;
    for (const [name, url] of endpoints) {
      const r = await load(`${base}${url}`, headers);
      await drain(`${base}${p}/floorPlans`, headers);
      const ok = r.p95 < TARGET_P95_MS && r.failures === 0;
      if (!ok) missed += 1;
      console.log(`${name.padEnd(38)} ${String(r.count).padStart(8)} ${String(r.failures).padStart(7)} ${r.p50.toFixed(1).padStart(8)} ${r.p95.toFixed(1).padStart(8)}  ${ok ? 'met' : 'MISSED'}`);
    }
    console.log(`\n${endpoints.length - missed} of ${endpoints.length} endpoints met p95 < ${TARGET_P95_MS} ms`);
    await app.close();
  } finally {
    await handle.close();
    await rm(work, { recursive: true, force: true });
  }
}

await main();
