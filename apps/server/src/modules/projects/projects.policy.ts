import type { ProjectRole } from '@airscope/contracts';

export type ProjectAction = 'read' | 'write' | 'share' | 'delete';

const ALLOWED: Record<ProjectAction, readonly ProjectRole[]> = {
  read: ['OWNER', 'WRITE_SHARE_USER', 'WRITE_USER', 'READ_USER', 'MIXED_ROLE'],
  // docs/product.md §6: write access for OWNER, WRITE_SHARE_USER and WRITE_USER; sharing for OWNER and WRITE_SHARE_USER.
  write: ['OWNER', 'WRITE_SHARE_USER', 'WRITE_USER'],
  share: ['OWNER', 'WRITE_SHARE_USER'],
  delete: ['OWNER'],
};

/** A secure-sharing guest views exactly like a View only member (docs/product.md §6, docs/security.md O3). */
export const GUEST_PROJECT_ROLE: ProjectRole = 'READ_USER';

/** docs/product.md §6: a user missing from the project's users counts as View only. */
export function roleOrDefault(role: ProjectRole | undefined): ProjectRole {
  return role ?? 'READ_USER';
}

/** May a member with `role` do `action`? Non-members never reach this: they get 404. */
export function canDoOnProject(role: ProjectRole, action: ProjectAction): boolean {
  return ALLOWED[action].includes(role);
}
