import type { ProjectUser } from '@airscope/contracts';

/** The name a project user is known by: the e-mail address is the username. */
export const usernameOf = (user: ProjectUser) => user.email;

/** docs/product.md §6: project users show owners first, then by username. */
export function sortProjectUsers(users: readonly ProjectUser[]): ProjectUser[] {
  return [...users].sort((a, b) => Number(b.role === 'OWNER') - Number(a.role === 'OWNER') || usernameOf(a).localeCompare(usernameOf(b)));
}
