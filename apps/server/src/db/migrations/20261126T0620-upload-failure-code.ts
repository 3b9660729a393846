import { sql, type Kysely } from 'kysely';

/** A machine-readable reason beside the upload's failure text (TOO_LARGE, INVALID_ARCHIVE, STORAGE_FULL, …). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table uploads add column failure_code text`.execute(db);
}
