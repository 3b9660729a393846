import { sql, type RawBuilder } from 'kysely';

/** Whose projects a query may read, and whether design projects show (spec §6 design-project flag). */
export interface Reach {
  userId: string;
  /** A secure-view guest sees only this project. */
  guestProjectId: string | null;
  includeDesign: boolean;
}

/** Types shown only with the design-project flag on: simulated projects and both plan types. */
export const DESIGN_TYPES = ['SIMULATED', 'BROWNFIELD_PLAN', 'GREENFIELD_PLAN'] as const;
export const isDesignType = (type: string) => (DESIGN_TYPES as readonly string[]).includes(type);

/**
 * Joins `p` (projects) to the caller's membership and keeps what the insights lists may show:
 * never SKIP_COMPUTATION or DELETE_REQUESTED (spec §4), design types only with the flag.
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

/** Spec §5: searches are case-insensitive and trimmed; the text is matched literally (LIKE wildcards escaped). */
export function likePattern(text: string | undefined): string | null {
  const trimmed = text?.trim().toLowerCase();
  if (!trimmed) return null;
  return `%${trimmed.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Inclusive day range on a timestamp column, in UTC days. */
export function dayRangeWhere(column: RawBuilder<unknown>, startDate?: string, endDate?: string): RawBuilder<unknown> {
  const parts = [sql`true`];
  if (startDate) parts.push(sql`${column} >= ${`${startDate}T00:00:00Z`}::timestamptz`);
  if (endDate) parts.push(sql`${column} < ${`${nextDay(endDate)}T00:00:00Z`}::timestamptz`);
  return sql.join(parts, sql` and `);
}

/** The calendar day after `day` (YYYY-MM-DD). */
export function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}
