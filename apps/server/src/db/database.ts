import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './db.types.ts';
import { PgliteDialect } from './pglite-dialect.ts';

/** How the job queue reaches the same database: a connection string, or SQL run on the embedded engine. */
export type QueueConnection =
  | { kind: 'postgres'; connectionString: string; schema: string }
  | { kind: 'embedded'; executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>; schema: string };

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: 'embedded' | 'postgres';
  queue: QueueConnection;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: 'embedded'; dataDir?: string } // no dataDir: in memory (tests)
  | { kind: 'postgres'; url: string; schema?: string };

/**
 * The engine's own start parameters plus a smaller buffer cache. PostgreSQL's default 128 MB of shared
 * buffers lives inside the WebAssembly heap, is touched as pages are written, and that heap never shrinks:
 * a large import pinned the whole 128 MB for the rest of the process. The data folder's files are cached
 * by the operating system anyway, so 16 MB costs reads little and keeps the process well under its
 * memory target (bench/src/upload-pipeline.bench.ts).
 */
const EMBEDDED_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];
/** Contrib extensions the migrations create: pg_trgm for the insights name searches (as on PostgreSQL). */
export const EMBEDDED_EXTENSIONS = { pg_trgm };

export interface DatabaseOptions {
  /** Told of errors on idle pooled connections (a server restart); the pool replaces them on next use. */
  onPoolError?: (error: Error) => void;
}

/** Opens the embedded engine (a folder, or memory) or a PostgreSQL server. */
export async function openDatabase(target: DatabaseTarget, options: DatabaseOptions = {}): Promise<DatabaseHandle> {
  if (target.kind === 'embedded') {
    if (target.dataDir) fs.mkdirSync(path.dirname(target.dataDir), { recursive: true });
    const pglite = new PGlite({
      ...(target.dataDir ? { dataDir: target.dataDir } : {}),
      startParams: EMBEDDED_START_PARAMS,
      extensions: EMBEDDED_EXTENSIONS,
    });
    const dialect = new PgliteDialect(pglite);
    const db = new Kysely<Database>({ dialect });
    const executeSql = (text: string, values?: unknown[]) =>
      dialect.driver.runExclusive(async (engine) => {
        // The queue sends multi-statement scripts without parameters (its own migrations).
        if (!values || values.length === 0) {
          const results = await engine.exec(text);
          return results[results.length - 1] ?? { rows: [] };
        }
        return engine.query(text, values);
      });
    return { db, kind: 'embedded', queue: { kind: 'embedded', executeSql, schema: 'pgboss' }, close: () => db.destroy() };
  }
  const pool = new pg.Pool({
    connectionString: target.url,
    max: 10,
    ...(target.schema ? { options: `-c search_path=${target.schema}` } : {}),
    // A dead server must not hold a request for minutes: fail fast and let the next request try again.
    connectionTimeoutMillis: 5_000,
  });
  // Without a listener an idle connection's error (PostgreSQL restarting) is thrown and ends the process.
  const onError = (error: Error) => (options.onPoolError ?? ((e: Error) => console.error('database pool error:', e.message)))(error);
  pool.on('error', onError);
  // The pool listens only to idle connections: one checked out between two statements of a transaction (an import's)
  // when the server dies would throw the same way. Nothing to report here: the next statement on it fails with the
  // error, its caller reports that, and on release the pool drops the broken connection.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const queueSchema = target.schema ? `${target.schema}_pgboss` : 'pgboss';
  return {
    db,
    kind: 'postgres',
    queue: { kind: 'postgres', connectionString: target.url, schema: queueSchema },
    close: () => db.destroy(),
  };
}
