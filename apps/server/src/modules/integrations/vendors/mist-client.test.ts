import { CONTROLLER_SCENARIO, startVendorMock, type VendorMock } from '@airscope/test-data/controllers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ControllerError } from './controller-client.ts';
import { expectBaseScenario, expectMovedScenario, fetchHeadOffice } from './scenario-expectations.ts';
import { MistClient } from './mist-client.ts';

// Runs the Mist client against the mock built from Mist's published OpenAPI document
// (test-data/controllers/meraki); every request the client makes is checked against that document.

let mock: VendorMock;

// The mock listens on http://127.0.0.1, which the address policy (docs/security.md I2) allows only by name.
const LOCAL = { allowPrivateNetworks: false, allowedHosts: ['127.0.0.1'] };
const client = (options = {}, apiKey = mock.credentials.apiKey) =>
  new MistClient({ baseUrl: mock.baseUrl, apiKey }, { addressPolicy: LOCAL, ...options });

async function refusal(p: Promise<unknown>): Promise<ControllerError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ControllerError);
  return err as ControllerError;
}

beforeEach(async () => {
  mock = await startVendorMock('MIST', 'base');
});
afterEach(async () => {
  expect(mock.violations()).toEqual([]);
  await mock.close();
});

describe('Mist client against the Mist document', () => {
  it('accepts the good key and names the organisation', async () => {
    expect(await client().verify()).toEqual({ accountName: CONTROLLER_SCENARIO.site.orgName });
  });

  it('refuses a wrong key with the message the user sees', async () => {
    const err = await refusal(client({}, 'not-the-key').verify());
    expect(err.code).toBe('KEY_REFUSED');
    expect(err.message).toBe('The key was refused by Mist');
  });

  it('lists the sites across two pages of limit and page', async () => {
    const sites = await client({ pageSize: 1 }).listSites();
    expect(sites.map((s) => [s.name, s.path])).toEqual([
      [CONTROLLER_SCENARIO.site.name, [CONTROLLER_SCENARIO.site.orgName]],
      [CONTROLLER_SCENARIO.otherSite.name, [CONTROLLER_SCENARIO.site.orgName]],
    ]);
    expect(mock.requests().filter((r) => r.includes('/sites?')).length).toBe(2);
    expect(mock.requests().some((r) => r.includes('page=2'))).toBe(true);
  });

  it('reads the floors in metres with their images and the APs where the fixture puts them', async () => {
    const site = await fetchHeadOffice(client());
    expectBaseScenario(site, { model: 'AP45', digits: { floors: 3, positions: 2 } });
    for (const floor of site.floors) expect(floor.image).toMatchObject({ mediaType: 'image/png', ...CONTROLLER_SCENARIO.imageSize });
  });

  it('sees the moved AP at its new place and the removed one gone', async () => {
    mock.setScenario('moved');
    expectMovedScenario(await fetchHeadOffice(client()), 2);
  });

  it('reads a map with ppm 0 as a floor without a scale whose APs keep their pixel positions', async () => {
    mock.setScenario('unplaceable');
    const site = await fetchHeadOffice(client());
    const first = site.floors.find((f) => f.name === 'First floor')!;
    expect(first).toMatchObject({ widthM: null, heightM: null, ...{ widthPx: 400, heightPx: 250 } });
    const onFirst = CONTROLLER_SCENARIO.scenarios.unplaceable.filter((ap) => ap.floor === 'first');
    for (const want of onFirst) {
      const got = site.accessPoints.find((ap) => ap.mac === want.mac)!;
      expect(got).toMatchObject({ floorId: first.id, xM: null, yM: null, xPx: want.xM * 10, yPx: want.yM * 10 });
    }
    expect(site.accessPoints.find((ap) => ap.name === 'AP-SPARE')).toMatchObject({ floorId: null, xPx: null, yPx: null });
  });

  it('lists the one site a site-scoped token opens, named with its organisation', async () => {
    mock.setScenario('siteAdmin');
    expect(await client().verify()).toEqual({ accountName: `${CONTROLLER_SCENARIO.site.orgName} / ${CONTROLLER_SCENARIO.site.name}` });
    expect((await client().listSites()).map((s) => [s.name, s.path])).toEqual([
      [CONTROLLER_SCENARIO.site.name, [CONTROLLER_SCENARIO.site.orgName]],
    ]);
  });

  it('waits out a 429 with Retry-After and carries on', async () => {
    mock.rateLimitNext(1, 1);
    expect(await client().verify()).toEqual({ accountName: CONTROLLER_SCENARIO.site.orgName });
    expect(mock.requests().filter((r) => r === 'GET /api/v1/self')).toHaveLength(2);
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
    expect(err.message).toBe('Mist did not answer in 0.3 s');
  });
});
