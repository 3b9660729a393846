import { sql, type Kysely } from 'kysely';
import type { Database, InsightDeviceCountsTable } from '../../db/db.types.ts';
import { likePattern, type Reach } from './insights-reach.ts';
import type { ListScope, PageRequest } from './insight-list-scope.ts';
import { createReachSumsRepository } from './reach-sums.repository.ts';
import { dayRangeWhere, orderBy, reachJoin, reachPerRow, reachWhere, scopeWhere } from './insight-filters.repository.ts';

export interface DeviceCountFilter {
  query?: string | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
}

/** A stored device-count row with its project's name. */
export type DeviceCountRow = Pick<
  InsightDeviceCountsTable,
  | 'ap_name'
  | 'vendor'
  | 'model'
  | 'wifi_generation'
  | 'radio_count'
  | 'channel_and_power'
  | 'height'
  | 'installation'
  | 'project_id'
  | 'device_count'
> & { project_name: string };

const SORT_COLUMNS = {
  apName: 't.ap_name',
  vendor: 't.vendor',
  model: 't.model',
  wifiGeneration: 't.wifi_generation',
  radioCount: 't.radio_count',
  channelAndPower: 't.channel_and_power',
  height: 't.height',
  installation: 't.installation',
  projectName: 'p.name',
  deviceCount: 't.device_count',
};

const ALL_DIGITS = /^\d{1,9}$/;

/** Every project in reach, unfiltered: the device sums kept per user and vendor answer instead of the rows. */
const isWholeReach = (scope: ListScope, filter: DeviceCountFilter) =>
  !scope.projectId && !scope.floorPlanRowId && !filter.query?.trim() && !filter.startDate && !filter.endDate;

export function createDeviceCountsRepository(db: Kysely<Database>) {
  const reachSums = createReachSumsRepository(db);

  /**
   * docs/product.md §5: device search matches project, vendor or Wi-Fi generation, or is an exact device count when
   * the text is all digits. A date range keeps projects surveyed within it.
   */
  function where(reach: Reach, scope: ListScope, filter: DeviceCountFilter) {
    return sql`from insight_device_counts t join projects p on p.id = t.project_id ${reachJoin(reach)}
      where ${reachWhere(reach)} and ${scopeWhere(scope)} and ${textOf(filter)} and ${datedOf(filter)}`;
  }

  /**
   * The search on `t` and `p`; an exact count (all digits) tests `t` alone. Written as a range of one value: an equality
   * made the planner drop device_count from the default order and walk the primary key backwards, filtering out twenty
   * rows for each kept, where the range keeps the order the count index gives as it stands.
   */
  function textOf(filter: DeviceCountFilter) {
    const trimmed = filter.query?.trim() ?? '';
    const like = likePattern(trimmed);
    return ALL_DIGITS.test(trimmed)
      ? sql`t.device_count between ${Number(trimmed)} and ${Number(trimmed)}`
      : like
        ? sql`(lower(p.name) like ${like} or lower(t.vendor) like ${like} or lower(t.wifi_generation) like ${like})`
        : sql`true`;
  }

  function datedOf(filter: DeviceCountFilter) {
    return filter.startDate || filter.endDate
      ? sql`exists (select 1 from insight_survey_events e where e.project_id = t.project_id and ${dayRangeWhere(sql`e.started_at`, filter.startDate, filter.endDate)})`
      : sql`true`;
  }

  /**
   * How many rows match. An exact count matches rows of many projects (a thousand at 10,000 projects), which the plain
   * join kept by hashing every membership and project in reach: they are counted per project first, and reach is
   * tested once per project by index (decision 0031's reachPerRow).
   */
  async function count(reach: Reach, scope: ListScope, filter: DeviceCountFilter) {
    const exact = ALL_DIGITS.test(filter.query?.trim() ?? '');
    const result = exact
      ? await sql<{ n: string | null }>`select sum(c.n) as n from (select t.project_id, count(*) as n from insight_device_counts t
          where ${scopeWhere(scope)} and ${textOf(filter)} and ${datedOf(filter)} group by t.project_id) c
          ${reachPerRow(reach, sql`c.project_id`)}`.execute(db)
      : await sql<{ n: string }>`select count(*) as n ${where(reach, scope, filter)}`.execute(db);
    return Number(result.rows[0]?.n ?? 0);
  }

  return {
    async page(reach: Reach, scope: ListScope, filter: DeviceCountFilter, page: PageRequest) {
      const from = where(reach, scope, filter);
      const rows =
        await sql<DeviceCountRow>`select t.ap_name, t.vendor, t.model, t.wifi_generation, t.radio_count, t.channel_and_power, t.height,
          t.installation, p.name as project_name, t.project_id, t.device_count ${from}
        order by ${orderBy(SORT_COLUMNS, page.sort, 'deviceCount')} limit ${page.size} offset ${page.page * page.size}`.execute(db);
      if (isWholeReach(scope, filter))
        return { rows: rows.rows, total: (await reachSums.vendors(reach)).reduce((sum, v) => sum + v.rows, 0) };
      return { rows: rows.rows, total: await count(reach, scope, filter) };
    },

    /** Total devices, and the vendor with the most devices (ties by name); '' when there are none. */
    async totals(reach: Reach, scope: ListScope, filter: DeviceCountFilter) {
      if (isWholeReach(scope, filter)) {
        const vendors = await reachSums.vendors(reach);
        return { totalDeviceCount: vendors.reduce((sum, v) => sum + v.devices, 0), mostCommonVendor: vendors[0]?.vendor ?? '' };
      }
      const result = await sql<{ vendor: string; n: string }>`select t.vendor, sum(t.device_count) as n ${where(reach, scope, filter)}
        group by t.vendor order by sum(t.device_count) desc, t.vendor asc`.execute(db);
      const total = result.rows.reduce((sum, row) => sum + Number(row.n), 0);
      return { totalDeviceCount: total, mostCommonVendor: result.rows[0]?.vendor ?? '' };
    },
  };
}
export type DeviceCountsRepository = ReturnType<typeof createDeviceCountsRepository>;
