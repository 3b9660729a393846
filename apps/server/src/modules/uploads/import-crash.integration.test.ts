import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readEsx, writeEsx } from '@airscope/esx-archive';
import { startAppServer, type RunningServer } from '../../testing/app-process.ts';
import { callOverHttp, signInOverHttp, type HttpSession } from '../../testing/http-client.ts';
import { listFiles } from '../../testing/upload-flow.ts';
import { ESX_FIXTURES } from '@airscope/test-data';

const F1 = ESX_FIXTURES.F1;

/** F1 plus 80 MB of incompressible extra files, so the import takes long enough to be interrupted. */
async function buildLargeProject(dir: string): Promise<string> {
  const project = await readEsx(F1);
  for (let i = 0; i < 80; i++) project.otherFiles.push({ name: `extra/blob-${i}.bin`, bytes: randomBytes(1_048_576) });
  const file = path.join(dir, 'large.esx');
  await writeEsx(project, file);
  return file;
}

async function statusOf(session: HttpSession, uploadId: string) {
  const response = await callOverHttp(session, 'GET', `/esxfileapi/v1/projects/upload/status?fileUploadId=${uploadId}`);
  return (await response.json()) as { status: string; projectId: string | null; rollbackReason: string | null };
}

describe('an import interrupted by a killed process', () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'airscope-crash-'));
  let server: RunningServer | undefined;
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('leaves no partial project and is resolved after restart', async () => {
    const file = await buildLargeProject(work);
    server = await startAppServer();
    const dataDir = server.dataDir;
    let session = await signInOverHttp(server.baseUrl, 'user@airscope.test');
    // The first start seeds demo projects; everything below is about the one being imported.
    const seeded = ((await (await callOverHttp(session, 'GET', '/projectapi/v1/projects')).json()) as Array<{ projectId: string }>).map(
      (p) => p.projectId,
    );
    const ofImport = (files: string[]) => files.filter((f) => !seeded.some((id) => f.startsWith(`${id}/`)));
    const initiated = (await (
      await callOverHttp(session, 'POST', '/esxfileapi/v1/projects/upload/initiate', { fileName: 'large.esx', fileExtension: 'esx' })
    ).json()) as { url: string; fileUploadId: string };
    const put = await fetch(`${server.baseUrl}${initiated.url}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/octet-stream', cookie: session.cookie },
      body: fs.readFileSync(file),
    });
    expect(put.status).toBe(200);
    await callOverHttp(session, 'POST', '/esxfileapi/v1/projects/upload/commit', { fileUploadId: initiated.fileUploadId });

    // Kill while the import is under way: after the job has started writing files, before it commits.
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline && ofImport(listFiles(path.join(dataDir, 'blobs', 'projects'))).length < 5) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await server.kill();
    const midway = ofImport(listFiles(path.join(dataDir, 'blobs', 'projects')));
    expect(midway.length).toBeGreaterThan(0);

    server = await startAppServer({}, { dataDir });
    session = await signInOverHttp(server.baseUrl, 'user@airscope.test');
    let outcome = await statusOf(session, initiated.fileUploadId);
    for (let i = 0; i < 300 && (outcome.status === 'COMMIT_IN_PROGRESS' || outcome.status === 'IN_PROGRESS'); i++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      outcome = await statusOf(session, initiated.fileUploadId);
    }
    expect(['COMMITTED', 'ROLLED_BACK', 'FAILED']).toContain(outcome.status);

    const projects = (
      (await (await callOverHttp(session, 'GET', '/projectapi/v1/projects')).json()) as Array<{
        projectId: string;
        accessPointCount: number;
      }>
    ).filter((p) => !seeded.includes(p.projectId));
    const stored = ofImport(listFiles(path.join(dataDir, 'blobs', 'projects')));
    if (outcome.status === 'COMMITTED') {
      // The project is whole: every record, and exactly one attempt's files.
      const project = projects.find((p) => p.projectId === outcome.projectId);
      expect(project?.accessPointCount).toBe(65);
      const batch = (await (
        await callOverHttp(session, 'GET', `/projectapi/v1/projects/${outcome.projectId}/batch?poTypes=WALL_SEGMENT`)
      ).json()) as { wallSegments: unknown[] };
      expect(batch.wallSegments).toHaveLength(834);
      const attempts = new Set(stored.map((f) => f.split('/')[1]));
      expect([...attempts], stored.filter((f) => !f.includes('/other/')).join('\n')).toHaveLength(1);
      expect(stored.every((f) => f.startsWith(`${outcome.projectId}/`))).toBe(true);
      expect(stored.filter((f) => f.includes('/other/'))).toHaveLength(80);
    } else {
      expect(projects).toEqual([]);
      expect(stored).toEqual([]);
    }
  }, 240_000);
});
