import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startAppServer, type RunningServer } from '../../server/src/testing/app-process.ts';
import { findSeriousAccessibilityViolations } from './testing/axe.ts';
import { launchBrowser, screenshot } from './testing/browser.ts';
import { dismissWhatsNew, newVisitor, signInThroughForm, waitForPage } from './testing/sign-in.ts';

describe('signing in as each demo user', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it.each([
    ['admin@airscope.test', 'landing', '/'],
    ['user@airscope.test', 'landing', '/'],
    ['expired@airscope.test', 'my-page', '/home/manage'],
    ['suspended@airscope.test', 'my-page', '/home/manage'],
    ['noinsights@airscope.test', 'landing', '/'],
  ])('%s lands on the %s page', async (email, pageName, path) => {
    const { context, page } = await newVisitor(browser);
    await signInThroughForm(page, server.baseUrl, email);
    expect(await waitForPage(page, pageName)).toBe(path);
    await dismissWhatsNew(page);
    await screenshot(page, `landing-${email.split('@')[0]}`);
    await context.close();
  });

  it('sends a user without insights access from /insights to the landing page', async () => {
    const { context, page } = await newVisitor(browser);
    await signInThroughForm(page, server.baseUrl, 'noinsights@airscope.test');
    await waitForPage(page, 'landing');
    await page.goto(`${server.baseUrl}/insights`);
    expect(await waitForPage(page, 'landing')).toBe('/');
    await context.close();
  });

  it('sends an expired licence from /insights to Manage → My page', async () => {
    const { context, page } = await newVisitor(browser);
    await signInThroughForm(page, server.baseUrl, 'expired@airscope.test');
    await waitForPage(page, 'my-page');
    await page.goto(`${server.baseUrl}/insights`);
    expect(await waitForPage(page, 'my-page')).toBe('/home/manage');
    await expect(page.getByTestId('licence-warning').isVisible()).resolves.toBe(true);
    await context.close();
  });

  it('asks a user who consented to an older EULA to accept v4, then lets them on, and not again', async () => {
    const { context, page } = await newVisitor(browser);
    await signInThroughForm(page, server.baseUrl, 'neweula@airscope.test');
    expect(await waitForPage(page, 'eula-consent')).toBe('/eula-consent');
    await screenshot(page, 'eula-consent');
    await page.getByRole('button', { name: 'I agree' }).click();
    expect(await waitForPage(page, 'landing')).toBe('/');
    await page.goto(`${server.baseUrl}/manage`);
    expect(await waitForPage(page, 'my-page')).toBe('/manage');
    await context.close();
  });

  it('returns to the page that was asked for before signing in', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto(`${server.baseUrl}/manage`);
    expect(await waitForPage(page, 'login')).toBe('/login');
    await page.getByLabel('Email', { exact: true }).fill('admin@airscope.test');
    await page.getByLabel('Password', { exact: true }).fill('airscope-demo');
    await page.getByRole('button', { name: 'Sign in' }).click();
    expect(await waitForPage(page, 'my-page')).toBe('/manage');
    await context.close();
  });

  it('shows "Login failed" for a wrong password and stays on the login page', async () => {
    const { context, page } = await newVisitor(browser);
    await signInThroughForm(page, server.baseUrl, 'user@airscope.test', 'not-the-password');
    await page.getByText('Login failed').waitFor({ timeout: 10_000 });
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });

  it('shows the what’s-new dialog once per browser', async () => {
    const { context, page } = await newVisitor(browser);
    await signInThroughForm(page, server.baseUrl, 'admin@airscope.test');
    await waitForPage(page, 'landing');
    const dialog = page.getByRole('dialog', { name: "What's new" });
    await dialog.waitFor({ state: 'visible', timeout: 10_000 });
    await screenshot(page, 'whats-new');
    await page.getByRole('button', { name: 'Got it' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.reload();
    await waitForPage(page, 'landing');
    await page.waitForTimeout(1000);
    expect(await dialog.isVisible()).toBe(false);
    await context.close();
  });

  it('signs out: the session ends on the server and protected pages ask to sign in again', async () => {
    const { context, page } = await newVisitor(browser);
    await signInThroughForm(page, server.baseUrl, 'admin@airscope.test');
    await waitForPage(page, 'landing');
    await dismissWhatsNew(page);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    expect(await waitForPage(page, 'login')).toBe('/login');
    await page.goto(`${server.baseUrl}/manage`);
    expect(await waitForPage(page, 'login')).toBe('/login');
    await context.close();
  });

  it('shows the not-found page for an unknown path', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto(`${server.baseUrl}/no/such/page`);
    await waitForPage(page, 'not-found');
    await expect(page.getByRole('heading', { name: 'Page not found' }).isVisible()).resolves.toBe(true);
    await screenshot(page, 'not-found');
    await context.close();
  });

  it('has no serious accessibility violations on the login, landing and my pages', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto(`${server.baseUrl}/login`);
    await waitForPage(page, 'login');
    expect(await findSeriousAccessibilityViolations(page)).toEqual([]);
    await signInThroughForm(page, server.baseUrl, 'admin@airscope.test');
    await waitForPage(page, 'landing');
    await dismissWhatsNew(page);
    expect(await findSeriousAccessibilityViolations(page)).toEqual([]);
    await page.goto(`${server.baseUrl}/manage`);
    await waitForPage(page, 'my-page');
    expect(await findSeriousAccessibilityViolations(page)).toEqual([]);
    await context.close();
  });
});
