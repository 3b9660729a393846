import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp, type TestSession } from '../../testing/test-app.ts';
import { createReachSumsRepository } from './reach-sums.repository.ts';
import type { Reach } from './insights-reach.ts';

const ids = {
  measured: 'a0000000-0000-4000-8000-000000000001',
  simulated: 'a0000000-0000-4000-8000-000000000002',
  skipped: 'a0000000-0000-4000-8000-000000000003',
  hybrid: 'a0000000-0000-4000-8000-000000000004',
};

// The per-user sums are kept by trigger through every kind of write; each check compares them with the same
// totals counted from the event and device rows themselves.
describe.each(DATABASE_KINDS)('insights sums over every project in reach (%s)', (kind) => {
  let t: TestApp;
  let owner: TestSession;
  let other: TestSession;
  const get = async (url: string, session: TestSession = owner) => {
    const response = await t.call('GET', url, { session });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  /** Totals counted from the rows: members only, statuses and design types as the lists show them. */
  async function counted(userId: string, includeDesign: boolean) {
    const reach = sql`join projects p on p.id = t.project_id join project_users me on me.project_id = p.id and me.user_id = ${userId}
      where p.status not in ('SKIP_COMPUTATION', 'DELETE_REQUESTED')
        and (${includeDesign} or p.project_type not in ('SIMULATED', 'BROWNFIELD_PLAN', 'GREENFIELD_PLAN'))`;
    const events = (
      await sql<{ n: string; duration: number | null; distance: number | null; aps: string | null; first: Date | null; last: Date | null }>`
      select count(*) as n, sum(t.duration_seconds) as duration, sum(t.distance_meters) as distance, sum(t.discovered_aps) as aps,
        min(t.started_at) as first, max(t.started_at) as last from insight_survey_events t ${reach}`.execute(t.db)
    ).rows[0]!;
    const vendors = (
      await sql<{ vendor: string; rows: string; devices: string }>`
      select t.vendor, count(*) as rows, sum(t.device_count) as devices from insight_device_counts t ${reach}
      group by t.vendor order by 3 desc, 1 asc`.execute(t.db)
    ).rows;
    return {
      n: Number(events.n),
      duration: Number(events.duration ?? 0),
      distance: Number(events.distance ?? 0),
      aps: Number(events.aps ?? 0),
      first: events.first ? new Date(events.first).toISOString() : null,
      last: events.last ? new Date(events.last).toISOString() : null,
      vendors: vendors.map((v) => ({ vendor: v.vendor, rows: Number(v.rows), devices: Number(v.devices) })),
    };
  }

  /** The kept sums for the user, with and without design projects, equal the counted ones. */
  async function expectKeptEqualCounted(userId: string) {
    const repository = createReachSumsRepository(t.db);
    for (const includeDesign of [true, false]) {
      const reach: Reach = { userId, guestProjectId: null, includeDesign };
      const expected = await counted(userId, includeDesign);
      const events = await repository.events(reach);
      const days = await repository.days(reach);
      expect({
        n: events.n,
        aps: events.aps,
        first: days.first ? new Date(days.first).toISOString() : null,
        last: days.last ? new Date(days.last).toISOString() : null,
      }).toEqual({ n: expected.n, aps: expected.aps, first: expected.first, last: expected.last });
      expect(events.duration).toBeCloseTo(expected.duration, 6);
      expect(events.distance).toBeCloseTo(expected.distance, 6);
      expect(await repository.vendors(reach)).toEqual(expected.vendors);
    }
  }

  /** What the refresh job keeps per project: the state row the event triggers fill in. */
  async function addEvents(projectId: string, from: number, count: number, day: string) {
    await sql`insert into insight_survey_events (project_id, survey_id, floor_plan_row_id, floor_plan_name, started_at, created_by, duration_seconds, distance_meters, discovered_aps)
      select ${projectId}::uuid, 'survey-' || g, null, 'Floor ' || (g % 2), ${day}::timestamptz + (g || ' hours')::interval, 'surveyor' || (g % 3) || '@example.test',
        60.1 * g, 0.1 * g, g % 7 from generate_series(${from}::int, ${from + count - 1}::int) g`.execute(t.db);
  }

  async function addDevices(projectId: string, vendors: string[], count: number) {
    for (const [i, vendor] of vendors.entries()) {
      await sql`insert into insight_device_counts (project_id, floor_plan_row_id, ap_name, vendor, model, wifi_generation, radio_count, channel_and_power, height, installation, device_count)
        values (${projectId}, null, ${`AP-${i}`}, ${vendor}, 'M', 'Wi-Fi 6', 2, '36', 2.7, 'CEILING', ${count + i})`.execute(t.db);
    }
  }

  beforeAll(async () => {
    t = await createTestApp(kind, { env: { INSIGHTS_ANSWER_CACHE: 'false', FEATURE_FLAGS: 'designProject=true' } });
    owner = await t.signIn('user@airscope.test');
    other = await t.signIn('admin@airscope.test');
    const types = {
      measured: ['MEASURED', 'COMPLETED'],
      simulated: ['SIMULATED', 'COMPLETED'],
      skipped: ['MEASURED', 'SKIP_COMPUTATION'],
      hybrid: ['HYBRID', 'COMPLETED'],
    } as const;
    for (const [key, id] of Object.entries(ids)) {
      const [type, status] = types[key as keyof typeof ids];
      await sql`insert into projects (id, owner_id, name, project_type, status, created_at, updated_at) values (${id}, ${owner.userId}, ${`Reach ${key}`}, ${type}, ${status}, now(), now())`.execute(
        t.db,
      );
      await sql`insert into project_users (project_id, user_id, role) values (${id}, ${owner.userId}, 'OWNER')`.execute(t.db);
      await sql`insert into insight_project_state (project_id, computed_version, computed_at) values (${id}, 1, now())`.execute(t.db);
    }
    await addEvents(ids.measured, 1, 20, '2026-02-01');
    await addEvents(ids.simulated, 100, 10, '2025-12-01');
    await addEvents(ids.skipped, 200, 5, '2024-01-01');
    await addEvents(ids.hybrid, 300, 7, '2026-05-01');
    await addDevices(ids.measured, ['Aruba', 'Cisco'], 3);
    await addDevices(ids.simulated, ['Cisco', 'Ruckus', 'Ruckus'], 40);
    await addDevices(ids.skipped, ['Zyxel'], 500);
    await addDevices(ids.hybrid, ['Aruba'], 4);
  }, 180_000);
  afterAll(() => t?.close());

  it('answers the all-projects survey totals, count, days and device totals from the kept sums, as counted from the rows', async () => {
    const expected = await counted(owner.userId, true);
    const totals = await get('/insightapi/v1/surveyEvents/totals');
    expect(totals.discoveredAps).toBe(expected.aps);
    expect(totals.durationSeconds).toBeCloseTo(expected.duration, 6);
    expect(totals.distanceMeters).toBeCloseTo(expected.distance, 6);
    expect((await get('/insightapi/v1/surveyEvents?size=5')).totalElements).toBe(expected.n);
    expect(await get('/insightapi/v1/surveyDateRange')).toEqual({
      startDate: expected.first!.slice(0, 10),
      endDate: expected.last!.slice(0, 10),
    });
    // The simulated project's 40 + 41 + 42 Ruckus-or-Cisco devices make Ruckus the most common; the skipped project's Zyxels never count.
    expect(await get('/insightapi/v1/deviceCounts/totals')).toEqual({
      totalDeviceCount: expected.vendors.reduce((s, v) => s + v.devices, 0),
      mostCommonVendor: 'Ruckus',
    });
    expect((await get('/insightapi/v1/deviceCounts?size=5')).totalElements).toBe(6);
    expect(await get('/insightapi/v1/surveyEvents/totals', other)).toEqual({ durationSeconds: 0, distanceMeters: 0, discoveredAps: 0 });
    await expectKeptEqualCounted(owner.userId);
  });

  it('stays right after survey rows are inserted, updated and deleted', async () => {
    await addEvents(ids.measured, 1000, 30, '2026-07-01');
    await expectKeptEqualCounted(owner.userId);
    await sql`update insight_survey_events set duration_seconds = duration_seconds + 0.3, discovered_aps = discovered_aps + 2 where project_id in (${ids.measured}, ${ids.hybrid}) and survey_id like 'survey-1%'`.execute(
      t.db,
    );
    await expectKeptEqualCounted(owner.userId);
    await sql`delete from insight_survey_events where project_id = ${ids.measured} and started_at >= '2026-07-01'`.execute(t.db);
    await expectKeptEqualCounted(owner.userId);
    // The last survey of the measured project went with those rows: the date range ends earlier again.
    expect((await get('/insightapi/v1/surveyDateRange')).endDate).toBe((await counted(owner.userId, true)).last!.slice(0, 10));
  });

  it('stays right after device rows are inserted, updated and deleted', async () => {
    await addDevices(ids.hybrid, ['Zyxel', 'Cisco'], 9);
    await expectKeptEqualCounted(owner.userId);
    await sql`update insight_device_counts set device_count = device_count + 100 where project_id = ${ids.measured} and vendor = 'Aruba'`.execute(
      t.db,
    );
    await expectKeptEqualCounted(owner.userId);
    expect((await get('/insightapi/v1/deviceCounts/totals')).mostCommonVendor).toBe('Aruba');
    await sql`delete from insight_device_counts where project_id = ${ids.simulated} and vendor = 'Ruckus'`.execute(t.db);
    await expectKeptEqualCounted(owner.userId);
  });

  it('follows memberships, statuses and project types', async () => {
    await sql`insert into project_users (project_id, user_id, role) values (${ids.measured}, ${other.userId}, 'READ_USER'), (${ids.skipped}, ${other.userId}, 'READ_USER')`.execute(
      t.db,
    );
    await expectKeptEqualCounted(other.userId);
    expect((await get('/insightapi/v1/surveyEvents?size=5', other)).totalElements).toBe((await counted(other.userId, true)).n);
    await sql`update projects set status = 'COMPLETED' where id = ${ids.skipped}`.execute(t.db);
    await expectKeptEqualCounted(other.userId);
    await expectKeptEqualCounted(owner.userId);
    await sql`update projects set project_type = 'GREENFIELD_PLAN' where id = ${ids.measured}`.execute(t.db);
    await expectKeptEqualCounted(other.userId);
    await sql`update projects set name = 'Renamed', project_type = 'MEASURED', status = 'DELETE_REQUESTED' where id = ${ids.hybrid}`.execute(
      t.db,
    );
    await expectKeptEqualCounted(owner.userId);
    await sql`update project_users set role = 'WRITE_USER' where user_id = ${other.userId}`.execute(t.db);
    await sql`delete from project_users where project_id = ${ids.measured} and user_id = ${other.userId}`.execute(t.db);
    await expectKeptEqualCounted(other.userId);
    await expectKeptEqualCounted(owner.userId);
  });

  it('drops a removed project from every member, and its sums with it', async () => {
    await sql`insert into project_users (project_id, user_id, role) values (${ids.simulated}, ${other.userId}, 'READ_USER')`.execute(t.db);
    await expectKeptEqualCounted(other.userId);
    await sql`delete from projects where id = ${ids.simulated}`.execute(t.db);
    await expectKeptEqualCounted(owner.userId);
    await expectKeptEqualCounted(other.userId);
    const totals = await get('/insightapi/v1/deviceCounts/totals');
    expect(totals.totalDeviceCount).toBe((await counted(owner.userId, true)).vendors.reduce((s, v) => s + v.devices, 0));
  });

  it('keeps a secure-sharing guest to its one project', async () => {
    const guest: Reach = { userId: other.userId, guestProjectId: ids.skipped, includeDesign: true };
    const repository = createReachSumsRepository(t.db);
    const own = (await sql<{ n: string }>`select count(*) as n from insight_survey_events where project_id = ${ids.skipped}`.execute(t.db))
      .rows[0]!;
    expect((await repository.events(guest)).n).toBe(Number(own.n));
    expect(await repository.vendors(guest)).toEqual([{ vendor: 'Zyxel', rows: 1, devices: 500 }]);
  });
});
