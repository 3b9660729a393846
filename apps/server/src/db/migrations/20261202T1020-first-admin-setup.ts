import { sql, type Kysely } from 'kysely';

/** The first start's one-time setup link: only the token's hash is kept, and when it was used. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table first_admin_setup (
      token_hash text primary key,
      created_at timestamptz not null,
      used_at timestamptz
    )`.execute(db);
}
