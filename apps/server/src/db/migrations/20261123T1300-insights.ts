import { sql, type Kysely } from 'kysely';

/**
 * Insights read models, written by the refresh-insights job and never computed per request:
 * survey events and device counts as rows for fast lists, and KPI pass counts per project, floor and
 * area, band and survey day (null day = every survey) so any date range sums stored counts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table insight_project_state (
      project_id uuid primary key references projects(id) on delete cascade,
      computed_version integer not null,
      last_survey_at timestamptz,
      computed_at timestamptz not null
    )`.execute(db);

  await sql`
    create table insight_survey_events (
      id bigserial primary key,
      project_id uuid not null references projects(id) on delete cascade,
      survey_id text not null,
      floor_plan_row_id bigint,
      floor_plan_name text not null,
      started_at timestamptz not null,
      created_by text not null,
      duration_seconds double precision not null,
      distance_meters double precision not null,
      discovered_aps integer not null
    )`.execute(db);
  await sql`create index insight_survey_events_time on insight_survey_events (started_at desc, id)`.execute(db);
  await sql`create index insight_survey_events_project_time on insight_survey_events (project_id, started_at desc)`.execute(db);
  await sql`create index insight_survey_events_floor_time on insight_survey_events (floor_plan_row_id, started_at desc)`.execute(db);

  await sql`
    create table insight_device_counts (
      id bigserial primary key,
      project_id uuid not null references projects(id) on delete cascade,
      floor_plan_row_id bigint,
      ap_name text not null,
      vendor text not null,
      model text not null,
      wifi_generation text not null,
      radio_count integer not null,
      channel_and_power text not null,
      height double precision,
      installation text not null,
      device_count integer not null
    )`.execute(db);
  await sql`create index insight_device_counts_project on insight_device_counts (project_id)`.execute(db);
  await sql`create index insight_device_counts_floor on insight_device_counts (floor_plan_row_id)`.execute(db);

  await sql`
    create table insight_kpis (
      id bigserial primary key,
      project_id uuid not null references projects(id) on delete cascade,
      scope text not null,
      floor_plan_row_id bigint,
      area_id text not null default '',
      area_name text not null default '',
      band text not null,
      survey_day date,
      rssi_cells integer not null, rssi_passed integer not null, rssi_issues integer not null,
      rssi2_cells integer not null, rssi2_passed integer not null, rssi2_issues integer not null,
      snr_cells integer not null, snr_passed integer not null, snr_issues integer not null,
      ci_cells integer not null, ci_passed integer not null, ci_issues integer not null,
      health_cells integer not null, health_passed integer not null, health_issues integer not null
    )`.execute(db);
  await sql`create index insight_kpis_lookup on insight_kpis (project_id, scope, band, survey_day)`.execute(db);
  await sql`create index insight_kpis_all_days on insight_kpis (band, scope, project_id) where survey_day is null`.execute(db);

  // Lists filter projects by status and sort them by last update.
  await sql`create index projects_status_updated on projects (status, updated_at desc)`.execute(db);
  await sql`create index project_users_user_project on project_users (user_id, project_id)`.execute(db);
}
