import type { Project } from '@airscope/contracts';

/** docs/product.md §4: SKIP_COMPUTATION projects are never listed, and a project being deleted is gone for the user. */
function isListed(project: Project): boolean {
  return project.status !== 'SKIP_COMPUTATION' && project.status !== 'DELETE_REQUESTED';
}

/** The table's order: COMPLETED projects first (docs/product.md §4), then the latest update first (docs/product.md §2 default sort). */
export function arrangeProjectsForTable(projects: readonly Project[]): Project[] {
  return projects.filter(isListed).sort((a, b) => {
    const completed = Number(b.status === 'COMPLETED') - Number(a.status === 'COMPLETED');
    if (completed !== 0) return completed;
    return Date.parse(b.updatedAt) - Date.parse(a.updatedAt) || a.name.localeCompare(b.name);
  });
}

/** Only a project's owner may delete it (docs/product.md §6; the server checks it too). */
export function canDeleteProject(project: Pick<Project, 'role'>): boolean {
  return project.role === 'OWNER';
}
