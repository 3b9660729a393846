import { sql, type Kysely } from 'kysely';

/** Organisations, licences, users, sharing groups, server-side sessions and login throttling. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table organisations (
      id uuid primary key default gen_random_uuid(),
      name text not null,
      sharing_restriction text not null default 'NO_RESTRICTION'
        check (sharing_restriction in ('NO_RESTRICTION', 'ORGANIZATION_ONLY', 'SHARING_GROUP_ONLY')),
      password_policy_enabled boolean not null default false,
      created_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table licenses (
      id uuid primary key default gen_random_uuid(),
      license_key text not null unique,
      org_id uuid references organisations(id) on delete set null,
      product text not null check (product in
        ('Connect', 'Connect Field', 'Plan', 'Software Suite', 'Pro', 'Partner Demo', 'Measure Pro')),
      status text not null default 'ACTIVE' check (status in ('ACTIVE', 'EXPIRED', 'SUSPENDED', 'INVALID')),
      subscription_expires_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table users (
      id uuid primary key default gen_random_uuid(),
      email text not null,
      password_hash text not null,
      first_name text not null default '',
      last_name text not null default '',
      org_id uuid references organisations(id) on delete set null,
      license_id uuid references licenses(id) on delete set null,
      org_admin boolean not null default false,
      enterprise_plus_access boolean not null default false,
      insights_access_allowed boolean not null default false,
      cloud_planner_access_allowed boolean not null default false,
      optimizer_access boolean not null default false,
      ai_pro_cloud_planner_access boolean not null default false,
      license_suspended boolean not null default false,
      license_invalid boolean not null default false,
      eula_version_consent text,
      disabled boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create unique index users_email_lower on users (lower(email))`.execute(db);
  await sql`create unique index licenses_one_user on users (license_id) where license_id is not null`.execute(db);

  await sql`
    create table sharing_groups (
      id uuid primary key default gen_random_uuid(),
      org_id uuid not null references organisations(id) on delete cascade,
      name text not null,
      created_at timestamptz not null default now(),
      unique (org_id, name)
    )`.execute(db);
  await sql`
    create table sharing_group_members (
      group_id uuid not null references sharing_groups(id) on delete cascade,
      user_id uuid not null references users(id) on delete cascade,
      primary key (group_id, user_id)
    )`.execute(db);

  await sql`
    create table sessions (
      id_hash text primary key,
      user_id uuid not null references users(id) on delete cascade,
      role text not null check (role in ('USER', 'GUEST')),
      csrf_token text not null,
      secure_project_id uuid,
      created_at timestamptz not null,
      last_seen_at timestamptz not null,
      expires_at timestamptz not null,
      user_agent text
    )`.execute(db);
  await sql`create index sessions_user on sessions (user_id)`.execute(db);
  await sql`create index sessions_expires on sessions (expires_at)`.execute(db);

  await sql`
    create table login_throttle (
      username text primary key,
      failure_count integer not null default 0,
      window_started_at timestamptz not null,
      locked_until timestamptz
    )`.execute(db);
  await sql`
    create table login_attempts (
      id uuid primary key default gen_random_uuid(),
      username text not null,
      ip text not null,
      succeeded boolean not null,
      outcome text not null,
      attempted_at timestamptz not null
    )`.execute(db);
  await sql`create index login_attempts_ip_time on login_attempts (ip, attempted_at)`.execute(db);
}
