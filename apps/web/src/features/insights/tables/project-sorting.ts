import type { InsightProject } from '@airscope/contracts';
import type { TableSort } from '../../../components/data-table/table-state.ts';

export type ProjectColumn = 'type' | 'name' | 'location' | 'city' | 'user' | 'lastUpdate';

/** Spec §2: the project table starts sorted by Last Update, newest first. */
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

/** Spec §4: COMPLETED projects come first; within each status the chosen column decides, empty values last. */
export function sortProjects(projects: readonly InsightProject[], sort: TableSort<ProjectColumn>): InsightProject[] {
  const valueOf = VALUE_OF[sort.column];
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...projects].sort((a, b) => {
    const completed = Number(b.status === 'COMPLETED') - Number(a.status === 'COMPLETED');
    if (completed !== 0) return completed;
    const left = valueOf(a);
    const right = valueOf(b);
    if (left === '' || right === '') return Number(left === '') - Number(right === '');
    // ISO timestamps compare correctly as text.
    const order = sort.column === 'lastUpdate' ? left.localeCompare(right) : collator.compare(left, right);
    return order * sign || a.id.localeCompare(b.id);
  });
}
