import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTROLLER_SCENARIO, startVendorMock, type VendorMock } from '@airscope/test-data/controllers';
import { createTestApp, DATABASE_KINDS, type TestApp, type TestSession } from '../../testing/test-app.ts';

const ROOT = '/insightapi/v1/vendorIntegration';
type Rec = Record<string, unknown> & { id: string };

// Issue 34 item 5: an import says what it cannot place. The mocks' "unplaceable" scenario (built from the vendors'
// published documents) has AP-G-FAR 40 km east of the ground floor's plan and AP-SPARE on no floor; on Mist the
// first floor's map has ppm 0; "siteAdmin" is the base site seen by a Mist token scoped to that one site.
const far = CONTROLLER_SCENARIO.scenarios.unplaceable.find((ap) => ap.key === 'far')!;
const spare = CONTROLLER_SCENARIO.scenarios.unplaceable.find((ap) => ap.key === 'spare')!;
const ground = CONTROLLER_SCENARIO.floors.find((f) => f.key === 'ground')!;
const first = CONTROLLER_SCENARIO.floors.find((f) => f.key === 'first')!;
const onPlans = CONTROLLER_SCENARIO.scenarios.unplaceable.filter((ap) => ap !== far && ap !== spare);

describe.each(DATABASE_KINDS)('controller import preview (%s)', (kind) => {
  let t: TestApp;
  let admin: TestSession;
  const mocks: VendorMock[] = [];

  beforeAll(async () => {
    // The mocks listen on http://127.0.0.1, which docs/security.md I2 refuses unless the operator allows it.
    t = await createTestApp(kind, { env: { CONTROLLER_ALLOWED_HOSTS: '127.0.0.1' } });
    admin = await t.signIn('admin@airscope.test');
  }, 60_000);
  afterAll(async () => {
    for (const mock of mocks) await mock.close();
    await t?.close();
  });

  async function connect(vendor: 'MERAKI' | 'MIST', scenario: string) {
    const mock = await startVendorMock(vendor, scenario);
    mocks.push(mock);
    const created = await t.call('POST', `${ROOT}/connections`, {
      session: admin,
      body: { vendor, name: `${vendor} ${scenario}`, baseUrl: mock.baseUrl, apiKey: mock.credentials.apiKey },
    });
    expect(created.statusCode).toBe(200);
    const sites = (await t.call('GET', `${ROOT}/connections/${created.json().id}/sites`, { session: admin })).json();
    const hq = sites.find((site: { name: string }) => site.name === CONTROLLER_SCENARIO.site.name);
    return { mock, connection: created.json(), sites, hq };
  }

  const records = async (projectId: string, collection: string): Promise<Rec[]> =>
    (
      await t.db
        .selectFrom('project_records')
        .select('data')
        .where('project_id', '=', projectId)
        .where('collection', '=', collection)
        .where('deleted', '=', false)
        .execute()
    ).map((row) => row.data as Rec);

  it('Meraki: an AP 40 km from its floor plan and one on no floor are named in the preview and left out of the import', async () => {
    const { mock, connection, hq } = await connect('MERAKI', 'unplaceable');
    const url = `${ROOT}/connections/${connection.id}/sites/${hq.id}/import`;
    const preview = await t.call('POST', `${url}/preview`, { session: admin, body: {} });
    expect(preview.statusCode).toBe(200);
    const body = preview.json();
    expect(body.accessPointCount).toBe(onPlans.length);
    expect(body.unplaced).toHaveLength(2);
    const offPlan = body.unplaced.find((u: { name: string }) => u.name === far.name);
    expect(offPlan).toMatchObject({ reason: 'OFF_PLAN', floorName: ground.name, mac: far.mac });
    // 40 km east of the top-left corner is 40 km less the plan's own width beyond its right edge.
    expect(offPlan.distanceM).toBeCloseTo(far.xM - ground.widthM, -1);
    expect(body.unplaced.find((u: { name: string }) => u.name === spare.name)).toMatchObject({
      reason: 'NO_FLOOR',
      floorName: null,
      distanceM: null,
    });
    expect(body.floors.every((f: { scaleFrom: string | null }) => f.scaleFrom === 'CONTROLLER')).toBe(true);

    const imported = await t.call('POST', url, { session: admin, body: {} });
    expect(imported.json()).toMatchObject({ accessPointCount: onPlans.length, unplacedCount: 2, unscaledFloors: [] });
    const names = (await records(imported.json().projectId, 'accessPoints')).map((ap) => ap.name).sort();
    expect(names).toEqual(onPlans.map((ap) => ap.name).sort());
    expect(mock.violations()).toEqual([]);
  });

  it('Mist: a map with ppm 0 asks for a scale; its APs keep their map positions, to scale once one is given', async () => {
    const { mock, connection, hq } = await connect('MIST', 'unplaceable');
    const url = `${ROOT}/connections/${connection.id}/sites/${hq.id}/import`;
    const body = (await t.call('POST', `${url}/preview`, { session: admin, body: {} })).json();
    const unscaled = body.floors.find((f: { name: string }) => f.name === first.name);
    const onFirst = onPlans.filter((ap) => ap.floor === 'first');
    expect(unscaled).toMatchObject({ metersPerPixel: null, scaleFrom: null, accessPointCount: onFirst.length });
    expect(unscaled.widthPx).toBe(CONTROLLER_SCENARIO.imageSize.widthPx);
    expect(body.floors.find((f: { name: string }) => f.name === ground.name)).toMatchObject({ scaleFrom: 'CONTROLLER' });
    // Nothing on the unscaled floor is dropped: only the AP off its plan and the one on no floor are left out.
    expect(body.accessPointCount).toBe(onPlans.length);
    expect(body.unplaced.map((u: { name: string; reason: string }) => [u.name, u.reason]).sort()).toEqual(
      [
        [far.name, 'OFF_PLAN'],
        [spare.name, 'NO_FLOOR'],
      ].sort(),
    );

    // Imported as it is, the floor is unscaled (no metersPerUnit, as Ekahau leaves an unscaled map), never scale 0.
    const plain = (await t.call('POST', url, { session: admin, body: {} })).json();
    expect(plain).toMatchObject({ accessPointCount: onPlans.length, unplacedCount: 2, unscaledFloors: [first.name] });
    const plainPlan = (await records(plain.projectId, 'floorPlans')).find((p) => p.name === first.name)!;
    expect(plainPlan.metersPerUnit).toBeUndefined();

    // With the scale the user typed (the map's width is 40 m), the APs stand where the controller has them.
    const metersPerPixel = first.widthM / unscaled.widthPx;
    const scales = { [unscaled.id]: metersPerPixel };
    const scaledPreview = (await t.call('POST', `${url}/preview`, { session: admin, body: { scales } })).json();
    expect(scaledPreview.floors.find((f: { id: string }) => f.id === unscaled.id)).toMatchObject({ metersPerPixel, scaleFrom: 'USER' });
    const scaled = (await t.call('POST', url, { session: admin, body: { scales } })).json();
    expect(scaled.unscaledFloors).toEqual([]);
    const plans = await records(scaled.projectId, 'floorPlans');
    const firstPlan = plans.find((p) => p.name === first.name)!;
    expect(firstPlan.metersPerUnit).toBeCloseTo(metersPerPixel, 6);
    for (const ap of onFirst) {
      const record = (await records(scaled.projectId, 'accessPoints')).find((r) => r.name === ap.name)!;
      const location = record.location as { floorPlanId: string; coord: { x: number; y: number } };
      expect(location.floorPlanId).toBe(firstPlan.id);
      expect(location.coord.x * metersPerPixel).toBeCloseTo(ap.xM, 1);
      expect(location.coord.y * metersPerPixel).toBeCloseTo(ap.yM, 1);
    }
    // A sync finds the first floor's APs where the import put them (by their map pixels): nothing to add, move or
    // remove; the two APs the import left out stay out.
    for (const projectId of [scaled.projectId, plain.projectId]) {
      const sync = await t.call('POST', `${ROOT}/connections/${connection.id}/sync/preview`, {
        session: admin,
        body: { projectId, siteId: hq.id },
      });
      expect(sync.statusCode).toBe(200);
      expect(sync.json()).toMatchObject({ added: [], moved: [], removed: [] });
    }
    expect(mock.violations()).toEqual([]);
  });

  it('Mist: a token scoped to one site (site admin) is accepted and lists that site', async () => {
    const { mock, connection, sites, hq } = await connect('MIST', 'siteAdmin');
    expect(connection.accountName).toBe(`${CONTROLLER_SCENARIO.site.orgName} / ${CONTROLLER_SCENARIO.site.name}`);
    expect(sites).toEqual([{ id: hq.id, name: CONTROLLER_SCENARIO.site.name, path: [CONTROLLER_SCENARIO.site.orgName] }]);
    const imported = await t.call('POST', `${ROOT}/connections/${connection.id}/sites/${hq.id}/import`, { session: admin, body: {} });
    expect(imported.statusCode).toBe(200);
    expect(imported.json()).toMatchObject({
      floorCount: 2,
      accessPointCount: CONTROLLER_SCENARIO.scenarios.siteAdmin.length,
      unplacedCount: 0,
    });
    // The organisation's site list is not asked for: a site admin may not read it.
    expect(mock.requests().some((r) => r.includes('/orgs/'))).toBe(false);
    expect(mock.violations()).toEqual([]);
  });
});
