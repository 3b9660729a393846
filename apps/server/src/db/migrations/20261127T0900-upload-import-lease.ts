import { sql, type Kysely } from 'kysely';

/**
 * Which import attempt holds an upload and until when. A running attempt renews its lease; a worker that lost the
 * database (or died) stops renewing, and the upload is resumed once the lease has run out (docs/security.md, F2).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table uploads add column import_lease_owner text, add column import_lease_until timestamptz`.execute(db);
}
