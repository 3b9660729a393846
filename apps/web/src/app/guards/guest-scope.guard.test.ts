import { describe, expect, it } from 'vitest';
import { makeUser } from '../../testing/session.fixture.ts';
import { resolveNavigation, type NavigationRequest } from './resolve-navigation.guard.ts';
import type { RouteGates } from './route-gates.ts';

const SHARED = '3f2b8c1e-9a4d-4c2b-8e7f-1a2b3c4d5e6f';
const OTHER = '9a9a9a9a-9a4d-4c2b-8e7f-1a2b3c4d5e6f';
// A guest: no licence, no insights access, no EULA consent, one project.
const guest = makeUser({
  role: 'GUEST',
  secureProjectId: SHARED,
  insightsAccessAllowed: false,
  eulaVersionConsent: null,
  licenseKey: null,
});

function navigate(pathname: string, gates: RouteGates, params: Record<string, string> = {}, extra: Partial<NavigationRequest> = {}) {
  return resolveNavigation({
    to: { pathname, search: '' },
    from: '/',
    gates,
    params,
    user: guest,
    licence: null,
    now: new Date('2026-03-01T12:00:00Z'),
    ...extra,
  });
}
const project: RouteGates = { insightsCheckForUuidProject: true };

describe('the secure-sharing guest', () => {
  it('opens its shared project and floor plans without licence, insights or EULA', () => {
    expect(navigate(`/projects/${SHARED}`, project, { projectId: SHARED })).toEqual({ allow: true });
    expect(
      navigate(`/projects/${SHARED}/12`, { ...project, numericFloorPlanRowId: true }, { projectId: SHARED, floorPlanRowId: '12' }),
    ).toEqual({ allow: true });
  });

  it('still refuses a non-numeric floor plan row id', () => {
    expect(() =>
      navigate(`/projects/${SHARED}/abc`, { ...project, numericFloorPlanRowId: true }, { projectId: SHARED, floorPlanRowId: 'abc' }),
    ).toThrow('Invalid floor plan row id provided');
  });

  it('is sent back to its project from any other project, from root and from pages that need an account', () => {
    expect(navigate(`/projects/${OTHER}`, project, { projectId: OTHER })).toEqual({ redirect: `/projects/${SHARED}` });
    expect(navigate('/', { requiresLogin: true, cloudAccess: true })).toEqual({ redirect: `/projects/${SHARED}` });
    expect(navigate('/insights', { requiresLogin: true, insightsAccess: true })).toEqual({ redirect: `/projects/${SHARED}` });
    expect(navigate('/manage', { requiresLogin: true, insightsAccess: true })).toEqual({ redirect: `/projects/${SHARED}` });
    expect(navigate('/otp-login', { noLogin: true })).toEqual({ redirect: `/projects/${SHARED}` });
  });

  it('leaves pages without gates and the not-found rule to the ordinary rules', () => {
    expect(navigate('/secure-project-view/abc', {})).toEqual({ allow: true });
    expect(navigate('/nope', { notFound: true })).toEqual({ redirect: '/nope?from=%2F' });
  });

  it('does not change anything for a signed-in user', () => {
    const user = makeUser({ insightsAccessAllowed: false });
    expect(navigate('/insights', { requiresLogin: true, insightsAccess: true }, {}, { user })).toEqual({ redirect: '/' });
  });
});
