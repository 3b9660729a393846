import { sql, type Kysely } from 'kysely';

/**
 * The insights search with a tag (`/insightapi/v1/search?query=…&tag=…`) found in one index scan: the project search
 * text's trigram index (migration 20261128T0100) gets a second column, the project's tags lowered as a text array, so a
 * search and a tag intersect inside the index. With the text alone the index found every project of a country (2,000 of
 * 10,000 on the load bench) and the tag was tested on each; both together find the 285 that carry the tag. A GIN index
 * answers a condition on either column alone as well, so it replaces the one-column index. Without a pending list: the
 * embedded engine runs no autovacuum to merge one, and a search would read every entry written since the index was made.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Lowered, once each; a tags value that is no array counts as no tags (the exact tests read arrays only).
  await sql`
    create function insight_project_tag_keys(tags jsonb) returns text[] language sql immutable parallel safe as $$
      select coalesce(array(select distinct lower(t.value) from jsonb_array_elements_text(
        case when jsonb_typeof(tags) = 'array' then tags else '[]'::jsonb end) as t(value)), '{}')
    $$`.execute(db);
  const found = await sql<{ schema: string }>`select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
    where e.extname = 'pg_trgm'`.execute(db);
  const opclass = sql`${sql.id(found.rows[0]?.schema ?? 'public')}.gin_trgm_ops`;
  await sql`create index projects_search_and_tags on projects
    using gin (insight_project_search_text(name, country, city, tags) ${opclass}, insight_project_tag_keys(tags)) with (fastupdate = off)`.execute(
    db,
  );
  await sql`drop index projects_search_trgm`.execute(db);
  await sql`analyze projects`.execute(db);
}
