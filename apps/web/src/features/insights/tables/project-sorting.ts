import type { InsightProject } from '@airscope/contracts';
import type { TableSort } from '../../../components/data-table/table-state.ts';

/** The server sorts and pages the project table (docs/decisions/0024); these are its column names. */
export type ProjectColumn = 'type' | 'name' | 'location' | 'city' | 'user' | 'lastUpdate';

/** docs/product.md §2: the project table starts sorted by Last Update, newest first. */
export const DEFAULT_PROJECT_SORT: TableSort<ProjectColumn> = { column: 'lastUpdate', direction: 'desc' };

/** The user shown for a project: its owner, else its first user. */
export function projectUserName(project: InsightProject): string {
  return (project.projectUsers.find((user) => user.role === 'OWNER') ?? project.projectUsers[0])?.username ?? '';
}

/** The sort keys as the paged project list takes them: `column,direction` pairs joined by `;`, primary first. */
export function toProjectSortParam(sorts: readonly TableSort<ProjectColumn>[]): string {
  return sorts.map((key) => `${key.column},${key.direction}`).join(';');
}
