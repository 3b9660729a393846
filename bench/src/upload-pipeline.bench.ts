/**
 * The whole import of a ~100 MB project as the server runs it: the uploaded file streamed into the
 * blob store, then the import job (read and validate, store images and tracks, write every record in
 * one transaction on the embedded database). Prints throughput and peak RSS beside the targets
 * (≥ 20 MB/s, < 400 MB) and beside the reading stage alone measured in the same run.
 * The database is created, migrated and seeded by one child process; the import runs in another that
 * opens it as a running server would, so the figures are the import's and not a first start's (creating
 * an embedded database costs far more memory than using one). CPU seconds are printed too: on a shared
 * machine the wall time also counts other processes' turns on the cores.
 * Run: `npm run bench -- upload-pipeline`.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import { readEsx, writeEsx } from '@airscope/esx-archive';
import { systemClock } from '../../apps/server/src/clock.ts';
import { openDatabase } from '../../apps/server/src/db/database.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';
import { SERVER_NODE_FLAGS, SERVER_PROCESS_ENV } from '../../apps/server/src/process-tuning.ts';
import { createNotificationsRepository } from '../../apps/server/src/modules/notifications/notifications.repository.ts';
import { createNotificationsService } from '../../apps/server/src/modules/notifications/notifications.service.ts';
import { createProjectModelService } from '../../apps/server/src/modules/projects/index.ts';
import { runImportUpload } from '../../apps/server/src/modules/uploads/import-upload.ts';
import { createImportLeaseRepository } from '../../apps/server/src/modules/uploads/import-lease.repository.ts';
import { createUploadsRepository } from '../../apps/server/src/modules/uploads/uploads.repository.ts';
import { createUserLookupService } from '../../apps/server/src/modules/users/user-lookup.service.ts';
import { seedDemoUsers } from '../../apps/server/src/seed/demo-users.seed.ts';
import { createLocalBlobStore } from '../../apps/server/src/storage/blobs/local-blob-store.ts';
import { enlargeProject } from './esx-import.bench.ts';
import { ESX_FIXTURES } from '@airscope/test-data';

const F1 = ESX_FIXTURES.F1;
const MB = 1024 * 1024;

interface StageResult {
  seconds: number;
  cpuSeconds: number;
  peakRssMB: number;
  records?: number;
}

/** The import child runs with the server's process settings (apps/server/src/process-tuning.ts), as `npm start` does. */
function runChild<T = StageResult>(mode: string, ...args: string[]): Promise<T> {
  const asServer = mode === '--pipeline';
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [...(asServer ? SERVER_NODE_FLAGS : []), ...process.execArgv, fileURLToPath(import.meta.url), mode, ...args],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
        env: asServer ? { ...process.env, ...SERVER_PROCESS_ENV } : process.env,
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => (code === 0 ? resolve(JSON.parse(output) as T) : reject(new Error(`${mode} exited with ${code}`))));
  });
}

const cpuSecondsSince = (start: NodeJS.CpuUsage): number => {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1e6;
};

/** Child: the reading stage only (what esx-import measures). */
async function readOnly(file: string): Promise<void> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  await readEsx(file);
  const seconds = (performance.now() - started) / 1000;
  process.stdout.write(JSON.stringify({ seconds, cpuSeconds: cpuSecondsSince(cpu), peakRssMB: process.resourceUsage().maxRSS / 1024 }));
}

// BENCH_DATABASE_URL runs the same pipeline on a PostgreSQL server, to tell the engine's memory from ours.
const openBenchDatabase = (work: string) => {
  const url = process.env.BENCH_DATABASE_URL;
  return openDatabase(url ? { kind: 'postgres', url } : { kind: 'embedded', dataDir: path.join(work, 'pg') });
};

/** Child: create the database with its schema, users and an upload row awaiting its bytes. */
async function prepareDatabase(work: string): Promise<void> {
  const handle = await openBenchDatabase(work);
  const db = handle.db;
  await migrateToLatest(db as Kysely<unknown>);
  await seedDemoUsers(db, systemClock);
  const user = await db.selectFrom('users').select('id').where('email', '=', 'user@airscope.test').executeTakeFirstOrThrow();
  const id = crypto.randomUUID();
  const now = new Date();
  await createUploadsRepository(db).insert({
    id,
    user_id: user.id,
    file_name: 'large.esx',
    status: 'IN_PROGRESS',
    token_hash: 'x',
    token_expires_at: now,
    blob_key: `uploads/${id}.esx`,
    created_at: now,
    updated_at: now,
  });
  await handle.close();
  process.stdout.write(JSON.stringify({ uploadId: id }));
}

