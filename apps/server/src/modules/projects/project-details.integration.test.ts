import type { ProjectRole } from '@airscope/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp, type TestSession } from '../../testing/test-app.ts';

const HELSINKI = { country: 'Finland', city: 'Helsinki', latitude: 60.16952, longitude: 24.93545 };

describe.each(DATABASE_KINDS)('project name, location and tags on %s PostgreSQL', (kind) => {
  let t: TestApp;
  let admin: TestSession;
  let user: TestSession;
  let projectId: string;

  /** A project owned by the admin, with the demo user as a member of the given role. */
  async function insertProject(name: string, userRole?: ProjectRole): Promise<string> {
    const id = crypto.randomUUID();
    const now = t.clock.now();
    const owner = await t.db.selectFrom('users').select(['id', 'org_id']).where('id', '=', admin.userId).executeTakeFirstOrThrow();
    await t.db
      .insertInto('projects')
      .values({
        id,
        org_id: owner.org_id,
        owner_id: owner.id,
        name,
        project_type: 'MEASURED',
        status: 'COMPLETED',
        project_version: 1,
        country: null,
        city: null,
        location: null,
        latitude: null,
        longitude: null,
        tags: JSON.stringify(['survey']),
        format_version: null,
        schema_version: null,
        source_upload_id: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await t.db.insertInto('project_users').values({ project_id: id, user_id: owner.id, role: 'OWNER' }).execute();
    if (userRole) await t.db.insertInto('project_users').values({ project_id: id, user_id: user.userId, role: userRole }).execute();
    return id;
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.signIn('admin@airscope.test');
    user = await t.signIn('user@airscope.test');
    projectId = await insertProject(`Details ${crypto.randomUUID()}`);
  });
  afterAll(() => t.close());

  it('renames a project and stores country, city and coordinates of its location', async () => {
    const response = await t.call('PUT', `/projectapi/v1/projects/${projectId}`, {
      session: admin,
      body: { name: '  Head office  ', location: HELSINKI },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ projectId, name: 'Head office', ...HELSINKI, location: 'Helsinki, Finland' });
    const listed = (await t.call('GET', '/projectapi/v1/projects?query=helsinki', { session: admin })).json<Array<{ projectId: string }>>();
    expect(listed.map((project) => project.projectId)).toContain(projectId);
  });

  it('gets each of several projects by id with its own name, role and counts', async () => {
    const viewOnly = await insertProject(`View ${crypto.randomUUID()}`, 'READ_USER');
    const editable = await insertProject(`Edit ${crypto.randomUUID()}`, 'WRITE_USER');
    for (const [id, role] of [
      [viewOnly, 'READ_USER'],
      [editable, 'WRITE_USER'],
    ] as const) {
      const response = await t.call('GET', `/projectapi/v1/projects/${id}`, { session: user });
      expect(response.statusCode).toBe(200);
      const listed = (await t.call('GET', '/projectapi/v1/projects', { session: user }))
        .json<Array<{ projectId: string }>>()
        .find((row) => row.projectId === id);
      expect(response.json()).toEqual(listed);
      expect(response.json()).toMatchObject({ projectId: id, floorPlanCount: 0, accessPointCount: 0 });
      expect(JSON.stringify(response.json())).toContain(role);
    }
  });

  it('clears the location with null and leaves the name alone when it is not sent', async () => {
    const response = await t.call('PUT', `/projectapi/v1/projects/${projectId}`, { session: admin, body: { location: null } });
    expect(response.json()).toMatchObject({ name: 'Head office', country: null, city: null, latitude: null, longitude: null });
  });

  it('replaces the tags, so a tag can be added and removed', async () => {
    const added = await t.call('PUT', `/projectapi/v1/projects/${projectId}/tags`, {
      session: admin,
      body: { tags: ['survey', ' floor 2 '] },
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().tags).toEqual(['survey', 'floor 2']);
    const removed = await t.call('PUT', `/projectapi/v1/projects/${projectId}/tags`, { session: admin, body: { tags: ['floor 2'] } });
    expect(removed.json().tags).toEqual(['floor 2']);
    const listed = (await t.call('GET', '/projectapi/v1/projects?includeTag=true', { session: admin })).json<
      Array<{ projectId: string; tags: string[] }>
    >();
    expect(listed.find((project) => project.projectId === projectId)?.tags).toEqual(['floor 2']);
  });

  it('refuses invalid names, coordinates and duplicate tags with 400', async () => {
    const cases = [
      [`/projectapi/v1/projects/${projectId}`, { name: '   ' }],
      [`/projectapi/v1/projects/${projectId}`, { location: { ...HELSINKI, latitude: 91 } }],
      [`/projectapi/v1/projects/${projectId}`, { ownerId: user.userId }],
      [`/projectapi/v1/projects/${projectId}/tags`, { tags: ['A', 'a'] }],
      [`/projectapi/v1/projects/${projectId}/tags`, { tags: ['x'.repeat(41)] }],
    ] as const;
    for (const [url, body] of cases)
      expect((await t.call('PUT', url, { session: admin, body })).statusCode, JSON.stringify(body)).toBe(400);
  });

  it('lets a member with edit rights change name, location and tags, but not a view-only member (403)', async () => {
    const editable = await insertProject(`Editable ${crypto.randomUUID()}`, 'WRITE_USER');
    expect(
      (await t.call('PUT', `/projectapi/v1/projects/${editable}`, { session: user, body: { name: 'Renamed by editor' } })).statusCode,
    ).toBe(200);
    expect(
      (await t.call('PUT', `/projectapi/v1/projects/${editable}/tags`, { session: user, body: { tags: ['edited'] } })).statusCode,
    ).toBe(200);
    const viewOnly = await insertProject(`View only ${crypto.randomUUID()}`, 'READ_USER');
    expect((await t.call('PUT', `/projectapi/v1/projects/${viewOnly}`, { session: user, body: { name: 'Nope' } })).statusCode).toBe(403);
    expect((await t.call('PUT', `/projectapi/v1/projects/${viewOnly}/tags`, { session: user, body: { tags: [] } })).statusCode).toBe(403);
    const row = await t.db.selectFrom('projects').select('name').where('id', '=', viewOnly).executeTakeFirstOrThrow();
    expect(row.name).toMatch(/^View only/);
  });

  it('answers 404 to users who are not members and for unknown projects, and 401 without a session', async () => {
    expect((await t.call('PUT', `/projectapi/v1/projects/${projectId}`, { session: user, body: { name: 'Hijack' } })).statusCode).toBe(404);
    expect((await t.call('PUT', `/projectapi/v1/projects/${projectId}/tags`, { session: user, body: { tags: ['x'] } })).statusCode).toBe(
      404,
    );
    expect(
      (await t.call('PUT', `/projectapi/v1/projects/${crypto.randomUUID()}`, { session: admin, body: { name: 'Ghost' } })).statusCode,
    ).toBe(404);
    expect((await t.call('PUT', `/projectapi/v1/projects/${projectId}`, { body: { name: 'Anon' } })).statusCode).toBe(401);
  });

  it('refuses edits from a member whose licence has expired', async () => {
    const expired = await t.signIn('expired@airscope.test');
    await t.db.insertInto('project_users').values({ project_id: projectId, user_id: expired.userId, role: 'WRITE_USER' }).execute();
    const response = await t.call('PUT', `/projectapi/v1/projects/${projectId}`, { session: expired, body: { name: 'Expired edit' } });
    expect(response.statusCode).toBe(403);
  });
});
