import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp, type TestSession } from '../../testing/test-app.ts';
import { createLicensedUser, createOrg, FIXTURE_PASSWORD } from '../sharing/sharing-test.fixture.ts';

const WHO_AM_I = '/userapi/v1/users/who-am-i';

// Security bar S5: a block on the account ends its sessions at once, whoever writes the change.
describe.each(DATABASE_KINDS)('sessions end when the account is blocked (%s)', (kind) => {
  let t: TestApp;
  let orgId: string;
  const status = async (session: TestSession) => (await t.call('GET', WHO_AM_I, { session })).statusCode;

  async function twoSessions() {
    const user = await createLicensedUser(t.db, orgId, 'blocked');
    const a = await t.signIn(user.email, FIXTURE_PASSWORD);
    const b = await t.signIn(user.email, FIXTURE_PASSWORD);
    expect([await status(a), await status(b)]).toEqual([200, 200]);
    const row = await t.db.selectFrom('users').select('license_id').where('id', '=', user.id).executeTakeFirstOrThrow();
    return { user, licenceId: row.license_id!, a, b };
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    orgId = await createOrg(t.db);
  });
  afterAll(() => t?.close());

  it('ends every session of a user an admin disables, and refuses a new sign-in', async () => {
    const { user, a, b } = await twoSessions();
    await t.db.updateTable('users').set({ disabled: true }).where('id', '=', user.id).execute();
    expect([await status(a), await status(b)]).toEqual([401, 401]);
    expect(await t.db.selectFrom('sessions').select('id_hash').where('user_id', '=', user.id).execute()).toEqual([]);
    await expect(t.signIn(user.email, FIXTURE_PASSWORD)).rejects.toThrow(/sign-in failed: 401/);
  });

  it('ends the sessions when the licence is set to SUSPENDED; a new sign-in then meets the licence gate', async () => {
    const { user, licenceId, a, b } = await twoSessions();
    await t.db.updateTable('licenses').set({ status: 'SUSPENDED' }).where('id', '=', licenceId).execute();
    expect([await status(a), await status(b)]).toEqual([401, 401]);
    const again = await t.signIn(user.email, FIXTURE_PASSWORD);
    expect(await status(again)).toBe(200);
    const projects = await t.call('GET', '/projectapi/v1/projects', { session: again });
    expect([projects.statusCode, projects.json().errorMessageList[0].errorCode]).toEqual([403, 'LICENSE_SUSPENDED']);
    // Another change to an already suspended licence leaves the new session alone.
    await t.db
      .updateTable('licenses')
      .set({ status: 'SUSPENDED', subscription_expires_at: new Date(Date.now() + 86_400_000) })
      .where('id', '=', licenceId)
      .execute();
    expect(await status(again)).toBe(200);
  });

  it('ends the sessions when the user is flagged licence-suspended', async () => {
    const { user, a, b } = await twoSessions();
    await t.db.updateTable('users').set({ license_suspended: true }).where('id', '=', user.id).execute();
    expect([await status(a), await status(b)]).toEqual([401, 401]);
  });

  it('leaves the sessions of other users and of unrelated changes alone', async () => {
    const { user, licenceId, a } = await twoSessions();
    const other = await twoSessions();
    await t.db.updateTable('licenses').set({ status: 'EXPIRED' }).where('id', '=', licenceId).execute();
    await t.db.updateTable('users').set({ first_name: 'Renamed' }).where('id', '=', user.id).execute();
    expect(await status(a)).toBe(200);
    await t.db.updateTable('users').set({ disabled: true }).where('id', '=', user.id).execute();
    expect([await status(other.a), await status(other.b)]).toEqual([200, 200]);
  });
});
