import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type RunningServer } from '../../server/src/testing/app-process.ts';
import { callOverHttp, signInOverHttp } from '../../server/src/testing/http-client.ts';
import { findSeriousAccessibilityViolations } from './testing/axe.ts';
import { launchBrowser, screenshot } from './testing/browser.ts';
import { dismissWhatsNew, newVisitor, signInThroughForm, waitForPage } from './testing/sign-in.ts';

const WEB_DIST = process.env.WEB_DIST_DIR ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/**
 * A private copy of the web build: other browser-test runs rebuild apps/web/dist meanwhile, and a
 * page whose script files vanished mid-test would never render. Copied again until consistent.
 */
function snapshotWebBuild(): string {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'airscope-web-'));
    let index = '';
    try {
      fs.cpSync(WEB_DIST, copy, { recursive: true });
      index = fs.readFileSync(path.join(copy, 'index.html'), 'utf8');
    } catch {
      // A rebuild emptied the folder while it was copied: try again below.
    }
    const assets = [...index.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((match) => match[1]!);
    if (assets.length > 0 && assets.every((asset) => fs.existsSync(path.join(copy, asset)))) return copy;
    fs.rmSync(copy, { recursive: true, force: true });
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 3000);
  }
  throw new Error('the web build kept changing while it was copied');
}

