/**
 * `npm run reliability`: the fault-injection run. Each scenario gets its own private PostgreSQL 15 (a throw-away
 * cluster it may kill), a blob folder, and the api and worker roles as separate real server processes; it prints
 * one table: scenario, runs, what was lost, partial imports, orphan files, time to recover, pass/fail.
 * `--quick` runs the cheap scenarios at small sizes (what CI runs through reliability.test.ts); `--only F2,F11` picks.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runKillProcesses } from './scenario-kill-processes.ts';
import { runKillPostgres } from './scenario-kill-postgres.ts';
import { runConcurrentUploads, runDuplicateCommits } from './scenario-uploads.ts';
import { runBombsAndTraversal, runCorruptArchives } from './scenario-hostile-files.ts';
import { runHostileJson } from './scenario-hostile-json.ts';
import { runDiskFull } from './scenario-disk-full.ts';
import { runWorkerMidJob } from './scenario-worker-mid-job.ts';
import { runEmbeddedRestarts } from './scenario-embedded-restart.ts';
import { runLoginRace } from './scenario-races.ts';
import { runSlowClients } from './scenario-slow-clients.ts';
import { startReliabilityEnv, type ReliabilityEnv } from './reliability-env.ts';
import type { ScenarioResult } from './scenario-result.ts';
import { hasPostgresBinaries } from './private-postgres.ts';

export interface Scenario {
  readonly id: string;
  readonly quick: boolean;
  run(size: 'quick' | 'full'): Promise<ScenarioResult>;
}

/** In a quick run the cheap scenarios share one environment (its start costs more than they do). */
let sharedEnv: ReliabilityEnv | undefined;

const inEnv = (work: (env: ReliabilityEnv) => Promise<ScenarioResult>) => async (): Promise<ScenarioResult> => {
  if (sharedEnv) return work(sharedEnv);
  const env = await startReliabilityEnv();
  try {
    const result = await work(env);
    if (!result.pass) keepLogs(result.id, env);
    return result;
  } catch (error) {
    keepLogs('failed', env);
    throw error;
  } finally {
    await env.close();
  }
};

/** A failed scenario's server logs go to test-results/ for a person to read. */
function keepLogs(id: string, env: ReliabilityEnv): void {
  const dir = path.resolve(import.meta.dirname, '../../test-results');
  mkdirSync(dir, { recursive: true });
  const name = id.replaceAll('/', '-');
  writeFileSync(path.join(dir, `reliability-${name}-api.log`), env.api.logs());
  writeFileSync(path.join(dir, `reliability-${name}-worker.log`), env.worker.logs());
}

/** Runs the chosen scenarios in order; a quick run shares one environment between them. */
export async function runScenarios(
  chosen: readonly Scenario[],
  size: 'quick' | 'full',
  onResult: (result: ScenarioResult, seconds: number) => void = () => {},
): Promise<ScenarioResult[]> {
  const results: ScenarioResult[] = [];
  try {
    for (const scenario of chosen) {
      const started = performance.now();
      let result: ScenarioResult;
      // Only the cheap scenarios share; one that kills processes gets an environment of its own.
      if (size === 'quick' && scenario.quick) sharedEnv ??= await startReliabilityEnv();
      const shared = sharedEnv;
      if (!scenario.quick) sharedEnv = undefined;
      try {
        result = await scenario.run(size);
      } catch (error) {
        result = {
          id: scenario.id,
          scenario: 'did not complete',
          runs: 0,
          lost: NaN,
          partial: NaN,
          orphanFiles: NaN,
          recoverS: NaN,
          pass: false,
          notes: error instanceof Error ? error.message.slice(0, 300) : String(error),
        };
      }
      sharedEnv = shared;
      results.push(result);
      onResult(result, (performance.now() - started) / 1000);
    }
  } finally {
    await sharedEnv?.close();
    sharedEnv = undefined;
  }
  return results;
}

export const SCENARIOS: readonly Scenario[] = [
  {
    id: 'F1',
    quick: false,
    run: (size) =>
      inEnv((env) =>
        runKillProcesses(
          env,
          size === 'quick' ? { uploads: 20, minKills: 3, seed: 1, settleS: 300 } : { uploads: 200, minKills: 20, seed: 1, settleS: 900 },
        ),
      )(),
  },
  { id: 'F2', quick: false, run: (size) => inEnv((env) => runKillPostgres(env, { kills: size === 'quick' ? 2 : 10, settleS: 300 }))() },
  { id: 'F3', quick: true, run: (size) => inEnv((env) => runDuplicateCommits(env, { uploads: size === 'quick' ? 10 : 100 }))() },
  { id: 'F4', quick: false, run: (size) => inEnv((env) => runConcurrentUploads(env, { uploads: size === 'quick' ? 10 : 50 }))() },
  { id: 'F5', quick: true, run: (size) => inEnv((env) => runCorruptArchives(env, { seeds: size === 'quick' ? 20 : 1000 }))() },
  { id: 'F6/F7', quick: true, run: () => inEnv((env) => runBombsAndTraversal(env))() },
  { id: 'F8', quick: true, run: () => inEnv((env) => runHostileJson(env))() },
  { id: 'F9', quick: false, run: () => runDiskFull() },
  {
    id: 'F10',
    quick: false,
    run: (size) => inEnv((env) => runSlowClients(env, { connections: size === 'quick' ? 20 : 200, limitS: 330 }))(),
  },
  { id: 'F11', quick: false, run: (size) => inEnv((env) => runWorkerMidJob(env, { kills: size === 'quick' ? 3 : 20, settleS: 900 }))() },
  { id: 'F12', quick: false, run: (size) => runEmbeddedRestarts({ restarts: size === 'quick' ? 3 : 20 }) },
  { id: 'F13', quick: true, run: () => inEnv((env) => runLoginRace(env))() },
];

export function formatTable(results: readonly ScenarioResult[]): string {
  const rows = results.map(
    (r) =>
      `| ${r.id} | ${r.scenario} | ${r.runs} | ${r.lost} | ${r.partial} | ${r.orphanFiles} | ${Number.isFinite(r.recoverS) ? `${r.recoverS.toFixed(1)} s` : r.recoverS === Infinity ? 'never' : '–'} | ${r.pass ? 'pass' : 'FAIL'} | ${r.notes} |`,
  );
  return [
    '| id | scenario | runs | lost | partial | orphan files | recover | result | notes |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

async function main(): Promise<void> {
  if (!hasPostgresBinaries())
    throw new Error('The reliability run needs PostgreSQL 15 binaries in /usr/lib/postgresql/15/bin (apt-get install postgresql-15).');
  const size = process.argv.includes('--quick') ? 'quick' : 'full';
  const onlyArg = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
  const only = onlyArg ? new Set(onlyArg.split(',')) : null;
  const chosen = SCENARIOS.filter((s) => (only ? only.has(s.id) : size === 'full' || s.quick));
  const results = await runScenarios(chosen, size, (result, seconds) =>
    console.log(`${result.pass ? 'pass' : 'FAIL'} ${result.id} in ${seconds.toFixed(0)} s: ${result.notes}`),
  );
  console.log(`\n${formatTable(results)}\n`);
  const failed = results.filter((r) => !r.pass).length;
  console.log(
    `reliability: ${results.length - failed} passed, ${failed} failed (${size}, machine: ${process.arch}, ${(await import('node:os')).cpus().length} cores)`,
  );
  process.exit(failed === 0 ? 0 : 1);
}

if (process.argv[1] && import.meta.filename === (await import('node:fs')).realpathSync(process.argv[1])) await main();
