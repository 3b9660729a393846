import { CSRF_HEADER, CSRF_RESPONSE_HEADER } from '@airscope/contracts';
import { DEMO_PASSWORD } from '../../apps/server/src/seed/demo-users.seed.ts';

export interface Session {
  readonly baseUrl: string;
  readonly headers: Record<string, string>;
}

export const TERMINAL = new Set(['COMMITTED', 'ROLLED_BACK', 'FAILED']);

/** Signs a demo user in over HTTP; retried while the API is down. */
export async function signIn(baseUrl: string, username = 'user@airscope.test', deadlineMs = 60_000): Promise<Session> {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    try {
      const login = await fetch(`${baseUrl}/authapi/v1/authentications`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ username, password: DEMO_PASSWORD, grant_type: 'password' }),
      });
      if (login.ok) {
        const cookie = login.headers
          .getSetCookie()
          .map((line) => line.split(';')[0])
          .join('; ');
        return { baseUrl, headers: { cookie, [CSRF_HEADER]: login.headers.get(CSRF_RESPONSE_HEADER) ?? '' } };
      }
      if (login.status < 500) throw new Error(`sign-in answered ${login.status}`);
    } catch (error) {
      if (error instanceof Error && error.message.startsWith('sign-in answered')) throw error;
    }
    if (Date.now() > deadline) throw new Error('could not sign in before the deadline');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** What a client saw of one upload: each call's status code (0 = no answer), and the last status it read. */
export interface UploadTrace {
  fileUploadId?: string;
  codes: number[];
  commitAcked: boolean;
  finalStatus?: string;
  rollbackReason?: string | null;
  projectId?: string | null;
}

async function call(
  session: Session,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: any; retryAfterS: number }> {
  try {
    const response = await fetch(`${session.baseUrl}${path}`, {
      method,
      headers: { ...session.headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = text;
    }
    return { status: response.status, json, retryAfterS: Number(response.headers.get('retry-after') ?? 1) || 1 };
  } catch {
    return { status: 0, json: undefined, retryAfterS: 0 };
  }
}

/** Retries a call while the API is down (no answer), restarting (502–503) or asks to slow down (429), up to the deadline. */
async function callUntilAnswered(session: Session, method: string, path: string, body: unknown, trace: UploadTrace, deadline: number) {
  for (;;) {
    const result = await call(session, method, path, body);
    trace.codes.push(result.status);
    if (![0, 429, 502, 503].includes(result.status) || Date.now() > deadline) return result;
    await new Promise((resolve) => setTimeout(resolve, result.status === 429 ? 1000 * Math.max(1, result.retryAfterS) : 200));
  }
}

/** initiate → PUT → commit → poll, as a persistent client does across API restarts; never throws. */
export async function uploadAndWait(
  session: Session,
  bytes: Uint8Array,
  fileName: string,
  options: { deadlineMs: number; extraCommits?: number },
): Promise<UploadTrace> {
  const trace: UploadTrace = { codes: [], commitAcked: false };
  const deadline = Date.now() + options.deadlineMs;
  const initiated = await callUntilAnswered(
    session,
    'POST',
    '/esxfileapi/v1/projects/upload/initiate',
    { fileName, fileExtension: fileName.endsWith('.csv') ? 'csv' : 'esx' },
    trace,
    deadline,
  );
  if (initiated.status !== 200) return trace;
  const { url, fileUploadId } = initiated.json as { url: string; fileUploadId: string };
  trace.fileUploadId = fileUploadId;
  let status = 0;
  for (;;) {
    try {
      status = (
        await fetch(url.startsWith('http') ? url : `${session.baseUrl}${url}`, {
          method: 'PUT',
          headers: { ...session.headers, 'content-type': 'application/octet-stream' },
          body: new Uint8Array(bytes),
        })
      ).status;
    } catch {
      status = 0;
    }
    trace.codes.push(status);
    // Only "not there" (no answer, 502, 503) is worth another try; any other answer, 507 included, settles the PUT.
    if (![0, 502, 503].includes(status)) break;
    if (Date.now() > deadline) return trace;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  // A refused PUT (507 storage full, 413 too large, …) ends the attempt, as it does in the web app: nothing to commit.
  if (status !== 200) return trace;
  const commits = await Promise.all(
    Array.from({ length: 1 + (options.extraCommits ?? 0) }, () =>
      callUntilAnswered(session, 'POST', '/esxfileapi/v1/projects/upload/commit', { fileUploadId }, trace, deadline),
    ),
  );
  trace.commitAcked = commits.some((commit) => commit.status === 200);
  for (let wait = 100; Date.now() < deadline; wait = Math.min(wait * 2, 1000)) {
    const polled = await call(session, 'GET', `/esxfileapi/v1/projects/upload/status?fileUploadId=${fileUploadId}`);
    trace.codes.push(polled.status);
    if (polled.status === 200) {
      const body = polled.json as { status: string; projectId: string | null; rollbackReason: string | null };
      trace.finalStatus = body.status;
      trace.projectId = body.projectId;
      trace.rollbackReason = body.rollbackReason;
      if (TERMINAL.has(body.status)) return trace;
    }
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
  return trace;
}
