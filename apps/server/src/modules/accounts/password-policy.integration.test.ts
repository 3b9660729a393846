import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PASSWORD_PROBLEM_TEXT } from '@airscope/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp, type TestSession } from '../../testing/test-app.ts';
import { waitForMail } from './outbox-mail.fixture.ts';

const USERS = '/userapi/v1/users';
const WEAK = 'correct horse battery'; // long enough, but no digits
const STRONG = 'correct horse battery 42';

describe.each(DATABASE_KINDS)('the organisation password policy on register, reset and change, on %s PostgreSQL', (kind) => {
  let t: TestApp;
  let dataDir: string;
  let admin: TestSession;
  let orgId: string;
  let ipCounter = 0;
  const nextIp = () => `10.7.0.${++ipCounter}`;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'airscope-policy-'));
    t = await createTestApp(kind, { env: { DATA_DIR: dataDir, PUBLIC_URL: 'https://airscope.example' } });
    admin = await t.signIn('admin@airscope.test');
    orgId = (await t.call('GET', '/userapi/v1/org-preferences', { session: admin })).json().orgId;
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const settings = (body: object) => t.call('PUT', `/userapi/v1/org-preferences/${orgId}`, { session: admin, body });
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, remoteAddress: nextIp(), headers: { 'content-type': 'application/json' }, payload });
  const register = (email: string, password: string) => post(`${USERS}/register`, { email, password, firstName: 'Pol', lastName: 'Icy' });
  const refusal = (response: { json(): { errorMessageList?: Array<{ errorDescription: string }> } }) =>
    response.json().errorMessageList?.[0]?.errorDescription;

  it('stores the listed e-mail domains lower-cased, sorted and once, and refuses anything but bare domains', async () => {
    const saved = await settings({ emailDomains: ['Corp.Example', 'airscope.test', 'corp.example'] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().emailDomains).toEqual(['airscope.test', 'corp.example']);
    for (const bad of ['@corp.example', 'https://corp.example', '*.corp.example', 'corp', 'a b.example']) {
      expect((await settings({ emailDomains: [bad] })).statusCode, bad).toBe(400);
    }
    expect((await t.call('GET', '/userapi/v1/org-preferences', { session: admin })).json().emailDomains).toEqual([
      'airscope.test',
      'corp.example',
    ]);
  });

  it('refuses a weak password at registration for a listed domain while the policy is on, with the same answer for known addresses', async () => {
    await settings({ passwordPolicyEnabled: true, emailDomains: ['airscope.test', 'corp.example'] });
    const fresh = await register('newcomer@corp.example', WEAK);
    expect(fresh.statusCode).toBe(400);
    expect(refusal(fresh)).toBe(PASSWORD_PROBLEM_TEXT.policyLettersAndDigits);
    expect(refusal(await register('newcomer@corp.example', 'short 12'))).toBe(PASSWORD_PROBLEM_TEXT.policyTooShort);
    // An address that already has an account (the demo org's admin) gets exactly the same refusal.
    const known = await register('admin@airscope.test', WEAK);
    expect(known.statusCode).toBe(400);
    expect(known.json().errorMessageList).toEqual(fresh.json().errorMessageList);

    expect((await register('newcomer@corp.example', STRONG)).statusCode).toBe(202);
    await t.signIn('newcomer@corp.example', STRONG);
    // Other domains keep the base rules only.
    expect((await register('someone@elsewhere.example', WEAK)).statusCode).toBe(202);
  });

  it('lets weak-but-valid passwords through registration once the policy is off', async () => {
    await settings({ passwordPolicyEnabled: false });
    expect((await register('relaxed@corp.example', WEAK)).statusCode).toBe(202);
    await settings({ passwordPolicyEnabled: true });
  });

  it('applies the policy of the listed domain to the password page and to change password of an account without organisation', async () => {
    const email = 'newcomer@corp.example';
    expect((await post(`${USERS}/forgot-password`, { email })).statusCode).toBe(202);
    const mail = await waitForMail(path.join(dataDir, 'outbox'), (entry) => entry.to === email && /reset/i.test(entry.subject));
    const link = new URL(/https:\/\/airscope\.example\/password\?\S+/.exec(mail.text)![0]);
    const token = { userId: link.searchParams.get('userId')!, accessToken: link.searchParams.get('access_token')! };

    const weakReset = await post(`${USERS}/reset-password`, { ...token, password: WEAK });
    expect(weakReset.statusCode).toBe(400);
    expect(refusal(weakReset)).toBe(PASSWORD_PROBLEM_TEXT.policyLettersAndDigits);
    const reset = 'reset passphrase 2026';
    expect((await post(`${USERS}/reset-password`, { ...token, password: reset })).statusCode).toBe(204);

    const session = await t.signIn(email, reset);
    const change = (newPassword: string, currentPassword = reset) =>
      t.call('PUT', `${USERS}/${session.userId}/password`, { session, body: { currentPassword, newPassword } });
    expect(refusal(await change('tiny 123 x'))).toBe(PASSWORD_PROBLEM_TEXT.policyTooShort);
    expect((await change('changed passphrase 7')).statusCode).toBe(204);

    // Unlisting the domain lifts the policy for that account.
    await settings({ emailDomains: ['airscope.test'] });
    expect((await change(WEAK, 'changed passphrase 7')).statusCode).toBe(204);
  });
});
