import { sql, type Kysely, type RawBuilder } from 'kysely';
import { PLACE_POSITION_SCALE, type InsightProjectPlaces, type ProjectRole } from '@airscope/contracts';
import type { KpiCounts } from '@airscope/core';
import type { Database, ProjectRow } from '../../db/db.types.ts';
import { countsOf, KPI_COLUMNS, windowWhere, type KpiWindow } from './insight-kpis.repository.ts';
import { likePattern, type Reach } from './insights-reach.ts';
import { reachJoin, reachWhere } from './insight-filters.repository.ts';
import { projectOrder } from './insight-project-order.repository.ts';

export interface InsightProjectRow {
  id: string;
  name: string;
  country: string | null;
  city: string | null;
  location: string | null;
  project_type: string;
  status: string;
  tags: string[];
  latitude: number | null;
  longitude: number | null;
  project_version: number;
  updated_at: Date | string;
  last_survey_at: Date | string | null;
  counts: KpiCounts | null;
  users: Array<{ username: string; role: ProjectRole }>;
}

export interface ProjectSearch {
  query?: string | undefined;
  tag?: string | undefined;
  projectId?: string | undefined;
}

/** docs/product.md §3 "Map selection": the box on the map, in degrees; a project without a position is never inside. */
export interface MapBox {
  minLatitude?: number | undefined;
  maxLatitude?: number | undefined;
  minLongitude?: number | undefined;
  maxLongitude?: number | undefined;
}

/**
 * docs/product.md §5: project search matches name, country or city, and the search text also finds the projects with a tag
 * containing it; the separate tag filter matches one of the project's tags exactly. All ignore case. The text is first
 * looked up in the trigram index of every searched text (migration 20261128T0100), then tested exactly; the tag is the
 * same index's second column (migration 20261128T1400), so a text and a tag are intersected in one index scan.
 */
