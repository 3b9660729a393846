/**
 * The heatmap API on fixture F1's first floor (issue 21): the floor's first answer, then each visualisation's first
 * answer (fields kept and shared), a cached answer's server time (`Server-Timing`), and the JSON and compact sizes,
 * through the real app on the embedded database. Beside each, the reference of the same run: the previous
 * per-request path (every band's fields predicted afresh for each visualisation, the answer checked against the
 * contract and turned into JSON on every send), computed in this process on the same floor. The new path runs
 * first, so it also pays the engine's warm-up. Measuring starts once the import's insights refresh (a job in this same
 * process, which predicts the floor for its KPIs and writes to the one embedded connection) has finished: run during
 * it, every answer also waits for that job (see decision 0021).
 * Run: `npm run bench -- heatmap-api`. Targets: each visualisation's first answer < 500 ms after the floor's first;
 * a cached answer < 10 ms server time.
 */
import fs from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { decodeCompactHeatmap, HEATMAP_COMPACT_TYPE, HeatmapResultSchema, type HeatmapOptions } from '@airscope/contracts';
import { ESX_FIXTURES } from '@airscope/test-data';
import { listFloorPlanIds, readEsx } from '@airscope/esx';
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

const t = await createTestApp('embedded', { withJobs: true });
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
  const ask = async (type: string, compact: boolean) => {
    const started = performance.now();
    const cpu = process.cpuUsage();
    const response = await t.call('POST', `/heatmapapi/v1/projects/${outcome.projectId}/floor-plans/${plan!.id}/heatmap?version=1`, {
      session: owner,
      body: { ...BASE, type },
      headers: compact ? { accept: HEATMAP_COMPACT_TYPE, 'accept-encoding': 'gzip' } : {},
    });
    if (response.statusCode !== 200) throw new Error(`heatmap ${type}: ${response.statusCode} ${response.body}`);
    const { user, system } = process.cpuUsage(cpu);
    return {
      ms: performance.now() - started,
      cpuMs: (user + system) / 1000,
      server: serverMs(response.headers['server-timing']),
      response,
    };
  };

  const project = await readEsx(ESX_FIXTURES.F1);
  const input = toHeatmapInput(loadedFloorOf(project, listFloorPlanIds(project)[0]!), {});

  console.log('F1 first floor, 5 GHz, 0.5 m cells, through the HTTP app (inject); reference = previous per-request path, same run');
  console.log(`  (the import's insights refresh finished ${settledMs.toFixed(0)} ms after the upload settled; measuring starts now)`);
  const rows: string[] = [];
  let firstFloorMs = 0;
  let worstLaterMs = 0;
  let worstCachedMs = 0;
  for (const [i, type] of TYPES.entries()) {
    const fieldHitsBefore = t.heatmapCache.fields.hits;
    const first = await ask(type, true);
    const cached = await ask(type, true);
    const json = await ask(type, false);
    const compactBytes = first.response.rawPayload.length;
    const decoded = decodeCompactHeatmap(new Uint8Array(gunzipSync(first.response.rawPayload)));
    if (decoded.vertices.values.length !== json.response.json<{ vertices: { values: unknown[] } }>().vertices.values.length)
      throw new Error(`${type}: the compact form has another grid than the JSON form`);
    const ref = referenceRequest(input, { ...BASE, type });
    if (i === 0) firstFloorMs = first.server;
    else worstLaterMs = Math.max(worstLaterMs, first.server);
    worstCachedMs = Math.max(worstCachedMs, cached.server);
    rows.push(
      `  ${type.padEnd(17)} first ${fmt(first.server)} (CPU ${fmt(first.cpuMs)}) (${i === 0 ? 'floor load + fields' : t.heatmapCache.fields.hits > fieldHitsBefore ? 'fields shared' : 'fields computed'}) | reference ${fmt(ref.computeMs)} (CPU ${fmt(ref.cpuMs)})` +
        ` || cached ${fmt(cached.server)} server, ${fmt(cached.ms)} inject | reference repeat (check + JSON) ${fmt(ref.sendMs)}` +
        ` || compact+gzip ${(compactBytes / 1024).toFixed(0).padStart(4)} kB, JSON ${(json.response.rawPayload.length / 1024).toFixed(0).padStart(4)} kB`,
    );
  }
  for (const row of rows) console.log(row);
  console.log(
    `  floor's first answer ${firstFloorMs.toFixed(0)} ms; slowest later first answer ${worstLaterMs.toFixed(0)} ms (target < 500 ms); slowest cached answer ${worstCachedMs.toFixed(1)} ms server (target < 10 ms)`,
  );
  console.log(
    `  fields cache: ${t.heatmapCache.fields.hits} hits, ${t.heatmapCache.fields.misses} misses, ${(t.heatmapCache.fields.bytes / 1e6).toFixed(1)} MB`,
  );
} finally {
  await t.close();
}
