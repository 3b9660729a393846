import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { mockFetch } from '../../testing/fetch-mock.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { makeLicence, makeUser } from '../../testing/session.fixture.ts';
import { endSession, establishSession } from '../../lib/session/session-store.ts';

beforeEach(() => {
  window.localStorage.setItem('whatsNewMenuSeen', 'june-26-2025');
  establishSession(makeUser({ orgAdmin: true, enterprisePlusAccess: false }), makeLicence());
});
afterEach(() => {
  endSession();
  vi.unstubAllGlobals();
});

describe('workspace shell', () => {
  it('has a skip link and the header, navigation, main and footer landmarks', async () => {
    mockFetch({});
    renderApp('/manage');
    await screen.findByTestId('page-my-page');
    expect(screen.getByRole('link', { name: 'Skip to main content' }).getAttribute('href')).toBe('#main-content');
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main').id).toBe('main-content');
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    const manageNav = screen.getByRole('navigation', { name: 'Manage navigation' });
    expect(
      within(manageNav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['My page', 'Projects', 'Licenses', 'Analytics']);
  });

  it('links the analytics page for org admins and hides it from other users', async () => {
    mockFetch({});
    const app = renderApp('/manage');
    await screen.findByTestId('page-my-page');
    const adminNav = screen.getByRole('navigation', { name: 'Manage navigation' });
    fireEvent.click(within(adminNav).getByRole('link', { name: 'Analytics' }));
    await screen.findByRole('heading', { name: 'Analytics' });
    expect(app.location()).toBe('/manage/analytics');
    app.unmount();

    endSession();
    establishSession(makeUser({ orgAdmin: false }), makeLicence());
    renderApp('/manage');
    await screen.findByTestId('page-my-page');
    const memberNav = screen.getByRole('navigation', { name: 'Manage navigation' });
    expect(within(memberNav).queryByRole('link', { name: 'Analytics' })).toBeNull();
    expect(
      within(memberNav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['My page']);
  });

  it('shows name and email in the account menu and signs out to the login page', async () => {
    const { calls } = mockFetch({ 'DELETE /authapi/v1/authentications': { status: 204 } });
    const app = renderApp('/manage');
    await screen.findByTestId('page-my-page');
    fireEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    const menu = await screen.findByRole('menu');
    expect(menu.textContent).toContain('Ada Lovelace');
    expect(menu.textContent).toContain('ada@example.com');
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Sign out' }));
    await screen.findByTestId('page-login');
    expect(app.location()).toBe('/login');
    expect(calls.some((call) => call.method === 'DELETE' && call.url.endsWith('/authapi/v1/authentications'))).toBe(true);
    expect(window.localStorage.getItem('sessionUser')).toBeNull();
  });

  it('sets the tab title per area', async () => {
    mockFetch({});
    const app = renderApp('/manage');
    await screen.findByTestId('page-my-page');
    expect(document.title).toBe('Airscope Cloud');
    await app.router.navigate('/insights');
    await screen.findByTestId('page-insights');
    expect(document.title).toBe('Airscope Insights');
  });
});
