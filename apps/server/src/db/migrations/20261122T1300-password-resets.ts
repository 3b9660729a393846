import { sql, type Kysely } from 'kysely';

/** Password-reset tokens (stored hashed, single use) and a per-IP log of public account requests. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table password_resets (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users(id) on delete cascade,
      token_hash text not null unique,
      created_at timestamptz not null,
      expires_at timestamptz not null,
      used_at timestamptz
    )`.execute(db);
  await sql`create index password_resets_user on password_resets (user_id)`.execute(db);

  await sql`
    create table account_requests (
      id uuid primary key default gen_random_uuid(),
      action text not null,
      ip text not null,
      requested_at timestamptz not null
    )`.execute(db);
  await sql`create index account_requests_action_ip_time on account_requests (action, ip, requested_at)`.execute(db);
}
