import type { ProjectRole } from '@airscope/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp, type TestSession } from '../../testing/test-app.ts';

describe.each(DATABASE_KINDS)('per-project user preferences on %s PostgreSQL', (kind) => {
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
        tags: JSON.stringify([]),
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
    projectId = await insertProject(`Preferences ${crypto.randomUUID()}`, 'READ_USER');
  });
  afterAll(() => t.close());

  const put = (session: TestSession, id: string, body: unknown) =>
    t.call('PUT', `/projectapi/v1/projects/${id}/users/preference`, { session, body });
  const floorView = {
    visualization: 'snr',
    band: '2.4',
    opacity: 45,
    heightM: 1.5,
    clientProfile: 'Generic Smartphone',
    mode: 'contours',
    smooth: false,
    layers: { accessPoints: false, areas: true, tracks: true },
  };

  it('keeps the floor view and the dashboard filters per user and project, each section replaced on its own', async () => {
    expect((await put(user, projectId, { floorView })).statusCode).toBe(200);
    const dashboard = { startDate: '2026-01-01', endDate: null, frequencyBand: 'SIX', criterion: 'snr' };
    const merged = await put(user, projectId, { dashboard });
    expect(merged.json()).toMatchObject({ projectId, preferences: { floorView, dashboard } });
    const listed = await t.call('GET', `/userapi/v1/userPreferences?projectId=${projectId}`, { session: user });
    expect(listed.json()).toEqual([expect.objectContaining({ projectId, preferences: { floorView, dashboard } })]);
    // Another member of the same project has their own.
    expect((await t.call('GET', `/userapi/v1/userPreferences?projectId=${projectId}`, { session: admin })).json()).toEqual([]);
    const changed = await put(user, projectId, { floorView: { ...floorView, opacity: 90 } });
    expect(changed.json().preferences).toEqual({ floorView: { ...floorView, opacity: 90 }, dashboard });
  });

  it('lists every project of the user without a projectId', async () => {
    const second = await insertProject(`Second ${crypto.randomUUID()}`, 'WRITE_USER');
    await put(user, second, { dashboard: { frequencyBand: 'TWO' } });
    const all = (await t.call('GET', '/userapi/v1/userPreferences', { session: user })).json<Array<{ projectId: string }>>();
    expect(all.map((row) => row.projectId).sort()).toEqual([projectId, second].sort());
  });

  it('answers 404 for a project the user is not a member of, and forgets preferences once membership ends', async () => {
    const foreign = await insertProject(`Foreign ${crypto.randomUUID()}`);
    expect((await put(user, foreign, { floorView })).statusCode).toBe(404);
    expect((await t.call('GET', `/userapi/v1/userPreferences?projectId=${foreign}`, { session: user })).statusCode).toBe(404);
    const leaving = await insertProject(`Leaving ${crypto.randomUUID()}`, 'READ_USER');
    await put(user, leaving, { floorView });
    await t.db.deleteFrom('project_users').where('project_id', '=', leaving).where('user_id', '=', user.userId).execute();
    const all = (await t.call('GET', '/userapi/v1/userPreferences', { session: user })).json<Array<{ projectId: string }>>();
    expect(all.map((row) => row.projectId)).not.toContain(leaving);
  });

  it('refuses values outside the fields it keeps (400)', async () => {
    for (const body of [
      { floorView: { opacity: 150 } },
      { floorView: { band: '7' } },
      { dashboard: { startDate: 'yesterday' } },
      { theme: 'dark' },
    ]) {
      expect((await put(user, projectId, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});
