import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/db.types.ts';
import { likePattern, type Reach } from './insights-reach.ts';
import type { ListScope, PageRequest } from './insight-list-scope.ts';
import { createReachSumsRepository } from './reach-sums.repository.ts';
import { dayBounds, dayRangeWhere, orderBy, reachJoin, reachPerRow, reachWhere, scopeWhere } from './insight-filters.repository.ts';

export interface SurveyEventFilter {
  query?: string | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
}

/** A search matched on the event groups: the predicate reading its events by index (null: nothing matched), and their sums. */
interface SearchMatch {
  predicate: RawBuilder<unknown> | null;
  values: { users: string[]; projects: string[]; floors: string[] };
  sums: () => Promise<{ n: number; duration: number; distance: number; aps: number }>;
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

/** How many of the newest events the date-ordered shortcut looks at per row asked for, at most. */
const NEWEST_FACTOR = 4;
const NEWEST_LIMIT = 20_000;
/** Up to this many matched users, projects and floor names, a search's page merges their own newest events. */
const FEW_VALUES = 64;

/** Every project in reach, unfiltered. */
const isWholeReach = (scope: ListScope, filter: SurveyEventFilter) =>
  !scope.projectId && !scope.floorPlanRowId && !likePattern(filter.query) && !filter.startDate && !filter.endDate;
const hasDays = (filter: SurveyEventFilter) => Boolean(filter.startDate || filter.endDate);
const dirOf = (page: PageRequest) => ((page.sort ?? '').toLowerCase().endsWith('asc') ? sql`asc` : sql`desc`);
const isDateSort = (sort: string | undefined) => (sort ?? '').split(',')[0]?.trim() === 'date' || !sort;

export function createSurveyEventsRepository(db: Kysely<Database>) {
  /** Every project in reach, unfiltered: the sums kept per user answer instead of the events. */
  const reachSums = createReachSumsRepository(db);

  /** Events in reach and scope, within the days, that satisfy `text` (a search predicate on `t`, or true). */
  function where(reach: Reach, scope: ListScope, filter: SurveyEventFilter, text: RawBuilder<unknown> = sql`true`) {
    return sql`from insight_survey_events t join projects p on p.id = t.project_id ${reachJoin(reach)}
      where ${reachWhere(reach)} and ${scopeWhere(scope)} and ${text} and ${dayRangeWhere(sql`t.started_at`, filter.startDate, filter.endDate)}`;
  }

  /**
   * docs/product.md §5: survey search matches the user, the project name or the floor name. The distinct users and
   * floor names (a small table) and the project names are matched first; events are then read by index
   * on the matched values, and without a date range their sums come from the per-user-and-floor groups.
   */
  async function matchSearch(reach: Reach, scope: ListScope, like: string): Promise<SearchMatch> {
    const terms = await sql<{ users: string[] | null; floors: string[] | null; projects: string[] | null }>`
      select (select array_agg(value) from insight_survey_terms where kind = 'user' and lower(value) like ${like}) as users,
        (select array_agg(value) from insight_survey_terms where kind = 'floor' and lower(value) like ${like}) as floors,
        (select array_agg(p.id::text) from projects p where ${reachWhere(reach)} and lower(p.name) like ${like}) as projects`.execute(db);
    const { users, floors, projects } = terms.rows[0] ?? { users: null, floors: null, projects: null };
    const parts = [
      ...(users?.length ? [sql`t.created_by = any(${users}::text[])`] : []),
      ...(projects?.length ? [sql`t.project_id = any(${projects}::uuid[])`] : []),
      ...(floors?.length ? [sql`t.floor_plan_name = any(${floors}::text[])`] : []),
    ];
    const predicate = parts.length ? sql`(${sql.join(parts, sql` or `)})` : null;
    return {
      predicate,
      values: { users: users ?? [], projects: projects ?? [], floors: floors ?? [] },
      sums: async () => (predicate ? groupSums(reach, scope, predicate) : { n: 0, duration: 0, distance: 0, aps: 0 }),
    };
  }

  /**
   * How many events the predicate matches within the days, read from the groups: each keeps its events' start times
   * sorted, and width_bucket (a binary search) counts those before an instant. Events before the range's end minus
   * those before its start, each "before" written as "at or before one microsecond earlier" (the timestamps' unit).
   */
  async function groupCountInDays(reach: Reach, scope: ListScope, predicate: RawBuilder<unknown>, filter: SurveyEventFilter) {
    const { from, until } = dayBounds(filter.startDate, filter.endDate);
    const before = (instant: string) => sql`width_bucket(${instant}::timestamptz - interval '1 microsecond', t.event_times)`;
    const result = await sql<{ n: string | null }>`
      select sum(${until ? before(until) : sql`t.event_count`} - ${from ? before(from) : sql`0`}) as n
      from insight_survey_groups t ${reachPerRow(reach, sql`t.project_id`)}
      where ${scopeWhere(scope)} and ${predicate} and ${from ? sql`t.last_event_at >= ${from}::timestamptz` : sql`true`}
        and ${until ? sql`t.first_event_at < ${until}::timestamptz` : sql`true`}`.execute(db);
    return Number(result.rows[0]?.n ?? 0);
  }

  /** Sums of the events the predicate matches, read from the per-project, floor and user groups. */
  async function groupSums(reach: Reach, scope: ListScope, predicate: RawBuilder<unknown>) {
    const result = await sql<{ n: string | null; duration: number | null; distance: number | null; aps: string | null }>`
      select sum(t.event_count) as n, sum(t.event_duration_seconds) as duration, sum(t.event_distance_meters) as distance, sum(t.event_discovered_aps) as aps
      from insight_survey_groups t ${reachPerRow(reach, sql`t.project_id`)} where ${scopeWhere(scope)} and ${predicate}`.execute(db);
    const row = result.rows[0];
    return {
      n: Number(row?.n ?? 0),
      duration: Number(row?.duration ?? 0),
      distance: Number(row?.distance ?? 0),
      aps: Number(row?.aps ?? 0),
    };
  }

  /** The search predicate on `t` (true without a query), or null when the query matches nothing. */
  async function textOf(
    reach: Reach,
    scope: ListScope,
    filter: SurveyEventFilter,
  ): Promise<{ text: RawBuilder<unknown> | null; match?: SearchMatch }> {
    const like = likePattern(filter.query);
    if (!like) return { text: sql`true` };
    const match = await matchSearch(reach, scope, like);
    return { text: match.predicate, match };
  }

  const columns = sql`t.id, t.started_at, t.created_by, t.duration_seconds, t.distance_meters, p.name as project_name,
    t.project_id, t.floor_plan_name, t.floor_plan_row_id, t.discovered_aps`;

  /**
   * Date order walks the time index: only the newest (or oldest) few thousand events are joined to the
   * caller's reach. Answers null when too few of them are in reach, and the full query runs instead.
   */
  async function pageByDate(
    reach: Reach,
    scope: ListScope,
    filter: SurveyEventFilter,
    page: PageRequest,
  ): Promise<SurveyEventRow[] | null> {
    const wanted = (page.page + 1) * page.size;
    const window = wanted * NEWEST_FACTOR;
    if (window > NEWEST_LIMIT) return null;
    const dir = dirOf(page);
    const rows = await sql<SurveyEventRow>`
      with recent as materialized (
        select * from insight_survey_events t where ${scopeWhere(scope)} and ${dayRangeWhere(sql`t.started_at`, filter.startDate, filter.endDate)}
        order by t.started_at ${dir}, t.id ${dir} limit ${window}
      )
      select ${columns} from recent t join projects p on p.id = t.project_id ${reachJoin(reach)}
      where ${reachWhere(reach)} order by t.started_at ${dir}, t.id ${dir} limit ${page.size} offset ${page.page * page.size}`.execute(db);
    // Fewer than a full page may mean reach filtered out too many of the newest events: ask the long way.
    return rows.rows.length === page.size ? rows.rows : null;
  }

  /**
   * A search's page in date order when it matched few values: each value's newest events in reach come
   * from its own index (user, project or floor name, then time), and only those are merged and sorted.
   * Many matched values mean dense matches, where walking the time index finds a page sooner.
   */
  async function pageOfFewValues(
    reach: Reach,
    scope: ListScope,
    filter: SurveyEventFilter,
    page: PageRequest,
    values: SearchMatch['values'],
  ) {
    const dir = dirOf(page);
    const wanted = (page.page + 1) * page.size;
    const newest = (column: string, list: string[], type: string) =>
      sql`select e.* from unnest(${list}::${sql.raw(type)}[]) as v(value) cross join lateral (select ${columns} ${where(reach, scope, filter, sql`${sql.ref(column)} = v.value`)}
        order by t.started_at ${dir}, t.id ${dir} limit ${wanted}) e`;
    const parts = [
      ...(values.users.length ? [newest('t.created_by', values.users, 'text')] : []),
      ...(values.projects.length ? [newest('t.project_id', values.projects, 'uuid')] : []),
      ...(values.floors.length ? [newest('t.floor_plan_name', values.floors, 'text')] : []),
    ];
    const result = await sql<SurveyEventRow>`select * from (${sql.join(parts, sql` union `)}) t
      order by t.started_at ${dir}, t.id ${dir} limit ${page.size} offset ${page.page * page.size}`.execute(db);
    return result.rows;
  }

  async function count(reach: Reach, scope: ListScope, filter: SurveyEventFilter, text: RawBuilder<unknown>): Promise<number> {
    if (isWholeReach(scope, filter)) return (await reachSums.events(reach)).n;
    // Counted per project first, so reach is tested once per project with matches, not once per event.
    const result = await sql<{
      n: string | null;
    }>`select sum(c.n) as n from (select t.project_id, count(*) as n from insight_survey_events t
      where ${scopeWhere(scope)} and ${text} and ${dayRangeWhere(sql`t.started_at`, filter.startDate, filter.endDate)} group by t.project_id) c
      ${reachPerRow(reach, sql`c.project_id`)}`.execute(db);
    return Number(result.rows[0]?.n ?? 0);
  }

  return {
    async page(reach: Reach, scope: ListScope, filter: SurveyEventFilter, page: PageRequest) {
      const { text, match } = await textOf(reach, scope, filter);
      if (!text) return { rows: [], total: 0 };
      const values = match ? match.values.users.length + match.values.projects.length + match.values.floors.length : 0;
      const fast = !isDateSort(page.sort)
        ? null
        : match
          ? values <= FEW_VALUES && (page.page + 1) * page.size <= NEWEST_LIMIT
            ? await pageOfFewValues(reach, scope, filter, page, match.values)
            : null
          : await pageByDate(reach, scope, filter, page);
      // started_at is never null: date order written as the time index's own lets a search walk it newest first.
      const order = isDateSort(page.sort)
        ? sql`t.started_at ${dirOf(page)}, t.id ${dirOf(page)}`
        : orderBy(SORT_COLUMNS, page.sort, 'date');
      const rows =
        fast ??
        (
          await sql<SurveyEventRow>`select ${columns} ${where(reach, scope, filter, text)}
          order by ${order} limit ${page.size} offset ${page.page * page.size}`.execute(db)
        ).rows;
      // The matched groups hold the count: summed whole without a date range, their start times counted within one.
      const total =
        match && !hasDays(filter)
          ? (await match.sums()).n
          : match?.predicate && hasDays(filter)
            ? await groupCountInDays(reach, scope, match.predicate, filter)
            : await count(reach, scope, filter, text);
      return { rows, total };
    },

    async totals(reach: Reach, scope: ListScope, filter: SurveyEventFilter) {
      const { text, match } = await textOf(reach, scope, filter);
      if (!text) return { durationSeconds: 0, distanceMeters: 0, discoveredAps: 0 };
      if (match && !hasDays(filter)) {
        const sums = await match.sums();
        return { durationSeconds: sums.duration, distanceMeters: sums.distance, discoveredAps: sums.aps };
      }
      if (isWholeReach(scope, filter)) {
        const sums = await reachSums.events(reach);
        return { durationSeconds: sums.duration, distanceMeters: sums.distance, discoveredAps: sums.aps };
      }
      const row = (
        await sql<{ duration: number | null; distance: number | null; aps: string | null }>`select sum(t.duration_seconds) as duration,
        sum(t.distance_meters) as distance, sum(t.discovered_aps) as aps ${where(reach, scope, filter, text)}`.execute(db)
      ).rows[0];
      return {
        durationSeconds: Number(row?.duration ?? 0),
        distanceMeters: Number(row?.distance ?? 0),
        discoveredAps: Number(row?.aps ?? 0),
      };
    },

    async dateRange(reach: Reach, scope: ListScope) {
      if (isWholeReach(scope, {})) return reachSums.days(reach);
      const result = await sql<{
        first: Date | null;
        last: Date | null;
      }>`select min(t.started_at) as first, max(t.started_at) as last ${where(reach, scope, {})}`.execute(db);
      return result.rows[0] ?? { first: null, last: null };
    },
  };
}
export type SurveyEventsRepository = ReturnType<typeof createSurveyEventsRepository>;
