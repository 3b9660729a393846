import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { ProjectRole } from '@airscope/contracts';
import type { KpiCounts } from '@airscope/core';
import type { Database } from '../../db/db.types.ts';
import { countsOf, windowWhere, type KpiWindow } from './insight-kpis.repository.ts';
import { likePattern, reachJoin, reachWhere, type Reach } from './insights-reach.ts';

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
  updated_at: Date;
  last_survey_at: Date | null;
  counts: KpiCounts | null;
  users: Array<{ username: string; role: ProjectRole }>;
}

export interface ProjectSearch {
  query?: string | undefined;
  tag?: string | undefined;
  projectId?: string | undefined;
}

/** Spec §5: project search matches name, country or city; a tag matches one of the project's tags exactly, ignoring case. */
function searchWhere(search: ProjectSearch): RawBuilder<unknown> {
  const parts = [sql`true`];
  const like = likePattern(search.query);
  if (like) parts.push(sql`(lower(p.name) like ${like} or lower(coalesce(p.country, '')) like ${like} or lower(coalesce(p.city, '')) like ${like})`);
  const tag = search.tag?.trim().toLowerCase();
  if (tag) parts.push(sql`exists (select 1 from jsonb_array_elements_text(p.tags) as t(value) where lower(t.value) = ${tag})`);
  if (search.projectId) parts.push(sql`p.id = ${search.projectId}`);
  return sql.join(parts, sql` and `);
}

export function createInsightProjectsRepository(db: Kysely<Database>) {
  /** Members of the listed projects, owners first, then by username (spec §6). */
  async function users(reach: Reach, search: ProjectSearch): Promise<Map<string, InsightProjectRow['users']>> {
    // A secure-sharing guest never sees the members' addresses.
    if (reach.guestProjectId !== null) return new Map();
    const result = await sql<{ project_id: string; username: string; role: ProjectRole }>`
      select pu.project_id, u.email as username, pu.role
      from projects p ${reachJoin(reach)}
        join project_users pu on pu.project_id = p.id join users u on u.id = pu.user_id
      where ${reachWhere(reach)} and ${searchWhere(search)}
      order by pu.project_id, case when pu.role = 'OWNER' then 0 else 1 end, u.email`.execute(db);
    const byProject = new Map<string, InsightProjectRow['users']>();
    for (const row of result.rows) {
      const list = byProject.get(row.project_id) ?? [];
      list.push({ username: row.username, role: row.role });
      byProject.set(row.project_id, list);
    }
    return byProject;
  }

  return {
    /** Projects in reach with their stored KPI sums for the window; COMPLETED first, then latest update. */
    async list(reach: Reach, search: ProjectSearch, window: KpiWindow): Promise<InsightProjectRow[]> {
      const result = await sql<Record<string, unknown>>`
        with kpi as (
          select k.project_id, sum(rssi_cells) as rssi_cells, sum(rssi_passed) as rssi_passed, sum(rssi_issues) as rssi_issues,
            sum(rssi2_cells) as rssi2_cells, sum(rssi2_passed) as rssi2_passed, sum(rssi2_issues) as rssi2_issues,
            sum(snr_cells) as snr_cells, sum(snr_passed) as snr_passed, sum(snr_issues) as snr_issues,
            sum(ci_cells) as ci_cells, sum(ci_passed) as ci_passed, sum(ci_issues) as ci_issues,
            sum(health_cells) as health_cells, sum(health_passed) as health_passed, sum(health_issues) as health_issues
          from insight_kpis k where k.scope = 'project' and ${windowWhere(window)} group by k.project_id
        )
        select p.id, p.name, p.country, p.city, p.location, p.project_type, p.status, p.tags, p.latitude, p.longitude, p.project_version,
          p.updated_at, s.last_survey_at, kpi.*
        from projects p ${reachJoin(reach)}
          left join insight_project_state s on s.project_id = p.id
          left join kpi on kpi.project_id = p.id
        where ${reachWhere(reach)} and ${searchWhere(search)}
        order by case when p.status = 'COMPLETED' then 0 else 1 end, p.updated_at desc, p.id`.execute(db);
      const members = await users(reach, search);
      return result.rows.map((row) => ({
        ...(row as unknown as InsightProjectRow),
        tags: Array.isArray(row.tags) ? (row.tags as string[]) : JSON.parse(String(row.tags ?? '[]')),
        counts: row.project_id ? countsOf(row as Record<string, string | number | null>) : null,
        users: members.get(String(row.id)) ?? [],
      }));
    },

    /** The project a floor row belongs to, for the floor-only path forms. */
    async projectOfFloor(floorPlanRowId: string): Promise<string | undefined> {
      const row = await db.selectFrom('project_floor_plans').select('project_id').where('row_id', '=', floorPlanRowId).executeTakeFirst();
      return row?.project_id;
    },

    /** Floor plans of a project with the day of their latest survey. */
    async floorPlans(projectId: string) {
      const result = await sql<{ row_id: string; floor_plan_id: string; name: string; width: number; height: number; image_id: string | null;
        bitmap_image_id: string | null; building_name: string | null; floor_number: number | null; last_survey_at: Date | null }>`
        select f.row_id, f.floor_plan_id, f.name, f.width, f.height, f.image_id, f.bitmap_image_id, f.building_name, f.floor_number,
          (select max(e.started_at) from insight_survey_events e where e.floor_plan_row_id = f.row_id) as last_survey_at
        from project_floor_plans f where f.project_id = ${projectId}
        order by f.floor_number nulls last, f.name, f.row_id`.execute(db);
      return result.rows;
    },
  };
}
export type InsightProjectsRepository = ReturnType<typeof createInsightProjectsRepository>;
