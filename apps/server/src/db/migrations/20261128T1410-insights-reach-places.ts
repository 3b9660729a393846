import { sql, type Kysely } from 'kysely';

/**
 * Where each user's projects are, kept by trigger for the insights map (docs/decisions/0032): one row per member and
 * placed project in reach (status counted, a latitude and a longitude), with the design flag the reach filters on.
 * The map's unsearched places read a user's rows by primary key instead of joining every project in reach to the
 * memberships, and join the texts stored per row (on the embedded engine at 10,000 projects the join and the texts made
 * per read took about 10 ms; this read about 3).
 * Rows are recomputed from the source rows, never adjusted, so any change that reaches a trigger leaves them exact.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table insight_reach_places (
      user_id uuid not null references users(id) on delete cascade,
      project_id uuid not null references projects(id) on delete cascade,
      design boolean not null,
      latitude double precision not null,
      longitude double precision not null,
      -- The row's parts of the map's columnar answer (docs/decisions/0032; PLACE_POSITION_SCALE in the contracts is
      -- 100,000), stored so a read only joins texts: making them per read was most of the query's time.
      id_hex text generated always as (replace(project_id::text, '-', '')) stored,
      place_text text generated always as (round(latitude * 100000)::int::text || ',' || round(longitude * 100000)::int::text) stored,
      primary key (user_id, project_id)
    )`.execute(db);
  await sql`create index insight_reach_places_project on insight_reach_places (project_id)`.execute(db);

  // The rows of the (user, project) pairs given, as the source rows say now. The project rows are read under a share
  // lock: a membership added while another transaction moves the project or changes its status waits for it and reads
  // the committed row, instead of writing the place as it was (the project's own trigger cannot see the new member).
  await sql`
    create function insight_place_rows(users uuid[], projects uuid[]) returns void language sql as $$
      insert into insight_reach_places (user_id, project_id, design, latitude, longitude)
        select me.user_id, p.id, insight_reach_design(p.project_type), p.latitude, p.longitude
        from unnest(users, projects) as x(u, pr)
          join project_users me on me.user_id = x.u and me.project_id = x.pr
          join projects p on p.id = me.project_id
        where insight_reach_counts(p.status) and p.latitude is not null and p.longitude is not null
        for share of p
      on conflict (user_id, project_id) do update
        set design = excluded.design, latitude = excluded.latitude, longitude = excluded.longitude
    $$`.execute(db);
  await sql`
    create function insight_members_changed_places() returns trigger language plpgsql as $$
    declare u uuid[]; p uuid[];
    begin
      if tg_op in ('DELETE', 'UPDATE') then
        delete from insight_reach_places r using old_rows o where r.user_id = o.user_id and r.project_id = o.project_id;
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        select array_agg(n.user_id), array_agg(n.project_id) into u, p from new_rows n;
        if u is not null then perform insight_place_rows(u, p); end if;
      end if;
      return null;
    end $$`.execute(db);
  for (const [event, tables] of [
    ['insert', 'new table as new_rows'],
    ['delete', 'old table as old_rows'],
    ['update', 'old table as old_rows new table as new_rows'],
  ] as const) {
    await sql`
      create trigger ${sql.raw(`project_users_places_on_${event}`)} after ${sql.raw(event)} on project_users
      referencing ${sql.raw(tables)} for each statement execute function insight_members_changed_places()`.execute(db);
  }
  // Per row and only when what the map shows changes: projects are updated often (every save bumps the version).
  await sql`
    create function insight_project_changed_places() returns trigger language plpgsql as $$
    declare u uuid[]; p uuid[];
    begin
      delete from insight_reach_places r where r.project_id = new.id;
      select array_agg(me.user_id), array_agg(me.project_id) into u, p from project_users me where me.project_id = new.id;
      if u is not null then perform insight_place_rows(u, p); end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger projects_places_on_update after update on projects for each row
    when (old.status is distinct from new.status or old.project_type is distinct from new.project_type
      or old.latitude is distinct from new.latitude or old.longitude is distinct from new.longitude)
    execute function insight_project_changed_places()`.execute(db);
  // A deleted project or user takes its rows along (the foreign keys cascade).

  // What is there already.
  await sql`select insight_place_rows(array_agg(me.user_id), array_agg(me.project_id)) from project_users me`.execute(db);
  await sql`analyze insight_reach_places`.execute(db);
}
