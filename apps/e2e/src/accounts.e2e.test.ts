import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForMail } from '../../server/src/modules/accounts/outbox-mail.fixture.ts';
import { startAppServer, type RunningServer } from '../../server/src/testing/app-process.ts';
import { findSeriousAccessibilityViolations } from './testing/axe.ts';
import { launchBrowser, screenshot } from './testing/browser.ts';
import { newVisitor, signInThroughForm, signInToLanding, waitForPage } from './testing/sign-in.ts';

const INVALID_LINK = 'This password reset link is invalid, expired or already used. Ask for a new one.';

/** A form field by its label, which carries a trailing " *" when the field is required. */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}( \\*)?$`));

/** Fills a form's two password fields (new and confirmation) and submits it. */
async function submitNewPassword(page: Page, labels: [string, string], password: string, submit: string) {
  await field(page, labels[0]).fill(password);
  await field(page, labels[1]).fill(password);
  await page.getByRole('button', { name: submit }).click();
}

describe('accounts: register, password policy and password reset by e-mail', () => {
  let server: RunningServer;
  let browser: Browser;
  let outbox: string;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
    outbox = path.join(server.dataDir, 'outbox');
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("registers a new account, after the organisation's password policy refused a weak password for its domain", async () => {
    // The admin switches the policy on and lists the organisation's e-mail domain.
    const admin = await newVisitor(browser);
    await signInToLanding(admin.page, server.baseUrl, 'admin@airscope.test');
    await admin.page.goto(`${server.baseUrl}/manage/organization-settings`);
    await waitForPage(admin.page, 'organization-settings');
    await admin.page.getByRole('switch', { name: 'Password policy' }).check();
    const domains = admin.page.getByRole('combobox', { name: 'E-mail domains of the organisation' });
    await domains.fill('corp.test');
    await domains.press('Enter');
    await admin.page.getByRole('button', { name: 'Save settings' }).click();
    await admin.page.getByRole('status').getByText('Settings saved.').waitFor();
    await admin.page.mouse.move(0, 0);
    await screenshot(admin.page, 'accounts-settings-policy-and-domains');
    await admin.context.close();

    const email = `newcomer-${Date.now()}@corp.test`;
    const visitor = await newVisitor(browser);
    await visitor.page.goto(`${server.baseUrl}/login`);
    await visitor.page.getByRole('link', { name: 'Create an account' }).click();
    expect(await waitForPage(visitor.page, 'register')).toBe('/register');
    expect(await findSeriousAccessibilityViolations(visitor.page)).toEqual([]);
    await visitor.page.getByText('If your organisation has a password policy: at least 12 characters').waitFor();
    await field(visitor.page, 'First name').fill('Nora');
    await field(visitor.page, 'Last name').fill('Newcomer');
    await field(visitor.page, 'Email').fill(email);
    // Long enough for the base rule, but without digits: the server applies corp.test's policy.
    await submitNewPassword(visitor.page, ['Password', 'Confirm password'], 'correct horse battery', 'Create account');
    await visitor.page.getByText('Your organisation requires passwords with both letters and digits.').waitFor();
    await screenshot(visitor.page, 'accounts-register-policy-refusal');

    const strong = 'correct horse battery 42';
    await submitNewPassword(visitor.page, ['Password', 'Confirm password'], strong, 'Create account');
    await visitor.page.getByRole('status').getByText(`We sent an email to ${email}.`, { exact: false }).waitFor();
    await waitForMail(outbox, (entry) => entry.to === email && entry.subject === 'Welcome to Airscope');

    // The new account signs in; with no EULA consent yet, the app asks for it first.
    await signInThroughForm(visitor.page, server.baseUrl, email, strong);
    expect(await waitForPage(visitor.page, 'eula-consent')).toBe('/eula-consent');
  });

  it('resets a forgotten password through the e-mailed link, signs in with the new one, and refuses the link a second time', async () => {
    const email = 'user@airscope.test';
    const visitor = await newVisitor(browser);
    await visitor.page.goto(`${server.baseUrl}/login`);
    await visitor.page.getByRole('link', { name: 'Forgot password?' }).click();
    expect(await waitForPage(visitor.page, 'forgot-password')).toBe('/forgot-password');
    expect(await findSeriousAccessibilityViolations(visitor.page)).toEqual([]);
    await field(visitor.page, 'Email').fill(email);
    await visitor.page.getByRole('button', { name: 'Send reset link' }).click();
    await visitor.page.getByRole('status').getByText(`If an account exists for ${email}`, { exact: false }).waitFor();

    const mail = await waitForMail(outbox, (entry) => entry.to === email && /reset/i.test(entry.subject));
    const link = new URL(/https?:\/\/\S+\/password\?\S+/.exec(mail.text)![0]);
    expect(link.searchParams.get('userId')).toMatch(/^[0-9a-f-]{36}$/);
    expect(link.searchParams.get('access_token')).toBeTruthy();
    const linkPath = `${link.pathname}${link.search}`;

    await visitor.page.goto(`${server.baseUrl}${linkPath}`);
    expect(await waitForPage(visitor.page, 'password')).toBe('/password');
    expect(await findSeriousAccessibilityViolations(visitor.page)).toEqual([]);
    const fresh = 'a fresh passphrase 2026';
    await submitNewPassword(visitor.page, ['New password', 'Confirm new password'], fresh, 'Save password');
    await visitor.page.getByRole('status').getByText('You can now sign in with your new password.').waitFor();
    await screenshot(visitor.page, 'accounts-password-saved');

    // The old password no longer works; the new one does.
    await signInThroughForm(visitor.page, server.baseUrl, email);
    await visitor.page.getByText('Login failed').waitFor();
    const session = await newVisitor(browser);
    await signInThroughForm(session.page, server.baseUrl, email, fresh);
    expect(await waitForPage(session.page, 'landing')).toBe('/');

    // The same link a second time, in another browser: refused, and the password stays.
    const replay = await newVisitor(browser);
    await replay.page.goto(`${server.baseUrl}${linkPath}`);
    await waitForPage(replay.page, 'password');
    await submitNewPassword(replay.page, ['New password', 'Confirm new password'], 'a hijacked passphrase 1', 'Save password');
    await replay.page.getByText(INVALID_LINK).waitFor();
    await screenshot(replay.page, 'accounts-reset-link-used');
    const check = await newVisitor(browser);
    await signInThroughForm(check.page, server.baseUrl, email, fresh);
    expect(await waitForPage(check.page, 'landing')).toBe('/');
  });
});
