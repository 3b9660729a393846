import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockFetch, type MockAnswer } from '../../testing/fetch-mock.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { makeLicence, makeUser } from '../../testing/session.fixture.ts';
import { endSession } from '../../lib/session/session-store.ts';
import { configureApiClient, resetApiClientConfig } from '../../lib/api/api-client-config.ts';

const PAGE_CONFIG = {
  featureFlags: {},
  allowedRedirectHosts: ['app.example.com'],
  optimizerBaseUrl: '',
  plannerBaseUrl: '',
  releaseNotesVersion: 'june-26-2025',
};

function serverWith(login: MockAnswer) {
  return mockFetch({
    'POST /authapi/v1/authentications': login,
    'GET /userapi/v1/users/who-am-i': { body: makeUser() },
    'GET /userapi/v1/users/user-1/licenseStatus': { body: makeLicence() },
    'GET /api/page-config': { body: PAGE_CONFIG },
  });
}

function signInAs(email: string, password: string) {
  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

beforeEach(() => {
  configureApiClient({ onUnauthorized: () => undefined, reportError: () => undefined });
  window.localStorage.setItem('whatsNewMenuSeen', 'june-26-2025');
});
afterEach(() => {
  endSession();
  resetApiClientConfig();
  vi.unstubAllGlobals();
});

describe('login page', () => {
  it('shows "Login failed" when the server answers 401', async () => {
    serverWith({ status: 401, body: { errorMessageList: [{ errorDescription: 'Login failed' }] } });
    renderApp('/login');
    await screen.findByTestId('page-login');
    signInAs('ada@example.com', 'wrong');
    const alert = await screen.findByRole('alert');
    // One message, the one of docs/product.md §8, and nothing else beside it.
    expect(alert.textContent).toBe('Login failed');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByTestId('page-login')).toBeTruthy();
  });

  it('shows the lockout text on 423', async () => {
    serverWith({ status: 423, body: {} });
    renderApp('/login');
    await screen.findByTestId('page-login');
    signInAs('ada@example.com', 'wrong');
    expect((await screen.findByRole('alert')).textContent).toContain('please wait for 30 minutes');
  });

  it('checks the fields before calling the server', async () => {
    const { calls } = serverWith({ status: 500 });
    renderApp('/login');
    await screen.findByTestId('page-login');
    signInAs('not-an-email', '');
    expect(await screen.findByText('Enter a valid email address.')).toBeTruthy();
    expect(screen.getByText('This field is required.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('signs in and follows an allowed redirect query', async () => {
    serverWith({ body: { userId: 'user-1' }, headers: { csrftoken: 'tok' } });
    const app = renderApp('/login?redirect=%2Fmanage');
    await screen.findByTestId('page-login');
    signInAs('ada@example.com', 'secret');
    await screen.findByTestId('page-my-page');
    expect(app.location()).toBe('/manage');
    expect(window.localStorage.getItem('sessionCSRFToken')).toBe('tok');
  });

  it('goes to root instead of a redirect to another site', async () => {
    serverWith({ body: { userId: 'user-1' }, headers: { csrftoken: 'tok' } });
    const app = renderApp('/login?redirect=https%3A%2F%2Fevil.com');
    await screen.findByTestId('page-login');
    signInAs('ada@example.com', 'secret');
    await screen.findByTestId('page-landing');
    expect(app.location()).toBe('/');
  });

  it('leaves for an allowed https host', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, origin: window.location.origin });
    serverWith({ body: { userId: 'user-1' }, headers: { csrftoken: 'tok' } });
    renderApp('/login?redirect=https%3A%2F%2Fapp.example.com%2Fx');
    await screen.findByTestId('page-login');
    signInAs('ada@example.com', 'secret');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://app.example.com/x'));
  });

  it('shows the server error of the register form nicely when the call does not exist yet', async () => {
    mockFetch({ 'POST /userapi/v1/users/register': { status: 404, body: { message: 'Route POST:/userapi/v1/users/register not found' } } });
    renderApp('/register');
    await screen.findByTestId('page-register');
    fireEvent.change(screen.getByLabelText(/^First name/), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByLabelText(/^Last name/), { target: { value: 'Lovelace' } });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'long-enough' } });
    fireEvent.change(screen.getByLabelText(/^Confirm password/), { target: { value: 'long-enough' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The account could not be created');
    expect(alert.textContent).toContain('not found');
  });

  it('asks check-sso first and goes to the identity provider for an SSO address, without posting a password', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, origin: window.location.origin });
    const { calls } = mockFetch({
      'GET /authapi/v1/check-sso': { body: { sso: true, ssoOnly: true, loginUrl: '/authapi/v1/sso/login?email=ada%40corp.example' } },
      'GET /api/page-config': { body: PAGE_CONFIG },
    });
    renderApp('/login?redirect=%2Finsights');
    await screen.findByTestId('page-login');
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'ada@corp.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/authapi/v1/sso/login?email=ada%40corp.example&redirect=%2Finsights'));
    expect(calls.find((call) => call.url.startsWith('/authapi/v1/check-sso'))?.url).toBe('/authapi/v1/check-sso?email=ada%40corp.example');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    expect(screen.queryByText('This field is required.')).toBeNull();
  });

  it('asks for the password of an address without SSO', async () => {
    const { calls } = mockFetch({
      'GET /authapi/v1/check-sso': { body: { sso: false, ssoOnly: false, loginUrl: null } },
      'GET /api/page-config': { body: PAGE_CONFIG },
    });
    renderApp('/login');
    await screen.findByTestId('page-login');
    signInAs('ada@example.com', '');
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('says why a single sign-on was refused on the return page', async () => {
    mockFetch({ 'GET /api/page-config': { body: PAGE_CONFIG } });
    renderApp('/saml-consume?error=replayed');
    await screen.findByTestId('page-saml-consume');
    expect((await screen.findByRole('alert')).textContent).toContain('This sign-in response has already been used.');
    expect(screen.getByRole('link', { name: 'Back to sign-in' })).toBeTruthy();
  });
});
