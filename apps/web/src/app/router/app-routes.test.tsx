import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { mockFetch } from '../../testing/fetch-mock.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { makeLicence, makeUser } from '../../testing/session.fixture.ts';
import { endSession, establishSession } from '../../lib/session/session-store.ts';
import { configureApiClient, resetApiClientConfig } from '../../lib/api/api-client-config.ts';
import { APP_ROUTE_TABLE } from './app-routes.tsx';
import type { AppRouteHandle } from './guard-loader.ts';

const PROJECT_UUID = '3f2b8c1e-9a4d-4c2b-8e7f-1a2b3c4d5e6f';

function listRoutes(routes: RouteObject[], parent = ''): [string, string][] {
  return routes.flatMap((route) => {
    const segment = route.index ? '' : (route.path ?? '');
    const path = segment.startsWith('/') ? segment : [parent, segment].filter(Boolean).join('/').replace(/\/+/g, '/') || parent;
    const own: [string, string][] = route.handle ? [[path || '/', (route.handle as AppRouteHandle).name]] : [];
    return [...own, ...listRoutes(route.children ?? [], path || parent)];
  });
}

beforeEach(() => {
  configureApiClient({ onUnauthorized: () => undefined, reportError: () => undefined });
  mockFetch({
    'GET /api/page-config': {
      body: {
        featureFlags: {},
        allowedRedirectHosts: [],
        optimizerBaseUrl: 'https://opt.example.com',
        plannerBaseUrl: 'https://plan.example.com',
        releaseNotesVersion: 'june-26-2025',
      },
    },
  });
  window.localStorage.setItem('whatsNewMenuSeen', 'june-26-2025');
});
afterEach(() => {
  endSession();
  resetApiClientConfig();
  vi.unstubAllGlobals();
});

describe('route table', () => {
  it('loads every page on first visit, so a route downloads only its own page (the not-found page ships with the layouts)', () => {
    const leaves = (routes: RouteObject[]): RouteObject[] => routes.flatMap((route) => (route.children ? leaves(route.children) : [route]));
    const eager = leaves(APP_ROUTE_TABLE)
      .filter((route) => typeof route.lazy !== 'function')
      .map((route) => (route.handle as AppRouteHandle).name);
    expect(eager).toEqual(['not-found']);
  });

  it('mirrors the routes of docs/product.md §2 one to one', () => {
    expect(listRoutes(APP_ROUTE_TABLE)).toEqual([
      ['/', 'landing'],
      ['/planner', 'planner'],
      ['/insights', 'main'],
      ['/projects/:projectId', 'projectView'],
      ['/projects/:projectId', 'project-dashboard'],
      ['/projects/:projectId/integrations', 'integrations'],
      ['/projects/:projectId/optimizer', 'optimizer'],
      ['/projects/:projectId/plan', 'planning-editor'],
      ['/projects/:projectId/:floorPlanRowId', 'floor-plan'],
      ['/security-preference', 'security-preference'],
      ['/home/manage', 'home-manage'],
      ['/home/manage', 'my-page'],
      ['/manage', 'manage'],
      ['/manage', 'manage-home'],
      ['/manage/projects', 'manage-projects'],
      ['/manage/licenses', 'manage-licenses'],
      ['/manage/organization-settings', 'organization-settings'],
      ['/manage/integrations', 'manage-integrations'],
      ['/manage/analytics', 'manage-analytics'],
      ['/demo', 'demo'],
      ['/secure-project-view/:keyId', 'secure-project-view'],
      ['/password', 'password'],
      ['/forgot-password', 'forgot-password'],
      ['/register', 'register'],
      ['/login', 'login'],
      ['/setup', 'setup'],
      ['/otp-login', 'otp-login'],
      ['/device', 'device-activation'],
      ['/device-auth-successful', 'device-auth-successful'],
      ['/saml-consume', 'saml-consume'],
      ['/eula-consent', 'eula-consent'],
      ['*', 'not-found'],
    ]);
  });
});

