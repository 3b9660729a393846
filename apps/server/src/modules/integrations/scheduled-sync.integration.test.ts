import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTROLLER_SCENARIO, startVendorMock, type VendorMock } from '@airscope/test-data/controllers';
import { createTestApp, type TestApp, type TestSession } from '../../testing/test-app.ts';

const ROOT = '/insightapi/v1/vendorIntegration';

// The hourly sync runs through pg-boss like any job: here it is sent at once instead of waiting for the hour.
describe('scheduled controller sync', () => {
  let t: TestApp;
  let mock: VendorMock;
  let admin: TestSession;
  let connectionId: string;
  let projectId: string;

  /** Waits (bounded) until the worker has recorded `count` scheduled runs; the assertions are on what they hold. */
  async function scheduledRuns(count: number) {
    for (let attempt = 0; attempt < 240; attempt++) {
      const runs = await t.db
        .selectFrom('controller_sync_runs')
        .selectAll()
        .where('connection_id', '=', connectionId)
        .where('trigger', '=', 'SCHEDULED')
        .orderBy('seq')
        .execute();
      if (runs.length >= count) return runs;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`the worker recorded fewer than ${count} scheduled runs`);
  }

  beforeAll(async () => {
    t = await createTestApp('embedded', { withJobs: true, env: { CONTROLLER_ALLOWED_HOSTS: '127.0.0.1' } });
    mock = await startVendorMock('MIST', 'base');
    admin = await t.signIn('admin@airscope.test');
    const created = await t.call('POST', `${ROOT}/connections`, {
      session: admin,
      body: { vendor: 'MIST', name: 'Mist', baseUrl: mock.baseUrl, apiKey: mock.credentials.apiKey },
    });
    connectionId = created.json().id;
    const sites = (await t.call('GET', `${ROOT}/connections/${connectionId}/sites`, { session: admin })).json();
    const hq = sites.find((site: { name: string }) => site.name === CONTROLLER_SCENARIO.site.name);
    projectId = (await t.call('POST', `${ROOT}/connections/${connectionId}/sites/${hq.id}/import`, { session: admin, body: {} })).json()
      .projectId;
  }, 60_000);
  let mockClosed = false;
  afterAll(async () => {
    if (!mockClosed) await mock?.close();
    await t?.close();
  });

  it('brings a linked project to the controller’s APs and records the run', async () => {
    mock.setScenario('moved');
    await t.queue.send('sync-controller-connections', {});
    const [run] = await scheduledRuns(1);
    expect(run).toMatchObject({ status: 'SUCCEEDED', project_id: projectId, added: 0, moved: 1, removed: 1, error: null });
    const names = (
      await t.db
        .selectFrom('project_records')
        .select('data')
        .where('project_id', '=', projectId)
        .where('collection', '=', 'accessPoints')
        .where('deleted', '=', false)
        .execute()
    ).map((row) => (row.data as { name: string }).name);
    expect(names.sort()).toEqual(CONTROLLER_SCENARIO.scenarios.moved.map((ap) => ap.name).sort());
  });

  it('records a controller that cannot be reached as a failed run with its reason, shown as the last sync', async () => {
    await mock.close();
    mockClosed = true;
    await t.queue.send('sync-controller-connections', {});
    const runs = await scheduledRuns(2);
    expect(runs[1]).toMatchObject({ status: 'FAILED', project_id: projectId, moved: 0 });
    expect(runs[1]!.error).toMatch(/Mist/);
    const latest = (await t.call('GET', `${ROOT}/connections/${connectionId}/sync-runs/latest`, { session: admin })).json();
    expect(latest).toMatchObject({ status: 'FAILED', trigger: 'SCHEDULED', error: runs[1]!.error, canUndo: false });
  });
});
