import { readFileSync } from 'node:fs';
import { ESX_FIXTURES } from '@airscope/test-data';
import { checkConsistency } from './consistency.ts';
import type { ReliabilityEnv } from './reliability-env.ts';
import { mapWithLimit, seededRandom, secondsUntil, sleep, type ScenarioResult } from './scenario-result.ts';
import { signIn, uploadAndWait, type UploadTrace } from './upload-client.ts';

/**
 * F1: uploads of a real .esx from 8 clients while a chaos loop SIGKILLs the API or the worker every 2–10 s and a
 * supervisor restarts it at once; then every acknowledged upload must end COMMITTED with nothing partial or orphaned.
 */
export async function runKillProcesses(
  env: ReliabilityEnv,
  options: { uploads: number; minKills: number; seed: number; settleS: number },
): Promise<ScenarioResult> {
  const bytes = readFileSync(ESX_FIXTURES.F1);
  const session = await signIn(env.baseUrl);
  const random = seededRandom(options.seed);
  let kills = 0,
    uploadsDone = false,
    recoverS = 0;
  const chaos = (async () => {
    while (!uploadsDone || kills < options.minKills) {
      await sleep(2000 + random() * 8000);
      const target = random() < 0.5 ? env.api : env.worker;
      const killedAt = performance.now();
      await target.kill();
      kills++;
      // start() returns once the process says it is up and, for the api, answers.
      await target.start();
      if (target === env.api) recoverS = Math.max(recoverS, (performance.now() - killedAt) / 1000);
    }
  })();
  const traces = await mapWithLimit(
    Array.from({ length: options.uploads }, (_, i) => i),
    8,
    (i) => uploadAndWait(session, bytes, `chaos-${i}.esx`, { deadlineMs: options.settleS * 1000 }),
  );
  uploadsDone = true;
  await chaos;
  return judge('F1', `kill -9 api/worker during ${options.uploads} uploads (${kills} kills)`, env, traces, recoverS, options.settleS);
}

/** Waits for every acknowledged upload to settle, then compares what clients were told with the stored state. */
export async function judge(
  id: string,
  scenario: string,
  env: ReliabilityEnv,
  traces: UploadTrace[],
  recoverS: number,
  settleS: number,
  extraNotes = '',
): Promise<ScenarioResult> {
  const acked = traces.filter((t) => t.commitAcked && t.fileUploadId).map((t) => t.fileUploadId!);
  const session = await signIn(env.baseUrl);
  // Clients that gave up before their upload settled read its status again now.
  await secondsUntil(async () => {
    const pending = traces.filter(
      (t) => t.commitAcked && t.finalStatus !== 'COMMITTED' && t.finalStatus !== 'ROLLED_BACK' && t.finalStatus !== 'FAILED',
    );
    for (const trace of pending) {
      const response = await fetch(`${env.baseUrl}/esxfileapi/v1/projects/upload/status?fileUploadId=${trace.fileUploadId}`, {
        headers: session.headers,
      });
      if (response.ok) trace.finalStatus = ((await response.json()) as { status: string }).status;
    }
    return pending.length === 0;
  }, settleS);
  const state = await checkConsistency(env.databaseUrl, env.blobRoot, acked);
  const lost = traces.filter((t) => t.commitAcked && t.finalStatus !== 'COMMITTED').length;
  const serverErrors = traces.flatMap((t) => t.codes).filter((code) => code >= 500 && code !== 502 && code !== 503).length;
  const pass = lost === 0 && state.partial === 0 && state.orphanFiles === 0 && state.stuck === 0;
  return {
    id,
    scenario,
    runs: traces.length,
    lost,
    partial: state.partial,
    orphanFiles: state.orphanFiles,
    recoverS,
    pass,
    notes: `${acked.length} commits acknowledged, ${traces.length - acked.length} never acknowledged${unacked(traces)}, ${state.stuck} stuck, ${serverErrors} other 5xx${extraNotes ? `; ${extraNotes}` : ''}`,
  };
}

/** The last answers of uploads whose commit was never acknowledged, e.g. " (last answers 0,0,429)". */
function unacked(traces: readonly UploadTrace[]): string {
  const tails = traces
    .filter((t) => !t.commitAcked)
    .slice(0, 3)
    .map((t) => t.codes.slice(-3).join(','));
  return tails.length > 0 ? ` (last answers ${tails.join(' | ')})` : '';
}
