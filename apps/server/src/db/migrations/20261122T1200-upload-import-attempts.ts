import { sql, type Kysely } from 'kysely';

/** The blob prefix of every import attempt, so files of an interrupted attempt can be swept. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table uploads add column import_attempts jsonb not null default '[]'`.execute(db);
}
