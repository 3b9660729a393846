import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type RunningServer } from '../../server/src/testing/app-process.ts';
import { findSeriousAccessibilityViolations } from './testing/axe.ts';
import { launchBrowser, screenshot } from './testing/browser.ts';
import { newVisitor, signInToLanding } from './testing/sign-in.ts';
import { ESX_FIXTURES } from '@airscope/test-data';

const FIXTURE = ESX_FIXTURES.TEST;

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

/** Uploads a file through the upload API from inside the signed-in page (cookie plus CSRF header). */
async function uploadFromPage(target: Page, fileName: string, base64: string): Promise<string> {
  return target.evaluate(
    async ({ fileName, base64 }) => {
      const headers = { 'content-type': 'application/json', csrfToken: window.localStorage.getItem('sessionCSRFToken') ?? '' };
      const initiated = await fetch('/esxfileapi/v1/projects/upload/initiate', {
        method: 'POST',
        headers,
        body: JSON.stringify({ fileName, fileExtension: 'esx' }),
      }).then((r) => r.json() as Promise<{ url: string; fileUploadId: string }>);
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const put = await fetch(initiated.url, { method: 'PUT', headers: { 'content-type': 'application/octet-stream' }, body: bytes });
      if (!put.ok) throw new Error(`PUT answered ${put.status}`);
      const commit = await fetch('/esxfileapi/v1/projects/upload/commit', {
        method: 'POST',
        headers,
        body: JSON.stringify({ fileUploadId: initiated.fileUploadId }),
      });
      if (!commit.ok) throw new Error(`commit answered ${commit.status}`);
      return initiated.fileUploadId;
    },
    { fileName, base64 },
  );
}

/** Opens the account menu from a closed state (a menu left open would toggle shut). */
async function openAccountMenu(target: Page, label: string): Promise<void> {
  await target.keyboard.press('Escape');
  await target.getByRole('menu').waitFor({ state: 'hidden' });
  await target.getByRole('button', { name: label }).click();
  await target.getByRole('menu').waitFor({ state: 'visible' });
}

/** A reload under load can take a while; wait for the landing page longer than the harness does. */
async function reloadLanding(target: Page): Promise<void> {
  await target.reload();
  await target.getByTestId('page-landing').waitFor({ state: 'visible', timeout: 60_000 });
}

beforeAll(async () => {
  server = await startAppServer({ SEED_DEMO_PROJECTS: 'false' });
  browser = await launchBrowser();
  ({ context, page } = await newVisitor(browser));
  await signInToLanding(page, server.baseUrl, 'user@airscope.test');
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

describe('language, theme and notifications', () => {
  it('switches the whole UI to German and back to English', async () => {
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByText('Home', { exact: true }).waitFor();
    await openAccountMenu(page, 'Account menu');
    await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByText('Start', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Benachrichtigungen' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    // The choice survives a reload.
    await reloadLanding(page);
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByText('Verwaltung', { exact: true }).waitFor();
    await openAccountMenu(page, 'Kontomenü');
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await nav.getByText('Home', { exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  });

  it('turns the dark theme on, keeps it after a reload, and back off', async () => {
    const scheme = () => page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'));
    expect(await scheme()).toBe('light');
    await openAccountMenu(page, 'Account menu');
    await page.getByRole('menuitemcheckbox', { name: 'Dark theme' }).click();
    await page.waitForFunction(() => document.documentElement.getAttribute('data-mantine-color-scheme') === 'dark');
    await page.keyboard.press('Escape');
    await reloadLanding(page);
    expect(await scheme()).toBe('dark');
    await screenshot(page, 'landing-dark');
    await openAccountMenu(page, 'Account menu');
    await page.getByRole('menuitemcheckbox', { name: 'Dark theme' }).click();
    await page.waitForFunction(() => document.documentElement.getAttribute('data-mantine-color-scheme') === 'light');
    await page.keyboard.press('Escape');
  });

  it('shows a toast and an unread notification when an upload finishes, and marks it read', async () => {
    expect(await page.getByRole('button', { name: 'Notifications', exact: true }).isVisible()).toBe(true);
    await uploadFromPage(page, 'Test office.esx', fs.readFileSync(FIXTURE).toString('base64'));
    // The list is polled, so the news arrives without a reload.
    const toast = page.locator('.mantine-Notification-root').filter({ hasText: 'Upload finished' });
    await toast.waitFor({ state: 'visible', timeout: 45_000 });
    expect(await toast.textContent()).toContain('Test office.esx was imported as project');
    // offsetWidth is the laid-out width; the bounding box also carries the entry transition's transform.
    const width = await toast.evaluate((element) => (element as HTMLElement).offsetWidth);
    expect(width).toBeGreaterThan(500);
    expect(width).toBeLessThanOrEqual(512);
    expect(await findSeriousAccessibilityViolations(page, '.mantine-Notification-root')).toEqual([]);
    const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
    await bell.waitFor();
    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await panel.waitFor();
    const item = panel.getByRole('listitem').first();
    expect(await item.textContent()).toContain('Upload finished');
    expect(await item.textContent()).toContain('unread');
    // docs/product.md §2: scrolling is blocked while the list is open.
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('hidden');
    expect(await findSeriousAccessibilityViolations(page, 'header')).toEqual([]);
    expect(await findSeriousAccessibilityViolations(page, '[data-testid="notification-panel"]')).toEqual([]);
    await screenshot(page, 'notification-list');
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');
    // Confirming the toast closes it and marks the notification read.
    await toast.getByRole('button', { name: 'OK' }).click();
    await toast.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    await reloadLanding(page);
    await page.getByRole('button', { name: 'Notifications', exact: true }).click();
    const readItem = page.getByRole('dialog', { name: 'Notifications' }).getByRole('listitem').first();
    await readItem.waitFor();
    expect(await readItem.textContent()).toContain('Upload finished');
    expect(await readItem.textContent()).not.toContain('unread');
  });
});
