import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp, type TestSession } from '../../testing/test-app.ts';

const apId = randomUUID();
const radioId = randomUUID();

function radio(patch: Record<string, unknown>) {
  return {
    op: 'put',
    collection: 'simulatedRadios',
    record: {
      id: radioId,
      status: 'CREATED',
      accessPointId: apId,
      accessPointIndex: 1,
      enabled: true,
      transmitPower: 17,
      channel: [36, 40],
      technology: 'AX',
      ...patch,
    },
  };
}

describe.each(DATABASE_KINDS)('a project regulatory domain holds saved radios to its rules (%s)', (kind) => {
  let t: TestApp;
  let owner: TestSession;
  let projectId: string;
  let version: number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await t.signIn('user@airscope.test');
    const created = await t.call('POST', '/projectapi/v1/projects', {
      session: owner,
      body: { name: 'Regulated plan', projectType: 'GREENFIELD_PLAN' },
    });
    projectId = created.json().projectId;
    version = created.json().projectVersion;
  });
  afterAll(() => t.close());

  const save = (changes: unknown[]) =>
    t.call('POST', `/projectapi/v1/projects/${projectId}/edits`, { session: owner, body: { baseVersion: version, changes } });
  const setDomain = (regulatoryDomain: string | null) =>
    t.call('PUT', `/projectapi/v1/projects/${projectId}`, { session: owner, body: { regulatoryDomain } });

  it('stores the country with the project and refuses one it has no rules for', async () => {
    expect((await t.call('GET', `/projectapi/v1/projects/${projectId}`, { session: owner })).json().regulatoryDomain).toBeNull();
    const unknown = await setDomain('XX');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('No Wi-Fi rules are known for country XX.');
    const set = await setDomain('DE');
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().regulatoryDomain).toBe('DE');
    expect((await t.call('GET', `/projectapi/v1/projects/${projectId}`, { session: owner })).json().regulatoryDomain).toBe('DE');
  });

  it('saves a radio within the rules', async () => {
    const response = await save([
      { op: 'put', collection: 'accessPoints', record: { id: apId, status: 'CREATED', name: 'AP-1' } },
      radio({}),
    ]);
    expect(response.statusCode, response.body).toBe(200);
    version = response.json().projectVersion;
  });

  it('refuses a channel that is no channel, one the country forbids, and power over its EIRP limit, with the reason', async () => {
    const reasons: string[] = [];
    for (const patch of [{ channel: [999] }, { channel: [149] }, { transmitPower: 40 }, { transmitPower: 24 }]) {
      const response = await save([radio(patch)]);
      expect(response.statusCode).toBe(400);
      expect(response.json().errorMessageList[0].errorCode).toBe('RADIO_OUTSIDE_RULES');
      reasons.push(response.json().message);
    }
    expect(reasons).toEqual([
      `Radio ${radioId}: Channel 999 is not a 5 GHz channel.`,
      `Radio ${radioId}: Channel 149 (5 GHz) is not allowed in Germany.`,
      `Radio ${radioId}: Transmit power must be between -10 and 36 dBm.`,
      `Radio ${radioId}: 24 dBm EIRP (24 dBm + 0 dBi antenna) exceeds the 23 dBm allowed on channel 36 in Germany.`,
    ]);
    const stored = await t.db
      .selectFrom('project_records')
      .select('data')
      .where('project_id', '=', projectId)
      .where('collection', '=', 'simulatedRadios')
      .executeTakeFirstOrThrow();
    expect(stored.data).toMatchObject({ channel: [36, 40], transmitPower: 17 });
  });

  it('lets the same power through in a country that allows it', async () => {
    expect((await setDomain('US')).statusCode).toBe(200);
    const response = await save([radio({ transmitPower: 24, channel: [149] })]);
    expect(response.statusCode, response.body).toBe(200);
  });
});
