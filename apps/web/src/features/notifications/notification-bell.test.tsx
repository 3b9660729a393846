import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockFetch } from '../../testing/fetch-mock.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { makePageConfig } from '../../testing/insights.fixture.ts';
import { makeLicence, makeUser } from '../../testing/session.fixture.ts';
import { endSession, establishSession } from '../../lib/session/session-store.ts';

beforeEach(() => {
  window.localStorage.setItem('whatsNewMenuSeen', 'june-26-2025');
  establishSession(makeUser(), makeLicence());
});
afterEach(() => {
  endSession();
  vi.unstubAllGlobals();
});

describe('the notification list', () => {
  it('closes on Escape even when focus has left the open list', async () => {
    mockFetch({
      'GET /api/page-config': { body: makePageConfig({ featureFlags: { notification: 'true' } }) },
      'GET /notifyapi/v1/notification': { body: { notifications: [], unreadCount: 0 } },
    });
    renderApp('/manage');
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    await screen.findByRole('dialog', { name: 'Notifications' });
    expect(document.documentElement.style.overflow).toBe('hidden');
    // A toast or a re-render can move focus out of the list; the user still expects Escape to close it.
    (document.activeElement as HTMLElement | null)?.blur();
    fireEvent.keyDown(window, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull());
    expect(document.documentElement.style.overflow).toBe('');
  }, 30_000);
});
