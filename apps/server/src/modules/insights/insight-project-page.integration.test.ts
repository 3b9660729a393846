import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeProjectPlaces } from '@airscope/contracts';
import { createTestApp, DATABASE_KINDS, type TestApp, type TestSession } from '../../testing/test-app.ts';

interface Listed {
  content: Array<{ id: string; name: string; geolocation: { latitude: number; longitude: number } | null }>;
  totalPages: number;
  totalElements: number;
}

/** A project of the caller with a name, city, place and update time; the list reads only the project and membership. */
async function insertProject(
  t: TestApp,
  ownerId: string,
  p: { name: string; city: string | null; at: string; place?: [number, number] | null; status?: string; type?: string },
) {
  const id = crypto.randomUUID();
  const [latitude, longitude] = p.place === null ? [null, null] : (p.place ?? [60, 25]);
  await sql`insert into projects (id, owner_id, name, project_type, status, project_version, country, city, latitude, longitude, created_at, updated_at)
    values (${id}, ${ownerId}, ${p.name}, ${p.type ?? 'MEASURED'}, ${p.status ?? 'COMPLETED'}, 1, 'Finland', ${p.city}, ${latitude}, ${longitude},
      ${p.at}::timestamptz, ${p.at}::timestamptz)`.execute(t.db);
  await sql`insert into project_users (project_id, user_id, role) values (${id}, ${ownerId}, 'OWNER')`.execute(t.db);
  return id;
}

