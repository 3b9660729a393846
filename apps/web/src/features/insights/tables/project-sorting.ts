import type { InsightProject } from '@airscope/contracts';
import type { TableSort } from '../../../components/data-table/table-state.ts';

export type ProjectColumn = 'type' | 'name' | 'location' | 'city' | 'user' | 'lastUpdate';

/** docs/product.md §2: the project table starts sorted by Last Update, newest first. */
export const DEFAULT_PROJECT_SORT: TableSort<ProjectColumn> = { column: 'lastUpdate', direction: 'desc' };

/** The user shown for a project: its owner, else its first user. */
export function projectUserName(project: InsightProject): string {
  return (project.projectUsers.find((user) => user.role === 'OWNER') ?? project.projectUsers[0])?.username ?? '';
}

const VALUE_OF: Record<ProjectColumn, (project: InsightProject) => string> = {
  type: (project) => project.projectType,
  name: (project) => project.name,
  location: (project) => project.location ?? project.country ?? '',
  city: (project) => project.city ?? '',
  user: projectUserName,
  lastUpdate: (project) => project.updatedAt,
};

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/** One column's order of two projects, `sign` 1 ascending or −1 descending; empty values last either way. */
function compareColumn(a: InsightProject, b: InsightProject, column: ProjectColumn, sign: number): number {
  const left = VALUE_OF[column](a);
  const right = VALUE_OF[column](b);
  if (left === '' || right === '') return Number(left === '') - Number(right === '');
  // ISO timestamps compare correctly as text.
  return (column === 'lastUpdate' ? left.localeCompare(right) : collator.compare(left, right)) * sign;
}

/** docs/product.md §4: COMPLETED projects come first; within each status the sort keys decide in turn, empty values last. */
export function sortProjects(
  projects: readonly InsightProject[],
  sort: TableSort<ProjectColumn> | readonly TableSort<ProjectColumn>[],
): InsightProject[] {
  const sorts = (Array.isArray(sort) ? sort : [sort]) as readonly TableSort<ProjectColumn>[];
  return [...projects].sort((a, b) => {
    const completed = Number(b.status === 'COMPLETED') - Number(a.status === 'COMPLETED');
    if (completed !== 0) return completed;
    for (const key of sorts) {
      const order = compareColumn(a, b, key.column, key.direction === 'asc' ? 1 : -1);
      if (order !== 0) return order;
    }
    return a.id.localeCompare(b.id);
  });
}
