import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp, type TestSession } from '../../testing/test-app.ts';
import { insertInsightFixture } from './insight-fixture-testing.ts';

// Decision 0031: a survey search's count and sums test reach per matched row; they must keep only projects in reach.
describe.each(DATABASE_KINDS)('survey search counts within reach (%s)', (kind) => {
  let t: TestApp;
  let me: TestSession;
  const get = async (url: string) => {
    const response = await t.call('GET', url, { session: me });
    expect(response.statusCode, url).toBe(200);
    return response.json();
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    me = await t.signIn('user@airscope.test');
    const other = await t.db.selectFrom('users').select('id').where('email', '=', 'admin@airscope.test').executeTakeFirstOrThrow();
    await insertInsightFixture(t, me.userId, {
      name: 'Harbour Warehouse',
      country: 'Finland',
      city: 'Helsinki',
      floors: ['Dock level'],
      events: [alice('2026-03-01T08:00:00Z', 120), alice('2026-03-05T23:30:00Z', 75), alice('2026-04-02T08:00:00Z', 5)],
    });
    // Matching events the user may not see: another user's project, and one of theirs that is skipped.
    const march = [alice('2026-03-03T09:00:00Z', 7)];
    await insertInsightFixture(t, other.id, { name: 'Elsewhere Mill', country: 'Norway', city: 'Bergen', floors: ['Mill'], events: march });
    await insertInsightFixture(t, me.userId, {
      name: 'Paused Yard',
      country: 'Finland',
      city: 'Oulu',
      status: 'SKIP_COMPUTATION',
      floors: ['Yard'],
      events: march,
    });
  }, 180_000);
  afterAll(() => t?.close());
  const alice = (at: string, metres: number) => ({ floor: 0, at, by: 'alice@example.test', metres });
  const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

  /** The matching events the user may see, counted from the events themselves. */
  async function freshCount(from?: string, to?: string) {
    let q = t.db
      .selectFrom('insight_survey_events as e')
      .innerJoin('projects as p', 'p.id', 'e.project_id')
      .innerJoin('project_users as pu', (join) => join.onRef('pu.project_id', '=', 'p.id').on('pu.user_id', '=', me.userId))
      .where('p.status', 'not in', ['SKIP_COMPUTATION', 'DELETE_REQUESTED'])
      .where('e.created_by', 'like', '%alice%');
    if (from) q = q.where('e.started_at', '>=', new Date(from));
    if (to) q = q.where('e.started_at', '<', new Date(to));
    const row = await q
      .select((eb) => [eb.fn.countAll<string>().as('n'), eb.fn.sum<string>('e.distance_meters').as('metres')])
      .executeTakeFirstOrThrow();
    return { n: Number(row.n), metres: Number(row.metres ?? 0) };
  }

  it('counts and sums a search over projects in reach only, as a fresh count of the events', async () => {
    const all = await freshCount();
    expect(all).toEqual({ n: 3, metres: 200 });
    expect((await get('/insightapi/v1/surveyEvents?query=alice')).totalElements).toBe(all.n);
    expect((await get('/insightapi/v1/surveyEvents/totals?query=alice')).distanceMeters).toBe(all.metres);
  });

  it('counts and sums a search within a day range over projects in reach only, as a fresh count', async () => {
    const inDays = await freshCount('2026-03-02T00:00:00Z', '2026-04-01T00:00:00Z');
    expect(inDays).toEqual({ n: 1, metres: 75 });
    const days = 'startDate=2026-03-02&endDate=2026-03-31';
    expect((await get(`/insightapi/v1/surveyEvents?query=alice&${days}`)).totalElements).toBe(inDays.n);
    expect((await get(`/insightapi/v1/surveyEvents/totals?query=alice&${days}`)).distanceMeters).toBe(inDays.metres);
  });

  // Migration 20261128T1420: a count within days reads the groups' sorted start times; the day edges must fall as the events'.
  it('counts a search within open, one-day and edge-touching day ranges as a fresh count, midnight events and repeated times too', async () => {
    await insertInsightFixture(t, me.userId, {
      name: 'Midnight Depot',
      country: 'Finland',
      city: 'Tampere',
      floors: ['Bay'],
      events: ['2026-03-05T00:00:00Z', '2026-03-05T00:00:00Z', '2026-03-06T00:00:00Z', '2026-03-05T23:59:59.999999Z'].map((at) =>
        alice(at, 1),
      ),
    });
    const ranges: Array<[string | undefined, string | undefined]> = [
      ['2026-03-05', undefined],
      [undefined, '2026-03-05'],
      ['2026-03-05', '2026-03-05'],
      ['2026-03-06', '2026-03-06'],
      ['2026-03-01', '2026-03-01'],
      ['2026-04-03', undefined],
      [undefined, '2026-02-28'],
    ];
    for (const [from, to] of ranges) {
      const fresh = await freshCount(from && `${from}T00:00:00Z`, to && `${nextDay(to)}T00:00:00Z`);
      const days = [from && `startDate=${from}`, to && `endDate=${to}`].filter(Boolean).join('&');
      expect((await get(`/insightapi/v1/surveyEvents?query=alice&${days}`)).totalElements, days).toBe(fresh.n);
    }
  });
});
