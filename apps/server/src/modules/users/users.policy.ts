import type { UserRow } from '../../db/db.types.ts';

export type UserAction = 'view' | 'updateProfile' | 'updateAccess' | 'changeLicense';
export type PolicyVerdict = 'allow' | 'forbidden' | 'not-found';

const sameOrg = (a: UserRow, b: UserRow) => a.org_id !== null && a.org_id === b.org_id;

/**
 * May `actor` do `action` to `target`? Users outside the actor's organisation do not exist for
 * them (404, docs/security.md Z3); inside it, what they may not do is 403.
 */
export function decideUserAction(actor: UserRow, target: UserRow, action: UserAction): PolicyVerdict {
  const self = actor.id === target.id;
  if (!self && !sameOrg(actor, target)) return 'not-found';
  switch (action) {
    case 'view':
    case 'updateProfile':
      return self || actor.org_admin ? 'allow' : 'not-found';
    case 'updateAccess':
      // Nobody raises their own access; an org admin manages the others of the organisation.
      return !self && actor.org_admin ? 'allow' : 'forbidden';
    case 'changeLicense':
      return self ? 'allow' : 'forbidden';
  }
}
