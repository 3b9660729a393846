import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestSession } from '../../testing/test-app.ts';
import { uploadThroughHttp } from '../../testing/upload-flow.ts';

describe('a design project exported and imported again', () => {
  let t: TestApp;
  let owner: TestSession;

  beforeAll(async () => {
    t = await createTestApp('embedded', { withJobs: true });
    owner = await t.signIn('user@airscope.test');
  }, 60_000);
  afterAll(() => t?.close());

  it.each(['GREENFIELD_PLAN', 'BROWNFIELD_PLAN'] as const)('comes back as a %s, not "Simulated"', async (projectType) => {
    const created = await t.call('POST', '/projectapi/v1/projects', {
      session: owner,
      body: { name: `Round trip ${projectType}`, projectType },
    });
    expect(created.statusCode).toBe(201);
    const { projectId } = created.json();
    const download = await t.call('GET', `/projectapi/v1/projects/${projectId}/download`, { session: owner });
    expect(download.statusCode).toBe(200);
    const outcome = await uploadThroughHttp(t, owner, download.rawPayload, `Round trip ${projectType}.esx`);
    expect(outcome.status).toBe('COMMITTED');
    const imported = (await t.call('GET', `/projectapi/v1/projects/${outcome.projectId}`, { session: owner })).json();
    expect(imported.projectType).toBe(projectType);
  });
});
