import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockFetch } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';
import { makeLicence, makeUser } from '../../test/session.fixture.ts';
import { endSession, establishSession } from '../../lib/session/session-store.ts';
import { shouldShowWhatsNew } from './whats-new-state.ts';

beforeEach(() => {
  mockFetch({});
  establishSession(makeUser({ optimizerAccess: false, aiProCloudPlannerAccess: false }), makeLicence());
});
afterEach(() => {
  endSession();
  vi.unstubAllGlobals();
});

describe('shouldShowWhatsNew (spec §4)', () => {
  it('opens for a user whose seen version differs from the current one', () => {
    expect(shouldShowWhatsNew(true, null)).toBe(true);
    expect(shouldShowWhatsNew(true, 'may-01-2025')).toBe(true);
    expect(shouldShowWhatsNew(true, 'june-26-2025')).toBe(false);
    expect(shouldShowWhatsNew(false, null)).toBe(false);
  });
});

describe("what's new dialog", () => {
  it('shows once, lists the release notes and remembers closing', async () => {
    const first = renderApp('/');
    const dialog = await screen.findByRole('dialog', { name: "What's new" });
    expect(dialog.textContent).toContain('Share projects securely with a one-time password');
    expect(dialog.textContent).toContain('AI Pro Online');
    expect(dialog.querySelector('time')?.getAttribute('dateTime')).toBe('2025-06-26');
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: "What's new" })).toBeNull());
    expect(window.localStorage.getItem('whatsNewMenuSeen')).toBe('june-26-2025');
    first.unmount();

    renderApp('/');
    await screen.findByTestId('page-landing');
    expect(screen.queryByRole('dialog', { name: "What's new" })).toBeNull();
  });

  it('does not open without a user', async () => {
    endSession();
    renderApp('/login');
    await screen.findByTestId('page-login');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