describe.each(DATABASE_KINDS)('the paged insights project list (%s)', (kind) => {
  let t: TestApp;
  let me: TestSession;
  let ids: Record<string, string>;
  const list = async (query = '', session: TestSession = me): Promise<Listed> => {
    const response = await t.call('GET', `/insightapi/v1/projects${query}`, { session });
    expect(response.statusCode, query).toBe(200);
    return response.json();
  };
  const names = (page: Listed) => page.content.map((p) => p.name);

  beforeAll(async () => {
    t = await createTestApp(kind, { env: { FEATURE_FLAGS: 'designProject=false' } });
    me = await t.signIn('user@airscope.test');
    const { id: userId } = await t.db.selectFrom('users').select('id').where('email', '=', 'user@airscope.test').executeTakeFirstOrThrow();
    ids = {};
    const add = async (name: string, p: Omit<Parameters<typeof insertProject>[2], 'name'>) => {
      ids[name] = await insertProject(t, userId, { name, ...p });
    };
    await add('Site 9', { city: 'Oulu', at: '2026-01-09T00:00:00Z', place: [65, 25.5] });
    await add('Site 10', { city: 'espoo', at: '2026-01-10T00:00:00Z', place: [60.2, 24.6] });
    await add('site 100', { city: null, at: '2026-01-01T00:00:00Z', place: null });
    await add('Alpha', { city: 'Oulu', at: '2026-01-05T00:00:00Z', place: [65.01, 25.47] });
    await add('Pending', { city: 'Abo', at: '2026-03-01T00:00:00Z', status: 'DELETE_REQUESTED' });
    await add('Simulated', { city: 'Turku', at: '2026-02-01T00:00:00Z', type: 'SIMULATED' });
  }, 180_000);
  afterAll(() => t?.close());

  it('answers the first page in the order the list always had, with the count of every project in reach', async () => {
    const first = await list('?size=2');
    expect(names(first)).toEqual(['Site 10', 'Site 9']);
    expect(first).toMatchObject({ totalElements: 4, totalPages: 2 });
    expect(names(await list('?size=2&page=1'))).toEqual(['Alpha', 'site 100']);
    expect(names(await list('?size=2&page=2'))).toEqual([]);
    // The default page size is the tables' five.
    expect(names(await list())).toEqual(['Site 10', 'Site 9', 'Alpha', 'site 100']);
  });

  it('sorts by a column both ways, numbers as people read them, empty values last, ties by the next key', async () => {
    expect(names(await list('?sort=name,asc'))).toEqual(['Alpha', 'Site 9', 'Site 10', 'site 100']);
    expect(names(await list('?sort=name,desc'))).toEqual(['site 100', 'Site 10', 'Site 9', 'Alpha']);
    expect(names(await list('?sort=city,asc;name,asc'))).toEqual(['Site 10', 'Alpha', 'Site 9', 'site 100']);
    expect(names(await list('?sort=city,desc;name,asc'))).toEqual(['Alpha', 'Site 9', 'Site 10', 'site 100']);
    expect(names(await list('?sort=city,desc;name,desc'))).toEqual(['Site 9', 'Alpha', 'Site 10', 'site 100']);
    // An unknown column falls back to the default order.
    expect(names(await list('?sort=constructor,asc'))).toEqual(['Site 10', 'Site 9', 'Alpha', 'site 100']);
  });

  it('keeps the projects inside the box drawn on the map, and counts only those', async () => {
    const oulu = await list('?minLatitude=64&maxLatitude=66&minLongitude=25&maxLongitude=26');
    expect(names(oulu)).toEqual(['Site 9', 'Alpha']);
    expect(oulu.totalElements).toBe(2);
    expect((await list('?minLatitude=-90&maxLatitude=90&minLongitude=-180&maxLongitude=180')).totalElements).toBe(3);
    expect((await t.call('GET', '/insightapi/v1/projects?minLatitude=91', { session: me })).statusCode).toBe(400);
  });

  it('searches by trigram-indexed text and counts the matches', async () => {
    const found = await list('?query=%20SITE%201');
    expect(names(found)).toEqual(['Site 10', 'site 100']);
    expect(found.totalElements).toBe(2);
    expect((await list('?query=oulu&size=1')).totalElements).toBe(2);
  });

  it('tells the map where every matching project is', async () => {
    const places = decodeProjectPlaces((await t.call('GET', '/insightapi/v1/projectPlaces', { session: me })).json());
    const at = Object.fromEntries(places.map((place) => [place.id, [place.latitude, place.longitude]]));
    expect(at).toEqual({ [ids['Site 9']!]: [65, 25.5], [ids['Site 10']!]: [60.2, 24.6], [ids.Alpha!]: [65.01, 25.47] });
    const searched = (await t.call('GET', '/insightapi/v1/projectPlaces?query=alp', { session: me })).json();
    expect(searched).toEqual({ count: 1, ids: ids.Alpha!.replaceAll('-', ''), positions: '6501000,2547000' });
  });

  it('keeps the count of projects in reach as statuses, types, memberships and projects change', async () => {
    const total = async () => (await list('?size=1')).totalElements;
    expect(await total()).toBe(4);
    await sql`update projects set status = 'SKIP_COMPUTATION' where id = ${ids.Alpha}`.execute(t.db);
    expect(await total()).toBe(3);
    await sql`update projects set status = 'COMPLETED' where id in (${ids.Alpha}, ${ids.Pending})`.execute(t.db);
    expect(await total()).toBe(5);
    // With the design-project flag off a simulated project is not listed, nor counted.
    await sql`update projects set project_type = 'SIMULATED' where id = ${ids.Pending}`.execute(t.db);
    expect(await total()).toBe(4);
    await sql`update projects set project_type = 'MEASURED' where id = ${ids.Simulated}`.execute(t.db);
    expect(await total()).toBe(5);
    await sql`delete from project_users where project_id = ${ids['Site 9']}`.execute(t.db);
    expect(await total()).toBe(4);
    await sql`delete from projects where id = ${ids['Site 10']}`.execute(t.db);
    expect(await total()).toBe(3);
    // The kept count agrees with counting the rows (a box around the world takes the counting path).
    const counted = await list('?size=1&minLatitude=-90&maxLatitude=90&minLongitude=-180&maxLongitude=180');
    const unplaced = (await list('?size=50')).content.filter((project) => project.geolocation === null);
    expect(names({ ...counted, content: unplaced })).toEqual(['site 100']);
    expect(counted.totalElements + unplaced.length).toBe(await total());
  });

  it("keeps each member's map places as positions, statuses, types, memberships and projects change", async () => {
    const text = (rows: Array<{ id: string; latitude: number; longitude: number }>) =>
      rows.map((r) => `${r.id} ${r.latitude} ${r.longitude}`).sort();
    const kept = async () => text(decodeProjectPlaces((await t.call('GET', '/insightapi/v1/projectPlaces', { session: me })).json()));
    // What a fresh join of the projects and memberships says (the rule the kept rows follow).
    const fresh = async () =>
      text(
        (
          await sql<{ id: string; latitude: number; longitude: number }>`select p.id, p.latitude, p.longitude from projects p
            join project_users me on me.project_id = p.id and me.user_id = ${me.userId}
            where p.status not in ('SKIP_COMPUTATION', 'DELETE_REQUESTED') and p.project_type not in ('SIMULATED', 'BROWNFIELD_PLAN', 'GREENFIELD_PLAN')
              and p.latitude is not null and p.longitude is not null`.execute(t.db)
        ).rows,
      );
    const changes = [
      sql`update projects set latitude = 1.5, longitude = -2.25 where id = ${ids.Alpha}`,
      sql`update projects set latitude = null where id = ${ids.Pending}`,
      sql`update projects set status = 'DELETE_REQUESTED' where id = ${ids.Alpha}`,
      sql`update projects set status = 'COMPLETED', project_type = 'SIMULATED' where id = ${ids.Alpha}`,
      sql`update projects set project_type = 'HYBRID' where id = ${ids.Alpha}`,
      sql`insert into project_users (project_id, user_id, role) values (${ids['Site 9']}, ${me.userId}, 'READ_USER')`,
      sql`update project_users set role = 'OWNER' where project_id = ${ids['Site 9']}`,
      sql`update projects set project_version = project_version + 1`,
      sql`delete from project_users where project_id = ${ids.Alpha}`,
      sql`delete from projects where id = ${ids.Simulated}`,
    ];
    expect(await kept()).toEqual(await fresh());
    for (const change of changes) {
      await change.execute(t.db);
      expect(await kept()).toEqual(await fresh());
    }
    expect(await kept()).toEqual([`${ids['Site 9']} 65 25.5`]);
  });
});
