import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestSession } from '../testing/test-app.ts';

// Issue 32 item 3: every update route whose body is an optional-field patch takes `{}` as "change nothing": 200 with
// the record as it was, no SQL UPDATE with nothing to set (a 500 before), and no `updated_at` moved for nothing.
describe('an empty patch on every partial-update route', () => {
  let t: TestApp;
  let admin: TestSession;
  let orgId: string;

  beforeAll(async () => {
    t = await createTestApp('embedded');
    admin = await t.signIn('admin@airscope.test');
    orgId = (await t.call('GET', '/userapi/v1/org-preferences', { session: admin })).json().orgId;
  }, 300_000);
  afterAll(() => t?.close());

  /** Sends `{}` minutes after the record was last written (within the session's idle time), so a write would show in `updated_at`. */
  async function putEmpty(url: string) {
    t.clock.advance(5 * 60 * 1000);
    return t.call('PUT', url, { session: admin, body: {} });
  }

  it('org preferences: answers the unchanged preferences', async () => {
    const changed = await t.call('PUT', `/userapi/v1/org-preferences/${orgId}`, {
      session: admin,
      body: { passwordPolicyEnabled: true, emailDomains: ['airscope.test'] },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const response = await putEmpty(`/userapi/v1/org-preferences/${orgId}`);
    expect([response.statusCode, response.json()], response.body).toEqual([200, changed.json()]);
    expect((await t.call('GET', '/userapi/v1/org-preferences', { session: admin })).json()).toEqual(changed.json());
  });

  it('org preferences: an empty patch on another organisation is still refused', async () => {
    const response = await putEmpty(`/userapi/v1/org-preferences/${crypto.randomUUID()}`);
    expect(response.statusCode).toBeGreaterThanOrEqual(403);
    expect(response.statusCode).toBeLessThan(500);
  });

  it('user: answers the user as they are and leaves updated_at', async () => {
    const before = await t.db.selectFrom('users').selectAll().where('id', '=', admin.userId).executeTakeFirstOrThrow();
    const response = await putEmpty(`/userapi/v1/users/${admin.userId}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ firstName: before.first_name, lastName: before.last_name });
    const after = await t.db.selectFrom('users').selectAll().where('id', '=', admin.userId).executeTakeFirstOrThrow();
    expect(after).toEqual(before);
  });

  it('project details: answers the project as it is and leaves updated_at', async () => {
    const created = await t.call('POST', '/projectapi/v1/projects', {
      session: admin,
      body: { name: 'Empty patch', projectType: 'GREENFIELD_PLAN' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { projectId } = created.json();
    const before = await t.db.selectFrom('projects').selectAll().where('id', '=', projectId).executeTakeFirstOrThrow();
    const response = await putEmpty(`/projectapi/v1/projects/${projectId}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ projectId });
    const after = await t.db.selectFrom('projects').selectAll().where('id', '=', projectId).executeTakeFirstOrThrow();
    expect(after).toEqual(before);
  });

  it('site floor: answers the floor as it is', async () => {
    const base = '/site-management-api/v1';
    const site = (await t.call('POST', `${base}/sites`, { session: admin, body: { name: 'Empty patch site' } })).json();
    const building = (await t.call('POST', `${base}/sites/${site.id}/buildings`, { session: admin, body: { name: 'Wing' } })).json();
    const floor = await t.call('POST', `${base}/buildings/${building.id}/floors`, { session: admin, body: { name: 'Ground', level: 0 } });
    expect(floor.statusCode, floor.body).toBe(200);
    const response = await putEmpty(`${base}/floors/${floor.json().id}`);
    expect([response.statusCode, response.json()], response.body).toEqual([200, floor.json()]);
  });

  it('single sign-on settings: answers the settings as they are and leaves updated_at', async () => {
    const url = `/userapi/v1/org-preferences/${orgId}/sso`;
    const saved = await t.call('PUT', url, { session: admin, body: { ssoOnly: false } });
    expect(saved.statusCode, saved.body).toBe(200);
    const before = await t.db.selectFrom('org_sso_settings').selectAll().where('org_id', '=', orgId).executeTakeFirstOrThrow();
    const response = await putEmpty(url);
    // The service provider's metadata is signed afresh with a new document id on every answer.
    const { spMetadataXml: _fresh, ...settings } = saved.json();
    expect([response.statusCode, response.json()], response.body).toEqual([200, { ...settings, spMetadataXml: expect.any(String) }]);
    const after = await t.db.selectFrom('org_sso_settings').selectAll().where('org_id', '=', orgId).executeTakeFirstOrThrow();
    expect(after).toEqual(before);
  });
});
