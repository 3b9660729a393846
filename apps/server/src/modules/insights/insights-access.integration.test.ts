import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp, type TestSession } from '../../testing/test-app.ts';
import { signInConsented } from '../../testing/eula-consent.ts';
import { sessionCookieName } from '../auth/session-cookies.ts';
import { createSecretToken, hashToken } from '../auth/session-tokens.ts';
import { PLANNED, seedComputedDemoProjects, WALK } from './insights-testing.ts';

// Who may open a project's insights, decided in one query per request: members, a secure-sharing guest for its one project.
describe.each(DATABASE_KINDS)('insights access to one project (%s)', (kind) => {
  let t: TestApp;
  let owner: TestSession;
  let walk: string;
  let planned: string;
  let walkFloor: number;
  let plannedFloor: number;
  const status = async (url: string, session: TestSession) => (await t.call('GET', url, { session })).statusCode;

  /** A guest session of a secure share, as the sharing module writes it when a guest verifies. */
  async function guestOf(projectId: string): Promise<TestSession> {
    const token = createSecretToken();
    const csrfToken = createSecretToken();
    const now = new Date(t.clock.now());
    await t.db
      .insertInto('sessions')
      .values({
        id_hash: hashToken(token),
        user_id: owner.userId,
        role: 'GUEST',
        csrf_token: csrfToken,
        secure_project_id: projectId,
        created_at: now,
        last_seen_at: now,
        expires_at: new Date(now.getTime() + 3_600_000),
        user_agent: null,
      })
      .execute();
    return { cookie: `${sessionCookieName(t.config.cookieSecure)}=${token}`, csrfToken, userId: owner.userId };
  }

  beforeAll(async () => {
    t = await createTestApp(kind, { env: { INSIGHTS_ANSWER_CACHE: 'false', FEATURE_FLAGS: 'designProject=true' } });
    owner = await t.signIn('user@airscope.test');
    const ids = await seedComputedDemoProjects(t);
    walk = ids[WALK]!;
    planned = ids[PLANNED]!;
    walkFloor = (await t.call('GET', `/insightapi/v1/projects/${walk}/floorPlans`, { session: owner })).json()[0].rowId;
    plannedFloor = (await t.call('GET', `/insightapi/v1/projects/${planned}/floorPlans`, { session: owner })).json()[0].rowId;
  }, 180_000);
  afterAll(() => t?.close());

  it('lets a guest read its shared project in every path form, and nothing of another', async () => {
    const guest = await guestOf(walk);
    for (const url of [
      `/insightapi/v1/projects/${walk}/kpis`,
      `/insightapi/v1/projects/${walk}/surveyEvents/totals`,
      `/insightapi/v1/projects/${walk}/floorPlans/${walkFloor}/surveyEvents`,
      `/insightapi/v1/projects/${walk}/floorPlans/${walkFloor}/kpis`,
    ]) {
      expect(await status(url, guest)).toBe(200);
    }
    expect((await t.call('GET', `/insightapi/v1/projects/${walk}/kpis`, { session: guest })).json().projectName).toBe(WALK);
    for (const url of [
      `/insightapi/v1/projects/${planned}/kpis`,
      `/insightapi/v1/projects/${planned}/surveyEvents`,
      `/insightapi/v1/projects/${walk}/floorPlans/${plannedFloor}/kpis`,
      `/insightapi/v1/projects/${planned}/floorPlans/${walkFloor}/kpis`,
    ]) {
      expect(await status(url, guest)).toBe(404);
    }
    // Paths without the project are closed to guests before any project is looked at.
    expect(await status(`/insightapi/v1/floorPlans/${walkFloor}/surveyEvents`, guest)).toBe(403);
  });

  it('answers 404 for a project id that is no project, and for a project asked to be deleted', async () => {
    expect(await status('/insightapi/v1/projects/not-a-uuid/kpis', owner)).toBe(404);
    expect(await status('/insightapi/v1/projects/00000000-0000-4000-8000-00000000abcd/surveyEvents', owner)).toBe(404);
    expect(await status(`/insightapi/v1/floorPlans/${plannedFloor}/surveyEvents/totals`, owner)).toBe(200);
    await sql`update projects set status = 'DELETE_REQUESTED' where id = ${planned}`.execute(t.db);
    expect(await status(`/insightapi/v1/projects/${planned}/kpis`, owner)).toBe(404);
    expect(await status(`/insightapi/v1/floorPlans/${plannedFloor}/surveyEvents/totals`, owner)).toBe(404);
    expect(await status(`/insightapi/v1/projects/${planned}/kpis`, await guestOf(planned))).toBe(404);
  });

  it('takes a membership away at once', async () => {
    const member = await signInConsented(t, 'neweula@airscope.test');
    expect(await status(`/insightapi/v1/projects/${walk}/kpis`, member)).toBe(404);
    await sql`insert into project_users (project_id, user_id, role) values (${walk}, ${member.userId}, 'READ_USER')`.execute(t.db);
    expect(await status(`/insightapi/v1/floorPlans/${walkFloor}/deviceCounts`, member)).toBe(200);
    await sql`delete from project_users where project_id = ${walk} and user_id = ${member.userId}`.execute(t.db);
    expect(await status(`/insightapi/v1/floorPlans/${walkFloor}/deviceCounts`, member)).toBe(404);
  });
});
