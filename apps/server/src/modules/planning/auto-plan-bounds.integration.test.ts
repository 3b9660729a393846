import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestSession } from '../../testing/test-app.ts';
import { mallFloorEdits, mallFloorImage } from '../../testing/mall-floor.ts';
import type { PlanningModule } from './planning.module.ts';

const RADIO = { maxTxPowerDbm: 17, widthMhz: 20, streams: 2, technology: 'AX' } as const;

// The time bound of an auto-plan job, on the survey mall's floor (a plan of minutes) with a limit of one second.
describe('an auto-plan job over its time limit', () => {
  let t: TestApp;
  let owner: TestSession;
  let other: TestSession;
  let projectId = '';
  let floorPlanId = '';

  beforeAll(async () => {
    t = await createTestApp('embedded', { env: { AUTO_PLAN_TIME_LIMIT_SECONDS: '1' } });
    owner = await t.signIn('user@airscope.test');
    other = await t.signIn('admin@airscope.test');
    projectId = (
      await t.call('POST', '/projectapi/v1/projects', { session: owner, body: { name: 'Mall F8', projectType: 'GREENFIELD_PLAN' } })
    ).json().projectId;
    const image = await t.call('POST', `/projectapi/v1/projects/${projectId}/images`, {
      session: owner,
      body: mallFloorImage(),
      headers: { 'content-type': 'image/png' },
    });
    floorPlanId = randomUUID();
    const saved = await t.call('POST', `/projectapi/v1/projects/${projectId}/edits`, {
      session: owner,
      body: { baseVersion: 2, changes: mallFloorEdits(floorPlanId, image.json().imageId) },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }, 300_000);
  afterAll(() => t.close());

  const jobUrl = (jobId: string) => `/projectapi/v1/projects/${projectId}/auto-plan-jobs/${jobId}`;

  it('ends failed with the limit in its message, its thread stopped, and only its starter sees it', async () => {
    const started = await t.call('POST', `/projectapi/v1/projects/${projectId}/floors/${floorPlanId}/auto-plan`, {
      session: owner,
      body: { radio: RADIO },
    });
    expect(started.statusCode, started.body).toBe(202);
    const { jobId } = started.json();
    let job = started.json();
    // A liveness wait: the job ends by its bound, whatever the machine's speed.
    while (['queued', 'running'].includes(job.state)) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      job = (await t.call('GET', jobUrl(jobId), { session: owner })).json();
    }
    expect(job).toMatchObject({
      state: 'failed',
      error: { code: 'AUTO_PLAN_TIME_LIMIT', message: 'Auto-plan stopped: it exceeded the time limit of 1 second.' },
    });
    const planning = t.modules.find((module) => module.name === 'planning') as PlanningModule;
    expect(planning.autoPlanJobs.running).toBe(0);
    // Someone else (here an admin of another organisation's view) learns nothing of it.
    expect((await t.call('GET', jobUrl(jobId), { session: other })).statusCode).toBe(404);
    expect((await t.call('DELETE', jobUrl(jobId), { session: other })).statusCode).toBe(404);
  }, 120_000);
});
