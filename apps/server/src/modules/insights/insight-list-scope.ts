import { sql, type RawBuilder } from 'kysely';

/** Which rows of a per-survey or per-device table a call covers: every project in reach, one project, one floor, or both. */
export interface ListScope {
  projectId?: string;
  floorPlanRowId?: string;
}

/** Restricts alias `t` (with project_id and floor_plan_row_id) to the scope. */
export function scopeWhere(scope: ListScope): RawBuilder<unknown> {
  const parts = [sql`true`];
  if (scope.projectId) parts.push(sql`t.project_id = ${scope.projectId}`);
  if (scope.floorPlanRowId) parts.push(sql`t.floor_plan_row_id = ${scope.floorPlanRowId}`);
  return sql.join(parts, sql` and `);
}

/** Paging and sorting of a table (spec §4 table state): `sort` is `column,direction`, unknown columns fall back. */
export interface PageRequest {
  page: number;
  size: number;
  sort?: string | undefined;
}

export function orderBy(columns: Readonly<Record<string, string>>, sort: string | undefined, fallback: string): RawBuilder<unknown> {
  const [column = '', direction = ''] = (sort ?? '').split(',').map((part) => part.trim());
  const expression = columns[column] ?? columns[fallback]!;
  const dir = direction.toLowerCase() === 'asc' ? sql`asc` : sql`desc`;
  // Column names come from the fixed map above, never from the request.
  return sql`${sql.raw(expression)} ${dir} nulls last, t.id ${dir}`;
}

export const totalPages = (total: number, size: number) => Math.ceil(total / size);
