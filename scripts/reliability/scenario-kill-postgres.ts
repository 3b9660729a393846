import { readFileSync } from 'node:fs';
import { ESX_FIXTURES } from '@airscope/test-data';
import { judge } from './scenario-kill-processes.ts';
import type { ReliabilityEnv } from './reliability-env.ts';
import { mapWithLimit, secondsUntil, sleep, type ScenarioResult } from './scenario-result.ts';
import { signIn, uploadAndWait } from './upload-client.ts';

/**
 * F2: SIGKILL PostgreSQL under upload load, restart it a second later, `kills` times. The API process must stay
 * up (no restart) and answer a database read again soon after the database accepts connections.
 */
export async function runKillPostgres(env: ReliabilityEnv, options: { kills: number; settleS: number }): Promise<ScenarioResult> {
  const bytes = readFileSync(ESX_FIXTURES.F1);
  const session = await signIn(env.baseUrl);
  const apiPid = env.api.pid();
  let stop = false,
    recoverS = 0,
    uploadsStarted = 0;
  const load = (async () => {
    const traces = [];
    while (!stop) {
      const batch = await mapWithLimit([0, 1, 2, 3], 4, () =>
        uploadAndWait(session, bytes, `pg-kill-${uploadsStarted++}.esx`, { deadlineMs: options.settleS * 1000 }),
      );
      traces.push(...batch);
    }
    return traces;
  })();
  for (let kill = 0; kill < options.kills; kill++) {
    await sleep(3000);
    await env.postgres.kill();
    await sleep(1000);
    await env.postgres.start();
    // A read that needs the database, with the session from before the crash.
    const seconds = await secondsUntil(
      async () => (await fetch(`${env.baseUrl}/projectapi/v1/projects`, { headers: session.headers })).ok,
      60,
    );
    recoverS = Math.max(recoverS, Number.isNaN(seconds) ? Infinity : seconds);
  }
  stop = true;
  const traces = await load;
  const stayedUp = env.api.isRunning() && env.api.pid() === apiPid;
  const result = await judge(
    'F2',
    `kill -9 PostgreSQL ${options.kills}× under upload load`,
    env,
    traces,
    recoverS,
    options.settleS,
    stayedUp ? 'API process stayed up' : 'API PROCESS DIED',
  );
  return { ...result, pass: result.pass && stayedUp && recoverS <= 10 };
}
