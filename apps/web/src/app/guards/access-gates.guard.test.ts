import { describe, expect, it } from 'vitest';
import type { CurrentUser, LicenseStatus } from '@airscope/contracts';
import { makeLicence, makeUser, NO_PRODUCT_ACCESS } from '../../testing/session.fixture.ts';
import { resolveNavigation } from './resolve-navigation.guard.ts';
import type { RouteGates } from './route-gates.ts';

const NOW = new Date('2026-03-01T12:00:00Z');
const PROJECT_UUID = '3f2b8c1e-9a4d-4c2b-8e7f-1a2b3c4d5e6f';
const ALLOW = { allow: true };

function visit(pathname: string, gates: RouteGates, user: CurrentUser, licence: LicenseStatus | null, params = {}) {
  return resolveNavigation({ to: { pathname, search: '' }, from: '/', gates, params, user, licence, now: NOW });
}

const cloud: RouteGates = { requiresLogin: true, cloudAccess: true };
const insights: RouteGates = { requiresLogin: true, insightsAccess: true };
const blockedLicences: [string, CurrentUser, LicenseStatus][] = [
  ['expired', makeUser(), makeLicence({ licenseStatus: 'EXPIRED' })],
  ['suspended (status)', makeUser(), makeLicence({ licenseStatus: 'SUSPENDED' })],
  ['suspended (user flag)', makeUser({ licenseSuspended: true }), makeLicence()],
  ['invalid (status)', makeUser(), makeLicence({ licenseStatus: 'INVALID' })],
  ['invalid (user flag)', makeUser({ licenseInvalid: true }), makeLicence()],
];

describe('rule 6: cloud-access gate', () => {
  it.each(blockedLicences)('sends a user whose licence is %s to home-manage', (_, user, licence) => {
    expect(visit('/', cloud, user, licence)).toEqual({ redirect: '/home/manage' });
  });
  it('sends a user with none of the four product accesses to home-manage', () => {
    expect(visit('/', cloud, makeUser(NO_PRODUCT_ACCESS), makeLicence())).toEqual({ redirect: '/home/manage' });
  });
  it.each(['insightsAccessAllowed', 'cloudPlannerAccessAllowed', 'optimizerAccess', 'aiProCloudPlannerAccess'] as const)(
    'lets a user in with only %s',
    (flag) => {
      expect(visit('/', cloud, makeUser({ ...NO_PRODUCT_ACCESS, [flag]: true }), makeLicence())).toEqual(ALLOW);
    },
  );
  it('does not block on a lapsed subscription date alone (the gate names expired, suspended, invalid)', () => {
    expect(visit('/', cloud, makeUser(), makeLicence({ subscriptionExpirationDate: '2020-01-01' }))).toEqual(ALLOW);
  });
  it('lets a guest whose licence lookup was skipped through on its accesses', () => {
    expect(visit('/', cloud, makeUser({ role: 'GUEST' }), null)).toEqual(ALLOW);
  });
});

describe('rule 6: insights gate', () => {
  it.each(blockedLicences)('sends a user whose licence is %s to home-manage', (_, user, licence) => {
    expect(visit('/insights', insights, user, licence)).toEqual({ redirect: '/home/manage' });
  });
  it('sends a user without insights access to root', () => {
    expect(visit('/insights', insights, makeUser({ insightsAccessAllowed: false }), makeLicence())).toEqual({ redirect: '/' });
  });
  it('checks the licence before the insights access', () => {
    const user = makeUser({ insightsAccessAllowed: false });
    expect(visit('/manage', insights, user, makeLicence({ licenseStatus: 'EXPIRED' }))).toEqual({ redirect: '/home/manage' });
  });
  it('lets an entitled user in', () => {
    expect(visit('/security-preference', insights, makeUser(), makeLicence())).toEqual(ALLOW);
  });
  it('sends a user whose subscription date has lapsed to home-manage (user access restricted)', () => {
    expect(visit('/insights', insights, makeUser(), makeLicence({ subscriptionExpirationDate: '2026-02-28' }))).toEqual({
      redirect: '/home/manage',
    });
  });
});