/** Child: open the prepared database, receive the upload into the blob store and run the import job to COMMITTED. */
async function wholePipeline(file: string, work: string, id: string): Promise<void> {
  const handle = await openBenchDatabase(work);
  const db = handle.db;
  const blobs = createLocalBlobStore(path.join(work, 'blobs'));
  const uploads = createUploadsRepository(db);
  const log = { info: () => undefined, warn: () => undefined, error: (...args: unknown[]) => console.error(...args) };
  const started = performance.now();
  const cpu = process.cpuUsage();
  const { size } = await blobs.put(`uploads/${id}.esx`, fs.createReadStream(file));
  await uploads.recordSize(id, size);
  await uploads.beginCommit(id, crypto.randomUUID(), new Date(), new Date());
  await runImportUpload(
    {
      db,
      uploads,
      projectModels: createProjectModelService(db, blobs),
      users: createUserLookupService(db),
      notifications: createNotificationsService({ notifications: createNotificationsRepository(db), clock: systemClock, log }),
      blobs,
      clock: systemClock,
      log,
      leases: createImportLeaseRepository(db),
    },
    id,
  );
  const seconds = (performance.now() - started) / 1000;
  const cpuSeconds = cpuSecondsSince(cpu);
  const upload = await uploads.findById(id);
  if (upload?.status !== 'COMMITTED') throw new Error(`import ended ${upload?.status}: ${upload?.rollback_reason}`);
  const records = await db
    .selectFrom('project_records')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  await handle.close();
  process.stdout.write(
    JSON.stringify({ seconds, cpuSeconds, peakRssMB: process.resourceUsage().maxRSS / 1024, records: Number(records.n) }),
  );
}

export async function runUploadPipelineBench(): Promise<void> {
  const work = await mkdtemp(path.join(tmpdir(), 'airscope-pipeline-bench-'));
  try {
    const file = path.join(work, 'large.esx');
    await writeEsx(enlargeProject(await readEsx(F1)), file);
    const archiveMB = (await stat(file)).size / MB;
    const reading = await runChild('--read-only', file, work);
    const { uploadId } = await runChild<{ uploadId: string }>('--prepare', file, work);
    const whole = await runChild('--pipeline', file, work, uploadId);
    const verdict = (ok: boolean) => (ok ? 'meets target' : 'MISSES target');
    const engine = process.env.BENCH_DATABASE_URL ? 'PostgreSQL server' : 'embedded PostgreSQL';
    console.log(`upload pipeline on ${engine}: ${archiveMB.toFixed(1)} MB archive, ${whole.records} records written in one transaction`);
    console.log(
      `  whole import   ${(archiveMB / whole.seconds).toFixed(1)} MB/s (${whole.seconds.toFixed(2)} s)   target >= 20 MB/s: ${verdict(archiveMB / whole.seconds >= 20)}`,
    );
    console.log(`  reading alone  ${(archiveMB / reading.seconds).toFixed(1)} MB/s (${reading.seconds.toFixed(2)} s), same run`);
    console.log(
      `  CPU time       whole import ${whole.cpuSeconds.toFixed(2)} s (${(archiveMB / whole.cpuSeconds).toFixed(1)} MB per CPU second), reading alone ${reading.cpuSeconds.toFixed(2)} s`,
    );
    console.log(
      `  peak RSS       ${whole.peakRssMB.toFixed(0)} MB (reading alone ${reading.peakRssMB.toFixed(0)} MB)   target < 400 MB: ${verdict(whole.peakRssMB < 400)}`,
    );
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

const mode = process.argv[2];
if (mode === '--read-only') await readOnly(process.argv[3]!);
else if (mode === '--prepare') await prepareDatabase(process.argv[4]!);
else if (mode === '--pipeline') await wholePipeline(process.argv[3]!, process.argv[4]!, process.argv[5]!);
else if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await runUploadPipelineBench();
