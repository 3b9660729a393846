import path from 'node:path';
import pino from 'pino';
import { systemClock } from './clock.ts';
import { loadConfig, type AppConfig } from './config/config.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import type { Kysely } from 'kysely';
import type { Database } from './db/db.types.ts';
import { buildApp } from './http/app.ts';
import { flushErrorReports, startErrorReporting } from './error-reporting/error-reporting.ts';
import { seedDemoData } from './seed/seed.ts';
import { startMaintenanceWorker } from './worker/maintenance.worker.ts';
import { registerJobs } from './worker/register-jobs.ts';
import { createBlobStore } from './storage/blobs/create-blob-store.ts';
import { createJobQueue } from './storage/queue/job-queue.ts';

type Role = AppConfig['role'];

function parseRole(argv: string[], fallback: Role): Role {
  const arg = argv[2];
  if (arg === undefined) return fallback;
  if (['all', 'api', 'worker', 'migrate', 'seed'].includes(arg)) return arg as Role;
  throw new Error(`Unknown role "${arg}": use all, api, worker, migrate or seed`);
}

async function main(): Promise<void> {
  const config = loadConfig();
  const role = parseRole(process.argv, config.role);
  const log = pino({ level: config.logLevel });
  if (await startErrorReporting({ dsn: config.sentryDsn })) log.info('error reporting on');
  const handle = await openDatabase(
    config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'embedded', dataDir: path.join(config.dataDir, 'pg') },
  );
  const db = handle.db as Kysely<Database>;
  log.info({ role, database: handle.kind }, 'starting');

  if (role === 'all' || role === 'migrate') {
    const applied = await migrateToLatest(db as Kysely<unknown>);
    log.info({ applied }, 'migrations applied');
  }
  if (role === 'seed' || (role === 'all' && config.seedDemo)) {
    const seeded = await seedDemoData(db, systemClock, config.seedDemoProjects ? createBlobStore(config.blobStore) : undefined);
    log.info({ seeded }, 'demo data checked');
  }
  if (role === 'migrate' || role === 'seed') {
    await handle.close();
    return;
  }

  const stops: Array<() => Promise<void> | void> = [];
  const blobs = createBlobStore(config.blobStore);
  const queue = createJobQueue(handle.queue);
  await queue.start();
  stops.push(() => queue.stop());
  if (role === 'all' || role === 'worker') {
    stops.push(startMaintenanceWorker(db, systemClock, config.sessionIdleMs, log));
    // The embedded engine admits one process, so anything still committing was interrupted.
    const interruptedAfterMs = handle.kind === 'embedded' ? 0 : 10 * 60_000;
    await registerJobs({ db, blobs, queue, clock: systemClock, log, interruptedAfterMs });
  }
  if (role === 'all' || role === 'api') {
    const app = await buildApp({ config, db, clock: systemClock, blobs, queue });
    await app.listen({ port: config.port, host: config.host });
    stops.push(() => app.close());
  }
  const shutdown = async (signal: string) => {
    log.info({ signal }, 'shutting down');
    for (const stop of stops.reverse()) await stop();
    await flushErrorReports();
    await handle.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
