import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockFetch } from '../../testing/fetch-mock.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { makeLicence, makeUser } from '../../testing/session.fixture.ts';
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

describe('shouldShowWhatsNew (docs/product.md §4)', () => {
  const ada = { userId: 'user-1', role: 'USER' } as const;
  const bob = { userId: 'user-2', role: 'USER' } as const;
  it('opens for a user whose seen version differs from the current one', () => {
    expect(shouldShowWhatsNew(ada, null)).toBe(true);
    expect(shouldShowWhatsNew(ada, 'may-01-2025')).toBe(true);
    expect(shouldShowWhatsNew(ada, 'june-26-2025')).toBe(false);
    expect(shouldShowWhatsNew(null, null)).toBe(false);
  });
  it('keeps the seen version per user, so a second user of the browser still gets it once', () => {
    expect(shouldShowWhatsNew(ada, { 'user-1': 'june-26-2025' })).toBe(false);
    expect(shouldShowWhatsNew(bob, { 'user-1': 'june-26-2025' })).toBe(true);
    expect(shouldShowWhatsNew(bob, { 'user-2': 'may-01-2025' })).toBe(true);
  });
  it('never opens for a guest of a shared project', () => {
    expect(shouldShowWhatsNew({ userId: 'user-1', role: 'GUEST' }, null)).toBe(false);
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
    expect(JSON.parse(window.localStorage.getItem('whatsNewMenuSeen') ?? '{}')).toEqual({ 'user-1': 'june-26-2025' });
    first.unmount();

    renderApp('/');
    await screen.findByTestId('page-landing');
    expect(screen.queryByRole('dialog', { name: "What's new" })).toBeNull();
  });

  it('opens once more for another user of the same browser, then not again for either', async () => {
    window.localStorage.setItem('whatsNewMenuSeen', JSON.stringify({ 'user-1': 'june-26-2025' }));
    endSession();
    establishSession(makeUser({ userId: 'user-2', optimizerAccess: false, aiProCloudPlannerAccess: false }), makeLicence());
    const second = renderApp('/');
    await screen.findByRole('dialog', { name: "What's new" });
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: "What's new" })).toBeNull());
    expect(JSON.parse(window.localStorage.getItem('whatsNewMenuSeen') ?? '{}')).toEqual({
      'user-1': 'june-26-2025',
      'user-2': 'june-26-2025',
    });
    second.unmount();
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
