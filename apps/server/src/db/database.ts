import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './db.types.ts';
import { PgliteDialect } from './pglite-dialect.ts';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: 'embedded' | 'postgres';
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: 'embedded'; dataDir?: string } // no dataDir: in memory (tests)
  | { kind: 'postgres'; url: string; schema?: string };

/** Opens the embedded engine (a folder, or memory) or a PostgreSQL server. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'embedded') {
    if (target.dataDir) fs.mkdirSync(path.dirname(target.dataDir), { recursive: true });
    const pglite = target.dataDir ? new PGlite(target.dataDir) : new PGlite();
    const db = new Kysely<Database>({ dialect: new PgliteDialect(pglite) });
    return { db, kind: 'embedded', close: () => db.destroy() };
  }
  const pool = new pg.Pool({
    connectionString: target.url,
    max: 10,
    ...(target.schema ? { options: `-c search_path=${target.schema}` } : {}),
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, kind: 'postgres', close: () => db.destroy() };
}
