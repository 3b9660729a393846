import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { ProjectRole } from '@airscope/contracts';
import type { KpiCounts } from '@airscope/core';
import type { Database, ProjectRow } from '../../db/db.types.ts';
import { countsOf, KPI_COLUMNS, windowWhere, type KpiWindow } from './insight-kpis.repository.ts';
import { likePattern, type Reach } from './insights-reach.ts';
import { reachJoin, reachWhere } from './insight-filters.repository.ts';

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

/**
 * docs/product.md §5: project search matches name, country or city, and the search text also finds the projects with a tag
 * containing it; the separate tag filter matches one of the project's tags exactly. All ignore case.
 */
function searchWhere(search: ProjectSearch): RawBuilder<unknown> {
  const parts = [sql`true`];
  const like = likePattern(search.query);
  if (like) {
    const inTags = sql`exists (select 1 from jsonb_array_elements_text(p.tags) as tg(value) where lower(tg.value) like ${like})`;
    parts.push(
      sql`(lower(p.name) like ${like} or lower(coalesce(p.country, '')) like ${like} or lower(coalesce(p.city, '')) like ${like} or ${inTags})`,
    );
  }
  const tag = search.tag?.trim().toLowerCase();
  if (tag) parts.push(sql`exists (select 1 from jsonb_array_elements_text(p.tags) as t(value) where lower(t.value) = ${tag})`);
  if (search.projectId) parts.push(sql`p.id = ${search.projectId}`);
  return sql.join(parts, sql` and `);
}

/**
 * The project KPI counts of the window, joined as `kpi`: without days, the one stored all-surveys row per
 * project and band is read as it is; a day range sums only the listed projects' day rows, each read by index
 * (summing every project's days first and joining after cost seconds at 10,000 projects).
 */
function kpiJoin(window: KpiWindow): RawBuilder<unknown> {
  if (!window.startDate && !window.endDate) {
    return sql`left join (select k.project_id, ${sql.join(KPI_COLUMNS.map((column) => sql.ref(`k.${column}`)))} from insight_kpis k
      where k.scope = 'project' and ${windowWhere(window)}) kpi on kpi.project_id = p.id`;
  }
  const sums = KPI_COLUMNS.map((column) => sql`sum(${sql.ref(`k.${column}`)}) as ${sql.ref(column)}`);
  return sql`left join lateral (select k.project_id, ${sql.join(sums)} from insight_kpis k
    where k.project_id = p.id and k.scope = 'project' and ${windowWhere(window)} group by k.project_id) kpi on true`;
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

  return {
    /**
     * Projects in reach with their stored KPI sums for the window; COMPLETED first, then latest update.
     * The rows leave the database as one JSON text: thousands of rows decoded column by column cost
     * far more than the query itself.
     */
    async list(reach: Reach, search: ProjectSearch, window: KpiWindow): Promise<InsightProjectRow[]> {
      const result = await sql<{ rows: string }>`
        select coalesce(json_agg(r order by r.status <> 'COMPLETED', r.updated_at desc, r.id), '[]')::text as rows from (
          select p.id, p.name, p.country, p.city, p.location, p.project_type, p.status, p.tags, p.latitude, p.longitude, p.project_version,
            p.updated_at, s.last_survey_at, ${usersOf(reach)} as users, kpi.*
          from projects p ${reachJoin(reach)}
            left join insight_project_state s on s.project_id = p.id
            ${kpiJoin(window)}
          where ${reachWhere(reach)} and ${searchWhere(search)}) r`.execute(db);
      const rows = JSON.parse(result.rows[0]?.rows ?? '[]') as Array<Record<string, unknown>>;
      return rows.map((row) => ({
        ...(row as unknown as InsightProjectRow),
        tags: Array.isArray(row.tags) ? (row.tags as string[]) : [],
        counts: row.project_id ? countsOf(row as Record<string, string | number | null>) : null,
      }));
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
