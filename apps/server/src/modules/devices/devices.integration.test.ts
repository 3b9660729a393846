import { DEVICE_CODE_GRANT_TYPE } from '@airscope/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoProjects } from '../../seed/demo-projects.seed.ts';
import { createTestApp, DATABASE_KINDS, type TestApp, type TestSession } from '../../testing/test-app.ts';
import { createProjectModelService } from '../projects/index.ts';
import { createUserLookupService } from '../users/user-lookup.service.ts';
import { runRefreshInsights } from '../insights/refresh-insights.ts';
import { createInsightsWriter } from '../insights/insights-writer.repository.ts';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

describe.each(DATABASE_KINDS)('device activation and survey pushes (%s)', (kind) => {
  let t: TestApp;
  let owner: TestSession;
  let office: { projectId: string; rowId: string; width: number; height: number };

  const authorize = async (fields: Record<string, string> = { client_id: 'airscope-agent', device_name: 'Lab laptop' }) =>
    t.call('POST', '/activationapi/v1/device/device_authorization', { headers: FORM, body: form(fields) });
  const poll = (deviceCode: string, grantType = DEVICE_CODE_GRANT_TYPE) =>
    t.call('POST', '/activationapi/v1/device/token', {
      headers: FORM,
      body: form({ grant_type: grantType, device_code: deviceCode, client_id: 'airscope-agent' }),
    });
  const push = (token: string, body: unknown, projectId = office.projectId) =>
    t.call('POST', `/activationapi/v1/device/projects/${projectId}/surveys`, { headers: { authorization: `Bearer ${token}` }, body });

  /** Runs the whole grant: code, approval by `session`, then the token. */
  async function activate(session: TestSession): Promise<string> {
    const started = (await authorize()).json();
    expect((await t.call('POST', `/activationapi/v1/device/activations/${started.user_code}/approve`, { session })).statusCode).toBe(200);
    const token = await poll(started.device_code);
    expect(token.statusCode).toBe(200);
    return token.json().access_token;
  }

  const walk = (name: string) => ({
    floor: office.rowId,
    surveyName: name,
    scans: [
      {
        time: '2026-11-20T10:00:00Z',
        x: office.width * 0.2,
        y: office.height * 0.3,
        networks: [
          { bssid: '3c:37:86:5e:a1:10', ssid: 'Airscope Lab', frequencyMhz: 5180, widthMhz: 80, signalDbm: -41 },
          { bssid: '3c:37:86:5e:a1:11', ssid: 'Airscope Lab', frequencyMhz: 2437, widthMhz: 20, signalDbm: -52 },
        ],
      },
      {
        time: '2026-11-20T10:00:05Z',
        x: office.width * 0.5,
        y: office.height * 0.5,
        networks: [
          { bssid: '3c:37:86:5e:a1:10', ssid: 'Airscope Lab', frequencyMhz: 5180, widthMhz: 80, signalDbm: -58 },
          { bssid: 'f4:92:bf:07:33:c2', ssid: '', frequencyMhz: 5500, widthMhz: 40, signalDbm: -71 },
        ],
      },
      {
        time: '2026-11-20T10:00:10Z',
        x: office.width * 0.8,
        y: office.height * 0.6,
        networks: [{ bssid: '3c:37:86:5e:a1:10', ssid: 'Airscope Lab', frequencyMhz: 5180, widthMhz: 80, signalDbm: -69 }],
      },
    ],
  });

  beforeAll(async () => {
    t = await createTestApp(kind, { withJobs: true });
    owner = await t.signIn('user@airscope.test');
    await seedDemoProjects(t.db, t.blobs, t.clock);
    const projects = (await t.call('GET', '/projectapi/v1/projects', { session: owner })).json();
    const projectId = projects.find((p: { name: string }) => p.name === 'Demo Office HQ').projectId;
    const [floor] = (await t.call('GET', `/projectapi/v1/projects/${projectId}/floorPlans`, { session: owner })).json();
    office = { projectId, rowId: String(floor.rowId), width: floor.width, height: floor.height };
  });
  afterAll(() => t.close());

  it('answers a device authorization per RFC 8628 section 3.2', async () => {
    const response = await authorize();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body.user_code).toMatch(/^[BCDFGHJKLMNPQRSTVWXZ]{4}-[BCDFGHJKLMNPQRSTVWXZ]{4}$/);
    expect(body.device_code.length).toBeGreaterThanOrEqual(43);
    expect(body.verification_uri).toMatch(/\/device$/);
    expect(body.verification_uri_complete).toBe(`${body.verification_uri}?user_code=${encodeURIComponent(body.user_code)}`);
    expect(body).toMatchObject({ expires_in: 600, interval: 5 });
    expect((await authorize({ client_id: 'someone-else' })).json().error).toBe('invalid_client');
  });

  it('answers authorization_pending, then slow_down to a poll inside the interval, then the token once', async () => {
    const started = (await authorize()).json();
    const first = await poll(started.device_code);
    expect(first.statusCode).toBe(400);
    expect(first.json().error).toBe('authorization_pending');
    expect((await poll(started.device_code)).json().error).toBe('slow_down');
    t.clock.advance(11_000);
    expect((await poll(started.device_code)).json().error).toBe('authorization_pending');

    const seen = (
      await t.call('GET', `/activationapi/v1/device/activations/${started.user_code.toLowerCase().replace('-', '')}`, { session: owner })
    ).json();
    expect(seen).toMatchObject({ userCode: started.user_code, deviceName: 'Lab laptop', kind: 'SURVEY_AGENT', status: 'PENDING' });
    expect(
      (await t.call('POST', `/activationapi/v1/device/activations/${started.user_code}/approve`, { session: owner })).json().status,
    ).toBe('APPROVED');
    expect((await t.call('POST', `/activationapi/v1/device/activations/${started.user_code}/deny`, { session: owner })).statusCode).toBe(
      409,
    );

    t.clock.advance(11_000);
    const granted = await poll(started.device_code);
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toMatchObject({ token_type: 'Bearer', scope: 'survey:push' });
    expect((await poll(started.device_code)).json().error).toBe('invalid_grant');
    expect((await poll(started.device_code, 'password')).json().error).toBe('unsupported_grant_type');
  });

  it('answers access_denied after a denial and expired_token after ten minutes', async () => {
    const denied = (await authorize()).json();
    await t.call('POST', `/activationapi/v1/device/activations/${denied.user_code}/deny`, { session: owner });
    expect((await poll(denied.device_code)).json().error).toBe('access_denied');
    const late = (await authorize()).json();
    t.clock.advance(601_000);
    expect((await poll(late.device_code)).json().error).toBe('expired_token');
    expect((await t.call('GET', `/activationapi/v1/device/activations/${late.user_code}`, { session: owner })).statusCode).toBe(404);
  });

  it('slows a user guessing codes: after ten wrong codes in ten minutes even a right one answers 429', async () => {
    const guesser = await t.signIn('expired@airscope.test');
    const started = (await authorize()).json();
    for (let i = 0; i < 10; i++)
      expect((await t.call('GET', '/activationapi/v1/device/activations/BCDF-GHJK', { session: guesser })).statusCode).toBe(404);
    const limited = await t.call('GET', `/activationapi/v1/device/activations/${started.user_code}`, { session: guesser });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('600');
    expect((await t.call('GET', `/activationapi/v1/device/activations/${started.user_code}`, { session: owner })).statusCode).toBe(200);
    t.clock.advance(601_000);
    const fresh = (await authorize()).json();
    expect((await t.call('GET', `/activationapi/v1/device/activations/${fresh.user_code}`, { session: guesser })).statusCode).toBe(200);
  });

  it('needs a session to look up, approve or list, and keeps devices to their user', async () => {
    const started = (await authorize()).json();
    expect((await t.call('GET', `/activationapi/v1/device/activations/${started.user_code}`)).statusCode).toBe(401);
    expect((await t.call('POST', `/activationapi/v1/device/activations/${started.user_code}/approve`)).statusCode).toBe(401);
    expect((await t.call('GET', '/activationapi/v1/device/devices')).statusCode).toBe(401);
    const admin = await t.signIn('admin@airscope.test');
    const token = await activate(admin);
    expect(token).toMatch(/^asd_/);
    const adminDevices = (await t.call('GET', '/activationapi/v1/device/devices', { session: admin })).json();
    const ownerDevices = (await t.call('GET', '/activationapi/v1/device/devices', { session: owner })).json();
    expect(adminDevices).toHaveLength(1);
    expect(ownerDevices.map((d: { id: string }) => d.id)).not.toContain(adminDevices[0].id);
    expect((await t.call('DELETE', `/activationapi/v1/device/devices/${adminDevices[0].id}`, { session: owner })).statusCode).toBe(404);
    const stored = await t.db.selectFrom('devices').select('token_hash').where('id', '=', adminDevices[0].id).executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(token.slice(4));
  });

  it('adds a pushed walk to the floor: measured heatmap, survey events, last seen; a revoked device gets 401', async () => {
    const measured = { type: 'sig-strength', 'radio-band': '5', 'only-measured': true, 'signal-prediction': 'off', accuracy: 'medium' };
    const heatmapUrl = `/heatmapapi/v1/projects/${office.projectId}/floor-plans/${office.rowId}/heatmap`;
    const before = (await t.call('POST', heatmapUrl, { session: owner, body: measured })).json();
    expect(before.vertices.values.filter((v: number | null) => v !== null)).toHaveLength(0);

    const token = await activate(owner);
    const pushed = await push(token, walk('Device walk 1'));
    expect(pushed.statusCode).toBe(200);
    expect(pushed.json()).toMatchObject({ floorPlanRowId: office.rowId, scanCount: 3, sampleCount: 5, accessPointCount: 2 });

    const after = (await t.call('POST', heatmapUrl, { session: owner, body: measured })).json();
    const values = after.vertices.values.filter((v: number | null): v is number => v !== null);
    expect(values.length).toBeGreaterThan(0);
    expect(Math.max(...values)).toBeGreaterThan(-50);

    await runRefreshInsights(
      {
        writer: createInsightsWriter(t.db),
        projectModels: createProjectModelService(t.db, t.blobs),
        users: createUserLookupService(t.db),
        clock: t.clock,
      },
      office.projectId,
    );
    const events = (
      await t.call('GET', `/insightapi/v1/projects/${office.projectId}/surveyEvents?startDate=2026-11-20&endDate=2026-11-20`, {
        session: owner,
      })
    ).json();
    expect(events.content).toHaveLength(1);
    // a1:10 and a1:11 are two radios of one access point, so the walk heard two APs.
    expect(events.content[0]).toMatchObject({ durationSeconds: 10, discoveredAps: 2 });

    const [device] = (await t.call('GET', '/activationapi/v1/device/devices', { session: owner })).json();
    expect(device.lastSeenAt).not.toBeNull();
    expect((await t.call('DELETE', `/activationapi/v1/device/devices/${device.id}`, { session: owner })).statusCode).toBe(204);
    expect((await push(token, walk('Device walk 2'))).statusCode).toBe(401);
  });

  it('refuses pushes without a token (401), to projects the user cannot edit (404/403), to unknown floors and off-plan points (400)', async () => {
    expect((await push('asd_nothing', walk('x'))).statusCode).toBe(401);
    // The token is checked before the body, so a caller without one learns nothing about the route's shape.
    expect((await push('asd_nothing', { nonsense: true })).statusCode).toBe(401);
    expect((await t.call('POST', `/activationapi/v1/device/projects/${office.projectId}/surveys`, { body: walk('x') })).statusCode).toBe(
      401,
    );
    const stranger = await t.signIn('noinsights@airscope.test');
    expect((await push(await activate(stranger), walk('x'))).statusCode).toBe(404);

    const token = await activate(owner);
    const admin = await t.signIn('admin@airscope.test');
    await t.db
      .updateTable('project_users')
      .set({ role: 'READ_USER' })
      .where('project_id', '=', office.projectId)
      .where('user_id', '=', admin.userId)
      .execute();
    expect((await push(await activate(admin), walk('x'))).statusCode).toBe(403);

    const unknownFloor = await push(token, { ...walk('x'), floor: 'Basement 9' });
    expect(unknownFloor.statusCode).toBe(400);
    expect(unknownFloor.json().errorMessageList[0].errorDescription).toContain("The project has no floor 'Basement 9'");
    const offPlan = walk('x');
    offPlan.scans[0]!.x = office.width + 10;
    const refused = await push(token, offPlan);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errorMessageList[0].errorDescription).toContain('outside the floor plan');
  });
});