describe('guards wired into the router', () => {
  it('sends a visitor from root to the login page', async () => {
    const app = renderApp('/');
    expect(await screen.findByTestId('page-login')).toBeTruthy();
    expect(app.location()).toBe('/login');
  });

  it('keeps the requested page as the redirect query', async () => {
    const app = renderApp('/manage/licenses');
    await screen.findByTestId('page-login');
    expect(app.location()).toBe('/login?redirect=%2Fmanage%2Flicenses');
  });

  it('sends a user without consent to the EULA page', async () => {
    establishSession(makeUser({ eulaVersionConsent: null }), makeLicence());
    const app = renderApp('/insights');
    await screen.findByTestId('page-eula-consent');
    expect(app.location()).toBe('/eula-consent?redirect=%2Finsights');
  });

  it('sends a signed-in user from the login page to the landing page', async () => {
    establishSession(makeUser(), makeLicence());
    const app = renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Welcome to Airscope Cloud' })).toBeTruthy();
    expect(app.location()).toBe('/');
  });

  it('sends an expired licence to home-manage (my page)', async () => {
    establishSession(makeUser(), makeLicence({ licenseStatus: 'EXPIRED' }));
    const app = renderApp('/insights');
    await screen.findByTestId('page-my-page');
    expect(app.location()).toBe('/home/manage');
    expect(screen.getByTestId('licence-warning').textContent).toContain('Your license has expired');
  });

  it('shows the not-found screen, with the reason, for a non-numeric floor-plan row id', async () => {
    establishSession(makeUser(), makeLicence());
    renderApp(`/projects/${PROJECT_UUID}/abc`);
    const page = await screen.findByTestId('page-not-found');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page not found');
    expect(page.textContent).toContain('Invalid floor plan row id provided');
    expect(screen.queryByText('Something went wrong')).toBeNull();
    expect(screen.queryByTestId('page-error')).toBeNull();
  });

  it('renders the floor plan with a numeric row id', async () => {
    establishSession(makeUser(), makeLicence());
    renderApp(`/projects/${PROJECT_UUID}/12`);
    expect((await screen.findByTestId('page-floor-plan')).textContent).toContain('Floor plan 12');
  });

  it('applies the insights check to a UUID project', async () => {
    establishSession(makeUser({ insightsAccessAllowed: false }), makeLicence());
    const app = renderApp(`/projects/${PROJECT_UUID}`);
    await screen.findByTestId('page-landing');
    expect(app.location()).toBe('/');
  });

  it('shows not-found on manage pages a non-admin may not open', async () => {
    establishSession(makeUser({ orgAdmin: false }), makeLicence());
    renderApp('/manage/licenses');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Licenses' })).toBeNull();
  });

  it('shows not-found on organization settings to an admin without enterprise plus', async () => {
    establishSession(makeUser({ enterprisePlusAccess: false }), makeLicence());
    renderApp('/manage/organization-settings');
    await screen.findByTestId('page-not-found');
  });

  it('shows not-found for an unknown path on the first load, with the address as typed, in the public layout', async () => {
    const app = renderApp('/no/such/page');
    await screen.findByTestId('page-not-found');
    expect(app.location()).toBe('/no/such/page');
    expect(screen.queryByRole('button', { name: 'Account menu' })).toBeNull();
  });

  it('keeps a signed-in user in the workspace layout on the not-found page', async () => {
    establishSession(makeUser(), makeLicence());
    const app = renderApp('/no/such/page');
    await screen.findByTestId('page-not-found');
    expect(app.location()).toBe('/no/such/page');
    expect(screen.getByRole('button', { name: 'Account menu' })).toBeTruthy();
  });

  it('adds the previous path as `from` after an in-app navigation', async () => {
    establishSession(makeUser(), makeLicence());
    const app = renderApp('/insights');
    await screen.findByTestId('page-insights');
    await app.router.navigate('/nope');
    await waitFor(() => expect(app.location()).toBe('/nope?from=%2Finsights'));
  });

  it('sends the password page without its query to root', async () => {
    const app = renderApp('/password?userId=u1');
    await screen.findByTestId('page-login');
    expect(app.location()).toBe('/login');
  });

  it('shows the password page with userId and access_token', async () => {
    renderApp('/password?userId=u1&access_token=t');
    expect(await screen.findByTestId('page-password')).toBeTruthy();
  });

  it('leaves for the optimizer of the project', async () => {
    establishSession(makeUser(), makeLicence());
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, origin: window.location.origin });
    renderApp('/projects/p-7/optimizer');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://opt.example.com/projects/p-7'));
  });
});
