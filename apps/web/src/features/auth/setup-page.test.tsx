import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { SETUP_TEXT } from '@airscope/contracts';
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
const TOKEN = 'k'.repeat(43);
const apiError = (message: string) => ({ errorMessageList: [{ errorDescription: message }], message, requestId: 'r1' });
const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(() => {
  configureApiClient({ onUnauthorized: () => undefined, reportError: () => undefined });
});
afterEach(() => {
  endSession();
  resetApiClientConfig();
  vi.unstubAllGlobals();
});

describe('first-start setup page', () => {
  // The first render of the app loads every route's code: slow on a busy machine.
  it('sends the token from the fragment with the organisation and administrator, then points to sign-in', { timeout: 30_000 }, async () => {
    const { calls } = mockFetch({
      'GET /api/page-config': { body: PAGE_CONFIG },
      'POST /userapi/v1/setup/check': { status: 204 },
      'POST /userapi/v1/setup/first-admin': { status: 201, body: { userId: 'u1', email: 'it@example.org' } },
    });
    renderApp(`/setup#${TOKEN}`);
    await screen.findByRole('form', { name: 'Set up Airscope' });
    expect(JSON.parse(calls.find((call) => call.url === '/userapi/v1/setup/check')!.body!)).toEqual({ token: TOKEN });
    type(/^Organisation name/, 'Example Networks');
    type(/^First name/, 'Grace');
    type(/^Last name/, 'Hopper');
    type(/^Email/, ' it@example.org ');
    type(/^Password/, 'a long first password');
    type(/^Confirm password/, 'a long first password');
    fireEvent.click(screen.getByRole('button', { name: 'Create administrator' }));
    expect((await screen.findByRole('status')).textContent).toContain('it@example.org');
    expect(JSON.parse(calls.find((call) => call.url === '/userapi/v1/setup/first-admin')!.body!)).toEqual({
      token: TOKEN,
      organisationName: 'Example Networks',
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'it@example.org',
      password: 'a long first password',
    });
  });

  it('shows the server’s refusal of a used link and no form', async () => {
    mockFetch({
      'GET /api/page-config': { body: PAGE_CONFIG },
      'POST /userapi/v1/setup/check': { status: 410, body: apiError(SETUP_TEXT.usedLink) },
    });
    renderApp(`/setup#${TOKEN}`);
    expect(await screen.findByText(SETUP_TEXT.usedLink)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Set up Airscope' })).toBeNull();
  });

  it('refuses a link without a token without asking the server', async () => {
    const { calls } = mockFetch({ 'GET /api/page-config': { body: PAGE_CONFIG } });
    renderApp('/setup');
    expect(await screen.findByText(SETUP_TEXT.unknownLink)).toBeTruthy();
    expect(calls.filter((call) => call.url.includes('/setup/'))).toHaveLength(0);
  });
});
