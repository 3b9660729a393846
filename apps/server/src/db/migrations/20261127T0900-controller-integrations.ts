import { sql, type Kysely } from 'kysely';

/**
 * Controller connections (docs/product.md §7 vendorIntegration): the credentials are one AES-256-GCM
 * ciphertext with the id of the key that sealed it, so keys rotate row by row (docs/security.md I1).
 * Runs are ordered by `seq`, not by time: two runs can finish within one clock tick.
 * A project imported or synced from a controller remembers its site and which controller floor became
 * which floor plan; every sync leaves a run with its counts, error and the changes that take it back.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table controller_connections (
      id uuid primary key,
      org_id uuid not null references organisations(id) on delete cascade,
      project_id uuid references projects(id) on delete cascade,
      vendor text not null check (vendor in ('CATALYST_CENTER', 'MERAKI', 'MIST')),
      name text not null,
      base_url text not null,
      username text,
      account_name text not null,
      key_id text not null,
      credentials text not null,
      created_by uuid references users(id) on delete set null,
      created_at timestamptz not null
    )
  `.execute(db);
  await sql`create index controller_connections_org on controller_connections (org_id)`.execute(db);
  await sql`
    create table controller_project_links (
      project_id uuid primary key references projects(id) on delete cascade,
      connection_id uuid not null references controller_connections(id) on delete cascade,
      site_id text not null,
      floor_map jsonb not null,
      linked_at timestamptz not null
    )
  `.execute(db);
  await sql`create index controller_project_links_connection on controller_project_links (connection_id)`.execute(db);
  await sql`
    create table controller_sync_runs (
      id uuid primary key,
      seq serial not null,
      connection_id uuid not null references controller_connections(id) on delete cascade,
      project_id uuid references projects(id) on delete set null,
      trigger text not null check (trigger in ('MANUAL', 'SCHEDULED')),
      status text not null check (status in ('SUCCEEDED', 'FAILED')),
      started_at timestamptz not null,
      finished_at timestamptz not null,
      added integer not null,
      moved integer not null,
      removed integer not null,
      error text,
      result_version integer,
      undo jsonb
    )
  `.execute(db);
  await sql`create index controller_sync_runs_connection on controller_sync_runs (connection_id, seq desc)`.execute(db);
}
