import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTROLLER_SCENARIO, startVendorMock, type VendorMock } from '@airscope/test-data/controllers';
import { startCountingListener } from '../../testing/counting-listener.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// docs/security.md I2 through the API: a controller address on this machine is refused unless the operator's
// configuration allows it, and nothing is saved for a refused one.

const ROOT = '/insightapi/v1/vendorIntegration';

describe('controller address policy', () => {
  let mock: VendorMock;
  // One app per configuration: starting one is the slow part of these tests.
  const apps = new Map<string, Promise<TestApp>>();
  const appWith = (env: Record<string, string>) => {
    const key = JSON.stringify(env);
    if (!apps.has(key)) apps.set(key, createTestApp('embedded', { env }));
    return apps.get(key)!;
  };
  beforeAll(async () => {
    mock = await startVendorMock('MIST', 'base');
  });
  afterAll(async () => {
    await mock?.close();
    for (const t of apps.values()) await (await t).close();
  });

  async function tryConnect(env: Record<string, string>, baseUrl = mock.baseUrl) {
    const t = await appWith(env);
    const admin = await t.signIn('admin@airscope.test');
    const body = { vendor: 'MIST', name: 'Mist on this machine', baseUrl, apiKey: mock.credentials.apiKey };
    const res = await t.call('POST', `${ROOT}/connections`, { session: admin, body });
    const saved = (await t.call('GET', `${ROOT}/connections`, { session: admin })).json() as unknown[];
    const answer = res.json() as { message?: string; accountName?: string };
    return {
      status: res.statusCode,
      message: answer.message,
      account: answer.accountName,
      saved: saved.length,
      requests: mock.requests().length,
    };
  }

  it('refuses http://127.0.0.1 without the configuration, and https://127.0.0.1 as a loopback address', async () => {
    const before = mock.requests().length;
    expect(await tryConnect({})).toMatchObject({
      status: 400,
      message: 'The Mist address must start with https://',
      saved: 0,
      requests: before,
    });
    const https = await tryConnect({}, mock.baseUrl.replace('http:', 'https:'));
    expect(https).toMatchObject({ status: 400, saved: 0, requests: before });
    expect(https.message).toBe(
      'The Mist address 127.0.0.1 is a loopback address; the server does not connect there unless CONTROLLER_ALLOW_PRIVATE_NETWORKS=true or CONTROLLER_ALLOWED_HOSTS allows it',
    );
  });

  it('still wants https when only private networks are allowed', async () => {
    expect(await tryConnect({ CONTROLLER_ALLOW_PRIVATE_NETWORKS: 'true' })).toMatchObject({ status: 400, saved: 0 });
  });

  it('connects when CONTROLLER_ALLOWED_HOSTS names the host', async () => {
    const res = await tryConnect({ CONTROLLER_ALLOWED_HOSTS: '127.0.0.1' });
    expect(res).toMatchObject({ status: 200, saved: 1, account: CONTROLLER_SCENARIO.site.orgName });
    expect(mock.violations()).toEqual([]);
  });

  it('refuses mapped, compatible and 6to4 spellings of a loopback address without connecting', async () => {
    const target = await startCountingListener('127.0.0.2');
    const t = await appWith({});
    try {
      const admin = await t.signIn('admin@airscope.test');
      for (const host of ['[::ffff:127.0.0.2]', '[::ffff:7f00:2]', '[::127.0.0.2]', '[2002:7f00:2::]', '127.0.0.2']) {
        const body = { vendor: 'MIST', name: 'Mist', baseUrl: `https://${host}:${target.port}`, apiKey: mock.credentials.apiKey };
        const res = await t.call('POST', `${ROOT}/connections`, { session: admin, body });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toMatch(/^The Mist address \S+ is a loopback address; /);
      }
      expect((await t.call('GET', `${ROOT}/connections`, { session: admin })).json()).toEqual([]);
      expect(target.accepted()).toBe(0);
    } finally {
      await target.close();
    }
  });
});
