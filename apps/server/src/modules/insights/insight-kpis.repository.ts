import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { KpiCounts } from '@airscope/core';
import type { Database } from '../../db/db.types.ts';

/** Band and optional inclusive day range of a KPI request; without days, the all-surveys rows answer. */
export interface KpiWindow {
  band: string;
  startDate?: string | undefined;
  endDate?: string | undefined;
}

export interface KpiSumRow {
  key: string;
  name: string;
  counts: KpiCounts;
}

/** The stored count columns of insight_kpis: cells, passed and issues of each criterion. */
export const KPI_COLUMNS = ['rssi', 'rssi2', 'snr', 'ci', 'rate', 'aps', 'health'].flatMap((prefix) => [
  `${prefix}_cells`,
  `${prefix}_passed`,
  `${prefix}_issues`,
]);

const SUMS = sql.raw(KPI_COLUMNS.map((column) => `sum(${column}) as ${column}`).join(', '));

type SumColumns = Record<string, string | number | null>;

export function countsOf(row: SumColumns): KpiCounts {
  const c = (prefix: string) => ({
    cells: Number(row[`${prefix}_cells`] ?? 0),
    passed: Number(row[`${prefix}_passed`] ?? 0),
    issues: Number(row[`${prefix}_issues`] ?? 0),
  });
  return {
    rssi: c('rssi'),
    rssi2: c('rssi2'),
    snr: c('snr'),
    channelInterference: c('ci'),
    dataRate: c('rate'),
    accessPoints: c('aps'),
    networkHealth: c('health'),
  };
}

/** Which stored rows a window covers: the all-surveys rows, or the day rows within the range. */
export function windowWhere(window: KpiWindow, alias = 'k'): RawBuilder<unknown> {
  const column = sql.ref(`${alias}.survey_day`);
  if (!window.startDate && !window.endDate) return sql`${sql.ref(`${alias}.band`)} = ${window.band} and ${column} is null`;
  const parts = [sql`${sql.ref(`${alias}.band`)} = ${window.band}`, sql`${column} is not null`];
  if (window.startDate) parts.push(sql`${column} >= ${window.startDate}::date`);
  if (window.endDate) parts.push(sql`${column} <= ${window.endDate}::date`);
  return sql.join(parts, sql` and `);
}

/** Reads stored KPI counts; sums over days, never recomputes. */
export function createInsightKpisRepository(db: Kysely<Database>) {
  async function sums(where: RawBuilder<unknown>, key: RawBuilder<unknown>, name: RawBuilder<unknown>): Promise<KpiSumRow[]> {
    const result = await sql<SumColumns & { key: string; name: string }>`select ${key} as key, ${name} as name, ${SUMS}
      from insight_kpis k where ${where} group by 1, 2`.execute(db);
    return result.rows.map((row) => ({ key: String(row.key), name: String(row.name), counts: countsOf(row) }));
  }

  return {
    async project(projectId: string, window: KpiWindow): Promise<KpiCounts | null> {
      const rows = await sums(
        sql`k.project_id = ${projectId} and k.scope = 'project' and ${windowWhere(window)}`,
        sql`k.project_id`,
        sql`''`,
      );
      return rows[0]?.counts ?? null;
    },

    /** Whole-floor counts of every floor of the project, keyed by floor row id. */
    floors(projectId: string, window: KpiWindow): Promise<KpiSumRow[]> {
      return sums(sql`k.project_id = ${projectId} and k.scope = 'floor' and ${windowWhere(window)}`, sql`k.floor_plan_row_id`, sql`''`);
    },

    /** Counts of each area of a floor, keyed by area id. */
    areas(projectId: string, floorPlanRowId: string, window: KpiWindow): Promise<KpiSumRow[]> {
      return sums(
        sql`k.project_id = ${projectId} and k.scope = 'area' and k.floor_plan_row_id = ${floorPlanRowId} and ${windowWhere(window)}`,
        sql`k.area_id`,
        sql`k.area_name`,
      );
    },

    /** Network health per survey day of the project (whole project, one band). */
    async dailyHealth(projectId: string, window: KpiWindow) {
      const result = await sql<{
        day: string;
        cells: number;
        passed: number;
      }>`select to_char(k.survey_day, 'YYYY-MM-DD') as day, k.health_cells as cells, k.health_passed as passed
        from insight_kpis k where k.project_id = ${projectId} and k.scope = 'project' and ${windowWhere({ ...window, startDate: window.startDate ?? '0001-01-01' })}
        order by k.survey_day`.execute(db);
      return result.rows.map((row) => ({ day: row.day, cells: Number(row.cells), passed: Number(row.passed) }));
    },
  };
}
export type InsightKpisRepository = ReturnType<typeof createInsightKpisRepository>;
