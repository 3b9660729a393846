import { describe, expect, it } from 'vitest';
import { makeLicence, makeUser, NO_PRODUCT_ACCESS } from '../../testing/session.fixture.ts';
import { GUARD_RULES, resolveNavigation, type NavigationRequest } from './resolve-navigation.guard.ts';
import type { RouteGates } from './route-gates.ts';

const NOW = new Date('2026-03-01T12:00:00Z');
const PROJECT_UUID = '3f2b8c1e-9a4d-4c2b-8e7f-1a2b3c4d5e6f';

function navigate(url: string, gates: RouteGates, extra: Partial<NavigationRequest> = {}) {
  const [pathname = '/', query = ''] = url.split('?');
  return resolveNavigation({
    to: { pathname, search: query ? `?${query}` : '' },
    from: '/insights',
    gates,
    params: {},
    user: makeUser(),
    licence: makeLicence(),
    now: NOW,
    ...extra,
  });
}

const ALLOW = { allow: true };
const notFound: RouteGates = { notFound: true };
const cloud: RouteGates = { requiresLogin: true, cloudAccess: true };
const insights: RouteGates = { requiresLogin: true, insightsAccess: true };
const noLogin: RouteGates = { noLogin: true };
const projectRoute: RouteGates = { insightsCheckForUuidProject: true };

describe('resolveNavigation', () => {
  it('applies the rules in the order of docs/product.md §2', () => {
    expect(GUARD_RULES.map(([name]) => name)).toEqual([
      'not-found',
      'login-required',
      'eula-consent',
      'no-login',
      'root-without-user',
      'access-gates',
      'project-insights',
      'required-query',
    ]);
  });

  describe('rule 1: not-found', () => {
    it('adds the previous path as `from` when it is missing', () => {
      expect(navigate('/nope', notFound)).toEqual({ redirect: '/nope?from=%2Finsights' });
    });
    it('leaves the first load (no previous path) as typed: there is no previous page to name', () => {
      expect(navigate('/nope', notFound, { from: undefined })).toEqual(ALLOW);
    });
    it('keeps the query the visitor asked for', () => {
      expect(navigate('/nope?x=1', notFound)).toEqual({ redirect: '/nope?x=1&from=%2Finsights' });
    });
    it('shows the page once `from` is present', () => {
      expect(navigate('/nope?from=%2Finsights', notFound)).toEqual(ALLOW);
    });
    it('goes to login when the previous path is the unknown path itself', () => {
      expect(navigate('/nope', notFound, { from: '/nope' })).toEqual({ redirect: '/login' });
    });
    it('shows the page to visitors without a session', () => {
      expect(navigate('/nope?from=%2F', notFound, { user: null, licence: null })).toEqual(ALLOW);
    });
    it('runs before the login rule', () => {
      const gates = { ...notFound, requiresLogin: true };
      expect(navigate('/nope', gates, { user: null })).toEqual({ redirect: '/nope?from=%2Finsights' });
    });
  });

  describe('rule 2: protected route without a user', () => {
    it('goes to login keeping the requested URL', () => {
      expect(navigate('/insights?q=1', insights, { user: null, licence: null })).toEqual({
        redirect: '/login?redirect=%2Finsights%3Fq%3D1',
      });
    });
    it('does not add a redirect back to root', () => {
      expect(navigate('/', cloud, { user: null, licence: null })).toEqual({ redirect: '/login' });
    });
    it('leaves routes without gates alone', () => {
      expect(navigate('/demo', {}, { user: null, licence: null })).toEqual(ALLOW);
    });
    it('treats a UUID project route as protected', () => {
      const result = navigate(`/projects/${PROJECT_UUID}`, projectRoute, { user: null, params: { projectId: PROJECT_UUID } });
      expect(result).toEqual({ redirect: `/login?redirect=%2Fprojects%2F${PROJECT_UUID}` });
    });
    it('lets a project route with a non-UUID id through without a user', () => {
      expect(navigate('/projects/42', projectRoute, { user: null, params: { projectId: '42' } })).toEqual(ALLOW);
    });
    it('runs before the access gates', () => {
      expect(navigate('/insights', insights, { user: null, licence: makeLicence({ licenseStatus: 'EXPIRED' }) })).toEqual({
        redirect: '/login?redirect=%2Finsights',
      });
    });
  });

  describe('rule 3: EULA consent', () => {
    it('sends a user without consent to the EULA page, keeping the target', () => {
      const user = makeUser({ eulaVersionConsent: null });
      expect(navigate('/manage/licenses', insights, { user })).toEqual({ redirect: '/eula-consent?redirect=%2Fmanage%2Flicenses' });
    });
    it('requires exactly version v4', () => {
      expect(navigate('/insights', insights, { user: makeUser({ eulaVersionConsent: 'v3' }) })).toEqual({
        redirect: '/eula-consent?redirect=%2Finsights',
      });
    });
    it('does not send the EULA page to itself', () => {
      const gates = { requiresLogin: true, skipEulaCheck: true };
      expect(navigate('/eula-consent', gates, { user: makeUser({ eulaVersionConsent: null }) })).toEqual(ALLOW);
    });
    it('does not apply to unprotected routes', () => {
      expect(navigate('/demo', {}, { user: makeUser({ eulaVersionConsent: null }) })).toEqual(ALLOW);
    });
    it('runs before the access gates', () => {
      const user = makeUser({ eulaVersionConsent: null, ...NO_PRODUCT_ACCESS });
      expect(navigate('/', cloud, { user, licence: makeLicence({ licenseStatus: 'EXPIRED' }) })).toEqual({
        redirect: '/eula-consent',
      });
    });
    it('applies to UUID project routes before their insights check', () => {
      const user = makeUser({ eulaVersionConsent: null, insightsAccessAllowed: false });
      const result = navigate(`/projects/${PROJECT_UUID}`, projectRoute, { user, params: { projectId: PROJECT_UUID } });
      expect(result).toEqual({ redirect: `/eula-consent?redirect=%2Fprojects%2F${PROJECT_UUID}` });
    });
  });

  describe('rule 4: no-login pages', () => {
    it('sends a signed-in user to root', () => {
      expect(navigate('/login', noLogin)).toEqual({ redirect: '/' });
    });
    it('sends a signed-in user to root even with a redirect query (the login page honours it)', () => {
      expect(navigate('/login?redirect=%2Finsights', noLogin)).toEqual({ redirect: '/' });
    });
    it('applies to users who have not consented yet', () => {
      expect(navigate('/register', noLogin, { user: makeUser({ eulaVersionConsent: null }) })).toEqual({ redirect: '/' });
    });
    it('shows the page to signed-out visitors', () => {
      expect(navigate('/login', noLogin, { user: null, licence: null })).toEqual(ALLOW);
    });
  });

  describe('rule 5: root without a user', () => {
    it('goes to login even when root declares no gate', () => {
      expect(navigate('/', {}, { user: null, licence: null })).toEqual({ redirect: '/login' });
    });
    it('runs before the cloud-access gate', () => {
      expect(navigate('/', { cloudAccess: true }, { user: null, licence: null })).toEqual({ redirect: '/login' });
    });
  });
});
