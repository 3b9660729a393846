import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTROLLER_SCENARIO, startVendorMock, type VendorMock } from '@airscope/test-data/controllers';
import { createTestApp, DATABASE_KINDS, type TestApp, type TestSession } from '../../testing/test-app.ts';

const ROOT = '/insightapi/v1/vendorIntegration';
const VENDORS = ['MERAKI', 'MIST'] as const;
type Rec = Record<string, unknown> & { id: string };

// Issue 17 against the vendors' mocks (generated from their published OpenAPI documents, every request checked).
describe.each(DATABASE_KINDS.flatMap((kind) => VENDORS.map((vendor) => [kind, vendor] as const)))(
  'controller integrations (%s, %s)',
  (kind, vendor) => {
    let t: TestApp;
    let mock: VendorMock;
    let admin: TestSession;
    let member: TestSession;
    let connectionId: string;
    let projectId: string;
    const log: string[] = [];
    const key = () => mock.credentials.apiKey!;

    const records = async (collection: string): Promise<Rec[]> =>
      (
        await t.db
          .selectFrom('project_records')
          .select('data')
          .where('project_id', '=', projectId)
          .where('collection', '=', collection)
          .where('deleted', '=', false)
          .execute()
      ).map((row) => row.data as Rec);

    /** Where each AP stands in metres, by name, as the project holds it. */
    async function positions(): Promise<Record<string, { floor: string; x: number; y: number }>> {
      const plans = new Map((await records('floorPlans')).map((plan) => [plan.id, plan]));
      const out: Record<string, { floor: string; x: number; y: number }> = {};
      for (const ap of await records('accessPoints')) {
        const location = ap.location as { floorPlanId: string; coord: { x: number; y: number } };
        const plan = plans.get(location.floorPlanId)!;
        const mpu = plan.metersPerUnit as number;
        out[ap.name as string] = { floor: plan.name as string, x: location.coord.x * mpu, y: location.coord.y * mpu };
      }
      return out;
    }

    function expectScenario(actual: Record<string, { floor: string; x: number; y: number }>, scenario: 'base' | 'moved') {
      const aps = CONTROLLER_SCENARIO.scenarios[scenario];
      expect(Object.keys(actual).sort()).toEqual(aps.map((ap) => ap.name).sort());
      for (const ap of aps) {
        const floor = CONTROLLER_SCENARIO.floors.find((f) => f.key === ap.floor)!;
        expect(actual[ap.name]!.floor).toBe(floor.name);
        expect(actual[ap.name]!.x).toBeCloseTo(ap.xM, 1);
        expect(actual[ap.name]!.y).toBeCloseTo(ap.yM, 1);
      }
    }

    beforeAll(async () => {
      const stream = new PassThrough();
      stream.on('data', (chunk: Buffer) => log.push(chunk.toString('utf8')));
      // The mocks listen on http://127.0.0.1, which docs/security.md I2 refuses unless the operator allows it.
      t = await createTestApp(kind, { logStream: stream, env: { CONTROLLER_ALLOWED_HOSTS: '127.0.0.1' } });
      mock = await startVendorMock(vendor, 'base');
      admin = await t.signIn('admin@airscope.test');
      member = await t.signIn('user@airscope.test');
    }, 60_000);
    afterAll(async () => {
      await mock?.close();
      await t?.close();
    });

    const body = (apiKey: string) => ({ vendor, name: `${vendor} HQ`, baseUrl: mock.baseUrl, apiKey });

    it('refuses a wrong key in the vendor client’s words and keeps nothing', async () => {
      const refused = await t.call('POST', `${ROOT}/connections`, { session: admin, body: body('not-the-key') });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toMatch(/^The key was refused by (Meraki|Mist)$/);
      expect((await t.call('GET', `${ROOT}/connections`, { session: admin })).json()).toEqual([]);
    });

    it('lets only org admins add an organisation connection', async () => {
      expect((await t.call('POST', `${ROOT}/connections`, { body: body(key()) })).statusCode).toBe(401);
      expect((await t.call('POST', `${ROOT}/connections`, { session: member, body: body(key()) })).statusCode).toBe(403);
    });

    it('saves a checked key, never answers it, and holds it only as ciphertext', async () => {
      const created = await t.call('POST', `${ROOT}/connections`, { session: admin, body: body(key()) });
      expect(created.statusCode).toBe(200);
      expect(created.json()).toMatchObject({ vendor, accountName: CONTROLLER_SCENARIO.site.orgName, canManage: true, lastSync: null });
      connectionId = created.json().id;
      const answers = [
        created.body,
        (await t.call('GET', `${ROOT}/connections`, { session: admin })).body,
        (await t.call('GET', `${ROOT}/connections`, { session: member })).body,
        (await t.call('POST', `${ROOT}/connections/${connectionId}/test`, { session: admin })).body,
        (await t.call('PUT', `${ROOT}/connections/${connectionId}`, { session: admin, body: { name: `${vendor} head office` } })).body,
      ];
      for (const answer of answers) expect(answer).not.toContain(key());
      expect(JSON.parse(answers[3]!)).toEqual({ ok: true, accountName: CONTROLLER_SCENARIO.site.orgName, error: null });
      const row = await t.db.selectFrom('controller_connections').selectAll().where('id', '=', connectionId).executeTakeFirstOrThrow();
      expect(row.name).toBe(`${vendor} head office`);
      expect(JSON.stringify(row)).not.toContain(key());
      expect(row.credentials).toMatch(/^[A-Za-z0-9+/=]+\.[A-Za-z0-9+/=]+\.[A-Za-z0-9+/=]+$/);
      // A member sees and uses the connection but may not manage it.
      expect((await t.call('GET', `${ROOT}/connections`, { session: member })).json()[0].canManage).toBe(false);
      expect((await t.call('POST', `${ROOT}/connections/${connectionId}/test`, { session: member })).statusCode).toBe(403);
    });

    it('imports a site as a new project with its floors, maps to scale and APs where the controller has them', async () => {
      const sites = (await t.call('GET', `${ROOT}/connections/${connectionId}/sites`, { session: admin })).json();
      const hq = sites.find((site: { name: string }) => site.name === CONTROLLER_SCENARIO.site.name);
      expect(sites.map((site: { name: string }) => site.name).sort()).toEqual(
        [CONTROLLER_SCENARIO.site.name, CONTROLLER_SCENARIO.otherSite.name].sort(),
      );
      const imported = await t.call('POST', `${ROOT}/connections/${connectionId}/sites/${hq.id}/import`, { session: admin, body: {} });
      expect(imported.statusCode).toBe(200);
      projectId = imported.json().projectId;
      expect(imported.json()).toMatchObject({ floorCount: 2, accessPointCount: CONTROLLER_SCENARIO.scenarios.base.length });
      const plans = await records('floorPlans');
      for (const floor of CONTROLLER_SCENARIO.floors) {
        const plan = plans.find((p) => p.name === floor.name)!;
        expect((plan.width as number) * (plan.metersPerUnit as number)).toBeCloseTo(floor.widthM, 3);
        expect((plan.height as number) * (plan.metersPerUnit as number)).toBeCloseTo(floor.heightM, 1);
      }
      expectScenario(await positions(), 'base');
      const aps = await records('accessPoints');
      const radios = await records('simulatedRadios');
      for (const ap of CONTROLLER_SCENARIO.scenarios.base) {
        const record = aps.find((r) => r.name === ap.name)!;
        expect(record.mac).toBe(ap.mac);
        const own = radios.filter((r) => r.accessPointId === record.id);
        expect(own.map((r) => r.channel).sort()).toEqual([[ap.ch24], [ap.ch5]].sort());
        expect(own.map((r) => r.transmitPower).sort()).toEqual([ap.pw24, ap.pw5].sort());
      }
      // A normal project: the project list has it, its floor plans open, and it exports as .esx.
      const list = (await t.call('GET', '/projectapi/v1/projects', { session: admin })).json();
      expect(
        list.some((p: { projectId: string; name: string }) => p.projectId === projectId && p.name === CONTROLLER_SCENARIO.site.name),
      ).toBe(true);
      const floorRows = await t.db
        .selectFrom('project_floor_plans')
        .select(['name', 'image_id'])
        .where('project_id', '=', projectId)
        .execute();
      expect(floorRows.map((f) => f.name).sort()).toEqual(CONTROLLER_SCENARIO.floors.map((f) => f.name).sort());
    });

    it('previews one moved and one removed AP after the controller changed, applies them in one save, and takes it back', async () => {
      mock.setScenario('moved');
      const target = {
        projectId,
        siteId: (
          await t.db.selectFrom('controller_project_links').select('site_id').where('project_id', '=', projectId).executeTakeFirstOrThrow()
        ).site_id,
      };
      const preview = (await t.call('POST', `${ROOT}/connections/${connectionId}/sync/preview`, { session: admin, body: target })).json();
      const base = CONTROLLER_SCENARIO.scenarios.base;
      const moved = CONTROLLER_SCENARIO.scenarios.moved;
      const movedAp = moved.find((ap) => {
        const was = base.find((b) => b.mac === ap.mac)!;
        return was.xM !== ap.xM || was.yM !== ap.yM;
      })!;
      const wasAt = base.find((b) => b.mac === movedAp.mac)!;
      const gone = base.filter((b) => !moved.some((m) => m.mac === b.mac));
      expect(preview.added).toEqual([]);
      expect(preview.moved.map((ap: { name: string }) => ap.name)).toEqual([movedAp.name]);
      expect(preview.moved[0].distanceM).toBeCloseTo(Math.hypot(movedAp.xM - wasAt.xM, movedAp.yM - wasAt.yM), 1);
      expect(preview.removed.map((ap: { name: string }) => ap.name)).toEqual(gone.map((ap) => ap.name));

      const stale = await t.call('POST', `${ROOT}/connections/${connectionId}/sync`, {
        session: admin,
        body: { ...target, baseVersion: preview.projectVersion - 1 },
      });
      expect(stale.statusCode).toBe(409);
      const applied = await t.call('POST', `${ROOT}/connections/${connectionId}/sync`, {
        session: admin,
        body: { ...target, baseVersion: preview.projectVersion },
      });
      expect(applied.statusCode).toBe(200);
      expect(applied.json().projectVersion).toBe(preview.projectVersion + 1);
      expect(applied.json().run).toMatchObject({
        status: 'SUCCEEDED',
        trigger: 'MANUAL',
        added: 0,
        moved: 1,
        removed: gone.length,
        canUndo: true,
      });
      expectScenario(await positions(), 'moved');
      const apIds = new Set((await records('accessPoints')).map((ap) => ap.id));
      expect((await records('simulatedRadios')).every((radio) => apIds.has(radio.accessPointId as string))).toBe(true);
      const again = (await t.call('POST', `${ROOT}/connections/${connectionId}/sync/preview`, { session: admin, body: target })).json();
      expect([again.added.length, again.moved.length, again.removed.length]).toEqual([0, 0, 0]);
      const last = (await t.call('GET', `${ROOT}/connections/${connectionId}/sync-runs/latest`, { session: admin })).json();
      expect(last).toMatchObject({ id: applied.json().run.id, moved: 1, canUndo: true });

      const undone = await t.call('POST', `${ROOT}/sync-runs/${last.id}/undo`, { session: admin });
      expect(undone.statusCode).toBe(200);
      expectScenario(await positions(), 'base');
      expect((await t.call('POST', `${ROOT}/sync-runs/${last.id}/undo`, { session: admin })).statusCode).toBe(400);
    });

    it('sent only requests the vendor document allows, and logged no key', () => {
      expect(mock.violations()).toEqual([]);
      expect(log.join('')).not.toContain(key());
    });

    it('deletes the connection with its key; the imported project stays', async () => {
      expect((await t.call('DELETE', `${ROOT}/connections/${connectionId}`, { session: member })).statusCode).toBe(403);
      expect((await t.call('DELETE', `${ROOT}/connections/${connectionId}`, { session: admin })).statusCode).toBe(204);
      expect(
        await t.db.selectFrom('controller_connections').select('id').where('id', '=', connectionId).executeTakeFirst(),
      ).toBeUndefined();
      expect(await t.db.selectFrom('projects').select('id').where('id', '=', projectId).executeTakeFirst()).toBeDefined();
    });
  },
);
