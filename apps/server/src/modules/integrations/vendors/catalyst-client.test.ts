import { CONTROLLER_SCENARIO, startVendorMock, type VendorMock } from '@airscope/test-data/controllers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CatalystCenterClient, catalystLengthToMetres } from './catalyst-client.ts';
import { ControllerError } from './controller-client.ts';
import { expectBaseScenario, expectMovedScenario, fetchHeadOffice } from './scenario-expectations.ts';

// Runs the Catalyst Center client against the mock built from the document assembled out of Cisco's
// dnacentersdk (test-data/controllers/catalyst-center); every request the client makes is checked against it.
// The mock's floor unit system is feet, so every size and position below went through the conversion.

// The mock listens on http://127.0.0.1, which the address policy (docs/security.md I2) allows only by name.
const LOCAL = { allowPrivateNetworks: false, allowedHosts: ['127.0.0.1'] };
let mock: VendorMock;
const client = (options = {}, password = mock.credentials.password) =>
  new CatalystCenterClient({ baseUrl: mock.baseUrl, username: mock.credentials.username, password }, { addressPolicy: LOCAL, ...options });

async function refusal(p: Promise<unknown>): Promise<ControllerError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ControllerError);
  return err as ControllerError;
}

const signIns = () => mock.requests().filter((r) => r === 'POST /dna/system/api/v1/auth/token').length;

beforeEach(async () => {
  mock = await startVendorMock('CATALYST_CENTER', 'base');
});
afterEach(async () => {
  expect(mock.violations()).toEqual([]);
  await mock.close();
});

describe('catalystLengthToMetres', () => {
  it('converts feet and keeps meters, and knows no other unit', () => {
    expect(catalystLengthToMetres(100, 'feet')).toBeCloseTo(30.48, 10);
    expect(catalystLengthToMetres(131.2335958, 'feet')).toBeCloseTo(40, 6);
    expect(catalystLengthToMetres(12.5, 'meters')).toBe(12.5);
    expect(catalystLengthToMetres(12.5, 'yards')).toBeNull();
  });
});

describe('Catalyst Center client against the SDK-derived document', () => {
  it('signs in with the username and password and names the account', async () => {
    const host = new URL(mock.baseUrl).host;
    expect(await client().verify()).toEqual({ accountName: `${mock.credentials.username} at ${host}` });
    expect(signIns()).toBe(1);
  });

  it('refuses a wrong password with the message the user sees', async () => {
    const err = await refusal(client({}, 'not-the-password').verify());
    expect(err.code).toBe('KEY_REFUSED');
    expect(err.message).toBe('The username or password was refused by Catalyst Center');
    expect(`${err.message} ${err.stack}`).not.toContain('not-the-password');
  });

  it('lists the buildings with their areas across pages of offset and limit', async () => {
    const sites = await client({ pageSize: 1 }).listSites();
    expect(sites.map((s) => [s.name, s.path])).toEqual([
      [CONTROLLER_SCENARIO.site.name, [CONTROLLER_SCENARIO.site.orgName]],
      [CONTROLLER_SCENARIO.otherSite.name, [CONTROLLER_SCENARIO.site.orgName]],
    ]);
    const pages = mock.requests().filter((r) => r.startsWith('GET /dna/intent/api/v1/sites?type=building'));
    expect(pages.map((r) => new URL(r.split(' ')[1]!, mock.baseUrl).searchParams.get('offset'))).toEqual(['1', '2', '3']);
  });

  it('reads the floors in metres without images and the APs where the fixture puts them', async () => {
    const site = await fetchHeadOffice(client());
    expectBaseScenario(site, { model: 'C9136I-B', digits: { floors: 6, positions: 6 } });
    expect(site.floors.map((f) => [f.level, f.image])).toEqual(CONTROLLER_SCENARIO.floors.map((f) => [f.level, null]));
  });

  it('sees the moved AP at its new place and the removed one gone', async () => {
    mock.setScenario('moved');
    expectMovedScenario(await fetchHeadOffice(client()), 6);
  });

  it('signs in once more when its token has expired, and only once', async () => {
    const c = client();
    await c.verify();
    mock.expireTokens();
    expect((await c.listSites()).length).toBe(2);
    expect(signIns()).toBe(2);
  });

  it('waits out a 429 with Retry-After and carries on', async () => {
    mock.rateLimitNext(1, 1);
    await client().verify();
    expect(signIns()).toBe(2);
  });

  it('gives up after the allowed retries with RATE_LIMITED', async () => {
    mock.rateLimitNext(2, 0);
    const err = await refusal(client({ maxRetries: 1 }).verify());
    expect(err.code).toBe('RATE_LIMITED');
    expect(mock.requests()).toHaveLength(2);
  });

  it('stops waiting at the timeout with the message the user sees', async () => {
    mock.delayNext(1, 5_000);
    const err = await refusal(client({ timeoutMs: 300 }).verify());
    expect(err.code).toBe('TIMEOUT');
    expect(err.message).toBe('Catalyst Center did not answer in 0.3 s');
  });
});
