import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startPrivatePostgres, type PrivatePostgres } from './private-postgres.ts';
import { freePort } from '../../apps/server/src/testing/app-process.ts';
import { roleProcess, runOnce, type RoleProcess } from './server-roles.ts';

/** A private PostgreSQL, a blob folder, and the api and worker roles as separate processes on them. */
export interface ReliabilityEnv {
  readonly baseUrl: string;
  readonly databaseUrl: string;
  readonly blobRoot: string;
  readonly postgres: PrivatePostgres;
  readonly api: RoleProcess;
  readonly worker: RoleProcess;
  close(): Promise<void>;
}

export async function startReliabilityEnv(
  extraEnv: Record<string, string> = {},
  options: { dataDir?: string } = {},
): Promise<ReliabilityEnv> {
  const postgres = await startPrivatePostgres();
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'airscope-reliability-'));
  const port = await freePort();
  const env = {
    DATABASE_URL: postgres.url,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SEED_DEMO_PROJECTS: 'false',
    // The scenarios upload hundreds of files as one demo user; the per-user hourly limit (X2) is not what they test.
    UPLOAD_INITIATES_PER_HOUR: '100000',
    BLOB_STORE: 'local',
    ...extraEnv,
  };
  runOnce('migrate', env);
  runOnce('seed', env);
  const baseUrl = `http://localhost:${port}`;
  const api = roleProcess('api', env, `${baseUrl}/api/page-config`);
  const worker = roleProcess('worker', env);
  await api.start();
  await worker.start();
  return {
    baseUrl,
    databaseUrl: postgres.url,
    blobRoot: path.join(dataDir, 'blobs'),
    postgres,
    api,
    worker,
    async close() {
      await api.stop();
      await worker.stop();
      await postgres.stop();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
