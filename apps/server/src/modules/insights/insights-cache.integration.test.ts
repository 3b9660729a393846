import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp, type TestSession } from '../../testing/test-app.ts';
import { signInConsented } from '../../testing/eula-consent.ts';
import { seedComputedDemoProjects, WALK } from './insights-testing.ts';

// Answers are kept per data version: these checks prove a kept answer never outlives the data it came from.
describe.each(DATABASE_KINDS)('kept insights answers (%s)', (kind) => {
  let t: TestApp;
  let owner: TestSession;
  let admin: TestSession;
  let stranger: TestSession;
  let walk: string;
  const get = (url: string, session: TestSession = owner, headers: Record<string, string> = {}) => t.call('GET', url, { session, headers });
  const names = async (session: TestSession = owner) =>
    (await get('/insightapi/v1/projects', session))
      .json<{ content: Array<{ name: string }> }>()
      .content.map((p) => p.name)
      .sort();

  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await t.signIn('user@airscope.test');
    admin = await t.signIn('admin@airscope.test');
    stranger = await signInConsented(t, 'neweula@airscope.test');
    walk = (await seedComputedDemoProjects(t))[WALK]!;
  }, 180_000);
  afterAll(() => t?.close());

  it('shows a renamed project at once, although the list was asked for just before', async () => {
    expect(await names()).toContain(WALK);
    expect(await names()).toContain(WALK);
    const renamed = await t.call('PUT', `/projectapi/v1/projects/${walk}`, { session: owner, body: { name: 'Walk renamed' } });
    expect(renamed.statusCode).toBe(200);
    expect(await names()).toContain('Walk renamed');
    expect(await names()).not.toContain(WALK);
  });

  it('never hands one user the list kept for another', async () => {
    expect((await names(owner)).length).toBeGreaterThan(0);
    expect(await names(stranger)).toEqual([]);
  });

  it('answers survey totals from the rows written since, after the read models change', async () => {
    const url = `/insightapi/v1/projects/${walk}/surveyEvents/totals`;
    const before = (await get(url)).json();
    expect(before.discoveredAps).toBeGreaterThan(0);
    await sql`update insight_survey_events set discovered_aps = discovered_aps + 1000 where project_id = ${walk}`.execute(t.db);
    expect((await get(url)).json().discoveredAps).toBe(before.discoveredAps + 1000);
  });

  it('sends the same JSON compressed to a client that accepts brotli or gzip', async () => {
    // A page of device rows: long enough to be compressed (the project list's first page of two projects is not).
    const url = '/insightapi/v1/deviceCounts?size=50';
    const plain = await get(url);
    const brotli = await get(url, owner, { 'accept-encoding': 'gzip, deflate, br' });
    const zipped = await get(url, owner, { 'accept-encoding': 'gzip' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString('utf8'))).toEqual(plain.json());
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('refuses a project to a member removed after their answer was kept', async () => {
    const url = `/insightapi/v1/projects/${walk}/kpis`;
    expect((await get(url, admin)).statusCode).toBe(200);
    expect((await get(url, stranger)).statusCode).toBe(404);
    const adminId = (await t.db.selectFrom('users').select('id').where('email', '=', 'admin@airscope.test').executeTakeFirstOrThrow()).id;
    await t.db.deleteFrom('project_users').where('project_id', '=', walk).where('user_id', '=', adminId).execute();
    expect((await get(url, admin)).statusCode).toBe(404);
    expect(await names(admin)).not.toContain('Walk renamed');
  });
});
