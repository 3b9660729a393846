import { sql, type Kysely } from 'kysely';

/** Projects with their members, imported records, stored files and floor plans; uploads; server secrets. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table projects (
      id uuid primary key,
      org_id uuid references organisations(id) on delete set null,
      owner_id uuid not null references users(id),
      name text not null,
      project_type text not null check (project_type in ('MEASURED','SIMULATED','HYBRID','BROWNFIELD_PLAN','GREENFIELD_PLAN')),
      status text not null check (status in ('COMPLETED','SKIP_COMPUTATION','DELETE_REQUESTED')),
      project_version integer not null default 1,
      country text,
      city text,
      location text,
      latitude double precision,
      longitude double precision,
      tags jsonb not null default '[]',
      format_version text,
      schema_version text,
      source_upload_id uuid unique,
      created_at timestamptz not null,
      updated_at timestamptz not null
    )`.execute(db);
  await sql`create index projects_org on projects (org_id)`.execute(db);

  await sql`
    create table project_users (
      project_id uuid not null references projects(id) on delete cascade,
      user_id uuid not null references users(id) on delete cascade,
      role text not null check (role in ('OWNER','WRITE_SHARE_USER','WRITE_USER','READ_USER','MIXED_ROLE')),
      primary key (project_id, user_id)
    )`.execute(db);
  await sql`create index project_users_user on project_users (user_id)`.execute(db);

  // One row per imported record; unknown fields stay in data so export loses nothing.
  await sql`
    create table project_records (
      project_id uuid not null references projects(id) on delete cascade,
      collection text not null,
      ordinal integer not null,
      record_id text,
      deleted boolean not null default false,
      data json not null, -- json, not jsonb: key order and number text survive for a faithful export
      primary key (project_id, collection, deleted, ordinal)
    )`.execute(db);

  await sql`
    create table project_files (
      project_id uuid not null references projects(id) on delete cascade,
      kind text not null check (kind in ('image','track','other','source')),
      name text not null,
      blob_key text not null,
      size bigint not null,
      content_type text not null,
      primary key (project_id, kind, name)
    )`.execute(db);

  await sql`
    create table project_floor_plans (
      row_id bigint generated always as identity primary key,
      project_id uuid not null references projects(id) on delete cascade,
      floor_plan_id text not null,
      name text not null,
      width double precision not null,
      height double precision not null,
      meters_per_unit double precision,
      image_id text,
      bitmap_image_id text,
      building_name text,
      floor_number double precision,
      unique (project_id, floor_plan_id)
    )`.execute(db);

  await sql`
    create table uploads (
      id uuid primary key,
      user_id uuid not null references users(id) on delete cascade,
      file_name text not null,
      status text not null check (status in ('IN_PROGRESS','COMMIT_IN_PROGRESS','COMMITTED','ROLLED_BACK','FAILED')),
      token_hash text not null,
      token_expires_at timestamptz not null,
      blob_key text not null,
      size bigint,
      received_at timestamptz,
      project_id uuid,
      rollback_reason text,
      created_at timestamptz not null,
      updated_at timestamptz not null
    )`.execute(db);
  await sql`create index uploads_user on uploads (user_id, created_at)`.execute(db);
  await sql`create index uploads_status on uploads (status)`.execute(db);

  await sql`
    create table server_secrets (
      name text primary key,
      value text not null,
      created_at timestamptz not null default now()
    )`.execute(db);
}
