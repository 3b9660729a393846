import { describe, expect, it } from 'vitest';
import type { UserRow } from '../../db/db.types.ts';
import { decideOrgAction } from '../org/org.policy.ts';
import { decideUserAction, type UserAction } from './users.policy.ts';

function user(overrides: Partial<UserRow>): UserRow {
  return {
    id: 'u',
    email: 'u@x',
    password_hash: '',
    first_name: '',
    last_name: '',
    org_id: 'org-a',
    license_id: null,
    org_admin: false,
    enterprise_plus_access: false,
    insights_access_allowed: true,
    cloud_planner_access_allowed: false,
    optimizer_access: false,
    ai_pro_cloud_planner_access: false,
    license_suspended: false,
    license_invalid: false,
    eula_version_consent: 'v4',
    disabled: false,
    created_at: new Date(),
    updated_at: new Date(),
    ...overrides,
  };
}

const me = user({ id: 'me' });
const admin = user({ id: 'admin', org_admin: true });
const colleague = user({ id: 'colleague' });
const stranger = user({ id: 'stranger', org_id: 'org-b' });
const strangerAdmin = user({ id: 'stranger-admin', org_id: 'org-b', org_admin: true });

const ACTIONS: UserAction[] = ['view', 'updateProfile', 'updateAccess', 'changeLicense'];

// Every cell stated, allowed or not (GitLab/Outline style).
const TABLE: Array<[string, UserRow, UserRow, Record<UserAction, string>]> = [
  ['a user on themself', me, me, { view: 'allow', updateProfile: 'allow', updateAccess: 'forbidden', changeLicense: 'allow' }],
  [
    'a user on a colleague',
    me,
    colleague,
    { view: 'not-found', updateProfile: 'not-found', updateAccess: 'forbidden', changeLicense: 'forbidden' },
  ],
  [
    'an org admin on a colleague',
    admin,
    colleague,
    { view: 'allow', updateProfile: 'allow', updateAccess: 'allow', changeLicense: 'forbidden' },
  ],
  ['an org admin on themself', admin, admin, { view: 'allow', updateProfile: 'allow', updateAccess: 'forbidden', changeLicense: 'allow' }],
  [
    'a user on another organisation',
    me,
    stranger,
    { view: 'not-found', updateProfile: 'not-found', updateAccess: 'not-found', changeLicense: 'not-found' },
  ],
  [
    'an org admin on another organisation',
    strangerAdmin,
    colleague,
    { view: 'not-found', updateProfile: 'not-found', updateAccess: 'not-found', changeLicense: 'not-found' },
  ],
];

describe('user policy', () => {
  it.each(TABLE)('%s', (_, actor, target, expected) => {
    const actual = Object.fromEntries(ACTIONS.map((action) => [action, decideUserAction(actor, target, action)]));
    expect(actual).toEqual(expected);
  });
});

describe('organisation policy', () => {
  const enterpriseAdmin = user({ org_admin: true, enterprise_plus_access: true });
  it.each([
    ['a member reads', me, 'org-a', 'view', 'allow'],
    ['a member updates', me, 'org-a', 'update', 'forbidden'],
    ['an admin without enterprise plus updates', admin, 'org-a', 'update', 'forbidden'],
    ['an admin with enterprise plus updates', enterpriseAdmin, 'org-a', 'update', 'allow'],
    ['an admin with enterprise plus updates another org', enterpriseAdmin, 'org-b', 'update', 'not-found'],
    ['a user without organisation reads', user({ org_id: null }), 'org-a', 'view', 'not-found'],
  ] as const)('%s', (_, actor, orgId, action, expected) => {
    expect(decideOrgAction(actor, orgId, action)).toBe(expected);
  });
});
