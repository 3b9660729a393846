import type { UserRow } from '../../db/db.types.ts';
import type { PolicyVerdict } from '../users/index.ts';

/**
 * Managing the organisation's licences is for its org admins (docs/product.md §6). Someone with no
 * organisation has no licences to see (404); a member who is not an admin is refused (403).
 */
export function decideLicenceManagement(actor: UserRow): PolicyVerdict {
  if (actor.org_id === null) return 'not-found';
  return actor.org_admin ? 'allow' : 'forbidden';
}
