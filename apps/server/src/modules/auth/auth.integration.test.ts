import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_RESPONSE_HEADER, ERROR_TEXT } from '@airscope/contracts';
import { cookieHeaderFrom, createTestApp, DATABASE_KINDS, type TestApp } from '../../testing/test-app.ts';

const LOGIN = '/authapi/v1/authentications';
const WHO_AM_I = '/userapi/v1/users/who-am-i';

function loginPayload(username: string, password: string) {
  return new URLSearchParams({ username, password, grant_type: 'password', client_id: 'airscope-web' }).toString();
}

describe.each(DATABASE_KINDS)('sign-in and sessions on %s PostgreSQL', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const postLogin = (username: string, password: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: LOGIN,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: loginPayload(username, password),
    });

  it('signs in with a hardened session cookie and returns the CSRF token header', async () => {
    const response = await postLogin('admin@airscope.test', 'airscope-demo');
    expect(response.statusCode).toBe(200);
    const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
    const session = cookies.find((c) => c.startsWith('__Host-airscope_session='))!;
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/Secure/);
    expect(session).toMatch(/SameSite=Lax/);
    expect(session).toMatch(/Path=\//);
    expect(session).not.toMatch(/Domain=/i);
    const token = session.split(';')[0]!.split('=')[1]!;
    expect(token.length).toBeGreaterThanOrEqual(43);
    expect(response.headers[CSRF_RESPONSE_HEADER]).toEqual(expect.any(String));
  });

  it('accepts a call with the session cookie and csrfToken header', async () => {
    const session = await t.signIn('user@airscope.test');
    const response = await t.call('GET', WHO_AM_I, { session });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: 'user@airscope.test', userId: session.userId });
  });

  it('refuses a call without the CSRF header (403) and with another session’s token (403)', async () => {
    const mine = await t.signIn('user@airscope.test');
    const theirs = await t.signIn('admin@airscope.test');
    const missing = await t.app.inject({ method: 'GET', url: WHO_AM_I, headers: { cookie: mine.cookie } });
    expect(missing.statusCode).toBe(403);
    const wrong = await t.call('GET', WHO_AM_I, { session: { ...mine, csrfToken: theirs.csrfToken } });
    expect(wrong.statusCode).toBe(403);
  });

  it('answers 401 without a session', async () => {
    const response = await t.call('GET', WHO_AM_I);
    expect(response.statusCode).toBe(401);
  });

  it('gives a new session id at every sign-in and ends the one held before (fixation)', async () => {
    const first = await t.signIn('user@airscope.test');
    const second = await postLogin('user@airscope.test', 'airscope-demo', { cookie: first.cookie });
    expect(second.statusCode).toBe(200);
    expect(cookieHeaderFrom(second)).not.toContain(first.cookie.split(';')[0]);
    const replay = await t.call('GET', WHO_AM_I, { session: first });
    expect(replay.statusCode).toBe(401);
  });

  it('answers wrong credentials with 401 "Login failed", the same for unknown users', async () => {
    const known = await postLogin('user@airscope.test', 'wrong-password');
    const unknown = await postLogin('nobody@airscope.test', 'wrong-password');
    expect(known.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(known.json().errorMessageList[0].errorDescription).toBe(ERROR_TEXT.loginFailed);
    expect(unknown.json().errorMessageList).toEqual(known.json().errorMessageList);
  });

  it('locks the account at the sixth failure, refuses the right password for 30 minutes, then lets it in', async () => {
    const email = 'suspended@airscope.test';
    for (let i = 0; i < 5; i++) expect((await postLogin(email, `bad-${i}`)).statusCode).toBe(401);
    const sixth = await postLogin(email, 'bad-6');
    expect(sixth.statusCode).toBe(423);
    expect(sixth.json().errorMessageList[0].errorDescription).toBe(ERROR_TEXT.loginLocked);
    expect((await postLogin(email, 'airscope-demo')).statusCode).toBe(423);
    t.clock.advance(29 * 60_000);
    expect((await postLogin(email, 'airscope-demo')).statusCode).toBe(423);
    t.clock.advance(2 * 60_000);
    expect((await postLogin(email, 'airscope-demo')).statusCode).toBe(200);
  });

  it('gives no more than five verdicts to twenty parallel wrong passwords', async () => {
    const email = 'noinsights@airscope.test';
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => postLogin(email, `guess-${i}`)));
    const verdicts = answers.filter((a) => a.statusCode === 401).length;
    expect(verdicts).toBe(5);
    expect(answers.filter((a) => a.statusCode === 423)).toHaveLength(15);
  });

  it('locking one account does not affect another', async () => {
    const response = await postLogin('neweula@airscope.test', 'airscope-demo');
    expect(response.statusCode).toBe(200);
  });

  it('ends the session on the server at logout', async () => {
    const session = await t.signIn('admin@airscope.test');
    const logout = await t.call('DELETE', LOGIN, { session, headers: { client_id: 'airscope-web' } });
    expect(logout.statusCode).toBe(204);
    expect((await t.call('GET', WHO_AM_I, { session })).statusCode).toBe(401);
  });

  it('refuses a session at once when another process ends it or disables its user', async () => {
    const session = await t.signIn('neweula@airscope.test');
    const me = await t.call('GET', WHO_AM_I, { session });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ userId: session.userId, email: 'neweula@airscope.test' });
    // Written straight to the database, as a worker or a second api process would.
    await t.db.deleteFrom('sessions').where('user_id', '=', session.userId).execute();
    expect((await t.call('GET', WHO_AM_I, { session })).statusCode).toBe(401);

    const again = await t.signIn('neweula@airscope.test');
    expect((await t.call('GET', WHO_AM_I, { session: again })).statusCode).toBe(200);
    await t.db.updateTable('users').set({ disabled: true }).where('id', '=', again.userId).execute();
    try {
      expect((await t.call('GET', WHO_AM_I, { session: again })).statusCode).toBe(401);
    } finally {
      await t.db.updateTable('users').set({ disabled: false }).where('id', '=', again.userId).execute();
    }
  });

  it('ends a session after 30 idle minutes and after 12 hours in all', async () => {
    const idle = await t.signIn('admin@airscope.test');
    t.clock.advance(31 * 60_000);
    expect((await t.call('GET', WHO_AM_I, { session: idle })).statusCode).toBe(401);

    const busy = await t.signIn('admin@airscope.test');
    for (let hour = 0; hour < 12 * 3 - 1; hour++) {
      t.clock.advance(20 * 60_000);
      expect((await t.call('GET', WHO_AM_I, { session: busy })).statusCode).toBe(200);
    }
    t.clock.advance(20 * 60_000);
    expect((await t.call('GET', WHO_AM_I, { session: busy })).statusCode).toBe(401);
  });

  it('refuses a JSON body on the form-encoded sign-in with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: LOGIN,
      headers: { 'content-type': 'application/json' },
      payload: { username: 'admin@airscope.test', password: 'airscope-demo', grant_type: 'password' },
    });
    expect(response.statusCode).toBe(415);
  });
});
