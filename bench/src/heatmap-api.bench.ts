/**
 * The heatmap API on fixture F1's first floor (issue 21): the floor's first answer, then each visualisation's first
 * answer (fields kept and shared), a cached answer's server time (`Server-Timing`), and the JSON and compact sizes,
 * through the real app on the embedded database. Beside each, the reference of the same run: the previous
 * per-request path (every band's fields predicted afresh for each visualisation, the answer checked against the
 * contract and turned into JSON on every send), computed in this process on the same floor. The new path runs
 * first, so it also pays the engine's warm-up. Measuring starts once the import's insights refresh (a job in this same
 * process, which predicts the floor for its KPIs and writes to the one embedded connection) has finished: run during
 * it, every answer also waits for that job (see decision 0021).
 * Run: `npm run bench -- heatmap-api` (with `HEATMAP_FIELD_WORKERS=2` the app predicts fields on two worker threads).
 * Targets: each visualisation's first answer < 500 ms after the floor's first; a cached answer < 10 ms server time.
 * The server time of a cached answer is printed with the part spent in the access checks (the log's `heatmapAuthMs`).
 */
import fs from 'node:fs';
import { PassThrough } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import { decodeCompactHeatmap, HEATMAP_COMPACT_TYPE, HeatmapResultSchema, type HeatmapOptions } from '@airscope/contracts';
import { ESX_FIXTURES } from '@airscope/test-data';
import { listFloorPlanIds } from '@airscope/esx';
import { readEsx } from '@airscope/esx-archive';
import { createTestApp } from '../../apps/server/src/testing/test-app.ts';
import { uploadThroughHttp } from '../../apps/server/src/testing/upload-flow.ts';
import { loadedFloorOf, toHeatmapInput } from '../../apps/server/src/modules/heatmaps/floor-model-cache.ts';
import { computeFloorHeatmap, prepareHeatmapFields, prepareSharedFields } from '@airscope/core';
import { createInsightsWriter } from '../../apps/server/src/modules/insights/insights-writer.repository.ts';

const TYPES = [
  'sig-strength',
  'sig-strength-2nd',
  'snr',
  'ch-interference',
  'nw-health',
  'requirement',
  'data-rate',
  'throughput',
] as const;
const BASE = { accuracy: 'very', 'radio-band': '5' } as const;

const CACHED_REPEATS = 5;
const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length % 2 === 1 ? sorted[(sorted.length - 1) / 2]! : (sorted[sorted.length / 2 - 1]! + sorted[sorted.length / 2]!) / 2;
};
const serverMs = (header: unknown) => Number(/dur=([\d.]+)/.exec(String(header))?.[1] ?? NaN);
const fmt = (ms: number) => `${ms.toFixed(ms < 20 ? 1 : 0).padStart(6)} ms`;

/** The previous path of one request: all bands' fields afresh, the visualisation, the contract check and JSON. */
function referenceRequest(input: ReturnType<typeof toHeatmapInput>, options: HeatmapOptions) {
  const t0 = performance.now();
  const cpu = process.cpuUsage();
  const { 'radio-band': _band, ...allBands } = options;
  const result = computeFloorHeatmap(input, options, () => prepareSharedFields(input, options, prepareHeatmapFields(input, allBands)));
  const t1 = performance.now();
  const json = JSON.stringify(HeatmapResultSchema.parse(result));
  const t2 = performance.now();
  const { user, system } = process.cpuUsage(cpu);
  return { computeMs: t2 - t0, cpuMs: (user + system) / 1000, sendMs: t2 - t1, json, result };
}

