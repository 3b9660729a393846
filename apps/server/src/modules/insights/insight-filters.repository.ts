import { sql, type RawBuilder } from 'kysely';
import type { ListScope } from './insight-list-scope.ts';
import type { Reach } from './insights-reach.ts';

// The SQL filters the insights repositories share: who may see which project, scope, day range and order.

/**
 * Joins `p` (projects) to the caller's membership and keeps what the insights lists may show:
 * never SKIP_COMPUTATION or DELETE_REQUESTED (docs/product.md §4), design types only with the flag.
 */
export function reachJoin(reach: Reach): RawBuilder<unknown> {
  // A secure-sharing guest is no member of its project; reachWhere pins it to that one project.
  if (reach.guestProjectId !== null) return sql``;
  return sql`join project_users me on me.project_id = p.id and me.user_id = ${reach.userId}`;
}

export function reachWhere(reach: Reach): RawBuilder<unknown> {
  const parts = [sql`p.status not in ('SKIP_COMPUTATION', 'DELETE_REQUESTED')`];
  if (!reach.includeDesign) parts.push(sql`p.project_type not in ('SIMULATED', 'BROWNFIELD_PLAN', 'GREENFIELD_PLAN')`);
  if (reach.guestProjectId !== null) parts.push(sql`p.id = ${reach.guestProjectId}`);
  return sql.join(parts, sql` and `);
}

/**
 * Keeps the rows whose project (`column`) is in reach, tested per row by index. The offset fences the subquery off from
 * the join planner, which hashed every project in reach (10,000) to keep the few hundred rows a search matched.
 */
export function reachPerRow(reach: Reach, column: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`join lateral (select 1 from projects p ${reachJoin(reach)} where p.id = ${column} and ${reachWhere(reach)} offset 0) in_reach on true`;
}

/** Restricts alias `t` (with project_id and floor_plan_row_id) to the scope. */
export function scopeWhere(scope: ListScope): RawBuilder<unknown> {
  const parts = [sql`true`];
  if (scope.projectId) parts.push(sql`t.project_id = ${scope.projectId}`);
  if (scope.floorPlanRowId) parts.push(sql`t.floor_plan_row_id = ${scope.floorPlanRowId}`);
  return sql.join(parts, sql` and `);
}

/** An inclusive range of UTC days as instants: from the first day's start (inclusive) to the day after the last (exclusive). */
export function dayBounds(startDate?: string, endDate?: string): { from: string | null; until: string | null } {
  return { from: startDate ? `${startDate}T00:00:00Z` : null, until: endDate ? `${nextDay(endDate)}T00:00:00Z` : null };
}

/** Inclusive day range on a timestamp column, in UTC days. */
export function dayRangeWhere(column: RawBuilder<unknown>, startDate?: string, endDate?: string): RawBuilder<unknown> {
  const { from, until } = dayBounds(startDate, endDate);
  const parts = [sql`true`];
  if (from) parts.push(sql`${column} >= ${from}::timestamptz`);
  if (until) parts.push(sql`${column} < ${until}::timestamptz`);
  return sql.join(parts, sql` and `);
}

export function orderBy(columns: Readonly<Record<string, string>>, sort: string | undefined, fallback: string): RawBuilder<unknown> {
  const [column = '', direction = ''] = (sort ?? '').split(',').map((part) => part.trim());
  // Own keys only: `constructor` or `__proto__` must fall back like any other unknown column.
  const expression = Object.hasOwn(columns, column) ? columns[column]! : columns[fallback]!;
  const dir = direction.toLowerCase() === 'asc' ? sql`asc` : sql`desc`;
  // Column names come from the calling repository's fixed map, never from the request.
  return sql`${sql.raw(expression)} ${dir} nulls last, t.id ${dir}`;
}

/** The calendar day after `day` (YYYY-MM-DD). */
function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}
