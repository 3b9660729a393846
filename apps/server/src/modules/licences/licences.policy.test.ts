import { describe, expect, it } from 'vitest';
import type { UserRow } from '../../db/db.types.ts';
import { decideLicenceManagement } from './licences.policy.ts';

const user = (changes: Partial<UserRow>) =>
  ({ id: 'u', org_id: 'org-1', org_admin: false, enterprise_plus_access: false, ...changes }) as UserRow;

describe('who may manage the organisation licences', () => {
  it.each([
    ['an org admin', user({ org_admin: true }), 'allow'],
    ['an org admin without enterprise plus', user({ org_admin: true, enterprise_plus_access: false }), 'allow'],
    ['a member who is not an admin', user({}), 'forbidden'],
    ['a user with no organisation', user({ org_id: null, org_admin: true }), 'not-found'],
  ] as const)('%s: %s', (_, actor, verdict) => {
    expect(decideLicenceManagement(actor)).toBe(verdict);
  });
});
