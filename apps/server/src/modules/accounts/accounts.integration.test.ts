import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp, type TestSession } from '../../testing/test-app.ts';
import { INVALID_RESET_LINK, WRONG_CURRENT_PASSWORD } from './accounts.service.ts';
import { mailsTo, waitForMail } from './outbox-mail.fixture.ts';

const USERS = '/userapi/v1/users';
const WHO_AM_I = `${USERS}/who-am-i`;
const NEW_PASSWORD = 'a brand new passphrase 42';

describe.each(DATABASE_KINDS)('accounts on %s PostgreSQL', (kind) => {
  let t: TestApp;
  let dataDir: string;
  let outbox: string;
  let ipCounter = 0;
  // Each test sends from its own address so the per-IP limits stay out of the way.
  const nextIp = () => `10.1.0.${++ipCounter}`;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'airscope-accounts-'));
    outbox = path.join(dataDir, 'outbox');
    t = await createTestApp(kind, { env: { DATA_DIR: dataDir, PUBLIC_URL: 'https://airscope.example' } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const post = (url: string, payload: object, ip = nextIp()) =>
    t.app.inject({ method: 'POST', url, remoteAddress: ip, headers: { 'content-type': 'application/json' }, payload });

  const register = (email: string, password = 'correct horse battery', ip?: string) =>
    post(`${USERS}/register`, { email, password, firstName: 'Reg', lastName: 'Istered' }, ip);

  async function resetLinkFor(email: string, seen?: Set<string>) {
    expect((await post(`${USERS}/forgot-password`, { email })).statusCode).toBe(202);
    const mail = await waitForMail(outbox, (entry) => entry.to === email && /reset/i.test(entry.subject), seen);
    const link = new URL(/https:\/\/airscope\.example\/password\?\S+/.exec(mail.text)![0]);
    return { userId: link.searchParams.get('userId')!, accessToken: link.searchParams.get('access_token')! };
  }

  it('answers registration the same for a new and a known address, and mails each owner', async () => {
    const fresh = await register('newcomer@example.test');
    const known = await register('user@airscope.test');
    expect(fresh.statusCode).toBe(202);
    expect(known.statusCode).toBe(fresh.statusCode);
    expect(known.json()).toEqual(fresh.json());
    expect(fresh.json()).toEqual({});
    await waitForMail(outbox, (entry) => entry.to === 'newcomer@example.test' && entry.subject === 'Welcome to Airscope');
    await waitForMail(outbox, (entry) => entry.to === 'user@airscope.test' && /tried to register/.test(entry.subject));
    const session = await t.signIn('newcomer@example.test', 'correct horse battery');
    const me = await t.call('GET', WHO_AM_I, { session });
    expect(me.json()).toMatchObject({ email: 'newcomer@example.test', orgId: null, licenseKey: null, orgAdmin: false });
    // The known account keeps its password.
    await t.signIn('user@airscope.test');
  });

  it('refuses a short password with the same 400 for new and known addresses', async () => {
    const fresh = await register('short@example.test', 'seven77');
    const known = await register('user@airscope.test', 'seven77');
    expect(fresh.statusCode).toBe(400);
    expect(known.statusCode).toBe(400);
    expect(fresh.json().errorMessageList).toEqual(known.json().errorMessageList);
    expect(fresh.json().errorMessageList[0].errorDescription).toMatch(/at least 8 characters/);
  });

  it('checks a long password exactly as received', async () => {
    const password = 'x'.repeat(72) + 'A' + 'y'.repeat(7);
    expect((await register('long@example.test', password)).statusCode).toBe(202);
    await expect(t.signIn('long@example.test', 'x'.repeat(72) + 'B' + 'y'.repeat(7))).rejects.toThrow(/401/);
    await t.signIn('long@example.test', password);
  });

  it('limits registrations per address with 429', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < 10; i++) expect((await register(`burst-${i}@example.test`, 'correct horse battery', ip)).statusCode).toBe(202);
    const limited = await register('burst-x@example.test', 'correct horse battery', ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('answers forgot-password with 202 {} for unknown addresses and sends nothing', async () => {
    const response = await post(`${USERS}/forgot-password`, { email: 'nobody@example.test' });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({});
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(mailsTo(outbox, 'nobody@example.test')).toEqual([]);
  });

  it('resets the password from the e-mailed link, ends every session and works once', async () => {
    const email = 'expired@airscope.test';
    const first = await t.signIn(email);
    const second = await t.signIn(email);
    const token = await resetLinkFor(email);
    const reset = await post(`${USERS}/reset-password`, { ...token, password: NEW_PASSWORD });
    expect(reset.statusCode).toBe(204);
    expect((await t.call('GET', WHO_AM_I, { session: first })).statusCode).toBe(401);
    expect((await t.call('GET', WHO_AM_I, { session: second })).statusCode).toBe(401);
    await expect(t.signIn(email)).rejects.toThrow(/401/);
    await t.signIn(email, NEW_PASSWORD);
    const again = await post(`${USERS}/reset-password`, { ...token, password: 'yet another passphrase' });
    expect(again.statusCode).toBe(400);
    expect(again.json().errorMessageList[0].errorDescription).toBe(INVALID_RESET_LINK);
  });

  it('refuses an expired link, a replaced link and a wrong token with 400', async () => {
    const email = 'noinsights@airscope.test';
    const seen = new Set<string>();
    const old = await resetLinkFor(email, seen);
    t.clock.advance(31 * 60_000);
    expect((await post(`${USERS}/reset-password`, { ...old, password: NEW_PASSWORD })).statusCode).toBe(400);
    const replaced = await resetLinkFor(email, seen);
    const latest = await resetLinkFor(email, seen);
    expect((await post(`${USERS}/reset-password`, { ...replaced, password: NEW_PASSWORD })).statusCode).toBe(400);
    expect(
      (await post(`${USERS}/reset-password`, { ...latest, accessToken: `${latest.accessToken}x`, password: NEW_PASSWORD })).statusCode,
    ).toBe(400);
    expect((await post(`${USERS}/reset-password`, { ...latest, password: 'short' })).statusCode).toBe(400);
    // A refused password does not use up the link.
    expect((await post(`${USERS}/reset-password`, { ...latest, password: NEW_PASSWORD })).statusCode).toBe(204);
  });

  it('clears sign-in throttling when the password is reset', async () => {
    const email = 'neweula@airscope.test';
    const login = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/authapi/v1/authentications',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ username: email, password, grant_type: 'password' }).toString(),
      });
    for (let i = 0; i < 6; i++) await login(`wrong-${i}`);
    expect((await login('airscope-demo')).statusCode).toBe(423);
    const token = await resetLinkFor(email);
    expect((await post(`${USERS}/reset-password`, { ...token, password: NEW_PASSWORD })).statusCode).toBe(204);
    expect((await login(NEW_PASSWORD)).statusCode).toBe(200);
  });

  describe('security preferences', () => {
    let email: string;
    let a: TestSession;
    let b: TestSession;
    beforeAll(async () => {
      email = `prefs-${kind}@example.test`;
      expect((await register(email, 'first passphrase 1')).statusCode).toBe(202);
    });
    const signInBoth = async (password: string) => {
      a = await t.signIn(email, password);
      b = await t.signIn(email, password);
    };
    const sessionsUrl = (session: TestSession) => `${USERS}/${session.userId}/sessions`;

    it('refuses a wrong current password with 400 and changes nothing', async () => {
      await signInBoth('first passphrase 1');
      const response = await t.call('PUT', `${USERS}/${a.userId}/password`, {
        session: a,
        body: { currentPassword: 'not it at all', newPassword: 'second passphrase 2' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errorMessageList[0].errorDescription).toBe(WRONG_CURRENT_PASSWORD);
      expect((await t.call('GET', WHO_AM_I, { session: b })).statusCode).toBe(200);
      await t.signIn(email, 'first passphrase 1');
    });

    it('changes the password, ends the other sessions and keeps this one', async () => {
      await signInBoth('first passphrase 1');
      const response = await t.call('PUT', `${USERS}/${a.userId}/password`, {
        session: a,
        body: { currentPassword: 'first passphrase 1', newPassword: 'second passphrase 2' },
      });
      expect(response.statusCode).toBe(204);
      expect((await t.call('GET', WHO_AM_I, { session: b })).statusCode).toBe(401);
      expect((await t.call('GET', WHO_AM_I, { session: a })).statusCode).toBe(200);
      await t.signIn(email, 'second passphrase 2');
    });

    it('lists own sessions without their ids and ends another one', async () => {
      await signInBoth('second passphrase 2');
      const list = await t.call('GET', sessionsUrl(a), { session: a });
      expect(list.statusCode).toBe(200);
      const sessions = list.json<Array<{ sessionKey: string; current: boolean; userAgent: string | null }>>();
      expect(sessions.filter((s) => s.current)).toHaveLength(1);
      expect(sessions.length).toBeGreaterThanOrEqual(2);
      const cookieValue = a.cookie.split(';')[0]!.split('=')[1]!;
      expect(list.body).not.toContain(cookieValue);
      for (const s of sessions) expect(s.sessionKey).toMatch(/^[0-9a-f]{16}$/);
      const bKey = (await t.call('GET', sessionsUrl(b), { session: b }))
        .json<Array<{ sessionKey: string; current: boolean }>>()
        .find((s) => s.current)!.sessionKey;
      const current = sessions.find((s) => s.current)!.sessionKey;
      expect((await t.call('DELETE', `${sessionsUrl(a)}/${current}`, { session: a })).statusCode).toBe(400);
      expect((await t.call('DELETE', `${sessionsUrl(a)}/${bKey}`, { session: a })).statusCode).toBe(204);
      expect((await t.call('GET', WHO_AM_I, { session: b })).statusCode).toBe(401);
      expect((await t.call('GET', WHO_AM_I, { session: a })).statusCode).toBe(200);
      expect((await t.call('DELETE', `${sessionsUrl(a)}/${bKey}`, { session: a })).statusCode).toBe(404);
    });

    it("answers 404 for another user's sessions and password", async () => {
      const other = await t.signIn('user@airscope.test');
      expect((await t.call('GET', `${USERS}/${other.userId}/sessions`, { session: a })).statusCode).toBe(404);
      const change = await t.call('PUT', `${USERS}/${other.userId}/password`, {
        session: a,
        body: { currentPassword: 'airscope-demo', newPassword: 'hijacked passphrase 9' },
      });
      expect(change.statusCode).toBe(404);
    });

    it('limits guesses of the current password per account with 429', async () => {
      const guesser = `guesser-${kind}@example.test`;
      expect((await register(guesser, 'guessed passphrase 1')).statusCode).toBe(202);
      const session = await t.signIn(guesser, 'guessed passphrase 1');
      const guess = (currentPassword: string) =>
        t.call('PUT', `${USERS}/${session.userId}/password`, { session, body: { currentPassword, newPassword: 'whatever passphrase' } });
      for (let i = 0; i < 10; i++) expect((await guess(`guess-${i}`)).statusCode).toBe(400);
      expect((await guess('guessed passphrase 1')).statusCode).toBe(429);
    });

    it("applies the organisation's password policy to a new password", async () => {
      const admin = await t.signIn('admin@airscope.test');
      await t.db.updateTable('organisations').set({ password_policy_enabled: true }).execute();
      const change = (newPassword: string) =>
        t.call('PUT', `${USERS}/${admin.userId}/password`, { session: admin, body: { currentPassword: 'airscope-demo', newPassword } });
      expect((await change('onlyletterslong')).statusCode).toBe(400);
      expect((await change('short1abc')).statusCode).toBe(400);
      expect((await change('letters and 12345')).statusCode).toBe(204);
      await t.db.updateTable('organisations').set({ password_policy_enabled: false }).execute();
    });
  });

  it('serves no outbox page unless it is switched on', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
  });
});
