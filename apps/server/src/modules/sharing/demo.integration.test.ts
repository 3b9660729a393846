import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_RESPONSE_HEADER } from '@airscope/contracts';
import { cookieHeaderFrom, createTestApp, type TestApp, type TestSession } from '../../testing/test-app.ts';
import { seedDemoProjects } from '../../seed/demo-projects.seed.ts';

describe('the public read-only demo', () => {
  let t: TestApp;
  let owner: TestSession;
  let demo: { projectId: string; name: string; floorPlanRowId: number | null }[];

  beforeAll(async () => {
    t = await createTestApp('embedded');
    owner = await t.signIn('user@airscope.test');
    await seedDemoProjects(t.db, t.blobs, t.clock);
    demo = (await t.call('GET', '/shareapi/demo/projects')).json();
  }, 120_000);
  afterAll(() => t?.close());

  async function visit(projectId: string): Promise<TestSession & { status: number }> {
    const response = await t.call('POST', `/shareapi/demo/projects/${projectId}/session`);
    return {
      status: response.statusCode,
      cookie: cookieHeaderFrom(response),
      csrfToken: String(response.headers[CSRF_RESPONSE_HEADER] ?? ''),
      userId: '',
    };
  }

  it("lists the demo organisation's seeded projects to anyone, without a session", () => {
    expect(demo.map((project) => project.name)).toEqual(['Demo Office HQ', 'Demo Office HQ — walk survey']);
    expect(demo.every((project) => project.floorPlanRowId !== null)).toBe(true);
  });

  it('opens a demo project read-only: its heatmap answers, nothing is writable, nothing else is visible', async () => {
    const walk = demo.find((project) => project.name.endsWith('walk survey'))!;
    const visitor = await visit(walk.projectId);
    expect(visitor.status).toBe(200);
    const heatmap = await t.call('POST', `/heatmapapi/v1/projects/${walk.projectId}/floor-plans/${walk.floorPlanRowId}/heatmap`, {
      session: visitor,
      body: { type: 'sig-strength' },
    });
    expect(heatmap.statusCode).toBe(200);
    expect(heatmap.json().vertices.values.some((value: number | null) => value !== null)).toBe(true);
    expect((await t.call('GET', '/userapi/v1/users/who-am-i', { session: visitor })).json().role).toBe('GUEST');

    const rename = await t.call('PUT', `/projectapi/v1/projects/${walk.projectId}`, { session: visitor, body: { name: 'Defaced' } });
    expect(rename.statusCode).toBe(403);
    expect((await t.call('DELETE', `/projectapi/v1/projects/${walk.projectId}`, { session: visitor })).statusCode).toBe(403);
    expect((await t.call('GET', `/projectapi/v1/projects/${walk.projectId}/download`, { session: visitor })).statusCode).toBe(403);
    const other = demo.find((project) => project.projectId !== walk.projectId)!;
    expect((await t.call('GET', `/projectapi/v1/projects/${other.projectId}`, { session: visitor })).statusCode).toBe(404);
  });

  it('refuses to open a project that is not part of the demo', async () => {
    const created = await t.call('POST', '/projectapi/v1/projects', {
      session: owner,
      body: { name: 'Private design', projectType: 'GREENFIELD_PLAN' },
    });
    const visitor = await visit(created.json().projectId);
    expect(visitor.status).toBe(404);
    expect(visitor.cookie).toBe('');
    expect((await visit('not-a-project')).status).toBe(404);
  });
});
