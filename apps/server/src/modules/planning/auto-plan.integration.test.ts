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

  const autoPlan = (body: unknown, floor = floorId, signedIn = true) =>
    t.call('POST', `/projectapi/v1/projects/${projectId}/floors/${floor}/auto-plan`, {
      ...(signedIn ? { session: owner } : {}),
      body,
    });
  const version = async (): Promise<number> =>
    (await t.call('GET', `/projectapi/v1/projects/${projectId}`, { session: owner })).json().projectVersion;

  it('refuses without a session, an unknown floor or profile, and a radio without power', async () => {
    expect((await autoPlan({ radio: RADIO }, floorId, false)).statusCode).toBe(401);
    const unknownFloor = await autoPlan({ radio: RADIO }, 'no-such-floor');
    expect(unknownFloor.statusCode).toBe(422);
    expect(unknownFloor.json().message).toBe('The project has no floor plan with id no-such-floor.');
    const unknownProfile = await autoPlan({ radio: RADIO, requirementId: 'no-such-profile' });
    expect(unknownProfile.statusCode).toBe(422);
    expect(unknownProfile.json().message).toBe('The project has no requirement profile with id no-such-profile.');
    expect((await autoPlan({ radio: { ...RADIO, maxTxPowerDbm: undefined } })).statusCode).toBe(400);
  });

  let emptyFloorAps = 0;
  it('proposes APs meeting the requirement on an empty floor, on 20 MHz channels within the power asked, saving nothing', async () => {
    const before = await version();
    const response = await autoPlan({ radio: RADIO });
    expect(response.statusCode).toBe(200);
    const proposal = response.json();
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
    const proposal = (await autoPlan({ radio: RADIO })).json();
    expect(proposal.accessPoints.length).toBeLessThan(emptyFloorAps);
  });
});
