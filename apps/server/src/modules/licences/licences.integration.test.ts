import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp, type TestSession } from '../../testing/test-app.ts';
import { LICENCE_TAKEN_TEXT, OWN_LICENCE_TEXT } from './licences.service.ts';

interface OrgLicenceBody {
  licenseId: string;
  licenseKey: string;
  licenseStatus: string;
  product: string;
  subscriptionExpirationDate: string | null;
  user: { userId: string; email: string } | null;
}

describe.each(DATABASE_KINDS)('organisation licences on %s PostgreSQL', (kind) => {
  let t: TestApp;
  let admin: TestSession;
  let user: TestSession;
  let freeLicenceId: string;
  let otherOrgLicenceId: string;
  let otherOrgUserId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.signIn('admin@airscope.test');
    user = await t.signIn('user@airscope.test');
    const now = t.clock.now();
    const org = await t.db.selectFrom('organisations').select('id').where('name', '=', 'Demo Org').executeTakeFirstOrThrow();
    freeLicenceId = crypto.randomUUID();
    await t.db
      .insertInto('licenses')
      .values({
        id: freeLicenceId,
        license_key: `FREE-${freeLicenceId.slice(0, 8)}`,
        org_id: org.id,
        product: 'Connect',
        status: 'ACTIVE',
        subscription_expires_at: new Date(now.getTime() + 86_400_000 * 90),
        created_at: now,
      })
      .execute();
    const otherOrg = crypto.randomUUID();
    await t.db
      .insertInto('organisations')
      .values({
        id: otherOrg,
        name: `Other ${otherOrg}`,
        sharing_restriction: 'NO_RESTRICTION',
        password_policy_enabled: false,
        created_at: now,
      })
      .execute();
    otherOrgLicenceId = crypto.randomUUID();
    await t.db
      .insertInto('licenses')
      .values({
        id: otherOrgLicenceId,
        license_key: `OTHER-${otherOrgLicenceId.slice(0, 8)}`,
        org_id: otherOrg,
        product: 'Plan',
        status: 'ACTIVE',
        subscription_expires_at: null,
        created_at: now,
      })
      .execute();
    otherOrgUserId = crypto.randomUUID();
    await t.db
      .insertInto('users')
      .values({
        id: otherOrgUserId,
        email: `outsider-${otherOrgUserId}@other.test`,
        password_hash: 'x',
        first_name: 'Out',
        last_name: 'Sider',
        org_id: otherOrg,
        license_id: null,
        eula_version_consent: 'v4',
        created_at: now,
        updated_at: now,
      })
      .execute();
  });
  afterAll(() => t.close());

  const list = async (session: TestSession) => (await t.call('GET', '/userapi/v1/org-licenses', { session })).json<OrgLicenceBody[]>();

  it('lists the organisation licences with status, subscription date and holder to an org admin', async () => {
    const response = await t.call('GET', '/userapi/v1/org-licenses', { session: admin });
    expect(response.statusCode).toBe(200);
    const licences = response.json<OrgLicenceBody[]>();
    const adminLicence = licences.find((licence) => licence.user?.email === 'admin@airscope.test');
    expect(adminLicence).toMatchObject({ licenseStatus: 'ACTIVE', product: 'Software Suite' });
    expect(licences.find((licence) => licence.user?.email === 'expired@airscope.test')?.licenseStatus).toBe('EXPIRED');
    expect(licences.find((licence) => licence.licenseId === freeLicenceId)).toMatchObject({ user: null, product: 'Connect' });
    expect(licences.some((licence) => licence.licenseId === otherOrgLicenceId)).toBe(false);
  });

  it('lists the organisation users for the assignment picker, never other organisations', async () => {
    const members = (await t.call('GET', '/userapi/v1/org-users', { session: admin })).json<Array<{ email: string }>>();
    expect(members.map((member) => member.email)).toContain('user@airscope.test');
    expect(members.some((member) => member.email.endsWith('@other.test'))).toBe(false);
  });

  it('refuses every licence call to a member who is not an org admin (403) and to anonymous callers (401)', async () => {
    expect((await t.call('GET', '/userapi/v1/org-licenses', { session: user })).statusCode).toBe(403);
    expect((await t.call('GET', '/userapi/v1/org-users', { session: user })).statusCode).toBe(403);
    expect(
      (await t.call('PUT', `/userapi/v1/org-licenses/${freeLicenceId}/user`, { session: user, body: { userId: user.userId } })).statusCode,
    ).toBe(403);
    expect((await t.call('DELETE', `/userapi/v1/org-licenses/${freeLicenceId}/user`, { session: user })).statusCode).toBe(403);
    expect((await t.call('GET', '/userapi/v1/org-licenses')).statusCode).toBe(401);
  });

  it('answers 404 for licences and users of another organisation or ids that do not exist', async () => {
    expect(
      (await t.call('PUT', `/userapi/v1/org-licenses/${otherOrgLicenceId}/user`, { session: admin, body: { userId: user.userId } }))
        .statusCode,
    ).toBe(404);
    expect((await t.call('DELETE', `/userapi/v1/org-licenses/${otherOrgLicenceId}/user`, { session: admin })).statusCode).toBe(404);
    expect(
      (await t.call('PUT', `/userapi/v1/org-licenses/${freeLicenceId}/user`, { session: admin, body: { userId: otherOrgUserId } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.call('PUT', '/userapi/v1/org-licenses/not-a-uuid/user', { session: admin, body: { userId: user.userId } })).statusCode,
    ).toBe(404);
    const holder = await t.db.selectFrom('users').select('license_id').where('id', '=', otherOrgUserId).executeTakeFirstOrThrow();
    expect(holder.license_id).toBeNull();
  });

  it('assigns a free licence to a user, freeing their previous one, and revokes it again', async () => {
    const before = await list(admin);
    const previous = before.find((licence) => licence.user?.userId === user.userId)!;
    const assigned = await t.call('PUT', `/userapi/v1/org-licenses/${freeLicenceId}/user`, {
      session: admin,
      body: { userId: user.userId },
    });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json<OrgLicenceBody>().user?.email).toBe('user@airscope.test');
    const status = (await t.call('GET', `/userapi/v1/users/${user.userId}/licenseStatus`, { session: user })).json();
    expect(status.product).toBe('Connect');
    expect((await list(admin)).find((licence) => licence.licenseId === previous.licenseId)?.user).toBeNull();

    const revoked = await t.call('DELETE', `/userapi/v1/org-licenses/${freeLicenceId}/user`, { session: admin });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json<OrgLicenceBody>().user).toBeNull();
    const after = (await t.call('GET', `/userapi/v1/users/${user.userId}/licenseStatus`, { session: user })).json();
    expect(after).toMatchObject({ licenseStatus: 'INVALID', product: null });
    // Give the demo user their licence back for the other tests.
    expect(
      (await t.call('PUT', `/userapi/v1/org-licenses/${previous.licenseId}/user`, { session: admin, body: { userId: user.userId } }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses to give a licence that someone else holds, and to revoke the admin’s own', async () => {
    const adminLicence = (await list(admin)).find((licence) => licence.user?.userId === admin.userId)!;
    const taken = await t.call('PUT', `/userapi/v1/org-licenses/${adminLicence.licenseId}/user`, {
      session: admin,
      body: { userId: user.userId },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errorMessageList[0].errorDescription).toBe(LICENCE_TAKEN_TEXT);
    const own = await t.call('DELETE', `/userapi/v1/org-licenses/${adminLicence.licenseId}/user`, { session: admin });
    expect(own.statusCode).toBe(400);
    expect(own.json().errorMessageList[0].errorDescription).toBe(OWN_LICENCE_TEXT);
  });

  it('lets exactly one of two parallel assignments of the same licence win', async () => {
    const expired = await t.signIn('expired@airscope.test');
    const results = await Promise.all(
      [user.userId, expired.userId].map((userId) =>
        t.call('PUT', `/userapi/v1/org-licenses/${freeLicenceId}/user`, { session: admin, body: { userId } }),
      ),
    );
    expect(results.map((result) => result.statusCode).sort()).toEqual([200, 409]);
    const holders = await t.db.selectFrom('users').select('id').where('license_id', '=', freeLicenceId).execute();
    expect(holders).toHaveLength(1);
  });

  it('validates the assignment body', async () => {
    const response = await t.call('PUT', `/userapi/v1/org-licenses/${freeLicenceId}/user`, {
      session: admin,
      body: { userId: user.userId, licenseKey: 'x' },
    });
    expect(response.statusCode).toBe(400);
  });
});
