import { sql, type Kysely } from 'kysely';

/**
 * Device activation (RFC 8628 device grant: pending authorizations, then activated devices with hashed
 * tokens) and site management (sites → buildings → floors of an organisation, projects placed in them).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table device_authorizations (
      id uuid primary key,
      device_code_hash text not null unique,
      user_code text not null unique,
      kind text not null check (kind in ('SURVEY_AGENT','AI_PRO')),
      device_name text not null,
      scope text not null,
      status text not null check (status in ('PENDING','APPROVED','DENIED','CONSUMED')),
      user_id uuid references users(id) on delete cascade,
      interval_seconds integer not null,
      last_polled_at timestamptz,
      expires_at timestamptz not null,
      created_at timestamptz not null
    )`.execute(db);
  await sql`create index device_authorizations_expiry on device_authorizations (expires_at)`.execute(db);

  // Wrong user codes a user typed in the current window: guessing codes is slowed per user (RFC 8628 section 5.1).
  await sql`
    create table device_code_failures (
      user_id uuid primary key references users(id) on delete cascade,
      window_started_at timestamptz not null,
      failure_count integer not null
    )`.execute(db);

  await sql`
    create table devices (
      id uuid primary key,
      user_id uuid not null references users(id) on delete cascade,
      name text not null,
      kind text not null check (kind in ('SURVEY_AGENT','AI_PRO')),
      scope text not null,
      token_hash text not null unique,
      activated_at timestamptz not null,
      last_seen_at timestamptz
    )`.execute(db);
  await sql`create index devices_user on devices (user_id, activated_at)`.execute(db);

  await sql`
    create table sites (
      id uuid primary key,
      org_id uuid not null references organisations(id) on delete cascade,
      name text not null,
      created_at timestamptz not null
    )`.execute(db);
  await sql`create unique index sites_org_name on sites (org_id, lower(name))`.execute(db);

  await sql`
    create table site_buildings (
      id uuid primary key,
      site_id uuid not null references sites(id) on delete cascade,
      name text not null,
      created_at timestamptz not null
    )`.execute(db);
  await sql`create unique index site_buildings_site_name on site_buildings (site_id, lower(name))`.execute(db);

  await sql`
    create table site_floors (
      id uuid primary key,
      building_id uuid not null references site_buildings(id) on delete cascade,
      name text not null,
      level integer not null,
      created_at timestamptz not null
    )`.execute(db);
  await sql`create unique index site_floors_building_name on site_floors (building_id, lower(name))`.execute(db);

  await sql`alter table projects add column site_id uuid references sites(id) on delete set null`.execute(db);
  await sql`alter table projects add column site_building_id uuid references site_buildings(id) on delete set null`.execute(db);
  await sql`create index projects_site on projects (site_id) where site_id is not null`.execute(db);
}
