import type { UserRow } from '../../db/db.types.ts';
import type { PolicyVerdict } from '../users/index.ts';

/** Organisation settings: members read them; only an org admin with enterprise plus changes them (docs/product.md §6). */
export function decideOrgAction(actor: UserRow, orgId: string, action: 'view' | 'update'): PolicyVerdict {
  if (actor.org_id === null || actor.org_id !== orgId) return 'not-found';
  if (action === 'view') return 'allow';
  return actor.org_admin && actor.enterprise_plus_access ? 'allow' : 'forbidden';
}
