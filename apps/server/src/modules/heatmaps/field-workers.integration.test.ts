import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestSession } from '../../testing/test-app.ts';
import { seedDemoProjects } from '../../seed/demo-projects.seed.ts';

/** Issue 21, "use both cores": with HEATMAP_FIELD_WORKERS the fields are predicted on worker threads, same answers. */
describe('heatmaps with field workers', () => {
  const apps: { t: TestApp; owner: TestSession; route: string }[] = [];
  const logLines: string[] = [];

  async function open(env: Record<string, string>, logStream?: PassThrough) {
    const t = await createTestApp('embedded', { env, ...(logStream ? { logStream } : {}) });
    const owner = await t.signIn('user@airscope.test');
    await seedDemoProjects(t.db, t.blobs, t.clock);
    const project = (await t.call('GET', '/projectapi/v1/projects', { session: owner }))
      .json<Array<{ name: string; projectId: string }>>()
      .find((candidate) => candidate.name === 'Demo Office HQ')!;
    const [floor] = (await t.call('GET', `/projectapi/v1/projects/${project.projectId}/floorPlans`, { session: owner })).json();
    return { t, owner, route: `/heatmapapi/v1/projects/${project.projectId}/floor-plans/${floor.rowId}/heatmap` };
  }

  beforeAll(async () => {
    const logStream = new PassThrough();
    logStream.on('data', (chunk: Buffer) => logLines.push(chunk.toString('utf8')));
    apps.push(await open({ HEATMAP_FIELD_WORKERS: '2' }, logStream), await open({}));
  });
  afterAll(() => Promise.all(apps.map(({ t }) => t.close())));

  it('answer every visualisation byte for byte as the main thread does, the fields computed once', async () => {
    const [threaded, plain] = apps;
    for (const type of ['sig-strength', 'snr', 'data-rate', 'nw-health']) {
      const body = { type, accuracy: 'high', 'radio-band': '5', 'signal-prediction': 'one-floor' };
      const [withWorkers, without] = await Promise.all(
        [threaded!, plain!].map(({ t, owner, route }) => t.call('POST', route, { session: owner, body })),
      );
      expect(withWorkers!.statusCode, type).toBe(200);
      expect(
        withWorkers!.json().vertices.values.some((v: number | null) => v !== null),
        type,
      ).toBe(true);
      expect(withWorkers!.rawPayload.equals(without!.rawPayload), type).toBe(true);
    }
    expect({ hits: threaded!.t.heatmapCache.fields.hits, misses: threaded!.t.heatmapCache.fields.misses }).toEqual({ hits: 3, misses: 1 });
    expect(logLines.join('')).not.toMatch(/field workers failed/);
  });

  it('compute the fields once for requests that arrive together', async () => {
    const [threaded] = apps;
    const { t, owner, route } = threaded!;
    const before = { hits: t.heatmapCache.fields.hits, misses: t.heatmapCache.fields.misses };
    const body = (type: string) => ({ type, accuracy: 'medium', 'radio-band': '5', 'signal-prediction': 'one-floor' });
    const answers = await Promise.all(
      ['sig-strength', 'snr', 'throughput'].map((type) => t.call('POST', route, { session: owner, body: body(type) })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect({ hits: t.heatmapCache.fields.hits, misses: t.heatmapCache.fields.misses }).toEqual({
      hits: before.hits + 2,
      misses: before.misses + 1,
    });
  });
});
