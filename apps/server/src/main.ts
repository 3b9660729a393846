import path from 'node:path';
import { systemClock } from './clock.ts';
import { loadConfig, type AppConfig } from './config/config.ts';
import { openDatabase } from './db/database.ts';
import { isConnectionFailure } from './db/connection-failure.ts';
import { migrateToLatest } from './db/migrate.ts';
import type { Kysely } from 'kysely';
import type { Database } from './db/db.types.ts';
import { buildApp } from './http/app.ts';
import { createServerLogger } from './http/server-logger.ts';
import { flushErrorReports, startErrorReporting } from './error-reporting/error-reporting.ts';
import { seedDemoData } from './seed/seed.ts';
import { guardFirstStart } from './seed/first-start.ts';
import { composeModules } from './composition/compose-modules.ts';
import type { ComposedModules, ModuleContext } from './module-contract/server-module.ts';
import { startJobs } from './composition/start-jobs.ts';
import { rotateControllerCredentialsKey } from './modules/integrations/index.ts';
import { createBlobStore } from './storage/blobs/create-blob-store.ts';
import { createMailer } from './storage/mail/create-mailer.ts';
import { createJobQueue } from './storage/queue/job-queue.ts';

type Role = AppConfig['role'];

function parseRole(argv: string[], fallback: Role): Role {
  const arg = argv[2];
  if (arg === undefined) return fallback;
  if (['all', 'api', 'worker', 'migrate', 'seed', 'rotate-keys'].includes(arg)) return arg as Role;
  throw new Error(`Unknown role "${arg}": use all, api, worker, migrate, seed or rotate-keys`);
}

/** The API role: every module's routes on one Fastify app, listening; answers how to stop it. */
async function startApi(ctx: ModuleContext, composed: ComposedModules): Promise<() => Promise<void>> {
  const app = await buildApp({ config: ctx.config, composed, log: ctx.log });
  await app.listen({ port: ctx.config.port, host: ctx.config.host });
  return () => app.close();
}

async function main(): Promise<void> {
  const config = loadConfig();
  const role = parseRole(process.argv, config.role);
  const log = createServerLogger({ level: config.logLevel });
  if (await startErrorReporting({ dsn: config.sentryDsn })) log.info('error reporting on');
  const handle = await openDatabase(
    config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'embedded', dataDir: path.join(config.dataDir, 'pg') },
    { onPoolError: (err) => log.warn({ err, event: 'database.connection-lost' }, 'database connection lost; it is reopened on next use') },
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
  if (role === 'all' || role === 'api') await guardFirstStart(config, db, log);
  if (role === 'rotate-keys') {
    // docs/security.md I1: a new controller-credentials key becomes current and every stored credential moves to it.
    log.info(
      { event: 'controller-credentials.rotated', ...(await rotateControllerCredentialsKey(db)) },
      'controller credentials key rotated',
    );
    await handle.close();
    return;
  }
  if (role === 'migrate' || role === 'seed') {
    await handle.close();
    return;
  }

  // The api, the worker, or both in one process: the same stores and modules, composed once.
  const stops: Array<() => Promise<void> | void> = [];
  const queue = createJobQueue(handle.queue);
  await queue.start();
  stops.push(() => queue.stop());
  const mailer = createMailer(config.mail);
  stops.push(() => mailer.close());
  const ctx: ModuleContext = { config, db, clock: systemClock, blobs: createBlobStore(config.blobStore), queue, log };
  // The embedded engine admits one process, so any import still committing was interrupted.
  const composed = await composeModules(ctx, { mailer, takeOverImportsAtStart: handle.kind === 'embedded' });
  // The worker role: every module's jobs and schedules on the queue, and their start-up work.
  if (role === 'all' || role === 'worker') await startJobs(ctx.queue, composed.modules);
  if (role === 'all' || role === 'api') stops.push(await startApi(ctx, composed));
  let stopping = false;
  const shutdown = async (signal: string) => {
    // A second signal while stopping (an impatient supervisor or operator) ends the process at once.
    if (stopping) process.exit(1);
    stopping = true;
    log.info({ signal }, 'shutting down');
    // Whatever a stop waits on (a request still computing, a job that ignores its stop), the process ends within the
    // grace period; running auto-plans are terminated by the API's close, so nothing long holds it meanwhile.
    setTimeout(() => {
      log.warn({ event: 'shutdown.forced', graceMs: config.shutdownGraceMs }, 'shutdown took longer than its grace period; exiting');
      process.exit(1);
    }, config.shutdownGraceMs).unref();
    for (const stop of stops.reverse()) await stop();
    await flushErrorReports();
    await handle.close();
    process.exit(0);
  };
  // A supervisor that started this process with an IPC channel learns when it is up (the api and the worker alike).
  process.send?.({ event: 'ready', role });
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

// pg-boss 10 settles a job (complete or fail) without awaiting it (timgit/pg-boss#577): when the database is away at
// that moment the rejection is unhandled and would end the worker. The job is retried after its expiry and the import
// lease makes the retry harmless, so a lost connection there is logged; anything else still ends the process.
process.on('unhandledRejection', (reason) => {
  if (!isConnectionFailure(reason)) throw reason;
  console.error('database connection lost outside a request:', reason instanceof Error ? reason.message : reason);
});

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
