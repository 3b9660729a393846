import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp, type TestSession } from '../../testing/test-app.ts';
import { uploadThroughHttp } from '../../testing/upload-flow.ts';
import { ESX_FIXTURES } from '@airscope/test-data';

const F1 = ESX_FIXTURES.F1;

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe.each(DATABASE_KINDS)('the refresh-insights job (%s)', (kind) => {
  let t: TestApp;
  let owner: TestSession;
  beforeAll(async () => {
    t = await createTestApp(kind, { withJobs: true, env: { FEATURE_FLAGS: 'designProject=true' } });
    owner = await t.signIn('user@airscope.test');
  }, 180_000);
  afterAll(() => t?.close());

  it('stores KPIs and device counts of an uploaded project once its import commits, and keeps them on later reads', async () => {
    const outcome = await uploadThroughHttp(t, owner, fs.readFileSync(F1), 'F1.esx');
    expect(outcome.status).toBe('COMMITTED');
    const projectId = outcome.projectId!;
    const panel = await waitFor(
      async () => (await t.call('GET', `/insightapi/v1/projects/${projectId}/kpis`, { session: owner })).json(),
      (body) => body.kpis?.rssi.value !== null,
    );
    expect(panel.kpis.rssi.value).toBeGreaterThan(0);
    const devices = (await t.call('GET', `/insightapi/v1/projects/${projectId}/deviceCounts/totals`, { session: owner })).json();
    expect(devices.totalDeviceCount).toBeGreaterThan(0);
    const state = await t.db.selectFrom('insight_project_state').selectAll().where('project_id', '=', projectId).executeTakeFirstOrThrow();
    expect(state.computed_version).toBe(1);
    // Reads only sum stored rows: a second read answers the same without another computation.
    const again = (await t.call('GET', `/insightapi/v1/projects/${projectId}/kpis`, { session: owner })).json();
    expect(again).toEqual(panel);
    const after = await t.db
      .selectFrom('insight_project_state')
      .select('computed_at')
      .where('project_id', '=', projectId)
      .executeTakeFirstOrThrow();
    expect(after.computed_at).toEqual(state.computed_at);
  }, 120_000);
});
