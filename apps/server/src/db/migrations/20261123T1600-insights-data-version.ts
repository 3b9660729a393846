import { sql, type Kysely } from 'kysely';

/**
 * Insights speed: one data-version counter that every write insights answers depend on bumps, so the
 * API can keep answers in memory until the data changes (also across api and worker processes), and
 * per-project survey sums so totals over 10,000 projects never scan 1,000,000 survey events.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table insight_data_version (
      id integer primary key check (id = 1),
      version bigint not null
    )`.execute(db);
  await sql`insert into insight_data_version (id, version) values (1, 1)`.execute(db);

  // Per-project sums of the survey events, kept by trigger whoever writes the events: totals over
  // every project then read 10,000 rows, not 1,000,000.
  await sql`
    alter table insight_project_state
      add column event_count integer not null default 0,
      add column event_duration_seconds double precision not null default 0,
      add column event_distance_meters double precision not null default 0,
      add column event_discovered_aps bigint not null default 0,
      add column first_event_at timestamptz,
      add column last_event_at timestamptz`.execute(db);
  await sql`
    create function sum_insight_survey_events(ids uuid[]) returns void language sql as $$
      update insight_project_state s set event_count = e.n, event_duration_seconds = e.duration, event_distance_meters = e.distance,
        event_discovered_aps = e.aps, first_event_at = e.first, last_event_at = e.last
      from (select c.id as project_id, count(t.id) as n, coalesce(sum(t.duration_seconds), 0) as duration, coalesce(sum(t.distance_meters), 0) as distance,
          coalesce(sum(t.discovered_aps), 0) as aps, min(t.started_at) as first, max(t.started_at) as last
        from unnest(ids) as c(id) left join insight_survey_events t on t.project_id = c.id group by c.id) e
      where s.project_id = e.project_id
    $$`.execute(db);
  await sql`
    create function sum_changed_insight_survey_events() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then perform sum_insight_survey_events(array(select distinct project_id from new_rows));
      elsif tg_op = 'DELETE' then perform sum_insight_survey_events(array(select distinct project_id from old_rows));
      else perform sum_insight_survey_events(array(select project_id from new_rows union select project_id from old_rows));
      end if;
      return null;
    end $$`.execute(db);
  for (const [event, tables] of [
    ['insert', 'new table as new_rows'],
    ['delete', 'old table as old_rows'],
    ['update', 'old table as old_rows new table as new_rows'],
  ] as const) {
    await sql`
      create trigger ${sql.raw(`insight_survey_events_sum_on_${event}`)} after ${sql.raw(event)} on insight_survey_events
      referencing ${sql.raw(tables)} for each statement execute function sum_changed_insight_survey_events()`.execute(db);
  }
  await sql`select sum_insight_survey_events(array(select project_id from insight_project_state))`.execute(db);

  // Runs at commit (deferred) and bumps once per transaction, so writers hold the counter row only for an instant.
  await sql`
    create function bump_insight_data_version() returns trigger language plpgsql as $$
    begin
      if current_setting('airscope.insight_version_txid', true) is distinct from txid_current()::text then
        perform set_config('airscope.insight_version_txid', txid_current()::text, true);
        update insight_data_version set version = version + 1 where id = 1;
      end if;
      return null;
    end $$`.execute(db);
  // insight_project_state is written in the same transaction as every survey-event, device-count and KPI row.
  for (const table of ['projects', 'project_users', 'project_floor_plans', 'insight_project_state']) {
    await sql`
      create constraint trigger ${sql.raw(`${table}_bumps_insight_version`)}
      after insert or update or delete on ${sql.raw(table)}
      deferrable initially deferred for each row execute function bump_insight_data_version()`.execute(db);
  }
  // The bulk read-model tables bump once per statement; their writers hold short transactions.
  for (const table of ['insight_survey_events', 'insight_device_counts', 'insight_kpis']) {
    await sql`
      create trigger ${sql.raw(`${table}_bumps_insight_version`)}
      after insert or update or delete or truncate on ${sql.raw(table)}
      for each statement execute function bump_insight_data_version()`.execute(db);
  }
  // Member e-mails are shown as project users.
  await sql`
    create constraint trigger users_email_bumps_insight_version after update of email on users
    deferrable initially deferred for each row execute function bump_insight_data_version()`.execute(db);
}
