import { readFileSync } from 'node:fs';
import pg from 'pg';
import { ESX_FIXTURES } from '@airscope/test-data';
import { judge } from './scenario-kill-processes.ts';
import type { ReliabilityEnv } from './reliability-env.ts';
import { secondsUntil, sleep, type ScenarioResult } from './scenario-result.ts';
import { signIn, uploadAndWait, type UploadTrace } from './upload-client.ts';

/**
 * F11: SIGKILL the worker while it imports (the upload is COMMIT_IN_PROGRESS), restart it, `kills` times; each
 * upload must then be imported exactly once. The recovery column is the longest time from the kill to COMMITTED.
 */
export async function runWorkerMidJob(env: ReliabilityEnv, options: { kills: number; settleS: number }): Promise<ScenarioResult> {
  const bytes = readFileSync(ESX_FIXTURES.F1);
  const session = await signIn(env.baseUrl);
  const client = new pg.Client(env.databaseUrl);
  await client.connect();
  const traces: UploadTrace[] = [];
  let recoverS = 0;
  try {
    for (let kill = 0; kill < options.kills; kill++) {
      const upload = uploadAndWait(session, bytes, `mid-job-${kill}.esx`, { deadlineMs: options.settleS * 1000 });
      // Kill as soon as the job has started importing: an attempt is recorded on the upload row.
      await secondsUntil(async () => {
        const row = await client.query(
          "select 1 from uploads where file_name = $1 and status = 'COMMIT_IN_PROGRESS' and jsonb_array_length(import_attempts) > 0",
          [`mid-job-${kill}.esx`],
        );
        return (row.rowCount ?? 0) > 0;
      }, 60);
      await env.worker.kill();
      const killedAt = performance.now();
      await sleep(200);
      await env.worker.start();
      const trace = await upload;
      recoverS = Math.max(recoverS, (performance.now() - killedAt) / 1000);
      traces.push(trace);
    }
    const projects = await client.query<{ n: string }>('select count(*) as n from projects where source_upload_id = any($1::uuid[])', [
      traces.map((t) => t.fileUploadId),
    ]);
    const result = await judge(
      'F11',
      `worker SIGKILLed mid-import ${options.kills}×`,
      env,
      traces,
      recoverS,
      options.settleS,
      `${projects.rows[0]!.n} projects for ${traces.length} uploads`,
    );
    return { ...result, pass: result.pass && Number(projects.rows[0]!.n) === traces.filter((t) => t.finalStatus === 'COMMITTED').length };
  } finally {
    await client.end();
  }
}
