import { createHash, createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsEvent } from '@airscope/contracts';
import { createTestApp, DATABASE_KINDS, type TestApp, type TestSession } from '../../testing/test-app.ts';

const EVENTS = '/eventapi/v1/analytics/events';
const SUMMARY = '/eventapi/v1/analytics/summary';
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

function eventOf(type: string, params: AnalyticsEvent['action']['params'] = {}, sessionId = crypto.randomUUID()): AnalyticsEvent {
  return {
    source: 'INSIGHTS',
    client: { userAgent: CHROME, os: 'Linux', osVersion: 'x86_64', browser: 'Chrome', browserVersion: '131.0' },
    session: { id: sessionId },
    action: { type, timestamp: new Date().toISOString(), timezoneOffset: -60, params },
  };
}

describe.each(DATABASE_KINDS)('analytics events on %s PostgreSQL', (kind) => {
  let t: TestApp;
  let admin: TestSession;
  let user: TestSession;

  beforeAll(async () => {
    // The demo users' domain plays the company domain here.
    t = await createTestApp(kind, { env: { INTERNAL_EMAIL_DOMAINS: 'airscope.test,staff.example' } });
    admin = await t.signIn('admin@airscope.test');
    user = await t.signIn('user@airscope.test');
  });
  afterAll(() => t.close());

  const send = (session: TestSession, event: AnalyticsEvent, userAgent = CHROME) =>
    t.call('POST', EVENTS, { session, body: event, headers: { 'user-agent': userAgent, 'content-type': 'application/json' } });
  const rowsOf = (sessionId: string) => t.db.selectFrom('analytics_events').selectAll().where('session_id', '=', sessionId).execute();

  it('stores an event with the user id, licence key, ids and e-mails hashed with the deployment key', async () => {
    const event = eventOf('projectOpened', {
      projectId: 'p-42',
      floorPlanRowId: 7,
      sharedWith: 'friend@example.org',
      band: 'FIVE',
      measured: true,
    });
    const response = await send(user, event);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ stored: true });
    const [row] = await rowsOf(event.session.id);
    const { value } = await t.db
      .selectFrom('server_secrets')
      .select('value')
      .where('name', '=', 'analytics-hash')
      .executeTakeFirstOrThrow();
    const hmac = (text: string) => createHmac('sha1', Buffer.from(value, 'base64')).update(text.toLowerCase()).digest('hex');
    const licence = await t.db
      .selectFrom('users')
      .innerJoin('licenses', 'licenses.id', 'users.license_id')
      .select('license_key')
      .where('users.id', '=', user.userId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ source: 'INSIGHTS', action_type: 'projectOpened', timezone_offset: -60, browser: 'Chrome', os: 'Linux' });
    expect(row!.user_hash).toBe(hmac(user.userId));
    expect(row!.license_hash).toBe(hmac(licence.license_key));
    // A plain SHA-1 of the id (a guess anyone could make) does not match.
    expect(row!.user_hash).not.toBe(createHash('sha1').update(user.userId).digest('hex'));
    const params = typeof row!.params === 'string' ? JSON.parse(row!.params) : row!.params;
    expect(params).toEqual({
      projectId: hmac('p-42'),
      floorPlanRowId: hmac('7'),
      sharedWith: hmac('friend@example.org'),
      band: 'FIVE',
      measured: true,
    });
    const stored = JSON.stringify(row);
    for (const raw of [user.userId, licence.license_key, 'friend@example.org', 'p-42']) expect(stored).not.toContain(raw);
  });

  it('skips events from bot user agents', async () => {
    const crawler = eventOf('appStarted');
    const answer = await send(user, crawler, 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
    expect(answer.json()).toEqual({ stored: false });
    const spoofed = eventOf('appStarted');
    spoofed.client.userAgent = 'Mozilla/5.0 (compatible; bingbot/2.0)';
    expect((await send(user, spoofed)).json()).toEqual({ stored: false });
    expect(await rowsOf(crawler.session.id)).toHaveLength(0);
    expect(await rowsOf(spoofed.session.id)).toHaveLength(0);
  });

  it('flags users of a company domain as internal and records their user type', async () => {
    const staff = eventOf('appStarted');
    await send(admin, staff);
    expect((await rowsOf(staff.session.id))[0]).toMatchObject({ internal_user: true, user_type: 'ORG_ADMIN_WITH_ENTERPRISE_PLUS' });
    const customer = eventOf('appStarted');
    const registered = await t.call('POST', '/userapi/v1/users/register', {
      body: { email: 'customer@example.test', password: 'correct horse battery', firstName: 'Cu', lastName: 'Stomer' },
      headers: { 'content-type': 'application/json' },
    });
    expect(registered.statusCode).toBe(202);
    await send(await t.signIn('customer@example.test', 'correct horse battery'), customer);
    expect((await rowsOf(customer.session.id))[0]).toMatchObject({ internal_user: false, user_type: 'NON_ORG_USER', license_hash: null });
    const member = eventOf('appStarted');
    await send(user, member);
    expect((await rowsOf(member.session.id))[0]).toMatchObject({ user_type: 'NON_ADMIN_ORG_USER' });
  });

  it('stores nothing without the session cookie or the CSRF header', async () => {
    const event = eventOf('appStarted');
    const noCookie = await t.app.inject({
      method: 'POST',
      url: EVENTS,
      headers: { csrftoken: user.csrfToken, 'content-type': 'application/json' },
      payload: event,
    });
    expect(noCookie.statusCode).toBe(401);
    const noHeader = await t.app.inject({
      method: 'POST',
      url: EVENTS,
      headers: { cookie: user.cookie, 'content-type': 'application/json' },
      payload: event,
    });
    expect(noHeader.statusCode).toBe(403);
    const wrongHeader = await t.app.inject({
      method: 'POST',
      url: EVENTS,
      headers: { cookie: user.cookie, csrftoken: admin.csrfToken, 'content-type': 'application/json' },
      payload: event,
    });
    expect(wrongHeader.statusCode).toBe(403);
    expect(await rowsOf(event.session.id)).toHaveLength(0);
  });

  it('refuses an event without a session id or with a malformed action', async () => {
    const event = eventOf('appStarted');
    expect((await send(user, { ...event, session: { id: '' } })).statusCode).toBe(400);
    expect((await send(user, { ...event, action: { ...event.action, type: 'drop table;' } })).statusCode).toBe(400);
  });

  it('charts the organisation’s events per day and type for org admins only', async () => {
    const summary = await t.call('GET', `${SUMMARY}?days=7`, { session: admin });
    expect(summary.statusCode).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    const rows = summary.json<{ rows: { day: string; type: string; count: number }[] }>().rows;
    expect(rows).toContainEqual({ day: today, type: 'projectOpened', count: 1 });
    // Two of the three appStarted events came from the demo organisation's members; the outsider's is not counted.
    expect(rows).toContainEqual({ day: today, type: 'appStarted', count: 2 });
    expect((await t.call('GET', SUMMARY, { session: user })).statusCode).toBe(403);
  });
});
