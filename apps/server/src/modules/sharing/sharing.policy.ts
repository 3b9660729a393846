import type { ProjectRole, SharingRestriction } from '@airscope/contracts';

/** What sharing needs to know about a recipient; null when the address has no account. */
export interface RecipientFacts {
  orgId: string | null;
  inSharingGroup: boolean;
}

/**
 * The organisation's sharing restriction (docs/product.md §3, §6): NO_RESTRICTION lets anyone receive a project,
 * ORGANIZATION_ONLY only users of the sharer's organisation, SHARING_GROUP_ONLY only members of its
 * "My Sharing Group". An address without an account passes only without restriction.
 */
export function isRecipientAllowed(restriction: SharingRestriction, sharerOrgId: string | null, recipient: RecipientFacts | null): boolean {
  if (restriction === 'NO_RESTRICTION') return true;
  if (!recipient) return false;
  if (restriction === 'ORGANIZATION_ONLY') return sharerOrgId !== null && recipient.orgId === sharerOrgId;
  return recipient.inSharingGroup;
}

/** An owner's row is never changed or removed through sharing (docs/security.md Z7: the last OWNER stays). */
export function canChangeMember(currentRole: ProjectRole | undefined): 'allow' | 'not-found' | 'owner' {
  if (!currentRole) return 'not-found';
  return currentRole === 'OWNER' ? 'owner' : 'allow';
}
