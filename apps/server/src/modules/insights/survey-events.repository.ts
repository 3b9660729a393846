import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/db.types.ts';
import { dayRangeWhere, likePattern, reachJoin, reachWhere, type Reach } from './insights-reach.ts';
import { orderBy, scopeWhere, type ListScope, type PageRequest } from './insight-list-scope.ts';

export interface SurveyEventFilter {
  query?: string | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
}

export interface SurveyEventRow {
  id: string;
  started_at: Date;
  created_by: string;
  duration_seconds: number;
  distance_meters: number;
  project_name: string;
  project_id: string;
  floor_plan_name: string;
  floor_plan_row_id: string | null;
  discovered_aps: number;
}

const SORT_COLUMNS = {
  date: 't.started_at',
  createdBy: 't.created_by',
  durationSeconds: 't.duration_seconds',
  distanceMeters: 't.distance_meters',
  projectName: 'p.name',
  floorPlanName: 't.floor_plan_name',
  discoveredAps: 't.discovered_aps',
};

export function createSurveyEventsRepository(db: Kysely<Database>) {
  /** Spec §5: survey search matches the user, the project name or the floor name. */
  function where(reach: Reach, scope: ListScope, filter: SurveyEventFilter) {
    const like = likePattern(filter.query);
    const text = like
      ? sql`(lower(t.created_by) like ${like} or lower(p.name) like ${like} or lower(t.floor_plan_name) like ${like})`
      : sql`true`;
    return sql`from insight_survey_events t join projects p on p.id = t.project_id ${reachJoin(reach)}
      where ${reachWhere(reach)} and ${scopeWhere(scope)} and ${text} and ${dayRangeWhere(sql`t.started_at`, filter.startDate, filter.endDate)}`;
  }

  return {
    async page(reach: Reach, scope: ListScope, filter: SurveyEventFilter, page: PageRequest) {
      const from = where(reach, scope, filter);
      const rows = await sql<SurveyEventRow>`select t.id, t.started_at, t.created_by, t.duration_seconds, t.distance_meters, p.name as project_name,
          t.project_id, t.floor_plan_name, t.floor_plan_row_id, t.discovered_aps ${from}
        order by ${orderBy(SORT_COLUMNS, page.sort, 'date')} limit ${page.size} offset ${page.page * page.size}`.execute(db);
      const count = await sql<{ n: string }>`select count(*) as n ${from}`.execute(db);
      return { rows: rows.rows, total: Number(count.rows[0]?.n ?? 0) };
    },

    async totals(reach: Reach, scope: ListScope, filter: SurveyEventFilter) {
      const result = await sql<{ duration: number | null; distance: number | null; aps: string | null }>`select sum(t.duration_seconds) as duration,
          sum(t.distance_meters) as distance, sum(t.discovered_aps) as aps ${where(reach, scope, filter)}`.execute(db);
      const row = result.rows[0];
      return { durationSeconds: Number(row?.duration ?? 0), distanceMeters: Number(row?.distance ?? 0), discoveredAps: Number(row?.aps ?? 0) };
    },

    async dateRange(reach: Reach, scope: ListScope) {
      const result = await sql<{ first: Date | null; last: Date | null }>`select min(t.started_at) as first, max(t.started_at) as last ${where(reach, scope, {})}`.execute(db);
      return result.rows[0] ?? { first: null, last: null };
    },
  };
}
export type SurveyEventsRepository = ReturnType<typeof createSurveyEventsRepository>;
