import { describe, expect, it } from 'vitest';
import { canChangeMember, isRecipientAllowed } from './sharing.policy.ts';

const ORG = 'org-a';
const colleague = { orgId: ORG, inSharingGroup: false };
const groupMember = { orgId: ORG, inSharingGroup: true };
const outsider = { orgId: 'org-b', inSharingGroup: false };

describe('sharing restriction', () => {
  it.each([
    ['NO_RESTRICTION', colleague, true],
    ['NO_RESTRICTION', outsider, true],
    ['NO_RESTRICTION', null, true],
    ['ORGANIZATION_ONLY', colleague, true],
    ['ORGANIZATION_ONLY', groupMember, true],
    ['ORGANIZATION_ONLY', outsider, false],
    ['ORGANIZATION_ONLY', null, false],
    ['SHARING_GROUP_ONLY', groupMember, true],
    ['SHARING_GROUP_ONLY', colleague, false],
    ['SHARING_GROUP_ONLY', outsider, false],
    ['SHARING_GROUP_ONLY', null, false],
  ] as const)('%s with recipient %j: %s', (restriction, recipient, allowed) => {
    expect(isRecipientAllowed(restriction, ORG, recipient)).toBe(allowed);
  });

  it('refuses organisation-only sharing for a sharer without an organisation', () => {
    expect(isRecipientAllowed('ORGANIZATION_ONLY', null, { orgId: null, inSharingGroup: false })).toBe(false);
  });
});

describe('changing a project member', () => {
  it('never touches the owner and reports a non-member as not found', () => {
    expect(canChangeMember('OWNER')).toBe('owner');
    expect(canChangeMember(undefined)).toBe('not-found');
    expect(['WRITE_SHARE_USER', 'WRITE_USER', 'READ_USER', 'MIXED_ROLE'].map((role) => canChangeMember(role as 'READ_USER'))).toEqual([
      'allow',
      'allow',
      'allow',
      'allow',
    ]);
  });
});
