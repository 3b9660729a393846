import { sql, type Kysely } from 'kysely';

/**
 * Fixed-window request counters for costly routes, kept in the database so every API process
 * counts against the same limit; one upsert per request counts and decides atomically.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table rate_limit_windows (
      bucket text not null,
      subject text not null,
      window_start timestamptz not null,
      hits integer not null,
      primary key (bucket, subject, window_start)
    )`.execute(db);
  await sql`create index rate_limit_windows_start on rate_limit_windows (window_start)`.execute(db);
}
