import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { mockFetch } from '../../testing/fetch-mock.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { makeLicence, makeUser } from '../../testing/session.fixture.ts';
import { endSession, establishSession } from '../../lib/session/session-store.ts';
import { configureApiClient, resetApiClientConfig } from '../../lib/api/api-client-config.ts';

beforeEach(() => configureApiClient({ onUnauthorized: () => undefined, reportError: () => undefined }));

afterEach(() => {
  endSession();
  resetApiClientConfig();
  vi.unstubAllGlobals();
});

describe('EULA consent page', () => {
  it('records consent with a partial PUT and continues to the requested page', async () => {
    window.localStorage.setItem('whatsNewMenuSeen', 'june-26-2025');
    establishSession(makeUser({ eulaVersionConsent: null }), makeLicence());
    const { calls } = mockFetch({
      'PUT /userapi/v1/users/user-1': { body: makeUser() },
      'GET /api/page-config': { status: 500, body: {} },
    });
    const app = renderApp('/insights');
    await screen.findByTestId('page-eula-consent');
    expect(screen.getByRole('region', { name: 'Agreement text' }).textContent).toContain('This agreement covers');
    fireEvent.click(screen.getByRole('button', { name: 'I agree' }));
    await screen.findByTestId('page-insights');
    expect(app.location()).toBe('/insights');
    const put = calls.find((call) => call.method === 'PUT');
    expect(JSON.parse(put?.body ?? '')).toEqual({ eulaVersionConsent: 'v4' });
  });

  it('shows the store message when the consent cannot be saved', async () => {
    establishSession(makeUser({ eulaVersionConsent: null }), makeLicence());
    mockFetch({ 'PUT /userapi/v1/users/user-1': { status: 500, body: {} } });
    renderApp('/eula-consent');
    await screen.findByTestId('page-eula-consent');
    fireEvent.click(screen.getByRole('button', { name: 'I agree' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Could not update user');
  });
});
