import { sql, type RawBuilder } from 'kysely';
import { InsightProjectSortColumns } from '@airscope/contracts';

type ProjectColumn = (typeof InsightProjectSortColumns)[number];

/** Digit runs padded to ten places, so `Site 9` sorts before `Site 10` as the table reads numbers (migration 20261128T0100). */
const naturalKey = (text: RawBuilder<unknown>) => sql`insight_natural_key(${text})`;

/** The user the table shows: the owner, else the first member by address (the web's projectUserName). */
const shownUser = sql`coalesce((select u.email from project_users pu join users u on u.id = pu.user_id where pu.project_id = p.id
  order by pu.role <> 'OWNER', u.email limit 1), '')`;

/** What each column sorts by; texts may be empty, and empty values go last either way. */
const COLUMN_KEYS: Record<ProjectColumn, { key: RawBuilder<unknown>; canBeEmpty: boolean }> = {
  type: { key: sql`p.project_type`, canBeEmpty: false },
  // A project always has a name; left out of the empty test, the name order is the one its indexes hold.
  name: { key: naturalKey(sql`p.name`), canBeEmpty: false },
  location: { key: naturalKey(sql`coalesce(p.location, p.country, '')`), canBeEmpty: true },
  city: { key: naturalKey(sql`coalesce(p.city, '')`), canBeEmpty: true },
  user: { key: naturalKey(shownUser), canBeEmpty: true },
  lastUpdate: { key: sql`p.updated_at`, canBeEmpty: false },
};

const isColumn = (value: string): value is ProjectColumn => (InsightProjectSortColumns as readonly string[]).includes(value);

/** `column,direction` keys joined by `;`; unknown columns are skipped, a repeated column counts once. */
export function parseProjectSort(sort: string | undefined): Array<{ column: ProjectColumn; descending: boolean }> {
  const keys: Array<{ column: ProjectColumn; descending: boolean }> = [];
  for (const part of (sort ?? '').split(';')) {
    const [column = '', direction = ''] = part.split(',').map((text) => text.trim());
    if (!isColumn(column) || keys.some((key) => key.column === column)) continue;
    keys.push({ column, descending: direction.toLowerCase() !== 'asc' });
  }
  return keys.length ? keys : [{ column: 'lastUpdate', descending: true }];
}

/**
 * docs/product.md §4: COMPLETED projects first, then the sort keys in turn, then the id. The default (latest update
 * first) is the order the projects_list_order index holds, so the first page is read from the index.
 */
export function projectOrder(sort: string | undefined): RawBuilder<unknown> {
  const parts = [sql`(p.status <> 'COMPLETED')`];
  for (const { column, descending } of parseProjectSort(sort)) {
    const { key, canBeEmpty } = COLUMN_KEYS[column];
    if (canBeEmpty) parts.push(sql`(${key} = '')`);
    parts.push(descending ? sql`${key} desc` : sql`${key} asc`);
  }
  parts.push(sql`p.id`);
  return sql.join(parts);
}
