import { CSRF_COOKIE } from '@airscope/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { mockFetch } from '../../testing/fetch-mock.ts';
import { makeInsightProject, makePageConfig } from '../../testing/insights.fixture.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { makeLicence, makeUser } from '../../testing/session.fixture.ts';
import { endSession, establishSession } from '../../lib/session/session-store.ts';
import { configureApiClient, resetApiClientConfig } from '../../lib/api/api-client-config.ts';

const GUEST = makeUser({ role: 'GUEST', secureProjectId: 'p-7', orgAdmin: false, enterprisePlusAccess: false });

beforeEach(() => {
  configureApiClient({ onUnauthorized: () => undefined, reportError: () => undefined });
  // A guest of a shared project on a fresh browser: nothing seen yet, a CSRF cookie as after the one-time-code sign-in.
  window.localStorage.removeItem('whatsNewMenuSeen');
  document.cookie = `${CSRF_COOKIE}=guest-token; path=/`;
  establishSession(GUEST, null);
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(() => {
  endSession();
  resetApiClientConfig();
  vi.unstubAllGlobals();
  document.cookie = `${CSRF_COOKIE}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
});

describe('the shell of a guest of a shared project', () => {
  it('shows the project without notifications, analytics, what’s new or links that would bounce', async () => {
    const { calls } = mockFetch({
      'GET /api/page-config': { body: makePageConfig({ featureFlags: { notification: 'true' } }) },
      'GET /insightapi/v1/projects/p-7': { body: makeInsightProject({ id: 'p-7', name: 'Shared office' }) },
    });
    renderApp('/projects/p-7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Shared office' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Notifications/ })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    expect(screen.queryByRole('dialog', { name: "What's new" })).toBeNull();
    expect(screen.getByRole('link', { name: 'Airscope Insights' }).getAttribute('href')).toBe('/projects/p-7');

    fireEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Sign out' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Manage' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Security preferences' })).toBeNull();

    expect(calls.filter((call) => call.url.startsWith('/notifyapi') || call.url.startsWith('/eventapi'))).toEqual([]);
  });
});

describe('the shell of a signed-in user, for contrast', () => {
  it('offers notifications and the main navigation', async () => {
    endSession();
    window.localStorage.setItem('whatsNewMenuSeen', 'june-26-2025');
    establishSession(makeUser(), makeLicence());
    mockFetch({
      'GET /api/page-config': { body: makePageConfig({ featureFlags: { notification: 'true' } }) },
      'GET /notifyapi/v1/notification': { body: [] },
    });
    renderApp('/manage');
    expect(await screen.findByRole('button', { name: /Notifications/ })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
  });
});
