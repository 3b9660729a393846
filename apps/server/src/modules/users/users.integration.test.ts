import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp, type TestSession } from '../../testing/test-app.ts';

describe.each(DATABASE_KINDS)('users and organisation on %s PostgreSQL', (kind) => {
  let t: TestApp;
  let admin: TestSession;
  let user: TestSession;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.signIn('admin@airscope.test');
    user = await t.signIn('user@airscope.test');
  });
  afterAll(() => t.close());

  it('who-am-i returns every current-user field of docs/product.md §3', async () => {
    const me = (await t.call('GET', '/userapi/v1/users/who-am-i', { session: admin })).json();
    expect(me).toMatchObject({
      email: 'admin@airscope.test',
      orgName: 'Demo Org',
      role: 'USER',
      orgAdmin: true,
      enterprisePlusAccess: true,
      insightsAccessAllowed: true,
      cloudPlannerAccessAllowed: true,
      optimizerAccess: true,
      aiProCloudPlannerAccess: true,
      licenseSuspended: false,
      licenseInvalid: false,
      eulaVersionConsent: 'v4',
    });
    expect(me.licenseKey).toMatch(/^DEMO-/);
    expect(me).not.toHaveProperty('password_hash');
    expect(me).not.toHaveProperty('passwordHash');
  });

  it('reports licence status, expiry and product', async () => {
    const own = await t.call('GET', `/userapi/v1/users/${admin.userId}/licenseStatus`, { session: admin });
    expect(own.json()).toMatchObject({ licenseStatus: 'ACTIVE', product: 'Software Suite' });
    const expired = await t.signIn('expired@airscope.test');
    const status = (await t.call('GET', `/userapi/v1/users/${expired.userId}/licenseStatus`, { session: expired })).json();
    expect(status.licenseStatus).toBe('EXPIRED');
    expect(new Date(status.subscriptionExpirationDate).getTime()).toBeLessThan(t.clock.now().getTime());
  });

  it('records EULA consent for the signed-in user', async () => {
    const newcomer = await t.signIn('neweula@airscope.test');
    const response = await t.call('PUT', `/userapi/v1/users/${newcomer.userId}`, {
      session: newcomer,
      body: { eulaVersionConsent: 'v4' },
    });
    expect(response.statusCode).toBe(200);
    const me = (await t.call('GET', '/userapi/v1/users/who-am-i', { session: newcomer })).json();
    expect(me.eulaVersionConsent).toBe('v4');
  });

  it('does not let a user change another user’s access or licence', async () => {
    const access = await t.call('PUT', `/userapi/v1/users/${admin.userId}`, { session: user, body: { orgAdmin: false } });
    expect(access.statusCode).toBe(403);
    const profile = await t.call('PUT', `/userapi/v1/users/${admin.userId}`, { session: user, body: { firstName: 'X' } });
    expect(profile.statusCode).toBe(404);
    const licence = await t.call('PUT', `/userapi/v1/users/${admin.userId}/license`, {
      session: user,
      body: { licenseKey: 'DEMO-0002-MEASUREPRO' },
    });
    expect(licence.statusCode).toBe(403);
    const me = (await t.call('GET', '/userapi/v1/users/who-am-i', { session: admin })).json();
    expect(me.orgAdmin).toBe(true);
  });

  it('refuses fields outside the allowed set, such as role, with 400', async () => {
    const response = await t.call('PUT', `/userapi/v1/users/${user.userId}`, {
      session: user,
      body: { role: 'ADMIN', orgId: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessageList[0].errorDescription).toMatch(/not valid/);
  });

  it('does not let users raise their own access, but lets an org admin manage others', async () => {
    const self = await t.call('PUT', `/userapi/v1/users/${user.userId}`, { session: user, body: { orgAdmin: true } });
    expect(self.statusCode).toBe(403);
    const byAdmin = await t.call('PUT', `/userapi/v1/users/${user.userId}`, {
      session: admin,
      body: { cloudPlannerAccessAllowed: true },
    });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().cloudPlannerAccessAllowed).toBe(true);
  });

  it("refuses an unknown license key and one held by somebody else, each with one reason in the spec's spelling", async () => {
    const unknown = await t.call('PUT', `/userapi/v1/users/${user.userId}/license`, {
      session: user,
      body: { licenseKey: 'NOPE-0000' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('This license key is not valid.');
    const adminKey = (await t.call('GET', '/userapi/v1/users/who-am-i', { session: admin })).json().licenseKey;
    const taken = await t.call('PUT', `/userapi/v1/users/${user.userId}/license`, {
      session: user,
      body: { licenseKey: adminKey },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.body).toContain('This license key is already in use by another account.');
    expect(`${unknown.body}${taken.body}`).not.toMatch(/licence/i);
  });

  it('answers 404 for a user id that is not a user', async () => {
    const response = await t.call('GET', '/userapi/v1/users/not-a-uuid/licenseStatus', { session: admin });
    expect(response.statusCode).toBe(404);
  });

  it('lists "My Sharing Group" with its members', async () => {
    const response = await t.call('GET', '/userapi/v1/userGroups?groupName=My%20Sharing%20Group', { session: user });
    const groups = response.json();
    expect(groups).toHaveLength(1);
    expect(groups[0].groupName).toBe('My Sharing Group');
    expect(groups[0].members.map((m: { email: string }) => m.email)).toContain('admin@airscope.test');
  });

  it('reads organisation preferences with the NO_RESTRICTION default', async () => {
    const prefs = (await t.call('GET', '/userapi/v1/org-preferences', { session: user })).json();
    expect(prefs).toMatchObject({ sharingRestriction: 'NO_RESTRICTION', passwordPolicyEnabled: false });
  });

  it('lets only an org admin with enterprise plus change organisation settings', async () => {
    const { orgId } = (await t.call('GET', '/userapi/v1/org-preferences', { session: admin })).json();
    const byUser = await t.call('PUT', `/userapi/v1/org-preferences/${orgId}`, {
      session: user,
      body: { passwordPolicyEnabled: true },
    });
    expect(byUser.statusCode).toBe(403);
    const byAdmin = await t.call('PUT', `/userapi/v1/org-preferences/${orgId}`, {
      session: admin,
      body: { sharingRestriction: 'ORGANIZATION_ONLY', passwordPolicyEnabled: true },
    });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json()).toMatchObject({ sharingRestriction: 'ORGANIZATION_ONLY', passwordPolicyEnabled: true });
    const otherOrg = await t.call('PUT', `/userapi/v1/org-preferences/${crypto.randomUUID()}`, {
      session: admin,
      body: { passwordPolicyEnabled: false },
    });
    expect(otherOrg.statusCode).toBe(404);
  });
});
