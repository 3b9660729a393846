import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { mockFetch } from '../../testing/fetch-mock.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { makePageConfig } from '../../testing/insights.fixture.ts';
import { makeLicence, makeUser } from '../../testing/session.fixture.ts';
import { signInForEachTest } from '../../testing/signed-in-session.ts';

signInForEachTest();
vi.setConfig({ testTimeout: 20_000 });

const USER = makeUser();
const PUT_LICENSE = `PUT /userapi/v1/users/${USER.userId}/license`;

async function submitKey(key: string) {
  renderApp('/home/manage');
  const form = await screen.findByRole('form', { name: 'Change license key' });
  fireEvent.change(within(form).getByLabelText(/New license key/), { target: { value: key } });
  fireEvent.click(within(form).getByRole('button', { name: 'Update license key' }));
  return form;
}

describe('changing the license key on my page', () => {
  const serve = (answer: { status: number; body?: unknown } | Error) =>
    mockFetch({
      'GET /api/page-config': { body: makePageConfig() },
      [`GET /userapi/v1/users/${USER.userId}/licenseStatus`]: { body: makeLicence() },
      [PUT_LICENSE]: answer,
    });

  it('shows one reason, at the field, when the server refuses the key', async () => {
    serve({ status: 400, body: { message: 'This license key is not valid.', errorCode: 'LICENSE_KEY_UNKNOWN' } });
    const form = await submitKey('NOPE-0000');
    expect(await within(form).findByText('This license key is not valid.')).toBeTruthy();
    expect(within(form).queryByRole('alert')).toBeNull();
    expect(form.textContent).not.toContain('Failed to retrieve user license');
    expect(form.textContent).not.toMatch(/licence/i);
    // Editing the key clears the reason.
    fireEvent.change(within(form).getByLabelText(/New license key/), { target: { value: 'DEMO-1' } });
    expect(within(form).queryByText('This license key is not valid.')).toBeNull();
  });

  it('shows one panel with what happened when the change fails for another reason', async () => {
    serve(new TypeError('Failed to fetch'));
    const form = await submitKey('DEMO-0002');
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toBe('The license key could not be changedNetwork error or request aborted');
    expect(form.textContent).not.toContain('Failed to retrieve user license');
  });
});
