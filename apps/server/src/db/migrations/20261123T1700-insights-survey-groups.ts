import { sql, type Kysely } from 'kysely';

/**
 * Survey search without scanning every event: the searched columns (user, project name, floor name)
 * have few distinct values: a search matches the distinct users and floor names (kept by trigger) and
 * the project names, then reads the events by index on the matched values. The events are also kept
 * summed per project, floor, floor name and user (by trigger, like the per-project sums), so a search's
 * totals read thousands of groups, not a million events. Device counts get an index for their default order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table insight_survey_groups (
      project_id uuid not null references projects(id) on delete cascade,
      floor_plan_row_id bigint,
      floor_plan_name text not null,
      created_by text not null,
      event_count integer not null,
      event_duration_seconds double precision not null,
      event_distance_meters double precision not null,
      event_discovered_aps bigint not null,
      first_event_at timestamptz not null,
      last_event_at timestamptz not null
    )`.execute(db);
  await sql`create unique index insight_survey_groups_key on insight_survey_groups (project_id, floor_plan_row_id, floor_plan_name, created_by) nulls not distinct`.execute(
    db,
  );

  // Every user and floor name surveys were recorded with (a few hundred values): a search matches these first.
  // Never pruned, so concurrent writers cannot lose a value; one whose events are gone matches no event.
  await sql`create table insight_survey_terms (kind text not null, value text not null, primary key (kind, value))`.execute(db);

  // A search's sums read the groups of its matched users and floor names by index.
  await sql`create index insight_survey_groups_user on insight_survey_groups (created_by)`.execute(db);
  await sql`create index insight_survey_groups_floor_name on insight_survey_groups (floor_plan_name)`.execute(db);

  // Regroups the given projects from their events (indexed by project), whoever wrote the events.
  await sql`
    create function group_insight_survey_events(ids uuid[]) returns void language sql as $$
      delete from insight_survey_groups where project_id = any(ids);
      insert into insight_survey_groups (project_id, floor_plan_row_id, floor_plan_name, created_by, event_count, event_duration_seconds,
          event_distance_meters, event_discovered_aps, first_event_at, last_event_at)
        select project_id, floor_plan_row_id, floor_plan_name, created_by, count(*), sum(duration_seconds), sum(distance_meters),
          sum(discovered_aps), min(started_at), max(started_at)
        from insight_survey_events where project_id = any(ids)
        group by project_id, floor_plan_row_id, floor_plan_name, created_by;
      insert into insight_survey_terms (kind, value)
        select distinct 'user', created_by from insight_survey_events where project_id = any(ids)
        union select distinct 'floor', floor_plan_name from insight_survey_events where project_id = any(ids)
        order by 1, 2
      on conflict do nothing;
    $$`.execute(db);
  await sql`
    create function group_changed_insight_survey_events() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then perform group_insight_survey_events(array(select distinct project_id from new_rows));
      elsif tg_op = 'DELETE' then perform group_insight_survey_events(array(select distinct project_id from old_rows));
      else perform group_insight_survey_events(array(select project_id from new_rows union select project_id from old_rows));
      end if;
      return null;
    end $$`.execute(db);
  for (const [event, tables] of [
    ['insert', 'new table as new_rows'],
    ['delete', 'old table as old_rows'],
    ['update', 'old table as old_rows new table as new_rows'],
  ] as const) {
    await sql`
      create trigger ${sql.raw(`insight_survey_events_group_on_${event}`)} after ${sql.raw(event)} on insight_survey_events
      referencing ${sql.raw(tables)} for each statement execute function group_changed_insight_survey_events()`.execute(db);
  }
  await sql`select group_insight_survey_events(array(select distinct project_id from insight_survey_events))`.execute(db);

  // The device table's default order (most devices first, docs/product.md §4) walks an index to its first page.
  await sql`create index insight_device_counts_count on insight_device_counts (device_count desc nulls last, id desc)`.execute(db);

  // A matched user or floor name reads its events newest first by index, like a matched project does.
  await sql`create index insight_survey_events_user_time on insight_survey_events (created_by, started_at desc)`.execute(db);
  await sql`create index insight_survey_events_floor_name_time on insight_survey_events (floor_plan_name, started_at desc)`.execute(db);
}