// The app's log: each heatmap answer's `heatmapMs` and `heatmapAuthMs` (the access checks' share of it).
const logStream = new PassThrough();
let lastAnswerLog: { heatmapMs: number; heatmapAuthMs: number } | undefined;
logStream.on('data', (chunk: Buffer) => {
  for (const line of chunk.toString('utf8').split('\n')) if (line.includes('"heatmapMs"')) lastAnswerLog = JSON.parse(line);
});
const fieldWorkers = process.env.HEATMAP_FIELD_WORKERS ?? '0';
const t = await createTestApp('embedded', { withJobs: true, logStream, env: { HEATMAP_FIELD_WORKERS: fieldWorkers } });
try {
  const owner = await t.signIn('user@airscope.test');
  const outcome = await uploadThroughHttp(t, owner, fs.readFileSync(ESX_FIXTURES.F1), 'F1.esx');
  const settleStarted = performance.now();
  while ((await createInsightsWriter(t.db).listStaleProjects()).includes(outcome.projectId!)) {
    if (performance.now() - settleStarted > 120_000) throw new Error('the import’s insights refresh did not finish');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const settledMs = performance.now() - settleStarted;
  const [plan] = (await t.call('GET', `/projectapi/v1/projects/${outcome.projectId}/floorPlans`, { session: owner })).json<
    Array<{ id: string }>
  >();
  let version = 1;
  const ask = async (type: string, compact: boolean) => {
    const started = performance.now();
    const cpu = process.cpuUsage();
    const response = await t.call(
      'POST',
      `/heatmapapi/v1/projects/${outcome.projectId}/floor-plans/${plan!.id}/heatmap?version=${version}`,
      {
        session: owner,
        body: { ...BASE, type },
        headers: compact ? { accept: HEATMAP_COMPACT_TYPE, 'accept-encoding': 'gzip' } : {},
      },
    );
    if (response.statusCode !== 200) throw new Error(`heatmap ${type}: ${response.statusCode} ${response.body}`);
    const { user, system } = process.cpuUsage(cpu);
    await new Promise((resolve) => setImmediate(resolve));
    return {
      ms: performance.now() - started,
      cpuMs: (user + system) / 1000,
      server: serverMs(response.headers['server-timing']),
      authMs: lastAnswerLog?.heatmapAuthMs ?? NaN,
      response,
    };
  };
  /** A save that changes nothing but the project version, so the next round meets empty caches. */
  const bumpVersion = async () => {
    const [ap] = await t.db
      .selectFrom('project_records')
      .select('data')
      .where('project_id', '=', outcome.projectId!)
      .where('collection', '=', 'accessPoints')
      .limit(1)
      .execute();
    const saved = await t.call('POST', `/projectapi/v1/projects/${outcome.projectId}/edits`, {
      session: owner,
      body: { baseVersion: version, changes: [{ op: 'put', collection: 'accessPoints', record: ap!.data }] },
    });
    if (saved.statusCode !== 200) throw new Error(`edit: ${saved.statusCode} ${saved.body}`);
    version = saved.json<{ projectVersion: number }>().projectVersion;
  };

  const project = await readEsx(ESX_FIXTURES.F1);
  const input = toHeatmapInput(loadedFloorOf(project, listFloorPlanIds(project)[0]!), {});

  const rounds = Number(process.env.HEATMAP_BENCH_ROUNDS ?? 3);
  console.log(
    `F1 first floor, 5 GHz, 0.5 m cells, through the HTTP app (inject), ${fieldWorkers} field worker threads; reference = previous per-request path, same run`,
  );
  console.log(`  (the import's insights refresh finished ${settledMs.toFixed(0)} ms after the upload settled; measuring starts now)`);
  console.log(
    `  ${rounds} rounds, each on a new project version (empty caches); first answers: median and worst of the rounds; cached: ${CACHED_REPEATS} repeats per round`,
  );
  const firsts = new Map<string, { server: number[]; cpu: number[]; shared: boolean[] }>(
    TYPES.map((type) => [type, { server: [], cpu: [], shared: [] }]),
  );
  const cachedServer = new Map<string, number[]>(TYPES.map((type) => [type, []]));
  const cachedChecks = new Map<string, number[]>(TYPES.map((type) => [type, []]));
  const sizes = new Map<string, { compact: number; json: number }>();
  const references = new Map<string, ReturnType<typeof referenceRequest>>();
  for (let round = 0; round < rounds; round++) {
    if (round > 0) await bumpVersion();
    for (const type of TYPES) {
      const fieldHitsBefore = t.heatmapCache.fields.hits;
      const first = await ask(type, true);
      firsts.get(type)!.server.push(first.server);
      firsts.get(type)!.cpu.push(first.cpuMs);
      firsts.get(type)!.shared.push(t.heatmapCache.fields.hits > fieldHitsBefore);
      for (let k = 0; k < CACHED_REPEATS; k++) {
        const cached = await ask(type, true);
        cachedServer.get(type)!.push(cached.server);
        cachedChecks.get(type)!.push(cached.authMs);
      }
      if (round > 0) continue;
      const json = await ask(type, false);
      const decoded = decodeCompactHeatmap(new Uint8Array(gunzipSync(first.response.rawPayload)));
      if (decoded.vertices.values.length !== json.response.json<{ vertices: { values: unknown[] } }>().vertices.values.length)
        throw new Error(`${type}: the compact form has another grid than the JSON form`);
      sizes.set(type, { compact: first.response.rawPayload.length, json: json.response.rawPayload.length });
      references.set(type, referenceRequest(input, { ...BASE, type }));
    }
  }
  let worstLaterMs = 0;
  let worstLaterMedianMs = 0;
  let worstCachedMedianMs = 0;
  for (const [i, type] of TYPES.entries()) {
    const first = firsts.get(type)!;
    const ref = references.get(type)!;
    const size = sizes.get(type)!;
    const cached = cachedServer.get(type)!;
    if (i > 0) {
      worstLaterMs = Math.max(worstLaterMs, ...first.server);
      worstLaterMedianMs = Math.max(worstLaterMedianMs, median(first.server));
    }
    worstCachedMedianMs = Math.max(worstCachedMedianMs, median(cached));
    console.log(
      `  ${type.padEnd(17)} first ${fmt(median(first.server))} (worst ${fmt(Math.max(...first.server))}, CPU ${fmt(median(first.cpu))})` +
        ` (${i === 0 ? 'floor load + fields' : first.shared.every(Boolean) ? 'fields shared' : 'fields computed'}) | reference ${fmt(ref.computeMs)} (CPU ${fmt(ref.cpuMs)})` +
        ` || cached ${fmt(median(cached))} server (worst ${fmt(Math.max(...cached))}; checks ${fmt(median(cachedChecks.get(type)!))}) | reference repeat (check + JSON) ${fmt(ref.sendMs)}` +
        ` || compact+gzip ${(size.compact / 1024).toFixed(0).padStart(4)} kB, JSON ${(size.json / 1024).toFixed(0).padStart(4)} kB`,
    );
  }
  console.log(
    `  floor's first answer ${median(firsts.get(TYPES[0])!.server).toFixed(0)} ms (median); later first answers: slowest median ${worstLaterMedianMs.toFixed(0)} ms, slowest of all ${worstLaterMs.toFixed(0)} ms (target < 500 ms); cached answers: slowest median ${worstCachedMedianMs.toFixed(1)} ms server (target < 10 ms)`,
  );
  console.log(
    `  fields cache: ${t.heatmapCache.fields.hits} hits, ${t.heatmapCache.fields.misses} misses, ${(t.heatmapCache.fields.bytes / 1e6).toFixed(1)} MB`,
  );
} finally {
  await t.close();
}
