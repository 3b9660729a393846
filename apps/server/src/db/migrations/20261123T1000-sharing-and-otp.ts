import { sql, type Kysely } from 'kysely';

/** Secure (OTP) shares of a project with an e-mail address, their one-time codes, and a per-IP request log. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table secure_shares (
      id uuid primary key default gen_random_uuid(),
      project_id uuid not null references projects(id) on delete cascade,
      email text not null,
      -- SHA-256 of the key in the e-mailed link; the key itself is never stored.
      key_hash text not null unique,
      created_by uuid references users(id) on delete set null,
      -- The guest principal its sessions belong to; deleting it ends those sessions (cascade).
      guest_user_id uuid references users(id) on delete set null,
      created_at timestamptz not null,
      revoked_at timestamptz
    )`.execute(db);
  await sql`create index secure_shares_project on secure_shares (project_id)`.execute(db);

  await sql`
    create table secure_share_codes (
      id uuid primary key default gen_random_uuid(),
      share_id uuid not null references secure_shares(id) on delete cascade,
      code_hash text not null,
      created_at timestamptz not null,
      expires_at timestamptz not null,
      attempts integer not null default 0,
      used_at timestamptz,
      superseded_at timestamptz
    )`.execute(db);
  await sql`create index secure_share_codes_share_time on secure_share_codes (share_id, created_at)`.execute(db);

  await sql`
    create table secure_share_requests (
      id uuid primary key default gen_random_uuid(),
      action text not null,
      ip text not null,
      requested_at timestamptz not null
    )`.execute(db);
  await sql`create index secure_share_requests_action_ip_time on secure_share_requests (action, ip, requested_at)`.execute(db);
}
