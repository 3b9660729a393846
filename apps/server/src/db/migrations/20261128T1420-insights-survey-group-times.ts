import { sql, type Kysely } from 'kysely';

/**
 * A survey search within a day range counts its events from the per-user-and-floor groups, not from the events: each
 * group keeps its events' start times sorted, and width_bucket (a binary search) counts those within the days. The
 * matched events lie scattered over the whole event table (a user's month read about 2,000 pages, more than the
 * embedded engine's 16 MB of buffers), while the matched groups fill a few dozen pages.
 * And the project names a survey search matches are read by their trigram index again (below).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table insight_survey_groups add column event_times timestamptz[]`.execute(db);
  // As in 20261123T1700-insights-survey-groups, with the start times kept beside the sums.
  await sql`
    create or replace function group_insight_survey_events(ids uuid[]) returns void language sql as $$
      delete from insight_survey_groups where project_id = any(ids);
      insert into insight_survey_groups (project_id, floor_plan_row_id, floor_plan_name, created_by, event_count, event_duration_seconds,
          event_distance_meters, event_discovered_aps, first_event_at, last_event_at, event_times)
        select project_id, floor_plan_row_id, floor_plan_name, created_by, count(*), sum(duration_seconds), sum(distance_meters),
          sum(discovered_aps), min(started_at), max(started_at), array_agg(started_at order by started_at)
        from insight_survey_events where project_id = any(ids)
        group by project_id, floor_plan_row_id, floor_plan_name, created_by;
      insert into insight_survey_terms (kind, value)
        select distinct 'user', created_by from insight_survey_events where project_id = any(ids)
        union select distinct 'floor', floor_plan_name from insight_survey_events where project_id = any(ids)
        order by 1, 2
      on conflict do nothing;
    $$`.execute(db);
  await sql`
    update insight_survey_groups g set event_times = e.times
    from (select project_id, floor_plan_row_id, floor_plan_name, created_by, array_agg(started_at order by started_at) as times
      from insight_survey_events group by project_id, floor_plan_row_id, floor_plan_name, created_by) e
    where e.project_id = g.project_id and e.floor_plan_row_id is not distinct from g.floor_plan_row_id
      and e.floor_plan_name = g.floor_plan_name and e.created_by = g.created_by`.execute(db);
  await sql`alter table insight_survey_groups alter column event_times set not null`.execute(db);

  // The survey search's project-name match (20261128T0100's projects_name_trgm) read the index's pending list whole: the
  // embedded engine runs no autovacuum to merge it, and 10,000 projects written after the index sat there (96 ms for a
  // name matching nothing, so the planner scanned the table instead). Merged now, and new names go straight in.
  await sql`alter index projects_name_trgm set (fastupdate = off)`.execute(db);
  await sql`select gin_clean_pending_list('projects_name_trgm'::regclass)`.execute(db);
}