function searchWhere(search: ProjectSearch): RawBuilder<unknown> {
  const parts = [sql`true`];
  const like = likePattern(search.query);
  if (like) {
    const inTags = sql`exists (select 1 from jsonb_array_elements_text(p.tags) as tg(value) where lower(tg.value) like ${like})`;
    // The index holds the tags as JSON text, where a quote, backslash or control character is escaped.
    if (!/["\\\u0000-\u001f]/.test(search.query!))
      parts.push(sql`insight_project_search_text(p.name, p.country, p.city, p.tags) like ${like}`);
    parts.push(
      sql`(lower(p.name) like ${like} or lower(coalesce(p.country, '')) like ${like} or lower(coalesce(p.city, '')) like ${like} or ${inTags})`,
    );
  }
  const tag = search.tag?.trim().toLowerCase();
  // The lowered tags as the index holds them (migration 20261128T1400): exact, so no second test is needed.
  if (tag) parts.push(sql`insight_project_tag_keys(p.tags) @> array[${tag}]::text[]`);
  if (search.projectId) parts.push(sql`p.id = ${search.projectId}`);
  return sql.join(parts, sql` and `);
}

function boxWhere(box: MapBox): RawBuilder<unknown> {
  const parts = [sql`true`];
  if (box.minLatitude !== undefined) parts.push(sql`p.latitude >= ${box.minLatitude}`);
  if (box.maxLatitude !== undefined) parts.push(sql`p.latitude <= ${box.maxLatitude}`);
  if (box.minLongitude !== undefined) parts.push(sql`p.longitude >= ${box.minLongitude}`);
  if (box.maxLongitude !== undefined) parts.push(sql`p.longitude <= ${box.maxLongitude}`);
  return sql.join(parts, sql` and `);
}

const hasBox = (box: MapBox) => Object.values(box).some((value) => value !== undefined);

/**
 * The project KPI counts of the window, joined as `kpi`, read per listed project by index: without days the one stored
 * all-surveys row per project and band, with a day range the sum of its day rows (summing every project's days first
 * and joining after cost seconds at 10,000 projects).
 */
function kpiJoin(window: KpiWindow): RawBuilder<unknown> {
  const columns =
    !window.startDate && !window.endDate
      ? KPI_COLUMNS.map((column) => sql.ref(`k.${column}`))
      : KPI_COLUMNS.map((column) => sql`sum(${sql.ref(`k.${column}`)}) as ${sql.ref(column)}`);
  const grouping = !window.startDate && !window.endDate ? sql`` : sql`group by k.project_id`;
  return sql`left join lateral (select k.project_id, ${sql.join(columns)} from insight_kpis k
    where k.project_id = p.id and k.scope = 'project' and ${windowWhere(window)} ${grouping}) kpi on true`;
}

export function createInsightProjectsRepository(db: Kysely<Database>) {
  /**
   * Members of a project, owners first, then by username (docs/product.md §6); a secure-sharing guest never sees
   * the members' addresses.
   */
  const usersOf = (reach: Reach) =>
    reach.guestProjectId !== null
      ? sql`'[]'::json`
      : sql`coalesce((select json_agg(json_build_object('username', u.email, 'role', pu.role) order by pu.role <> 'OWNER', u.email)
          from project_users pu join users u on u.id = pu.user_id where pu.project_id = p.id), '[]'::json)`;

  /** The listed projects' rows, decoded from the one JSON text they leave the database as. */
  const decodeRows = (json: string | undefined): InsightProjectRow[] =>
    (JSON.parse(json ?? '[]') as Array<Record<string, unknown>>).map((row) => ({
      ...(row as unknown as InsightProjectRow),
      tags: Array.isArray(row.tags) ? (row.tags as string[]) : [],
      counts: row.project_id ? countsOf(row as Record<string, string | number | null>) : null,
    }));

  const rowColumns = (reach: Reach) => sql`p.id, p.name, p.country, p.city, p.location, p.project_type, p.status, p.tags, p.latitude,
    p.longitude, p.project_version, p.updated_at, s.last_survey_at, ${usersOf(reach)} as users, kpi.*`;

  /** Projects in reach matching the search and box: the relation `p`, with the caller's membership joined. */
  const inReach = (reach: Reach, search: ProjectSearch, box: MapBox) =>
    sql`from projects p ${reachJoin(reach)} where ${reachWhere(reach)} and ${searchWhere(search)} and ${boxWhere(box)}`;

  /** A member's whole reach, unsearched: what the rows kept per user by trigger answer (a guest's reach is its one project). */
  const isKeptReach = (reach: Reach, search: ProjectSearch) =>
    reach.guestProjectId === null && !likePattern(search.query) && !search.tag?.trim();

  /** Every project in reach, unsearched: the counts kept per user by trigger. */
  async function count(reach: Reach, search: ProjectSearch, box: MapBox): Promise<number> {
    if (isKeptReach(reach, search) && !hasBox(box)) {
      const kept = await sql<{ n: string | null }>`select sum(r.project_count) as n from insight_reach_projects r
        where r.user_id = ${reach.userId} and ${reach.includeDesign ? sql`true` : sql`not r.design`}`.execute(db);
      return Number(kept.rows[0]?.n ?? 0);
    }
    const result = await sql<{ n: string }>`select count(*) as n ${inReach(reach, search, box)}`.execute(db);
    return Number(result.rows[0]?.n ?? 0);
  }

  return {
    /**
     * Every project in reach matching the search, with its stored KPI sums for the window; COMPLETED first, then
     * latest update (the search call and one project's call: the full list is paged, see `page`).
     */
    async list(reach: Reach, search: ProjectSearch, window: KpiWindow): Promise<InsightProjectRow[]> {
      const result = await sql<{ rows: string }>`
        select coalesce(json_agg(r order by r.status <> 'COMPLETED', r.updated_at desc, r.id), '[]')::text as rows from (
          select ${rowColumns(reach)}
          from projects p ${reachJoin(reach)}
            left join insight_project_state s on s.project_id = p.id
            ${kpiJoin(window)}
          where ${reachWhere(reach)} and ${searchWhere(search)}) r`.execute(db);
      return decodeRows(result.rows[0]?.rows);
    },

    /**
     * One page of the projects in reach matching the search and box, in the table's order, and how many match.
     * The page's ids are chosen first (the default order walks an index), then only those rows are built.
     */
    async page(
      reach: Reach,
      search: ProjectSearch,
      box: MapBox,
      window: KpiWindow,
      page: { page: number; size: number; sort?: string | undefined },
    ): Promise<{ rows: InsightProjectRow[]; total: number }> {
      // Two plain queries rather than one with a CTE: on the embedded engine planning the combined query cost more than running it.
      const chosen = await sql<{ id: string }>`select p.id ${inReach(reach, search, box)} order by ${projectOrder(page.sort)}
        limit ${page.size} offset ${page.page * page.size}`.execute(db);
      const ids = chosen.rows.map((row) => row.id);
      if (ids.length === 0) return { rows: [], total: await count(reach, search, box) };
      const result = await sql<{ rows: string }>`
        select coalesce(json_agg(r order by r.ord), '[]')::text as rows from (
          select ${rowColumns(reach)}, listed.ord
          from unnest(${ids}::uuid[]) with ordinality as listed(id, ord)
            join projects p on p.id = listed.id
            left join insight_project_state s on s.project_id = p.id
            ${kpiJoin(window)}) r`.execute(db);
      return { rows: decodeRows(result.rows[0]?.rows), total: await count(reach, search, box) };
    },

    /**
     * Where the projects in reach matching the search are, in the contract's columnar text form (docs/decisions/0032),
     * built whole in SQL: the server touches no project one by one, it passes two texts on. Unsearched, a member's
     * places are read from the rows kept by trigger (migration 20261128T1410); a search or a guest joins the projects.
     */
    async places(reach: Reach, search: ProjectSearch): Promise<InsightProjectPlaces> {
      const scale = sql.lit(PLACE_POSITION_SCALE);
      // One aggregation pass feeds both string_aggs the rows in the same order, so ids and positions line up.
      const columns = (idHex: RawBuilder<unknown>, placeText: RawBuilder<unknown>) =>
        sql`count(*)::int as count, string_agg(${idHex}, '') as ids, string_agg(${placeText}, ',') as positions`;
      const kept = isKeptReach(reach, search);
      const result = await sql<{ count: number; ids: string | null; positions: string | null }>`${
        kept
          ? sql`select ${columns(sql`r.id_hex`, sql`r.place_text`)} from insight_reach_places r
              where r.user_id = ${reach.userId} ${reach.includeDesign ? sql`` : sql`and not r.design`}`
          : sql`select ${columns(
              sql`replace(p.id::text, '-', '')`,
              sql`round(p.latitude * ${scale})::int::text || ',' || round(p.longitude * ${scale})::int::text`,
            )} ${inReach(reach, search, {})} and p.latitude is not null and p.longitude is not null`
      }`.execute(db);
      const row = result.rows[0];
      return { count: row?.count ?? 0, ids: row?.ids ?? '', positions: row?.positions ?? '' };
    },

    /**
     * What a path points to, in one read: the project (a floor-only path finds it through its floor; with both,
     * the floor must belong to the project) and the caller's membership role, null for a non-member.
     */
    async openTarget(userId: string, target: { projectId?: string | undefined; floorPlanRowId?: string | undefined }) {
      const which = target.projectId
        ? sql`p.id = ${target.projectId}${target.floorPlanRowId ? sql` and exists (select 1 from project_floor_plans f where f.row_id = ${target.floorPlanRowId} and f.project_id = p.id)` : sql``}`
        : sql`p.id = (select f.project_id from project_floor_plans f where f.row_id = ${target.floorPlanRowId})`;
      const result = await sql<ProjectRow & { member_role: ProjectRole | null }>`select p.*, me.role as member_role from projects p
        left join project_users me on me.project_id = p.id and me.user_id = ${userId} where ${which}`.execute(db);
      const row = result.rows[0];
      if (!row) return undefined;
      const { member_role: memberRole, ...project } = row;
      return { project: project as ProjectRow, memberRole };
    },

    /** Floor plans of a project with the day of their latest survey. */
    async floorPlans(projectId: string) {
      const result = await sql<{
        row_id: string;
        floor_plan_id: string;
        name: string;
        width: number;
        height: number;
        image_id: string | null;
        bitmap_image_id: string | null;
        building_name: string | null;
        floor_number: number | null;
        last_survey_at: Date | null;
      }>`
        select f.row_id, f.floor_plan_id, f.name, f.width, f.height, f.image_id, f.bitmap_image_id, f.building_name, f.floor_number,
          (select max(e.started_at) from insight_survey_events e where e.floor_plan_row_id = f.row_id) as last_survey_at
        from project_floor_plans f where f.project_id = ${projectId}
        order by f.floor_number nulls last, f.name, f.row_id`.execute(db);
      return result.rows;
    },
  };
}
export type InsightProjectsRepository = ReturnType<typeof createInsightProjectsRepository>;
