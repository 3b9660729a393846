import type { UserRow } from '../../db/db.types.ts';
import type { PolicyVerdict } from '../users/index.ts';

/** `use`: list its sites, import, sync; `manage`: add, rename, test, delete. */
export type ConnectionAction = 'use' | 'manage';

/**
 * An organisation-wide connection belongs to its organisation: members use it, org admins manage it.
 * Another organisation's (or none) is out of reach, so its existence does not leak. A project's own
 * connection is decided by the project role instead (owners manage, editors use).
 */
export function decideOrgConnectionAction(
  actor: Pick<UserRow, 'org_id' | 'org_admin'>,
  connectionOrgId: string,
  action: ConnectionAction,
): PolicyVerdict {
  if (actor.org_id === null || actor.org_id !== connectionOrgId) return 'not-found';
  if (action === 'use') return 'allow';
  return actor.org_admin ? 'allow' : 'forbidden';
}