describe('rule 6: cloud planner gate', () => {
  const planner: RouteGates = { requiresLogin: true, plannerAccess: true };
  const planUser = makeUser({ ...NO_PRODUCT_ACCESS, cloudPlannerAccessAllowed: true });
  it('lets a Plan licence without insights access into the planner and its editor', () => {
    const licence = makeLicence({ product: 'Plan' });
    expect(visit('/planner', planner, planUser, licence)).toEqual(ALLOW);
    expect(visit(`/projects/${PROJECT_UUID}/plan`, planner, planUser, licence, { projectId: PROJECT_UUID })).toEqual(ALLOW);
  });
  it('sends a user without cloud-planner access to root', () => {
    expect(visit('/planner', planner, makeUser({ cloudPlannerAccessAllowed: false }), makeLicence())).toEqual({ redirect: '/' });
  });
  it.each([...blockedLicences, ['lapsed', planUser, makeLicence({ subscriptionExpirationDate: '2026-02-28' })] as const])(
    'sends a user whose licence is %s to home-manage',
    (_, user, licence) => {
      expect(visit('/planner', planner, { ...user, cloudPlannerAccessAllowed: true }, licence)).toEqual({ redirect: '/home/manage' });
    },
  );
});

describe('rule 7: project dashboard and floor plan', () => {
  const dashboard: RouteGates = { insightsCheckForUuidProject: true };
  const floorPlan: RouteGates = { insightsCheckForUuidProject: true, numericFloorPlanRowId: true };
  const uuidParams = { projectId: PROJECT_UUID };

  it('applies the insights check to a UUID-shaped project id', () => {
    const user = makeUser({ insightsAccessAllowed: false });
    expect(visit(`/projects/${PROJECT_UUID}`, dashboard, user, makeLicence(), uuidParams)).toEqual({ redirect: '/' });
  });
  it('sends a blocked licence to home-manage on a UUID project', () => {
    const licence = makeLicence({ licenseStatus: 'SUSPENDED' });
    expect(visit(`/projects/${PROJECT_UUID}/3`, floorPlan, makeUser(), licence, { ...uuidParams, floorPlanRowId: '3' })).toEqual({
      redirect: '/home/manage',
    });
  });
  it('skips the check for ids that are not UUID-shaped', () => {
    const user = makeUser({ insightsAccessAllowed: false });
    expect(visit('/projects/42', dashboard, user, makeLicence({ licenseStatus: 'EXPIRED' }), { projectId: '42' })).toEqual(ALLOW);
  });
  it('allows an entitled user', () => {
    expect(visit(`/projects/${PROJECT_UUID}`, dashboard, makeUser(), makeLicence(), uuidParams)).toEqual(ALLOW);
  });
});

describe('floor-plan row id', () => {
  const floorPlan: RouteGates = { insightsCheckForUuidProject: true, numericFloorPlanRowId: true };
  const at =
    (rowId: string, projectId = '42', user = makeUser()) =>
    () =>
      visit(`/projects/${projectId}/${rowId}`, floorPlan, user, makeLicence(), { projectId, floorPlanRowId: rowId });

  it.each(['abc', '1.5', '-1', '1e3', ' 7', '0x10'])('throws "Invalid floor plan row id provided" for %j', (rowId) => {
    expect(at(rowId)).toThrow('Invalid floor plan row id provided');
  });
  it('accepts a numeric row id', () => {
    expect(at('17')()).toEqual(ALLOW);
  });
  it('redirects before it validates: a gate that sends elsewhere wins over the error', () => {
    const user = makeUser({ insightsAccessAllowed: false });
    expect(at('abc', PROJECT_UUID, user)()).toEqual({ redirect: '/' });
  });
});

describe('password page query', () => {
  const password: RouteGates = { noLogin: true, requiredQuery: ['userId', 'access_token'] };
  const open = (search: string, user: CurrentUser | null = null) =>
    resolveNavigation({ to: { pathname: '/password', search }, from: '/', gates: password, params: {}, user, licence: null, now: NOW });

  it('goes to root without userId and access_token', () => {
    expect(open('')).toEqual({ redirect: '/' });
    expect(open('?userId=u1')).toEqual({ redirect: '/' });
    expect(open('?access_token=t')).toEqual({ redirect: '/' });
    expect(open('?userId=&access_token=t')).toEqual({ redirect: '/' });
  });
  it('shows the page with both', () => {
    expect(open('?userId=u1&access_token=t')).toEqual(ALLOW);
  });
  it('sends a signed-in user to root first (rule 4)', () => {
    expect(open('?userId=u1&access_token=t', makeUser())).toEqual({ redirect: '/' });
  });
});
