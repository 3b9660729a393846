import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp, type TestSession } from '../../testing/test-app.ts';
import { insertInsightFixture } from './insight-fixture-testing.ts';

describe.each(DATABASE_KINDS)('insights searches, paging and empty answers (%s)', (kind) => {
  let t: TestApp;
  let me: TestSession;
  let harbour: { id: string; floorRowIds: number[] };
  const get = async (url: string) => {
    const response = await t.call('GET', url, { session: me });
    expect(response.statusCode, url).toBe(200);
    return response.json();
  };
  const names = (list: Array<{ name: string }>) => list.map((p) => p.name).sort();

  beforeAll(async () => {
    t = await createTestApp(kind);
    me = await t.signIn('user@airscope.test');
    harbour = await insertInsightFixture(t, me.userId, {
      name: 'Harbour Warehouse',
      country: 'Finland',
      city: 'Helsinki',
      tags: ['Logistics'],
      floors: ['Dock level', 'Office 100%'],
      events: [
        { floor: 0, at: '2026-03-01T08:00:00Z', by: 'alice@example.test', metres: 120 },
        { floor: 1, at: '2026-03-02T08:00:00Z', by: 'bob@example.test', metres: 40 },
        { floor: 0, at: '2026-03-05T23:30:00Z', by: 'alice@example.test', metres: 75 },
      ],
      devices: [
        { vendor: 'Cisco', generation: 'Wi-Fi 6', count: 12 },
        { vendor: 'Aruba', generation: 'Wi-Fi 7', count: 3 },
      ],
    });
    await insertInsightFixture(t, me.userId, {
      name: 'Lakeside School',
      country: 'Sweden',
      city: 'Uppsala',
      tags: ['Education', 'O"Hara \\ Trust'],
      floors: ['Gym'],
      events: [{ floor: 0, at: '2026-04-10T10:00:00Z', by: 'carol@example.test', metres: 10 }],
      devices: [{ vendor: 'Cisco', generation: 'Wi-Fi 5', count: 120 }],
    });
    await insertInsightFixture(t, me.userId, {
      name: 'Skipped Depot',
      country: 'Finland',
      city: 'Oulu',
      status: 'SKIP_COMPUTATION',
      floors: ['A'],
      devices: [{ vendor: 'Cisco', generation: 'Wi-Fi 6', count: 1 }],
    });
    await insertInsightFixture(t, me.userId, {
      name: 'Deleted Depot',
      country: 'Finland',
      city: 'Turku',
      status: 'DELETE_REQUESTED',
      floors: ['A'],
    });
  }, 180_000);
  afterAll(() => t?.close());

  it('project search matches name, country or city, ignoring case and surrounding spaces', async () => {
    expect(names((await get('/insightapi/v1/projects?query=%20%20HELSINKI%20')).content)).toEqual(['Harbour Warehouse']);
    expect(names((await get('/insightapi/v1/projects?query=sweden')).content)).toEqual(['Lakeside School']);
    expect(names((await get('/insightapi/v1/projects?query=school')).content)).toEqual(['Lakeside School']);
    expect(await get('/insightapi/v1/projects?query=nowhere')).toEqual({ content: [], totalPages: 0, totalElements: 0 });
    expect(names((await get('/insightapi/v1/search?query=%20harbour&tag=LOGISTICS')).projects)).toEqual(['Harbour Warehouse']);
    expect((await get('/insightapi/v1/search?tag=retail')).projects).toEqual([]);
  });

  it('the tag filter matches one whole tag, ignoring case, whatever characters it holds', async () => {
    expect(names((await get('/insightapi/v1/search?tag=%20education')).projects)).toEqual(['Lakeside School']);
    expect(names((await get(`/insightapi/v1/search?tag=${encodeURIComponent('o"hara \\ TRUST')}`)).projects)).toEqual(['Lakeside School']);
    expect((await get('/insightapi/v1/search?tag=educ')).projects).toEqual([]);
    expect((await get('/insightapi/v1/search?query=school&tag=logistics')).projects).toEqual([]);
    expect((await get('/insightapi/v1/search?query=finland&tag=logistics')).projects.map((p: { id: string }) => p.id)).toEqual([
      harbour.id,
    ]);
  });

  it('the search answers one page in the project list order, with how many match (decision 0024 addendum)', async () => {
    const first = await get('/insightapi/v1/search?size=1&sort=name,asc');
    expect({ total: first.totalElements, pages: first.totalPages, names: names(first.projects) }).toEqual({
      total: 2,
      pages: 2,
      names: ['Harbour Warehouse'],
    });
    expect(names((await get('/insightapi/v1/search?size=1&page=1&sort=name,asc')).projects)).toEqual(['Lakeside School']);
    expect(names((await get('/insightapi/v1/search?size=1&sort=name,desc')).projects)).toEqual(['Lakeside School']);
    expect(await get('/insightapi/v1/search?query=nowhere')).toEqual({ projects: [], totalPages: 0, totalElements: 0 });
  });

  it('a search with a tag reads the projects through one index holding both (migration 20261128T1400)', async () => {
    // Few rows here: the planner is kept off sequential scans so it shows which index it would take at scale.
    const plan = await t.db.connection().execute(async (db) => {
      await sql`set enable_seqscan = off`.execute(db);
      try {
        const result = await sql<{ 'QUERY PLAN': string }>`explain select p.id from projects p
          where insight_project_search_text(p.name, p.country, p.city, p.tags) like '%finland%'
            and insight_project_tag_keys(p.tags) @> array['logistics']::text[]`.execute(db);
        return result.rows.map((row) => row['QUERY PLAN']).join('\n');
      } finally {
        await sql`reset enable_seqscan`.execute(db);
      }
    });
    expect(plan).toContain('projects_search_and_tags');
  });

  it('project search text also finds a project by part of one of its tags', async () => {
    expect(names((await get('/insightapi/v1/projects?query=LOGIST')).content)).toEqual(['Harbour Warehouse']);
    expect(names((await get('/insightapi/v1/search?query=gistics')).projects)).toEqual(['Harbour Warehouse']);
    expect((await get('/insightapi/v1/projects?query=retail')).totalElements).toBe(0);
  });

  it('never lists SKIP_COMPUTATION or DELETE_REQUESTED projects, nor their devices', async () => {
    expect(names((await get('/insightapi/v1/projects')).content)).toEqual(['Harbour Warehouse', 'Lakeside School']);
    expect(names((await get('/insightapi/v1/projects?query=depot')).content)).toEqual([]);
    expect((await get('/insightapi/v1/deviceCounts/totals')).totalDeviceCount).toBe(135);
  });

  it('survey search matches the user, the project or the floor name, with wildcards taken literally', async () => {
    const dates = (page: { content: Array<{ createdBy: string }> }) => page.content.map((e) => e.createdBy).sort();
    expect(dates(await get('/insightapi/v1/surveyEvents?query=ALICE'))).toEqual(['alice@example.test', 'alice@example.test']);
    expect(dates(await get('/insightapi/v1/surveyEvents?query=lakeside'))).toEqual(['carol@example.test']);
    expect(dates(await get('/insightapi/v1/surveyEvents?query=%20dock%20'))).toEqual(['alice@example.test', 'alice@example.test']);
    expect(dates(await get('/insightapi/v1/surveyEvents?query=100%25'))).toEqual(['bob@example.test']);
    expect(dates(await get('/insightapi/v1/surveyEvents?query=1_0'))).toEqual([]);
  });

  it('pages and sorts survey events, newest first by default, and sums the totals of what matches', async () => {
    const first = await get('/insightapi/v1/surveyEvents?size=3');
    expect(first.totalPages).toBe(2);
    expect(first.totalElements).toBe(4);
    expect(first.content.map((e: { date: string }) => e.date.slice(0, 10))).toEqual(['2026-04-10', '2026-03-05', '2026-03-02']);
    const second = await get('/insightapi/v1/surveyEvents?size=3&page=1');
    expect(second.content.map((e: { distanceMeters: number }) => e.distanceMeters)).toEqual([120]);
    const byDistance = await get('/insightapi/v1/surveyEvents?size=2&sort=distanceMeters,asc');
    expect(byDistance.content.map((e: { distanceMeters: number }) => e.distanceMeters)).toEqual([10, 40]);
    expect(await get('/insightapi/v1/surveyEvents/totals?query=alice')).toEqual({
      durationSeconds: 120,
      distanceMeters: 195,
      discoveredAps: 6,
    });
  });

  it('filters survey events by an inclusive day range and answers the range of the surveys', async () => {
    const march = await get(`/insightapi/v1/projects/${harbour.id}/surveyEvents?startDate=2026-03-02&endDate=2026-03-05`);
    expect(march.content.map((e: { distanceMeters: number }) => e.distanceMeters)).toEqual([75, 40]);
    expect(await get(`/insightapi/v1/projects/${harbour.id}/surveyDateRange`)).toEqual({ startDate: '2026-03-01', endDate: '2026-03-05' });
    expect(await get('/insightapi/v1/surveyDateRange')).toEqual({ startDate: '2026-03-01', endDate: '2026-04-10' });
  });

  it('device search matches vendor, generation or project, and an all-digit text is an exact count', async () => {
    const counts = (page: { content: Array<{ deviceCount: number }> }) => page.content.map((d) => d.deviceCount).sort((a, b) => a - b);
    expect(counts(await get('/insightapi/v1/deviceCounts?query=12'))).toEqual([12]);
    expect(counts(await get('/insightapi/v1/deviceCounts?query=%2012%20'))).toEqual([12]);
    expect(counts(await get('/insightapi/v1/deviceCounts?query=cisco'))).toEqual([12, 120]);
    expect(counts(await get('/insightapi/v1/deviceCounts?query=WI-FI%207'))).toEqual([3]);
    expect(counts(await get('/insightapi/v1/deviceCounts?query=harbour'))).toEqual([3, 12]);
    expect(await get('/insightapi/v1/deviceCounts/totals?query=cisco')).toEqual({ totalDeviceCount: 132, mostCommonVendor: 'Cisco' });
    expect((await get('/insightapi/v1/deviceCounts')).content[0].deviceCount).toBe(120);
  });

  it('answers empty defaults where nothing was recorded: a floor never surveyed, KPIs never computed', async () => {
    const quiet = await insertInsightFixture(t, me.userId, { name: 'Quiet Annex', country: 'Norway', city: 'Oslo', floors: ['Attic'] });
    const floor = quiet.floorRowIds[0];
    expect(await get(`/insightapi/v1/projects/${quiet.id}/floorPlans/${floor}/surveyEvents`)).toEqual({
      content: [],
      totalPages: 0,
      totalElements: 0,
    });
    expect(await get(`/insightapi/v1/floorPlans/${floor}/surveyEvents/totals`)).toEqual({
      durationSeconds: 0,
      distanceMeters: 0,
      discoveredAps: 0,
    });
    expect(await get(`/insightapi/v1/floorPlans/${floor}/surveyDateRange`)).toEqual({ startDate: null, endDate: null });
    expect(await get(`/insightapi/v1/projects/${quiet.id}/deviceCounts/totals`)).toEqual({ totalDeviceCount: 0, mostCommonVendor: '' });
    expect(await get(`/insightapi/v1/projects/${quiet.id}/dailyKpis/networkHealth`)).toEqual([]);
    const panel = await get(`/insightapi/v1/projects/${quiet.id}/kpis`);
    expect(panel.kpis).toEqual({
      rssi: { value: null, issues: 0 },
      secondaryRssi: { value: null, issues: 0 },
      snr: { value: null, issues: 0 },
      channelInterference: { value: null, issues: 0 },
      networkHealth: { value: null, issues: 0 },
      average: null,
    });
    const floors = await get(`/insightapi/v1/projects/${quiet.id}/floorPlanKpis?query=%20ATTIC`);
    expect(floors.map((f: { floorPlanName: string }) => f.floorPlanName)).toEqual(['Attic']);
    expect(await get(`/insightapi/v1/projects/${quiet.id}/floorPlanKpis?query=cellar`)).toEqual([]);
  });
  it('counts each matching survey once, within a day range or a floor, and forgets events once they are gone', async () => {
    const page = (url: string) => get(url) as Promise<{ totalElements: number; content: Array<{ distanceMeters: number }> }>;
    const distances = (p: { content: Array<{ distanceMeters: number }> }) => p.content.map((e) => e.distanceMeters);
    // "o" is in a user, a project and a floor name of every event: each still counts once.
    expect((await page('/insightapi/v1/surveyEvents?query=o')).totalElements).toBe(4);
    expect(await get('/insightapi/v1/surveyEvents/totals?query=o')).toEqual({
      durationSeconds: 240,
      distanceMeters: 245,
      discoveredAps: 12,
    });
    const inDays = await page('/insightapi/v1/surveyEvents?query=alice&startDate=2026-03-02&endDate=2026-03-31');
    expect([inDays.totalElements, ...distances(inDays)]).toEqual([1, 75]);
    expect(await get('/insightapi/v1/surveyEvents/totals?query=alice&startDate=2026-03-02&endDate=2026-03-31')).toEqual({
      durationSeconds: 60,
      distanceMeters: 75,
      discoveredAps: 3,
    });
    expect(distances(await page(`/insightapi/v1/floorPlans/${harbour.floorRowIds[1]}/surveyEvents?query=HARBOUR`))).toEqual([40]);
    expect((await page('/insightapi/v1/surveyEvents?query=carol')).totalElements).toBe(1);
    await t.db.deleteFrom('insight_survey_events').where('created_by', '=', 'carol@example.test').execute();
    expect(await page('/insightapi/v1/surveyEvents?query=carol')).toEqual({ content: [], totalPages: 0, totalElements: 0 });
    expect(await get('/insightapi/v1/surveyEvents/totals?query=carol')).toEqual({
      durationSeconds: 0,
      distanceMeters: 0,
      discoveredAps: 0,
    });
  });

  it('counts an exact device count over the projects in reach only, page and total alike', async () => {
    const other = await t.db.selectFrom('users').select('id').where('email', '=', 'admin@airscope.test').executeTakeFirstOrThrow();
    const twelve = { vendor: 'Cisco', generation: 'Wi-Fi 6', count: 12 };
    await insertInsightFixture(t, other.id, { name: 'Their Mill', country: 'Norway', city: 'Bergen', floors: ['A'], devices: [twelve] });
    await insertInsightFixture(t, me.userId, {
      name: 'Paused Yard',
      country: 'Finland',
      city: 'Oulu',
      status: 'SKIP_COMPUTATION',
      floors: ['A'],
      devices: [twelve, twelve],
    });
    const annex = await insertInsightFixture(t, me.userId, {
      name: 'Twelve Annex',
      country: 'Finland',
      city: 'Espoo',
      floors: ['A'],
      devices: [twelve, twelve],
    });
    const page = await get('/insightapi/v1/deviceCounts?query=12&size=2');
    expect(page.totalElements).toBe(3);
    expect(page.totalPages).toBe(2);
    expect(page.content.map((d: { projectId: string }) => d.projectId)).toEqual([annex.id, annex.id]);
    expect((await get(`/insightapi/v1/projects/${annex.id}/deviceCounts?query=12`)).totalElements).toBe(2);
    expect((await get('/insightapi/v1/deviceCounts?query=13')).totalElements).toBe(0);
  });
});
