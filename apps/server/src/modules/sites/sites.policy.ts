import type { UserRow } from '../../db/db.types.ts';
import type { PolicyVerdict } from '../users/index.ts';

export type SiteAction = 'view' | 'manage';

/**
 * Sites belong to one organisation: its members see them, its admins create, rename and delete them.
 * Anything of another organisation (or of none) is out of reach, so its existence does not leak.
 */
export function decideSiteAction(actor: Pick<UserRow, 'org_id' | 'org_admin'>, siteOrgId: string, action: SiteAction): PolicyVerdict {
  if (actor.org_id === null || actor.org_id !== siteOrgId) return 'not-found';
  if (action === 'view') return 'allow';
  return actor.org_admin ? 'allow' : 'forbidden';
}

/** A project may be placed in a site of its own organisation, by someone of that organisation who may edit it. */
export function decideProjectPlacement(
  actor: Pick<UserRow, 'org_id'>,
  projectOrgId: string | null,
  siteOrgId: string | null,
): PolicyVerdict {
  if (actor.org_id === null || projectOrgId !== actor.org_id) return 'not-found';
  if (siteOrgId !== null && siteOrgId !== actor.org_id) return 'not-found';
  return 'allow';
}
