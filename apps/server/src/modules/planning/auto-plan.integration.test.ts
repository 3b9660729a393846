import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoProjects } from '../../seed/demo-projects.seed.ts';
import { createTestApp, DATABASE_KINDS, type TestApp, type TestSession } from '../../testing/test-app.ts';
import { hybridOfficeEdits } from '../../testing/hybrid-office-edits.ts';

const RADIO = { maxTxPowerDbm: 17, widthMhz: 20, streams: 2, technology: 'AX' } as const;

describe.each(DATABASE_KINDS)('auto-planning a floor (%s)', (kind) => {
  let t: TestApp;
  let owner: TestSession;
  let projectId = '';
  let floorId = '';

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedDemoProjects(t.db, t.blobs, t.clock);
    owner = await t.signIn('user@airscope.test');
    const projects = (await t.call('GET', '/projectapi/v1/projects', { session: owner })).json() as { projectId: string; name: string }[];
    projectId = projects.find((project) => project.name === 'Demo Office HQ — walk survey')!.projectId;
    const floors = (await t.call('GET', `/projectapi/v1/projects/${projectId}/batch?poTypes=FLOOR_PLAN`, { session: owner })).json();
    floorId = (Object.values(floors).flat()[0] as { id: string }).id;
  });
  afterAll(() => t.close());

  const startAutoPlan = (body: unknown, floor = floorId, signedIn = true) =>
    t.call('POST', `/projectapi/v1/projects/${projectId}/floors/${floor}/auto-plan`, {
      ...(signedIn ? { session: owner } : {}),
      body,
    });
  /** Starts the job and polls it to its end (a liveness wait, not a timing): answers the ended job. */
  const autoPlanJob = async (body: unknown) => {
    const started = await startAutoPlan(body);
    expect(started.statusCode, started.body).toBe(202);
    const url = `/projectapi/v1/projects/${projectId}/auto-plan-jobs/${started.json().jobId}`;
    for (;;) {
      const job = (await t.call('GET', url, { session: owner })).json();
      if (!['queued', 'running'].includes(job.state)) return job;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const autoPlan = async (body: unknown) => {
    const job = await autoPlanJob(body);
    expect(job.state, JSON.stringify(job.error)).toBe('done');
    return job.result;
  };
  const version = async (): Promise<number> =>
    (await t.call('GET', `/projectapi/v1/projects/${projectId}`, { session: owner })).json().projectVersion;

  it('refuses without a session, an unknown floor or profile, and a radio without power', async () => {
    expect((await startAutoPlan({ radio: RADIO }, floorId, false)).statusCode).toBe(401);
    const unknownFloor = await startAutoPlan({ radio: RADIO }, 'no-such-floor');
    expect(unknownFloor.statusCode).toBe(422);
    expect(unknownFloor.json().message).toBe('The project has no floor plan with id no-such-floor.');
    const unknownProfile = await startAutoPlan({ radio: RADIO, requirementId: 'no-such-profile' });
    expect(unknownProfile.statusCode).toBe(422);
    expect(unknownProfile.json().message).toBe('The project has no requirement profile with id no-such-profile.');
    expect((await startAutoPlan({ radio: { ...RADIO, maxTxPowerDbm: undefined } })).statusCode).toBe(400);
  });

  let emptyFloorAps = 0;
  it('proposes APs meeting the requirement on an empty floor, on 20 MHz channels within the power asked, saving nothing', async () => {
    const before = await version();
    const proposal = await autoPlan({ radio: RADIO });
    expect(await version()).toBe(before);
    expect(proposal).toMatchObject({ floorPlanId: floorId, band: '5' });
    expect(proposal.passPercent).toBeGreaterThanOrEqual(95);
    expect(proposal.accessPoints.length).toBeGreaterThanOrEqual(proposal.lowerBound);
    expect(proposal.lowerBound).toBeGreaterThanOrEqual(1);
    for (const ap of proposal.accessPoints as { channel: number[]; transmitPowerDbm: number }[]) {
      expect(ap.channel).toHaveLength(1);
      expect(ap.transmitPowerDbm).toBeLessThanOrEqual(17);
    }
    emptyFloorAps = proposal.accessPoints.length;
  });

  it('counts the APs already planned: with the office drawn in, fewer new APs are proposed', async () => {
    const save = await t.call('POST', `/projectapi/v1/projects/${projectId}/edits`, {
      session: owner,
      body: { baseVersion: await version(), changes: hybridOfficeEdits(floorId) },
    });
    expect(save.statusCode).toBe(200);
    const proposal = await autoPlan({ radio: RADIO });
    expect(proposal.accessPoints.length).toBeLessThan(emptyFloorAps);
  });
});
