import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ESX_FIXTURES } from '@airscope/test-data';
import { startAppServer } from '../../apps/server/src/testing/app-process.ts';
import type { ScenarioResult } from './scenario-result.ts';
import { signIn, uploadAndWait } from './upload-client.ts';

/**
 * F12: the default install (one process, embedded database) SIGKILLed and started again on the same folder,
 * `restarts` times, an upload committed before every kill; every acknowledged project must still be there.
 */
export async function runEmbeddedRestarts(options: { restarts: number }): Promise<ScenarioResult> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'airscope-embedded-crash-'));
  const bytes = readFileSync(ESX_FIXTURES.TEST);
  let acknowledged = 0,
    slowestStartS = 0,
    lost = 0;
  try {
    for (let run = 0; run < options.restarts; run++) {
      const started = performance.now();
      const server = await startAppServer({ SEED_DEMO_PROJECTS: 'false', LOG_LEVEL: 'silent' }, { dataDir });
      slowestStartS = Math.max(slowestStartS, (performance.now() - started) / 1000);
      const session = await signIn(server.baseUrl);
      const projects = (await (await fetch(`${server.baseUrl}/projectapi/v1/projects`, { headers: session.headers })).json()) as unknown[];
      lost = Math.max(lost, acknowledged - projects.length);
      const trace = await uploadAndWait(session, bytes, `embedded-${run}.esx`, { deadlineMs: 120_000 });
      if (trace.finalStatus === 'COMMITTED') acknowledged++;
      await server.kill();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return {
    id: 'F12',
    scenario: `embedded database: SIGKILL and restart ${options.restarts}×`,
    runs: options.restarts,
    lost,
    partial: 0,
    orphanFiles: 0,
    recoverS: slowestStartS,
    pass: lost === 0 && slowestStartS < 30,
    notes: `${acknowledged} projects committed before kills; slowest start ${slowestStartS.toFixed(1)} s`,
  };
}
