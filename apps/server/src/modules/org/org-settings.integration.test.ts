import { PASSWORD_PROBLEM_TEXT } from '@airscope/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp, type TestSession } from '../../testing/test-app.ts';

describe.each(DATABASE_KINDS)('organisation settings on %s PostgreSQL', (kind) => {
  let t: TestApp;
  let admin: TestSession;
  let orgId: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.signIn('admin@airscope.test');
    orgId = (await t.call('GET', '/userapi/v1/org-preferences', { session: admin })).json().orgId;
  });
  afterAll(() => t.close());

  const setPolicy = (enabled: boolean) =>
    t.call('PUT', `/userapi/v1/org-preferences/${orgId}`, { session: admin, body: { passwordPolicyEnabled: enabled } });

  it('refuses settings changes from an org admin without enterprise plus (403), and anonymous calls (401)', async () => {
    const user = await t.signIn('user@airscope.test');
    await t.db.updateTable('users').set({ org_admin: true }).where('id', '=', user.userId).execute();
    const response = await t.call('PUT', `/userapi/v1/org-preferences/${orgId}`, {
      session: user,
      body: { sharingRestriction: 'SHARING_GROUP_ONLY' },
    });
    expect(response.statusCode).toBe(403);
    expect((await t.call('PUT', `/userapi/v1/org-preferences/${orgId}`, { body: { passwordPolicyEnabled: true } })).statusCode).toBe(401);
    expect((await t.call('GET', '/userapi/v1/org-preferences', { session: admin })).json().sharingRestriction).toBe('NO_RESTRICTION');
  });

  it('refuses unknown sharing restrictions and unknown fields with 400', async () => {
    for (const body of [{ sharingRestriction: 'EVERYONE' }, { orgId: crypto.randomUUID() }, { passwordPolicyEnabled: 'yes' }]) {
      expect((await t.call('PUT', `/userapi/v1/org-preferences/${orgId}`, { session: admin, body })).statusCode, JSON.stringify(body)).toBe(
        400,
      );
    }
  });

  it('makes password changes obey the password policy once it is switched on, and not after it is off', async () => {
    const expired = await t.signIn('expired@airscope.test');
    const change = (newPassword: string, currentPassword = 'airscope-demo') =>
      t.call('PUT', `/userapi/v1/users/${expired.userId}/password`, { session: expired, body: { currentPassword, newPassword } });

    expect((await setPolicy(true)).json().passwordPolicyEnabled).toBe(true);
    const short = await change('lettersonly');
    expect(short.statusCode).toBe(400);
    expect(short.json().errorMessageList[0].errorDescription).toBe(PASSWORD_PROBLEM_TEXT.policyTooShort);
    const noDigits = await change('only-letters-here');
    expect(noDigits.json().errorMessageList[0].errorDescription).toBe(PASSWORD_PROBLEM_TEXT.policyLettersAndDigits);
    expect((await change('policy-ok-2026-pass')).statusCode).toBe(204);

    await setPolicy(false);
    expect((await change('lettersonly', 'policy-ok-2026-pass')).statusCode).toBe(204);
  });
});
