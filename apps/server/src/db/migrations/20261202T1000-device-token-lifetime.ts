import { sql, type Kysely } from 'kysely';

/**
 * Device tokens get an end (RFC 6749 section 5.1's expires_in). Tokens issued before this have none; they
 * get a full lifetime from now, so no device stops working the moment the server is upgraded.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table devices add column expires_at timestamptz`.execute(db);
  await sql`update devices set expires_at = now() + interval '90 days'`.execute(db);
  await sql`alter table devices alter column expires_at set not null`.execute(db);
}
