import { describe, expect, it } from 'vitest';
import { decideProjectPlacement, decideSiteAction } from './sites.policy.ts';

const ORG = 'org-a';
const OTHER = 'org-b';

describe('decideSiteAction', () => {
  it.each([
    ['an org admin', { org_id: ORG, org_admin: true }, { view: 'allow', manage: 'allow' }],
    ['a member', { org_id: ORG, org_admin: false }, { view: 'allow', manage: 'forbidden' }],
    ["another org's admin", { org_id: OTHER, org_admin: true }, { view: 'not-found', manage: 'not-found' }],
    ['a user without an org', { org_id: null, org_admin: false }, { view: 'not-found', manage: 'not-found' }],
  ] as const)('gives %s exactly these abilities on a site', (_, actor, expected) => {
    expect({ view: decideSiteAction(actor, ORG, 'view'), manage: decideSiteAction(actor, ORG, 'manage') }).toEqual(expected);
  });
});

describe('decideProjectPlacement', () => {
  it.each([
    ['a project and site of the actor org', ORG, ORG, ORG, 'allow'],
    ['taking a project of the org out of its site', ORG, ORG, null, 'allow'],
    ['a site of another org', ORG, ORG, OTHER, 'not-found'],
    ['a project of another org', ORG, OTHER, ORG, 'not-found'],
    ['a project without an org', ORG, null, ORG, 'not-found'],
  ] as const)('answers %s', (_, actorOrg, projectOrg, siteOrg, expected) => {
    expect(decideProjectPlacement({ org_id: actorOrg }, projectOrg, siteOrg)).toBe(expected);
  });
});
