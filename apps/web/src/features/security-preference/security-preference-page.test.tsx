import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockFetch } from '../../testing/fetch-mock.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { signInForEachTest } from '../../testing/signed-in-session.ts';

const SESSIONS = '/userapi/v1/users/user-1/sessions';
const sessions = [
  {
    sessionKey: 'aaaaaaaaaaaaaaaa',
    createdAt: '2026-11-20T08:00:00Z',
    lastSeenAt: '2026-11-22T09:00:00Z',
    userAgent: 'Firefox on Linux',
    current: true,
  },
  {
    sessionKey: 'bbbbbbbbbbbbbbbb',
    createdAt: '2026-11-21T08:00:00Z',
    lastSeenAt: '2026-11-21T10:00:00Z',
    userAgent: null,
    current: false,
  },
];

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

signInForEachTest();

describe('security preferences', () => {
  it('lists the sessions and ends another one', async () => {
    const { calls } = mockFetch({
      [`GET ${SESSIONS}`]: { body: sessions },
      [`DELETE ${SESSIONS}/bbbbbbbbbbbbbbbb`]: { status: 204 },
    });
    renderApp('/security-preference');
    const table = await screen.findByRole('table', { name: 'Sessions' });
    expect(within(table).getByText('Firefox on Linux')).toBeTruthy();
    expect(within(table).getByText('This session')).toBeTruthy();
    expect(within(table).getAllByRole('button', { name: /End session/ })).toHaveLength(1);
    fireEvent.click(within(table).getByRole('button', { name: 'End session on Unknown device' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE' && call.url === `${SESSIONS}/bbbbbbbbbbbbbbbb`)).toBe(true));
  });

  it('checks the change-password fields before calling the server', async () => {
    const { calls } = mockFetch({ [`GET ${SESSIONS}`]: { body: sessions } });
    renderApp('/security-preference');
    await screen.findByRole('form', { name: 'Change password' });
    type(/^New password/, 'short');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Use at least 8 characters.')).toBeTruthy();
    expect(screen.getAllByText('This field is required.')).toHaveLength(2);
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it('shows the server’s answer to a wrong current password, and success otherwise', async () => {
    const routes = {
      [`GET ${SESSIONS}`]: { body: sessions },
      'PUT /userapi/v1/users/user-1/password': {
        status: 400,
        body: { errorMessageList: [{ errorDescription: 'The current password is not correct.' }] },
      },
    };
    const { calls } = mockFetch(routes);
    renderApp('/security-preference');
    await screen.findByRole('form', { name: 'Change password' });
    type(/^Current password/, 'wrong one');
    type(/^New password/, 'a new passphrase');
    type(/^Confirm new password/, 'a new passphrase');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The current password is not correct.');
    const sent = calls.find((call) => call.method === 'PUT')!;
    expect(JSON.parse(sent.body!)).toEqual({ currentPassword: 'wrong one', newPassword: 'a new passphrase' });

    mockFetch({ ...routes, 'PUT /userapi/v1/users/user-1/password': { status: 204 } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect((await screen.findByRole('status')).textContent).toContain('Your other sessions have been signed out.');
  });
});
