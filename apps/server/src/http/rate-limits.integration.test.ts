import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER } from '@airscope/contracts';
import { createTestApp, DATABASE_KINDS, type TestApp, type TestSession } from '../testing/test-app.ts';
import { createLicensedUser, createOrg, createProject, addMember, FIXTURE_PASSWORD } from '../modules/sharing/sharing-test.fixture.ts';
import { RATE_LIMITS } from './rate-limiter.ts';

const EVENTS = '/eventapi/v1/analytics/events';
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const event = (params: Record<string, string> = {}) => ({
  source: 'INSIGHTS',
  client: { userAgent: CHROME, os: 'Linux', osVersion: 'x86_64', browser: 'Chrome', browserVersion: '131.0' },
  session: { id: crypto.randomUUID() },
  action: { type: 'projectOpened', timestamp: new Date().toISOString(), timezoneOffset: 0, params },
});
const REPORT = { format: 'pdf', language: 'en', sections: ['cover'] };

// Security bar X2: costly routes answer 429 with Retry-After past their limit; counted, not timed.
describe.each(DATABASE_KINDS)('rate limits on costly routes (%s)', (kind) => {
  let t: TestApp;
  let orgId: string;
  let projectId: string;

  const post = (session: TestSession, url: string, body: unknown, ip: string) =>
    t.app.inject({
      method: 'POST',
      url,
      remoteAddress: ip,
      payload: body as object,
      headers: { cookie: session.cookie, [CSRF_HEADER]: session.csrfToken, 'content-type': 'application/json', 'user-agent': CHROME },
    });
  async function member() {
    const user = await createLicensedUser(t.db, orgId, 'limited');
    await addMember(t.db, projectId, user.id, 'READ_USER');
    return t.signIn(user.email, FIXTURE_PASSWORD);
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    // Reports are queued, not rendered: no handler runs here.
    await t.queue.start();
    orgId = await createOrg(t.db);
    const owner = await createLicensedUser(t.db, orgId, 'owner');
    projectId = await createProject(t.db, owner.id, orgId);
  });
  afterAll(() => t?.close());

  it('limits analytics events per user: the next one past the limit is 429 with Retry-After, until the window ends', async () => {
    const a = await member();
    const b = await member();
    const statuses = [];
    for (let i = 0; i < RATE_LIMITS.analyticsPerUser.hits; i++) statuses.push((await post(a, EVENTS, event(), '10.1.0.1')).statusCode);
    expect(new Set(statuses)).toEqual(new Set([202]));
    const refused = await post(a, EVENTS, event(), '10.1.0.2');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(RATE_LIMITS.analyticsPerUser.windowMs / 1000);
    expect(refused.json().errorMessageList[0].errorCode).toBe('RATE_LIMITED');
    expect((await post(b, EVENTS, event(), '10.1.0.3')).statusCode).toBe(202);
    t.clock.advance(RATE_LIMITS.analyticsPerUser.windowMs);
    expect((await post(a, EVENTS, event(), '10.1.0.1')).statusCode).toBe(202);
  });

  it('refuses an analytics body past its cap with 413 and stores nothing', async () => {
    const a = await member();
    const before = await t.db
      .selectFrom('analytics_events')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const huge = await post(a, EVENTS, event({ blob: 'x'.repeat(950 * 1024) }), '10.1.1.1');
    expect(huge.statusCode).toBe(413);
    const after = await t.db
      .selectFrom('analytics_events')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('limits report generation per user and per address, and queues nothing past the limit', async () => {
    const reports = `/reportapi/v1/projects/${projectId}/reports`;
    const countReports = async () =>
      Number(
        (
          await t.db
            .selectFrom('reports')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('project_id', '=', projectId)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const a = await member();
    const statuses = [];
    for (let i = 0; i < RATE_LIMITS.reportsPerUser.hits + 3; i++)
      statuses.push((await post(a, reports, REPORT, `10.2.0.${i + 1}`)).statusCode);
    expect(statuses).toEqual([...Array(RATE_LIMITS.reportsPerUser.hits).fill(202), 429, 429, 429]);
    expect(await countReports()).toBe(RATE_LIMITS.reportsPerUser.hits);

    // Many users behind one address meet the address's limit.
    const ip = '10.2.1.1';
    const perIp: number[] = [];
    while (perIp.length < RATE_LIMITS.reportsPerIp.hits + 1) {
      const session = await member();
      for (let i = 0; i < 5 && perIp.length < RATE_LIMITS.reportsPerIp.hits + 1; i++)
        perIp.push((await post(session, reports, REPORT, ip)).statusCode);
    }
    expect(perIp).toEqual([...Array(RATE_LIMITS.reportsPerIp.hits).fill(202), 429]);
  });
});
