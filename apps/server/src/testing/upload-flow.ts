import fs from 'node:fs';
import type { TestApp, TestSession } from './test-app.ts';

export interface UploadOutcome {
  fileUploadId: string;
  status: string;
  projectId: string | null;
  rollbackReason: string | null;
  failureCode: string | null;
}

/** The client's four steps: initiate, PUT the bytes, commit, poll status until it settles. */
export async function uploadThroughHttp(t: TestApp, session: TestSession, bytes: Buffer, fileName = 'project.esx'): Promise<UploadOutcome> {
  const initiated = await t.call('POST', '/esxfileapi/v1/projects/upload/initiate', { session, body: { fileName, fileExtension: 'esx' } });
  if (initiated.statusCode !== 200) throw new Error(`initiate: ${initiated.statusCode} ${initiated.body}`);
  const { url, fileUploadId } = initiated.json<{ url: string; fileUploadId: string }>();
  const put = await t.app.inject({
    method: 'PUT',
    url,
    headers: { 'content-type': 'application/octet-stream', cookie: session.cookie },
    payload: bytes,
  });
  if (put.statusCode !== 200) throw new Error(`put: ${put.statusCode} ${put.body}`);
  const commit = await t.call('POST', '/esxfileapi/v1/projects/upload/commit', { session, body: { fileUploadId } });
  if (commit.statusCode !== 200) throw new Error(`commit: ${commit.statusCode} ${commit.body}`);
  return waitForUpload(t, session, fileUploadId);
}

export async function waitForUpload(t: TestApp, session: TestSession, fileUploadId: string, timeoutMs = 60_000): Promise<UploadOutcome> {
  const deadline = Date.now() + timeoutMs;
  for (let wait = 50; Date.now() < deadline; wait = Math.min(wait + 50, 500)) {
    const response = await t.call('GET', `/esxfileapi/v1/projects/upload/status?fileUploadId=${fileUploadId}`, { session });
    const body = response.json<Omit<UploadOutcome, 'fileUploadId'>>();
    if (body.status !== 'IN_PROGRESS' && body.status !== 'COMMIT_IN_PROGRESS') return { fileUploadId, ...body };
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
  throw new Error(`upload ${fileUploadId} did not settle`);
}

/** Every file under a folder, relative; to show that nothing of a failed upload remains. */
export function listFiles(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => `${entry.parentPath ?? ''}/${entry.name}`.slice(root.length + 1));
}
