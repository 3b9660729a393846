import { sql, type Kysely } from 'kysely';

/**
 * Insights over every project in reach without reading every project: a user's survey sums and device counts
 * per vendor are kept summed over the projects the user may see (member, status neither SKIP_COMPUTATION nor
 * DELETE_REQUESTED), split by whether the project is a design type so the design-project flag can add or leave
 * out that half. An uncached "all projects" total then reads two rows, not 10,000 projects joined to their sums.
 *
 * The sums change by deltas, each written under the row's lock, so concurrent writers add up instead of
 * overwriting each other, and a change costs what it touches, not the user's whole reach:
 *  - a project's survey sums change (insight_project_state): members get new minus old;
 *  - a membership comes or goes: that user gets plus or minus the project's sums;
 *  - a project's status or type changes: members lose the old contribution and get the new one;
 *  - a project is deleted: members lose its contribution before the row goes (the cascades after it find no project).
 * Doubles are added as numeric: the same project value added and later subtracted cancels exactly, so no drift.
 * Devices are first kept per project and vendor (recomputed from the project's own rows on change).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table insight_project_vendors (
      project_id uuid not null references projects(id) on delete cascade,
      vendor text not null,
      device_rows integer not null,
      device_count bigint not null,
      primary key (project_id, vendor)
    )`.execute(db);
  await sql`
    create table insight_reach_sums (
      user_id uuid not null references users(id) on delete cascade,
      design boolean not null,
      event_count bigint not null,
      event_duration_seconds numeric not null,
      event_distance_meters numeric not null,
      event_discovered_aps bigint not null,
      primary key (user_id, design)
    )`.execute(db);
  await sql`
    create table insight_reach_vendors (
      user_id uuid not null references users(id) on delete cascade,
      design boolean not null,
      vendor text not null,
      device_rows bigint not null,
      device_count bigint not null,
      primary key (user_id, design, vendor)
    )`.execute(db);
  // The first and last survey day over a reach walk these from either end until a project in reach turns up.
  await sql`create index insight_project_state_first_event on insight_project_state (first_event_at)`.execute(db);
  await sql`create index insight_project_state_last_event on insight_project_state (last_event_at desc)`.execute(db);

  // Which projects count at all, and on which side of the design-project flag.
  await sql`create function insight_reach_counts(status text) returns boolean language sql immutable as $$
    select status not in ('SKIP_COMPUTATION', 'DELETE_REQUESTED') $$`.execute(db);
  await sql`create function insight_reach_design(project_type text) returns boolean language sql immutable as $$
    select project_type in ('SIMULATED', 'BROWNFIELD_PLAN', 'GREENFIELD_PLAN') $$`.execute(db);

  // Adds (sign 1) or removes (sign -1) the current sums of each (user, project, design) triple.
  // Removing only updates rows that exist: a user being deleted must not get a new row.
  await sql`
    create function shift_insight_reach(users uuid[], projects uuid[], designs boolean[], sign integer) returns void language plpgsql as $$
    begin
      if sign > 0 then
        insert into insight_reach_sums as r (user_id, design, event_count, event_duration_seconds, event_distance_meters, event_discovered_aps)
          select x.u, x.d, sum(s.event_count), sum(s.event_duration_seconds::numeric), sum(s.event_distance_meters::numeric), sum(s.event_discovered_aps)
          from unnest(users, projects, designs) as x(u, p, d) join insight_project_state s on s.project_id = x.p group by x.u, x.d
        on conflict (user_id, design) do update set event_count = r.event_count + excluded.event_count,
          event_duration_seconds = r.event_duration_seconds + excluded.event_duration_seconds,
          event_distance_meters = r.event_distance_meters + excluded.event_distance_meters,
          event_discovered_aps = r.event_discovered_aps + excluded.event_discovered_aps;
        insert into insight_reach_vendors as r (user_id, design, vendor, device_rows, device_count)
          select x.u, x.d, v.vendor, sum(v.device_rows), sum(v.device_count)
          from unnest(users, projects, designs) as x(u, p, d) join insight_project_vendors v on v.project_id = x.p group by x.u, x.d, v.vendor
        on conflict (user_id, design, vendor) do update set device_rows = r.device_rows + excluded.device_rows, device_count = r.device_count + excluded.device_count;
      else
        update insight_reach_sums r set event_count = r.event_count - c.n, event_duration_seconds = r.event_duration_seconds - c.duration,
            event_distance_meters = r.event_distance_meters - c.distance, event_discovered_aps = r.event_discovered_aps - c.aps
          from (select x.u, x.d, sum(s.event_count) as n, sum(s.event_duration_seconds::numeric) as duration, sum(s.event_distance_meters::numeric) as distance,
              sum(s.event_discovered_aps) as aps
            from unnest(users, projects, designs) as x(u, p, d) join insight_project_state s on s.project_id = x.p group by x.u, x.d) c
          where r.user_id = c.u and r.design = c.d;
        update insight_reach_vendors r set device_rows = r.device_rows - c.n, device_count = r.device_count - c.devices
          from (select x.u, x.d, v.vendor, sum(v.device_rows) as n, sum(v.device_count) as devices
            from unnest(users, projects, designs) as x(u, p, d) join insight_project_vendors v on v.project_id = x.p group by x.u, x.d, v.vendor) c
          where r.user_id = c.u and r.design = c.d and r.vendor = c.vendor;
        delete from insight_reach_vendors r where r.user_id = any(users) and r.device_rows = 0;
      end if;
    end $$`.execute(db);

  // Survey sums of projects changed: members of each counted project get new minus old.
  await sql`
    create function shift_insight_reach_events(deltas jsonb) returns void language sql as $$
      insert into insight_reach_sums as r (user_id, design, event_count, event_duration_seconds, event_distance_meters, event_discovered_aps)
        select me.user_id, insight_reach_design(p.project_type), sum(d.n), sum(d.duration), sum(d.distance), sum(d.aps)
        from jsonb_to_recordset(deltas) as d(project_id uuid, n bigint, duration numeric, distance numeric, aps bigint)
          join projects p on p.id = d.project_id join project_users me on me.project_id = d.project_id
        where insight_reach_counts(p.status)
        group by 1, 2
      on conflict (user_id, design) do update set event_count = r.event_count + excluded.event_count,
        event_duration_seconds = r.event_duration_seconds + excluded.event_duration_seconds,
        event_distance_meters = r.event_distance_meters + excluded.event_distance_meters,
        event_discovered_aps = r.event_discovered_aps + excluded.event_discovered_aps
    $$`.execute(db);
  await sql`
    create function insight_state_changed_reach() returns trigger language plpgsql as $$
    declare deltas jsonb;
    begin
      if tg_op = 'INSERT' then
        select jsonb_agg(jsonb_build_object('project_id', project_id, 'n', event_count, 'duration', event_duration_seconds::numeric,
          'distance', event_distance_meters::numeric, 'aps', event_discovered_aps)) into deltas from new_rows;
      elsif tg_op = 'DELETE' then
        select jsonb_agg(jsonb_build_object('project_id', project_id, 'n', -event_count, 'duration', -(event_duration_seconds::numeric),
          'distance', -(event_distance_meters::numeric), 'aps', -event_discovered_aps)) into deltas from old_rows;
      else
        select jsonb_agg(jsonb_build_object('project_id', n.project_id, 'n', n.event_count - o.event_count,
          'duration', n.event_duration_seconds::numeric - o.event_duration_seconds::numeric,
          'distance', n.event_distance_meters::numeric - o.event_distance_meters::numeric, 'aps', n.event_discovered_aps - o.event_discovered_aps))
          into deltas from new_rows n join old_rows o on o.project_id = n.project_id
          where (n.event_count, n.event_duration_seconds, n.event_distance_meters, n.event_discovered_aps)
            is distinct from (o.event_count, o.event_duration_seconds, o.event_distance_meters, o.event_discovered_aps);
      end if;
      if deltas is not null then perform shift_insight_reach_events(deltas); end if;
      return null;
    end $$`.execute(db);
  // The project id never changes on this table (its key); an update is new minus old of the same project.
  for (const [event, tables] of [
    ['insert', 'new table as new_rows'],
    ['delete', 'old table as old_rows'],
    ['update', 'old table as old_rows new table as new_rows'],
  ] as const) {
    await sql`
      create trigger ${sql.raw(`insight_project_state_reach_on_${event}`)} after ${sql.raw(event)} on insight_project_state
      referencing ${sql.raw(tables)} for each statement execute function insight_state_changed_reach()`.execute(db);
  }

  // Device rows of projects changed: members lose the projects' old vendor sums, which are recomputed and added back.
  await sql`
    create function regroup_insight_project_vendors(ids uuid[]) returns void language plpgsql as $$
    declare u uuid[]; p uuid[]; d boolean[];
    begin
      select array_agg(me.user_id), array_agg(me.project_id), array_agg(insight_reach_design(pr.project_type)) into u, p, d
        from project_users me join projects pr on pr.id = me.project_id where me.project_id = any(ids) and insight_reach_counts(pr.status);
      if u is not null then
        update insight_reach_vendors r set device_rows = r.device_rows - c.n, device_count = r.device_count - c.devices
          from (select x.u, x.d, v.vendor, sum(v.device_rows) as n, sum(v.device_count) as devices
            from unnest(u, p, d) as x(u, p, d) join insight_project_vendors v on v.project_id = x.p group by x.u, x.d, v.vendor) c
          where r.user_id = c.u and r.design = c.d and r.vendor = c.vendor;
      end if;
      delete from insight_project_vendors where project_id = any(ids);
      insert into insight_project_vendors (project_id, vendor, device_rows, device_count)
        select project_id, vendor, count(*), sum(device_count) from insight_device_counts where project_id = any(ids) group by project_id, vendor;
      if u is not null then
        insert into insight_reach_vendors as r (user_id, design, vendor, device_rows, device_count)
          select x.u, x.d, v.vendor, sum(v.device_rows), sum(v.device_count)
          from unnest(u, p, d) as x(u, p, d) join insight_project_vendors v on v.project_id = x.p group by x.u, x.d, v.vendor
        on conflict (user_id, design, vendor) do update set device_rows = r.device_rows + excluded.device_rows, device_count = r.device_count + excluded.device_count;
        delete from insight_reach_vendors r where r.user_id = any(u) and r.device_rows = 0;
      end if;
    end $$`.execute(db);
  await sql`
    create function insight_devices_changed_reach() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then perform regroup_insight_project_vendors(array(select distinct project_id from new_rows));
      elsif tg_op = 'DELETE' then perform regroup_insight_project_vendors(array(select distinct project_id from old_rows));
      else perform regroup_insight_project_vendors(array(select project_id from new_rows union select project_id from old_rows));
      end if;
      return null;
    end $$`.execute(db);
  for (const [event, tables] of [
    ['insert', 'new table as new_rows'],
    ['delete', 'old table as old_rows'],
    ['update', 'old table as old_rows new table as new_rows'],
  ] as const) {
    await sql`
      create trigger ${sql.raw(`insight_device_counts_reach_on_${event}`)} after ${sql.raw(event)} on insight_device_counts
      referencing ${sql.raw(tables)} for each statement execute function insight_devices_changed_reach()`.execute(db);
  }

  // Memberships: a user gains or loses a counted project's whole contribution.
  await sql`
    create function insight_members_changed_reach() returns trigger language plpgsql as $$
    declare u uuid[]; p uuid[]; d boolean[];
    begin
      if tg_op in ('DELETE', 'UPDATE') then
        select array_agg(o.user_id), array_agg(o.project_id), array_agg(insight_reach_design(pr.project_type)) into u, p, d
          from old_rows o join projects pr on pr.id = o.project_id where insight_reach_counts(pr.status);
        if u is not null then perform shift_insight_reach(u, p, d, -1); end if;
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        select array_agg(n.user_id), array_agg(n.project_id), array_agg(insight_reach_design(pr.project_type)) into u, p, d
          from new_rows n join projects pr on pr.id = n.project_id where insight_reach_counts(pr.status);
        if u is not null then perform shift_insight_reach(u, p, d, 1); end if;
      end if;
      return null;
    end $$`.execute(db);
  for (const [event, tables] of [
    ['insert', 'new table as new_rows'],
    ['delete', 'old table as old_rows'],
    ['update', 'old table as old_rows new table as new_rows'],
  ] as const) {
    await sql`
      create trigger ${sql.raw(`project_users_reach_on_${event}`)} after ${sql.raw(event)} on project_users
      referencing ${sql.raw(tables)} for each statement execute function insight_members_changed_reach()`.execute(db);
  }

  // A project's status or type: members lose the old side's contribution and gain the new side's.
  await sql`
    create function insight_projects_changed_reach() returns trigger language plpgsql as $$
    declare u uuid[]; p uuid[]; d boolean[];
    begin
      select array_agg(me.user_id), array_agg(me.project_id), array_agg(insight_reach_design(o.project_type)) into u, p, d
        from old_rows o join new_rows n on n.id = o.id join project_users me on me.project_id = o.id
        where insight_reach_counts(o.status)
          and (not insight_reach_counts(n.status) or insight_reach_design(o.project_type) <> insight_reach_design(n.project_type));
      if u is not null then perform shift_insight_reach(u, p, d, -1); end if;
      select array_agg(me.user_id), array_agg(me.project_id), array_agg(insight_reach_design(n.project_type)) into u, p, d
        from old_rows o join new_rows n on n.id = o.id join project_users me on me.project_id = n.id
        where insight_reach_counts(n.status)
          and (not insight_reach_counts(o.status) or insight_reach_design(o.project_type) <> insight_reach_design(n.project_type));
      if u is not null then perform shift_insight_reach(u, p, d, 1); end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger projects_reach_on_update after update on projects
    referencing old table as old_rows new table as new_rows for each statement execute function insight_projects_changed_reach()`.execute(
    db,
  );
  // Before the row goes: the cascades that follow find no project and shift nothing.
  await sql`
    create function insight_project_deleted_reach() returns trigger language plpgsql as $$
    declare u uuid[]; p uuid[]; d boolean[];
    begin
      if insight_reach_counts(old.status) then
        select array_agg(me.user_id), array_agg(me.project_id), array_agg(insight_reach_design(old.project_type)) into u, p, d
          from project_users me where me.project_id = old.id;
        if u is not null then perform shift_insight_reach(u, p, d, -1); end if;
      end if;
      return old;
    end $$`.execute(db);
  await sql`create trigger projects_reach_on_delete before delete on projects for each row execute function insight_project_deleted_reach()`.execute(
    db,
  );

  // What is there already.
  await sql`
    insert into insight_project_vendors (project_id, vendor, device_rows, device_count)
      select project_id, vendor, count(*), sum(device_count) from insight_device_counts group by project_id, vendor`.execute(db);
  await sql`
    insert into insight_reach_sums (user_id, design, event_count, event_duration_seconds, event_distance_meters, event_discovered_aps)
      select me.user_id, insight_reach_design(p.project_type), sum(s.event_count), sum(s.event_duration_seconds::numeric),
        sum(s.event_distance_meters::numeric), sum(s.event_discovered_aps)
      from project_users me join projects p on p.id = me.project_id join insight_project_state s on s.project_id = me.project_id
      where insight_reach_counts(p.status) group by 1, 2`.execute(db);
  await sql`
    insert into insight_reach_vendors (user_id, design, vendor, device_rows, device_count)
      select me.user_id, insight_reach_design(p.project_type), v.vendor, sum(v.device_rows), sum(v.device_count)
      from project_users me join projects p on p.id = me.project_id join insight_project_vendors v on v.project_id = me.project_id
      where insight_reach_counts(p.status) group by 1, 2, 3`.execute(db);
}
