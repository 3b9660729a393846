import type { CurrentUser } from '@airscope/contracts';

export type ManageSection = 'my-page' | 'projects' | 'licenses' | 'organization-settings';

/** docs/product.md §2 "Manage sub-pages": projects and licences for org admins, settings also need enterprise plus. */
export function canOpenManageSection(user: CurrentUser | null, section: ManageSection): boolean {
  if (!user) return false;
  if (section === 'my-page') return true;
  if (section === 'organization-settings') return user.orgAdmin && user.enterprisePlusAccess;
  return user.orgAdmin;
}
