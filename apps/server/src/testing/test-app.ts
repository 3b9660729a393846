import { sql, type Kysely } from 'kysely';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { CSRF_HEADER, CSRF_RESPONSE_HEADER } from '@airscope/contracts';
import { createManualClock } from '../clock.ts';
import { loadConfig, type AppConfig } from '../config/config.ts';
import { openDatabase, type DatabaseHandle } from '../db/database.ts';
import type { Database } from '../db/db.types.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { composeModules } from '../composition/compose-modules.ts';
import type { ServerModule } from '../module-contract/server-module.ts';
import { startJobs } from '../composition/start-jobs.ts';

/** The worker's job start, for a module's test that runs its own jobs (modules never import the composition root). */
export { startJobs };
import { buildApp } from '../http/app.ts';
import { createServerLogger } from '../http/server-logger.ts';
import { createHeatmapCache, type HeatmapCache } from '../modules/heatmaps/heatmap-cache.ts';
import { DEMO_PASSWORD } from '../seed/demo-users.seed.ts';
import { seedDemoData } from '../seed/seed.ts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createLocalBlobStore } from '../storage/blobs/local-blob-store.ts';
import type { BlobStore } from '../storage/blobs/blob-store.ts';
import { createMailer } from '../storage/mail/create-mailer.ts';
import { createJobQueue, type JobQueue } from '../storage/queue/job-queue.ts';

export type DatabaseKind = 'embedded' | 'postgres';

/** The engines every integration suite runs on: always embedded, plus the real server when configured. */
export const DATABASE_KINDS: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['embedded', 'postgres'] : ['embedded'];

export interface TestSession {
  cookie: string;
  csrfToken: string;
  userId: string;
}

export interface TestApp {
  app: FastifyInstance;
  db: Kysely<Database>;
  clock: ReturnType<typeof createManualClock>;
  config: AppConfig;
  blobs: BlobStore & { pathOf(key: string): string };
  blobRoot: string;
  queue: JobQueue;
  /** The app's heatmap cache, whose hit counter shows which answers came from memory. */
  heatmapCache: HeatmapCache;
  /** The modules the app and the worker were composed from (`composition/compose-modules.ts`). */
  modules: readonly ServerModule[];
  signIn(email: string, password?: string): Promise<TestSession>;
  /** Sends a request as the session (cookie + CSRF header), or anonymously. */
  call(
    method: string,
    url: string,
    options?: { session?: TestSession; body?: unknown; headers?: Record<string, string> },
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

// Kysely's migrator lists the tables of every schema on the server; a schema that another test file drops meanwhile
// makes that listing fail ("schema … does not exist", seen in CI). Migrations hold this lock shared, drops alone.
const SCHEMA_LISTING_LOCK = 4_200_715;

/** Drops test schemas while no test file's migration is listing the server's tables. */
export async function dropTestSchemas(admin: Kysely<Database>, schemas: readonly string[]): Promise<void> {
  await admin.transaction().execute(async (tx) => {
    await sql`select pg_advisory_xact_lock(${SCHEMA_LISTING_LOCK})`.execute(tx);
    for (const schema of schemas) await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(tx);
  });
}

interface TestDatabase {
  handle: DatabaseHandle;
  migrate(): Promise<void>;
  drop(): Promise<void>;
}

async function openTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'embedded') {
    const handle = await openDatabase({ kind: 'embedded' });
    return { handle, migrate: async () => void (await migrateToLatest(handle.db as Kysely<unknown>)), drop: async () => undefined };
  }
  const url = process.env.TEST_DATABASE_URL!;
  const schema = `test_${crypto.randomUUID().replaceAll('-', '')}`;
  const admin = await openDatabase({ kind: 'postgres', url });
  await sql`create schema ${sql.id(schema)}`.execute(admin.db);
  const handle = await openDatabase({ kind: 'postgres', url, schema });
  return {
    handle,
    migrate: () =>
      admin.db.transaction().execute(async (tx) => {
        await sql`select pg_advisory_xact_lock_shared(${SCHEMA_LISTING_LOCK})`.execute(tx);
        await migrateToLatest(handle.db as Kysely<unknown>);
      }),
    drop: async () => {
      await dropTestSchemas(admin.db, [schema, handle.queue.schema]);
      await admin.close();
    },
  };
}

export function cookieHeaderFrom(response: LightMyRequestResponse): string {
  const raw = response.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return list.map((line) => line.split(';')[0]).join('; ');
}

/** A migrated, seeded app on a fresh database, driven in-process through Fastify's inject. */
export interface TestAppOptions {
  env?: Record<string, string>;
  /** Start the job queue and register the worker's handlers (uploads, deletes). */
  withJobs?: boolean;
  /** Use this blob store instead of a fresh temp folder. */
  blobs?: BlobStore;
  /** Write the app's log (JSON lines at info level) here instead of keeping it silent. */
  logStream?: NodeJS.WritableStream;
}

export async function createTestApp(kind: DatabaseKind, options: TestAppOptions = {}): Promise<TestApp> {
  const env = options.env ?? {};
  const { handle, migrate, drop } = await openTestDatabase(kind);
  const db = handle.db;
  await migrate();
  const clock = createManualClock(new Date());
  await seedDemoData(db, clock);
  const config = loadConfig({ ...env, LOG_LEVEL: 'silent' });
  const blobRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'airscope-test-blobs-'));
  const localBlobs = createLocalBlobStore(blobRoot);
  const blobs = options.blobs ?? localBlobs;
  const queue = createJobQueue(handle.queue, { pollingIntervalSeconds: 0.5 });
  const mailer = createMailer(config.mail);
  const heatmapCache = createHeatmapCache();
  const log = createServerLogger(options.logStream ? { level: 'info', stream: options.logStream } : { level: 'silent' });
  // The same composition as the server's: every module on this test's stores.
  const composed = await composeModules({ config, db, clock, blobs, queue, log }, { mailer, takeOverImportsAtStart: true, heatmapCache });
  if (options.withJobs) {
    await queue.start();
    await startJobs(queue, composed.modules);
  }
  const app = await buildApp({ config, composed, log, serveWeb: false });

  const call: TestApp['call'] = (method, url, options = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.session) {
      headers.cookie = options.session.cookie;
      headers[CSRF_HEADER] ??= options.session.csrfToken;
    }
    return app.inject({
      method: method as 'GET',
      url,
      headers,
      ...(options.body !== undefined ? { payload: options.body as object } : {}),
    });
  };

  return {
    app,
    db,
    clock,
    config,
    blobs: localBlobs,
    blobRoot,
    queue,
    heatmapCache,
    modules: composed.modules,
    call,
    async signIn(email, password = DEMO_PASSWORD) {
      const response = await app.inject({
        method: 'POST',
        url: '/authapi/v1/authentications',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ username: email, password, grant_type: 'password' }).toString(),
      });
      if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
      const csrfToken = String(response.headers[CSRF_RESPONSE_HEADER]);
      return { cookie: cookieHeaderFrom(response), csrfToken, userId: response.json<{ userId: string }>().userId };
    },
    async close() {
      await queue.stop();
      await app.close();
      await mailer.close();
      await handle.close();
      await drop();
      fs.rmSync(blobRoot, { recursive: true, force: true });
    },
  };
}