describe('the management area', () => {
  let server: RunningServer;
  let browser: Browser;
  let webDist: string;
  beforeAll(async () => {
    webDist = snapshotWebBuild();
    [server, browser] = await Promise.all([startAppServer({ WEB_DIST_DIR: webDist }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (webDist) fs.rmSync(webDist, { recursive: true, force: true });
  });

  async function signedIn(email: string): Promise<{ page: Page; close: () => Promise<void> }> {
    const { context, page } = await newVisitor(browser);
    await signInThroughForm(page, server.baseUrl, email);
    await page
      .getByTestId(/^page-(landing|my-page)$/)
      .first()
      .waitFor({ timeout: 20_000 });
    await dismissWhatsNew(page);
    return { page, close: () => context.close() };
  }

  /** axe's serious and critical findings, with the offending markup so a failure says where to look. */
  async function accessibilityProblems(page: Page): Promise<string[]> {
    const violations = await findSeriousAccessibilityViolations(page);
    if (violations.length === 0) return [];
    // The harness has loaded axe into the page; ask it again for the elements behind each finding.
    return page.evaluate(async () => {
      type Result = { violations: Array<{ id: string; impact: string | null; nodes: Array<{ html: string }> }> };
      const result = await (window as unknown as { axe: { run(ctx: Document): Promise<Result> } }).axe.run(document);
      return result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((node) => node.html.slice(0, 200)).join(' | ')}`);
    });
  }

  async function open(page: Page, path: string, pageName: string): Promise<void> {
    await page.goto(`${server.baseUrl}${path}`);
    await waitForPage(page, pageName);
    await dismissWhatsNew(page);
  }

  // The machine these run on is shared; the longer journeys get more time than the default.
  const JOURNEY_MS = 180_000;

  it(
    'lets an org admin revoke a licence and assign it again on the licences page',
    async () => {
      const { page, close } = await signedIn('admin@airscope.test');
      await open(page, '/manage/licenses', 'manage-licenses');
      const table = page.getByRole('table', { name: 'Licenses of your organization' });
      await table.waitFor();
      const row = page.getByTestId('licence-row').filter({ hasText: 'suspended@airscope.test' });
      await expect(row.getByText('The license is suspended.').isVisible()).resolves.toBe(true);
      const key = await row.getAttribute('data-licence-key');
      expect(key).toMatch(/^DEMO-/);

      await row.getByRole('button', { name: `Revoke license ${key} from suspended@airscope.test` }).click();
      const freed = page.locator(`[data-licence-key="${key}"]`);
      await freed.getByText('Not assigned').waitFor();
      await freed.getByRole('button', { name: `Assign license ${key}` }).click();
      const dialog = page.getByRole('dialog', { name: `Assign license ${key}` });
      await dialog.getByRole('combobox', { name: 'User' }).click();
      await page.getByRole('option', { name: 'suspended@airscope.test' }).click();
      await dialog.getByRole('button', { name: 'Assign' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await freed.getByText('suspended@airscope.test').waitFor();
      // The admin's own licence cannot be revoked from here.
      await expect(page.getByTestId('licence-row').filter({ hasText: 'admin@airscope.test' }).getByRole('button').count()).resolves.toBe(0);

      await screenshot(page, 'manage-licences');
      expect(await accessibilityProblems(page)).toEqual([]);
      await close();
    },
    JOURNEY_MS,
  );

  it(
    'lets an org admin search projects, rename one, set a location found offline, and download it',
    async () => {
      const { page, close } = await signedIn('admin@airscope.test');
      await open(page, '/manage/projects', 'manage-projects');
      const rows = page.getByTestId('manage-project-row');
      await rows.first().waitFor();
      await expect(rows.count()).resolves.toBe(2);
      await page.getByRole('searchbox', { name: 'Search projects' }).fill('walk');
      await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(1);
      await page.getByRole('searchbox', { name: 'Search projects' }).fill('');
      await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(2);

      await page.getByRole('button', { name: 'Update name and location of Demo Office HQ', exact: true }).click();
      const update = page.getByRole('dialog', { name: 'Update Demo Office HQ' });
      await update.getByRole('textbox', { name: 'Project name' }).fill('Demo Office Oslo');
      const location = update.getByRole('combobox', { name: 'Location' });
      await location.click();
      await location.fill('Osl');
      await page.getByRole('option', { name: 'Oslo, Norway' }).click();
      await update.getByRole('button', { name: 'Save' }).click();
      await update.waitFor({ state: 'hidden' });
      const renamed = rows.filter({ hasText: 'Demo Office Oslo' });
      await renamed.getByText('Oslo, Norway').waitFor();

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        renamed.getByRole('button', { name: 'Download Demo Office Oslo as .esx' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('Demo Office Oslo.esx');
      await expect(page.getByRole('button', { name: 'Upload project' }).isVisible()).resolves.toBe(true);
      await close();
    },
    JOURNEY_MS,
  );

  it(
    'lets an org admin add a tag in the manage-tags dialog and show project users with a toggle',
    async () => {
      const { page, close } = await signedIn('admin@airscope.test');
      await open(page, '/manage/projects', 'manage-projects');
      const survey = page.getByTestId('manage-project-row').filter({ hasText: 'walk survey' });
      await survey.waitFor();
      await survey.getByRole('button', { name: /^Manage tags of Demo Office HQ/ }).click();
      const tags = page.getByRole('dialog', { name: /^Tags of Demo Office HQ/ });
      const tagInput = tags.getByRole('combobox', { name: 'Tags' });
      await tagInput.fill('second-floor');
      await tagInput.press('Enter');
      await tags.getByRole('button', { name: 'Save' }).click();
      await tags.waitFor({ state: 'hidden' });
      await survey.getByText('second-floor').waitFor();

      await page.getByRole('switch', { name: 'Show project users' }).check({ force: true });
      await survey.getByText('user@airscope.test').waitFor();
      await screenshot(page, 'manage-projects');
      expect(await accessibilityProblems(page)).toEqual([]);
      await close();
    },
    JOURNEY_MS,
  );

  it('lets an org admin with enterprise plus turn the password policy on, which password changes then obey', async () => {
    const { page, close } = await signedIn('admin@airscope.test');
    await open(page, '/manage/organization-settings', 'organization-settings');
    await page.getByRole('radio', { name: 'Only with users of this organization' }).check();
    await page.getByRole('switch', { name: 'Password policy' }).check({ force: true });
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Settings saved.').waitFor();
    await screenshot(page, 'organization-settings');
    expect(await accessibilityProblems(page)).toEqual([]);

    const user = await signInOverHttp(server.baseUrl, 'user@airscope.test');
    const me = (await (await callOverHttp(user, 'GET', '/userapi/v1/users/who-am-i')).json()) as { userId: string };
    const change = await callOverHttp(user, 'PUT', `/userapi/v1/users/${me.userId}/password`, {
      currentPassword: 'airscope-demo',
      newPassword: 'lettersonly',
    });
    expect(change.status).toBe(400);
    expect(JSON.stringify(await change.json())).toContain('Your organisation requires passwords of at least 12 characters.');

    await page.reload();
    await waitForPage(page, 'organization-settings');
    await expect(page.getByRole('switch', { name: 'Password policy' }).isChecked()).resolves.toBe(true);
    await page.getByRole('switch', { name: 'Password policy' }).uncheck({ force: true });
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Settings saved.').waitFor();
    await close();
  });

  it('shows the not-found screen on licences, projects and settings to a user who is not an org admin', async () => {
    const { page, close } = await signedIn('user@airscope.test');
    for (const path of ['/manage/licenses', '/manage/projects', '/manage/organization-settings']) {
      await page.goto(`${server.baseUrl}${path}`);
      await waitForPage(page, 'not-found');
    }
    await screenshot(page, 'manage-not-found');
    expect(await accessibilityProblems(page)).toEqual([]);
    await close();
  });

  it('shows licences and projects to an org admin without enterprise plus, but not the settings', async () => {
    const admin = await signInOverHttp(server.baseUrl, 'admin@airscope.test');
    const surveyor = await signInOverHttp(server.baseUrl, 'user@airscope.test');
    const surveyorId = ((await (await callOverHttp(surveyor, 'GET', '/userapi/v1/users/who-am-i')).json()) as { userId: string }).userId;
    const promoted = await callOverHttp(admin, 'PUT', `/userapi/v1/users/${surveyorId}`, { orgAdmin: true });
    expect(promoted.status).toBe(200);
    expect(await promoted.json()).toMatchObject({ orgAdmin: true, enterprisePlusAccess: false });

    const { page, close } = await signedIn('user@airscope.test');
    await open(page, '/manage/licenses', 'manage-licenses');
    await page.getByTestId('licence-row').first().waitFor();
    await open(page, '/manage/projects', 'manage-projects');
    await page.getByTestId('manage-project-row').first().waitFor();
    await page.goto(`${server.baseUrl}/manage/organization-settings`);
    await waitForPage(page, 'not-found');
    await close();
  });
});
