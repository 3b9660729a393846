import { readFileSync } from 'node:fs';
import pg from 'pg';
import { ESX_FIXTURES } from '@airscope/test-data';
import { judge } from './scenario-kill-processes.ts';
import type { ReliabilityEnv } from './reliability-env.ts';
import { mapWithLimit, type ScenarioResult } from './scenario-result.ts';
import { signIn, uploadAndWait } from './upload-client.ts';

/** F3: each upload committed 5 times at once, then 5 more times after it settled: exactly one project each. */
export async function runDuplicateCommits(env: ReliabilityEnv, options: { uploads: number }): Promise<ScenarioResult> {
  const bytes = readFileSync(ESX_FIXTURES.TEST);
  const session = await signIn(env.baseUrl);
  const traces = await mapWithLimit(
    Array.from({ length: options.uploads }, (_, i) => i),
    4,
    async (i) => {
      const trace = await uploadAndWait(session, bytes, `dup-${i}.esx`, { deadlineMs: 120_000, extraCommits: 4 });
      const again = await Promise.all(
        Array.from({ length: 5 }, () =>
          fetch(`${env.baseUrl}/esxfileapi/v1/projects/upload/commit`, {
            method: 'POST',
            headers: { ...session.headers, 'content-type': 'application/json' },
            body: JSON.stringify({ fileUploadId: trace.fileUploadId }),
          }),
        ),
      );
      trace.codes.push(...again.map((response) => response.status));
      return trace;
    },
  );
  const client = new pg.Client(env.databaseUrl);
  await client.connect();
  const ids = traces.map((t) => t.fileUploadId).filter(Boolean);
  const perUpload = await client.query<{ n: string }>('select count(*) as n from projects where source_upload_id = any($1::uuid[])', [ids]);
  await client.end();
  const projects = Number(perUpload.rows[0]!.n);
  const unexpected = traces.flatMap((t) => t.codes).filter((code) => code !== 200 && code !== 409 && code !== 429).length;
  const result = await judge(
    'F3',
    `${options.uploads} uploads × 5 concurrent commits + 5 after`,
    env,
    traces,
    NaN,
    60,
    `${projects} projects for ${ids.length} uploads, ${unexpected} answers other than 200/409`,
  );
  return { ...result, pass: result.pass && projects === ids.length && unexpected === 0 };
}

/** F4: many whole pipelines at once (initiate → PUT → commit → poll); all must end COMMITTED. */
export async function runConcurrentUploads(env: ReliabilityEnv, options: { uploads: number }): Promise<ScenarioResult> {
  const bytes = readFileSync(ESX_FIXTURES.F1);
  const session = await signIn(env.baseUrl);
  const rssBefore = rssMb(env.api.pid());
  let rssPeak = rssBefore;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssMb(env.api.pid()))), 200);
  const traces = await mapWithLimit(
    Array.from({ length: options.uploads }, (_, i) => i),
    options.uploads,
    (i) => uploadAndWait(session, bytes, `parallel-${i}.esx`, { deadlineMs: 600_000 }),
  );
  clearInterval(sampler);
  const committed = traces.filter((t) => t.finalStatus === 'COMMITTED').length;
  const result = await judge(
    'F4',
    `${options.uploads} concurrent upload pipelines`,
    env,
    traces,
    NaN,
    60,
    `${committed} COMMITTED; API RSS ${rssBefore.toFixed(0)} → peak ${rssPeak.toFixed(0)} MB`,
  );
  return { ...result, pass: result.pass && committed === options.uploads && rssPeak < 1024 };
}

/** Resident memory of a process in MB, from /proc (0 when unknown). */
export function rssMb(pid: number | undefined): number {
  if (pid === undefined) return 0;
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('VmRSS:'));
    return line ? Number(line.replace(/\D+/g, '')) / 1024 : 0;
  } catch {
    return 0;
  }
}
