import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeCompactHeatmap, HEATMAP_COMPACT_TYPE, type HeatmapResult } from '@airscope/contracts';
import { createTestApp, type TestApp, type TestSession } from '../../testing/test-app.ts';
import { seedDemoProjects } from '../../seed/demo-projects.seed.ts';

/** Issue 21: fields once per project version and options, visualisations many; compact answers; the server time. */
describe('heatmap answers: shared fields, compact form, server time', () => {
  let t: TestApp;
  let owner: TestSession;
  let office: { projectId: string; rowId: number; version: number };

  const heatmap = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.call('POST', `/heatmapapi/v1/projects/${office.projectId}/floor-plans/${office.rowId}/heatmap?version=${office.version}`, {
      session: owner,
      body: { accuracy: 'high', 'radio-band': '5', ...body },
      headers,
    });
  const counters = () => ({ hits: t.heatmapCache.fields.hits, misses: t.heatmapCache.fields.misses });

  beforeAll(async () => {
    t = await createTestApp('embedded');
    owner = await t.signIn('user@airscope.test');
    await seedDemoProjects(t.db, t.blobs, t.clock);
    const projects = (await t.call('GET', '/projectapi/v1/projects', { session: owner })).json();
    const project = projects.find((p: { name: string }) => p.name === 'Demo Office HQ');
    const [first] = (await t.call('GET', `/projectapi/v1/projects/${project.projectId}/floorPlans`, { session: owner })).json();
    office = { projectId: project.projectId, rowId: first.rowId, version: project.projectVersion };
  });
  afterAll(() => t.close());

  it('computes a floor’s fields once and draws every other visualisation from them; new field options compute anew', async () => {
    const before = counters();
    expect((await heatmap({ type: 'sig-strength' })).statusCode).toBe(200);
    expect(counters()).toEqual({ hits: before.hits, misses: before.misses + 1 });
    for (const type of ['snr', 'data-rate', 'nw-health', 'ch-interference']) {
      expect((await heatmap({ type })).statusCode).toBe(200);
    }
    // Legend, grey-out and requirement change only the visualisation's own pass.
    await heatmap({ type: 'sig-strength', legend: false, 'requirement-grey-out': false });
    expect(counters()).toEqual({ hits: before.hits + 5, misses: before.misses + 1 });
    await heatmap({ type: 'sig-strength', 'radio-band': '2.4' });
    await heatmap({ type: 'sig-strength', 'client-offset-db': 10 });
    expect(counters()).toEqual({ hits: before.hits + 5, misses: before.misses + 3 });
  });

  it('keeps nothing across project versions: after a save the next visualisation computes its fields again', async () => {
    await heatmap({ type: 'snr' });
    const [ap] = await t.db
      .selectFrom('project_records')
      .select('data')
      .where('project_id', '=', office.projectId)
      .where('collection', '=', 'accessPoints')
      .execute();
    const saved = await t.call('POST', `/projectapi/v1/projects/${office.projectId}/edits`, {
      session: owner,
      body: { baseVersion: office.version, changes: [{ op: 'put', collection: 'accessPoints', record: ap!.data }] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    office.version = saved.json().projectVersion;
    const before = counters();
    await heatmap({ type: 'throughput' });
    expect(counters()).toEqual({ hits: before.hits, misses: before.misses + 1 });
    await heatmap({ type: 'snr' });
    expect(counters()).toEqual({ hits: before.hits + 1, misses: before.misses + 1 });
  });

  it('answers the compact form when asked, gzip when accepted, equal to the JSON form within the quantisation step', async () => {
    for (const type of ['sig-strength', 'nw-health', 'data-rate']) {
      const json = await heatmap({ type });
      const compact = await heatmap({ type }, { accept: HEATMAP_COMPACT_TYPE, 'accept-encoding': 'gzip, deflate' });
      expect(json.headers['content-type']).toMatch(/^application\/json/);
      expect(compact.headers['content-type']).toBe(HEATMAP_COMPACT_TYPE);
      expect(compact.headers['content-encoding']).toBe('gzip');
      expect(compact.headers.vary).toMatch(/accept/);
      const expected = json.json<HeatmapResult>();
      const decoded = decodeCompactHeatmap(new Uint8Array(gunzipSync(compact.rawPayload)));
      expect(compact.rawPayload.length).toBeLessThan(json.rawPayload.length / 4);
      const { vertices, ...rest } = decoded;
      const { vertices: expectedVertices, ...expectedRest } = expected;
      expect(rest).toEqual(expectedRest);
      expect(vertices.values.map((v) => v === null)).toEqual(expectedVertices.values.map((v) => v === null));
      // Values of the JSON form are at 0.1; the compact form keeps them exactly unless the range needs a coarser step.
      const worst = Math.max(...vertices.values.map((v, i) => (v === null ? 0 : Math.abs(v - expectedVertices.values[i]!))));
      expect(worst, type).toBeLessThanOrEqual(0.05 + 1e-9);
    }
  });

  it('tells the heatmap’s server-side time in Server-Timing, computed or from the cache', async () => {
    const first = await heatmap({ type: 'sig-strength-2nd' });
    const again = await heatmap({ type: 'sig-strength-2nd' });
    expect(first.headers['server-timing']).toMatch(/^heatmap;dur=\d+(\.\d+)?;desc="computed"$/);
    expect(again.headers['server-timing']).toMatch(/^heatmap;dur=\d+(\.\d+)?;desc="cached"$/);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('declares the compact form beside the JSON form in the OpenAPI document', async () => {
    const document = (await t.call('GET', '/api/docs/json')).json();
    const ok = document.paths['/heatmapapi/v1/projects/{projectId}/floor-plans/{floorId}/heatmap'].post.responses['200'];
    expect(Object.keys(ok.content)).toEqual(['application/json', HEATMAP_COMPACT_TYPE]);
    expect(ok.content['application/json'].schema.properties).toHaveProperty('vertices');
    expect(ok.content[HEATMAP_COMPACT_TYPE].schema).toMatchObject({ type: 'string', format: 'binary' });
  });
});
