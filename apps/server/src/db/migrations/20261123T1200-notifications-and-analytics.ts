import { sql, type Kysely } from 'kysely';

/** Per-user notifications with unread state, and analytics events stored with hashed identities. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table notifications (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users(id) on delete cascade,
      kind text not null,
      level text not null,
      title text not null,
      description text not null,
      params jsonb not null default '{}'::jsonb,
      link text,
      dedupe_key text,
      created_at timestamptz not null,
      read_at timestamptz,
      unique (user_id, dedupe_key)
    )`.execute(db);
  await sql`create index notifications_user_created on notifications (user_id, created_at desc)`.execute(db);

  await sql`
    create table analytics_events (
      id uuid primary key default gen_random_uuid(),
      received_at timestamptz not null,
      source text not null,
      action_type text not null,
      action_at timestamptz not null,
      timezone_offset integer not null,
      session_id text not null,
      internal_user boolean not null,
      user_type text not null,
      user_hash text,
      license_hash text,
      org_id uuid,
      user_agent text,
      os text,
      os_version text,
      browser text,
      browser_version text,
      params jsonb not null default '{}'::jsonb
    )`.execute(db);
  await sql`create index analytics_events_org_time on analytics_events (org_id, received_at)`.execute(db);
}
