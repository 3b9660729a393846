import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { mockFetch } from '../../testing/fetch-mock.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { endSession } from '../../lib/session/session-store.ts';
import { configureApiClient, resetApiClientConfig } from '../../lib/api/api-client-config.ts';

const PAGE_CONFIG = {
  featureFlags: {},
  allowedRedirectHosts: [],
  optimizerBaseUrl: '',
  plannerBaseUrl: '',
  releaseNotesVersion: 'june-26-2025',
};

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(() => {
  configureApiClient({ onUnauthorized: () => undefined, reportError: () => undefined });
});
afterEach(() => {
  endSession();
  resetApiClientConfig();
  vi.unstubAllGlobals();
});

describe('register form', () => {
  it('checks every field before calling the server', async () => {
    const { calls } = mockFetch({ 'GET /api/page-config': { body: PAGE_CONFIG } });
    renderApp('/register');
    await screen.findByRole('form', { name: 'Create your Airscope account' });
    type(/^Email/, 'not-an-email');
    type(/^Password/, 'short');
    type(/^Confirm password/, 'other');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeTruthy();
    expect(screen.getByText('Use at least 8 characters.')).toBeTruthy();
    expect(screen.getByText('The passwords do not match.')).toBeTruthy();
    expect(screen.getAllByText('This field is required.')).toHaveLength(2);
    expect(calls.filter((call) => call.url.includes('/register'))).toHaveLength(0);
  });

  it('sends the registration and shows the same answer for any address', async () => {
    const { calls } = mockFetch({
      'GET /api/page-config': { body: PAGE_CONFIG },
      'POST /userapi/v1/users/register': { status: 202, body: {} },
    });
    renderApp('/register');
    await screen.findByRole('form', { name: 'Create your Airscope account' });
    type(/^First name/, 'Ada');
    type(/^Last name/, 'Lovelace');
    type(/^Email/, ' ada@example.com ');
    type(/^Password/, 'a long passphrase');
    type(/^Confirm password/, 'a long passphrase');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect((await screen.findByRole('status')).textContent).toContain('ada@example.com');
    const sent = calls.find((call) => call.url === '/userapi/v1/users/register')!;
    expect(JSON.parse(sent.body!)).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      password: 'a long passphrase',
    });
  });
});

describe('forgot-password form', () => {
  it('refuses an invalid address without calling the server, then sends a valid one', async () => {
    const { calls } = mockFetch({
      'GET /api/page-config': { body: PAGE_CONFIG },
      'POST /userapi/v1/users/forgot-password': { status: 202, body: {} },
    });
    renderApp('/forgot-password');
    await screen.findByRole('form', { name: 'Reset your password' });
    type(/^Email/, 'nope');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeTruthy();
    expect(calls.filter((call) => call.url.includes('forgot-password'))).toHaveLength(0);
    type(/^Email/, 'ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByRole('status')).textContent).toContain('If an account exists for ada@example.com');
  });
});

describe('password page', () => {
  const PATH = '/password?userId=user-1&access_token=token-abc';

  it('sets the new password with the link’s token, then offers to sign in', async () => {
    const { calls } = mockFetch({
      'GET /api/page-config': { body: PAGE_CONFIG },
      'POST /userapi/v1/users/reset-password': { status: 204 },
    });
    renderApp(PATH);
    await screen.findByTestId('page-password');
    type(/^New password/, 'a long passphrase');
    type(/^Confirm new password/, 'a long passphrase');
    fireEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeTruthy();
    const sent = calls.find((call) => call.url === '/userapi/v1/users/reset-password')!;
    expect(JSON.parse(sent.body!)).toEqual({ userId: 'user-1', accessToken: 'token-abc', password: 'a long passphrase' });
  });

  it('shows mismatches and the server’s reason for a used link', async () => {
    const reason = 'This password reset link is invalid, expired or already used. Ask for a new one.';
    mockFetch({
      'GET /api/page-config': { body: PAGE_CONFIG },
      'POST /userapi/v1/users/reset-password': { status: 400, body: { errorMessageList: [{ errorDescription: reason }] } },
    });
    renderApp(PATH);
    await screen.findByTestId('page-password');
    type(/^New password/, 'a long passphrase');
    type(/^Confirm new password/, 'another passphrase');
    fireEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('The passwords do not match.')).toBeTruthy();
    type(/^Confirm new password/, 'a long passphrase');
    fireEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect((await screen.findByRole('alert')).textContent).toContain(reason);
  });
});
