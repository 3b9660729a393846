import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoProjects } from '../../seed/demo-projects.seed.ts';
import { createTestApp, DATABASE_KINDS, type TestApp, type TestSession } from '../../testing/test-app.ts';

type Subject = 'anonymous' | 'orgAdmin' | 'member' | 'otherOrgAdmin';
const SUBJECTS: Subject[] = ['anonymous', 'orgAdmin', 'member', 'otherOrgAdmin'];

describe.each(DATABASE_KINDS)('site-management API (%s)', (kind) => {
  let t: TestApp;
  const sessions: Partial<Record<Subject, TestSession>> = {};
  let projectId: string;

  const call = (subject: Subject, method: string, url: string, body?: unknown) =>
    t.call(method, `/site-management-api/v1${url}`, {
      ...(sessions[subject] ? { session: sessions[subject] } : {}),
      ...(body !== undefined ? { body } : {}),
    });

  /** A fresh site with one building and one floor, made by the org admin, so each cell acts on its own objects. */
  async function freshTree() {
    const site = (await call('orgAdmin', 'POST', '/sites', { name: `Site ${crypto.randomUUID().slice(0, 8)}` })).json();
    const building = (await call('orgAdmin', 'POST', `/sites/${site.id}/buildings`, { name: 'North wing' })).json();
    const floor = (await call('orgAdmin', 'POST', `/buildings/${building.id}/floors`, { name: 'Ground', level: 0 })).json();
    return { siteId: site.id as string, buildingId: building.id as string, floorId: floor.id as string };
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedDemoProjects(t.db, t.blobs, t.clock);
    sessions.orgAdmin = await t.signIn('admin@airscope.test');
    sessions.member = await t.signIn('user@airscope.test');
    const other = crypto.randomUUID();
    await t.db
      .insertInto('organisations')
      .values({
        id: other,
        name: 'Other Org',
        sharing_restriction: 'NO_RESTRICTION',
        password_policy_enabled: false,
        created_at: new Date(),
      })
      .execute();
    // Sites belong to the insights area, so the other organisation's admin needs Insights access to be judged by the site rules.
    await t.db
      .updateTable('users')
      .set({ org_id: other, org_admin: true, insights_access_allowed: true })
      .where('email', '=', 'noinsights@airscope.test')
      .execute();
    sessions.otherOrgAdmin = await t.signIn('noinsights@airscope.test');
    const projects = (await t.call('GET', '/projectapi/v1/projects', { session: sessions.member })).json();
    projectId = projects.find((p: { name: string }) => p.name === 'Demo Office HQ').projectId;
  });
  afterAll(() => t.close());

  type Tree = Awaited<ReturnType<typeof freshTree>>;
  const ROUTES: Array<{
    name: string;
    send: (subject: Subject, tree: Tree) => ReturnType<typeof call>;
    expected: Record<Subject, number>;
  }> = [
    {
      name: 'list sites',
      send: (s) => call(s, 'GET', '/sites'),
      expected: { anonymous: 401, orgAdmin: 200, member: 200, otherOrgAdmin: 200 },
    },
    {
      name: 'create a site',
      send: (s) => call(s, 'POST', '/sites', { name: `New ${crypto.randomUUID().slice(0, 6)}` }),
      expected: { anonymous: 401, orgAdmin: 200, member: 403, otherOrgAdmin: 200 },
    },
    {
      name: 'rename a site',
      send: (s, tr) => call(s, 'PUT', `/sites/${tr.siteId}`, { name: `Renamed ${crypto.randomUUID().slice(0, 6)}` }),
      expected: { anonymous: 401, orgAdmin: 200, member: 403, otherOrgAdmin: 404 },
    },
    {
      name: 'delete a site',
      send: (s, tr) => call(s, 'DELETE', `/sites/${tr.siteId}`),
      expected: { anonymous: 401, orgAdmin: 204, member: 403, otherOrgAdmin: 404 },
    },
    {
      name: 'list buildings',
      send: (s, tr) => call(s, 'GET', `/sites/${tr.siteId}/buildings`),
      expected: { anonymous: 401, orgAdmin: 200, member: 200, otherOrgAdmin: 404 },
    },
    {
      name: 'create a building',
      send: (s, tr) => call(s, 'POST', `/sites/${tr.siteId}/buildings`, { name: 'South wing' }),
      expected: { anonymous: 401, orgAdmin: 200, member: 403, otherOrgAdmin: 404 },
    },
    {
      name: 'rename a building',
      send: (s, tr) => call(s, 'PUT', `/buildings/${tr.buildingId}`, { name: 'East wing' }),
      expected: { anonymous: 401, orgAdmin: 200, member: 403, otherOrgAdmin: 404 },
    },
    {
      name: 'list floors',
      send: (s, tr) => call(s, 'GET', `/buildings/${tr.buildingId}/floors`),
      expected: { anonymous: 401, orgAdmin: 200, member: 200, otherOrgAdmin: 404 },
    },
    {
      name: 'create a floor',
      send: (s, tr) => call(s, 'POST', `/buildings/${tr.buildingId}/floors`, { name: 'First', level: 1 }),
      expected: { anonymous: 401, orgAdmin: 200, member: 403, otherOrgAdmin: 404 },
    },
    {
      name: 'update a floor',
      send: (s, tr) => call(s, 'PUT', `/floors/${tr.floorId}`, { level: 2 }),
      expected: { anonymous: 401, orgAdmin: 200, member: 403, otherOrgAdmin: 404 },
    },
    {
      name: 'place a project',
      send: (s, tr) => call(s, 'PUT', `/projects/${projectId}/site`, { siteId: tr.siteId, buildingId: tr.buildingId }),
      expected: { anonymous: 401, orgAdmin: 200, member: 200, otherOrgAdmin: 404 },
    },
  ];

  describe.each(ROUTES.map((r) => [r.name, r] as const))('%s', (_, route) => {
    it.each(SUBJECTS)('answers the %s with its exact status', async (subject) => {
      const tree = await freshTree();
      const response = await route.send(subject, tree);
      expect(response.statusCode).toBe(route.expected[subject]);
    });
  });

  it('lists sites with their building, floor and project counts, and the projects the caller sees', async () => {
    const tree = await freshTree();
    await call('orgAdmin', 'POST', `/buildings/${tree.buildingId}/floors`, { name: 'First', level: 1 });
    expect(
      (await call('member', 'PUT', `/projects/${projectId}/site`, { siteId: tree.siteId, buildingId: tree.buildingId })).json(),
    ).toEqual({ projectId, siteId: tree.siteId, buildingId: tree.buildingId });
    const site = (await call('member', 'GET', '/sites')).json().find((s: { id: string }) => s.id === tree.siteId);
    expect(site).toMatchObject({ buildingCount: 1, floorCount: 2, projectCount: 1, projectIds: [projectId], canManage: false });
    expect((await call('orgAdmin', 'GET', '/sites')).json().find((s: { id: string }) => s.id === tree.siteId).canManage).toBe(true);
    const [building] = (await call('member', 'GET', `/sites/${tree.siteId}/buildings`)).json();
    expect(building).toMatchObject({ name: 'North wing', floorCount: 2, projectCount: 1 });
    expect((await call('member', 'GET', `/buildings/${tree.buildingId}/floors`)).json().map((f: { name: string }) => f.name)).toEqual([
      'Ground',
      'First',
    ]);
    expect((await call('otherOrgAdmin', 'GET', '/sites')).json().some((s: { id: string }) => s.id === tree.siteId)).toBe(false);

    await call('member', 'PUT', `/projects/${projectId}/site`, { siteId: null });
    expect((await call('member', 'GET', '/sites')).json().find((s: { id: string }) => s.id === tree.siteId)).toMatchObject({
      projectCount: 0,
      projectIds: [],
    });
  });

  it('refuses a duplicate name (409), an empty name and unknown fields (400), and a building of another site (400)', async () => {
    const tree = await freshTree();
    const name = (await call('orgAdmin', 'GET', '/sites')).json().find((s: { id: string }) => s.id === tree.siteId).name;
    expect((await call('orgAdmin', 'POST', '/sites', { name: name.toUpperCase() })).statusCode).toBe(409);
    expect((await call('orgAdmin', 'POST', '/sites', { name: '  ' })).statusCode).toBe(400);
    expect((await call('orgAdmin', 'POST', '/sites', { name: 'X', orgId: crypto.randomUUID() })).statusCode).toBe(400);
    const other = await freshTree();
    const wrong = await call('orgAdmin', 'PUT', `/projects/${projectId}/site`, { siteId: tree.siteId, buildingId: other.buildingId });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errorMessageList[0].errorDescription).toBe('The building is not part of the chosen site.');
  });

  it('keeps projects when their site is deleted', async () => {
    const tree = await freshTree();
    await call('member', 'PUT', `/projects/${projectId}/site`, { siteId: tree.siteId });
    expect((await call('orgAdmin', 'DELETE', `/sites/${tree.siteId}`)).statusCode).toBe(204);
    const row = await t.db.selectFrom('projects').select(['site_id', 'status']).where('id', '=', projectId).executeTakeFirstOrThrow();
    expect(row).toEqual({ site_id: null, status: 'COMPLETED' });
  });
});
