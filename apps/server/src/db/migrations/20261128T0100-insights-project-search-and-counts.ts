import { sql, type Kysely } from 'kysely';

/** Held while pg_trgm is created: parallel test schemas on one server migrate at once, and CREATE EXTENSION races. */
const EXTENSION_LOCK = 4_200_716;

/**
 * The insights project list without reading every project (docs/decisions/0024):
 *  - name searches by trigram index (pg_trgm; the embedded engine loads the same contrib extension): one GIN index
 *    on the text a project search matches (name, country, city and tags, lowered), and one on the lowered name,
 *    which the survey search matches alone;
 *  - the list's default order (COMPLETED first, newest update) and the name order both ways walked by indexes, so a
 *    page reads about a page;
 *  - the number of projects in each user's reach kept by trigger, split by design type like insight_reach_sums,
 *    so the whole list's total reads two rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`select pg_advisory_xact_lock(${EXTENSION_LOCK})`.execute(db);
  await sql`create extension if not exists pg_trgm with schema public`.execute(db);
  // Installed before, possibly in another schema: the operator class lives where the extension does.
  const found = await sql<{ schema: string }>`select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
    where e.extname = 'pg_trgm'`.execute(db);
  const opclass = sql`${sql.id(found.rows[0]?.schema ?? 'public')}.gin_trgm_ops`;

  // Every text a project search matches, lowered, one per line, the tags as their JSON text: it contains the searched
  // text if any part does, unless the text holds a character JSON escapes (quote, backslash, control), which the queries
  // then test without this index. The line breaks can join parts into false matches, so queries keep the exact test too.
  // A plain expression (no subquery), so the planner inlines it and an index recheck costs little.
  await sql`
    create function insight_project_search_text(name text, country text, city text, tags jsonb) returns text
    language sql immutable parallel safe as $$
      select lower(name || E'\n' || coalesce(country, '') || E'\n' || coalesce(city, '') || E'\n' || tags::text)
    $$`.execute(db);
  await sql`create index projects_search_trgm on projects using gin (insight_project_search_text(name, country, city, tags) ${opclass})`.execute(
    db,
  );
  await sql`create index projects_name_trgm on projects using gin (lower(name) ${opclass})`.execute(db);
  await sql`create index projects_list_order on projects ((status <> 'COMPLETED'), updated_at desc, id)`.execute(db);
  // Texts sort with digit runs padded to ten places, so `Site 9` comes before `Site 10` as people read numbers.
  await sql`
    create function insight_natural_key(value text) returns text language sql immutable parallel safe as $$
      select regexp_replace(regexp_replace(lower(value), '([0-9]+)', '0000000000\\1', 'g'), '0*([0-9]{10})', '\\1', 'g')
    $$`.execute(db);
  // The name order both ways (the web table's most used sort after the default): a later page walks the index too.
  await sql`create index projects_name_order on projects ((status <> 'COMPLETED'), insight_natural_key(name), id)`.execute(db);
  await sql`create index projects_name_order_desc on projects ((status <> 'COMPLETED'), insight_natural_key(name) desc, id)`.execute(db);

  await sql`
    create table insight_reach_projects (
      user_id uuid not null references users(id) on delete cascade,
      design boolean not null,
      project_count bigint not null,
      primary key (user_id, design)
    )`.execute(db);
  // Adds `delta` per (user, design) pair listed; the counts change by deltas under the row lock, so writers add up.
  await sql`
    create function shift_insight_reach_projects(users uuid[], designs boolean[], delta integer) returns void language sql as $$
      insert into insight_reach_projects as r (user_id, design, project_count)
        select x.u, x.d, delta * count(*) from unnest(users, designs) as x(u, d) group by x.u, x.d
      on conflict (user_id, design) do update set project_count = r.project_count + excluded.project_count
    $$`.execute(db);
  await sql`
    create function insight_members_changed_count() returns trigger language plpgsql as $$
    declare u uuid[]; d boolean[];
    begin
      if tg_op in ('DELETE', 'UPDATE') then
        select array_agg(o.user_id), array_agg(insight_reach_design(pr.project_type)) into u, d
          from old_rows o join projects pr on pr.id = o.project_id where insight_reach_counts(pr.status);
        if u is not null then perform shift_insight_reach_projects(u, d, -1); end if;
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        select array_agg(n.user_id), array_agg(insight_reach_design(pr.project_type)) into u, d
          from new_rows n join projects pr on pr.id = n.project_id where insight_reach_counts(pr.status);
        if u is not null then perform shift_insight_reach_projects(u, d, 1); end if;
      end if;
      return null;
    end $$`.execute(db);
  for (const [event, tables] of [
    ['insert', 'new table as new_rows'],
    ['delete', 'old table as old_rows'],
    ['update', 'old table as old_rows new table as new_rows'],
  ] as const) {
    await sql`
      create trigger ${sql.raw(`project_users_count_on_${event}`)} after ${sql.raw(event)} on project_users
      referencing ${sql.raw(tables)} for each statement execute function insight_members_changed_count()`.execute(db);
  }
  // A status or type change moves the project's members from one side (or from counted) to the other.
  await sql`
    create function insight_projects_changed_count() returns trigger language plpgsql as $$
    declare u uuid[]; d boolean[];
    begin
      select array_agg(me.user_id), array_agg(insight_reach_design(o.project_type)) into u, d
        from old_rows o join new_rows n on n.id = o.id join project_users me on me.project_id = o.id
        where insight_reach_counts(o.status)
          and (not insight_reach_counts(n.status) or insight_reach_design(o.project_type) <> insight_reach_design(n.project_type));
      if u is not null then perform shift_insight_reach_projects(u, d, -1); end if;
      select array_agg(me.user_id), array_agg(insight_reach_design(n.project_type)) into u, d
        from old_rows o join new_rows n on n.id = o.id join project_users me on me.project_id = n.id
        where insight_reach_counts(n.status)
          and (not insight_reach_counts(o.status) or insight_reach_design(o.project_type) <> insight_reach_design(n.project_type));
      if u is not null then perform shift_insight_reach_projects(u, d, 1); end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger projects_count_on_update after update on projects
    referencing old table as old_rows new table as new_rows for each statement execute function insight_projects_changed_count()`.execute(
    db,
  );
  // Before the row goes: the membership cascade that follows finds no project and counts nothing.
  await sql`
    create function insight_project_deleted_count() returns trigger language plpgsql as $$
    declare u uuid[]; d boolean[];
    begin
      if insight_reach_counts(old.status) then
        select array_agg(me.user_id), array_agg(insight_reach_design(old.project_type)) into u, d
          from project_users me where me.project_id = old.id;
        if u is not null then perform shift_insight_reach_projects(u, d, -1); end if;
      end if;
      return old;
    end $$`.execute(db);
  await sql`create trigger projects_count_on_delete before delete on projects for each row execute function insight_project_deleted_count()`.execute(
    db,
  );

  // What is there already.
  await sql`
    insert into insight_reach_projects (user_id, design, project_count)
      select me.user_id, insight_reach_design(p.project_type), count(*)
      from project_users me join projects p on p.id = me.project_id where insight_reach_counts(p.status) group by 1, 2`.execute(db);
  await sql`analyze projects`.execute(db);
}
