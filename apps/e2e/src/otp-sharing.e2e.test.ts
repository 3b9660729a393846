import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOneTimeCode, waitForMail } from '../../server/src/modules/accounts/outbox-mail.fixture.ts';
import { startAppServer, type RunningServer } from '../../server/src/testing/app-process.ts';
import { findSeriousAccessibilityViolations } from './testing/axe.ts';
import { launchBrowser, screenshot } from './testing/browser.ts';
import { dismissWhatsNew, newVisitor, signInThroughForm, waitForPage } from './testing/sign-in.ts';
import { pageApi } from './testing/page-api.ts';

describe('secure sharing by one-time password', () => {
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

  it('shares a project with an address without account, lets the guest view it read-only, and ends that on revocation', async () => {
    const recipient = `guest-${Date.now()}@nowhere.test`;

    // The owner shares "Demo Office HQ" from the projects table.
    const owner = await newVisitor(browser);
    await signInThroughForm(owner.page, server.baseUrl, 'user@airscope.test');
    await waitForPage(owner.page, 'landing');
    await dismissWhatsNew(owner.page);
    await owner.page.goto(`${server.baseUrl}/insights`);
    await dismissWhatsNew(owner.page);
    await owner.page.getByRole('button', { name: 'Share Demo Office HQ', exact: true }).click();
    const dialog = owner.page.getByRole('dialog', { name: 'Share Demo Office HQ' });
    await dialog.getByTestId('sharing-summary').getByText('Me + 1 user(s)').waitFor();
    await dialog.getByRole('tab', { name: 'By e-mail code' }).click();
    await dialog.getByRole('textbox', { name: 'E-mail address' }).fill(recipient);
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await dialog.getByText(`We sent an invitation to ${recipient}.`).waitFor();
    await dialog.getByTestId('secure-share-row').filter({ hasText: recipient }).waitFor();
    // The pointer still rests on the button it clicked; judge the colours at rest, not hovered.
    await owner.page.mouse.move(0, 0);
    await screenshot(owner.page, 'otp-sharing-dialog');
    expect(await findSeriousAccessibilityViolations(owner.page, '[role="dialog"]')).toEqual([]);

    // The recipient opens the e-mailed link in a browser that never signed in, and asks for a code.
    const invitation = await waitForMail(outbox, (entry) => entry.to === recipient && /shared/.test(entry.subject));
    const linkPath = /\/secure-project-view\/[A-Za-z0-9_-]+/.exec(invitation.text)![0];
    const guest = await newVisitor(browser);
    await guest.page.goto(`${server.baseUrl}${linkPath}`);
    await waitForPage(guest.page, 'secure-project-view');
    expect(await findSeriousAccessibilityViolations(guest.page)).toEqual([]);
    await guest.page.getByRole('button', { name: 'Send me a code' }).click();
    await guest.page.getByText('Check your e-mail').waitFor();
    const codeMail = await waitForMail(outbox, (entry) => entry.to === recipient && /one-time code/.test(entry.subject));
    const code = readOneTimeCode(codeMail.text);

    await guest.page.getByRole('link', { name: 'Enter the code' }).click();
    expect(await waitForPage(guest.page, 'otp-login')).toBe('/otp-login');
    await guest.page.getByRole('textbox', { name: 'One-time password' }).fill(code);
    await guest.page.getByRole('button', { name: 'Continue' }).click();
    const projectPath = await waitForPage(guest.page, 'project-dashboard');
    expect(projectPath).toMatch(/^\/projects\/[0-9a-f-]{36}$/);
    await dismissWhatsNew(guest.page);
    await guest.page.getByRole('heading', { name: 'Demo Office HQ', level: 1 }).waitFor();
    await screenshot(guest.page, 'otp-sharing-guest-dashboard');

    // Read-only: the server says so, refuses a rename, and nothing else is reachable.
    const projectId = projectPath.split('/')[2]!;
    const project = await pageApi(guest.page, 'GET', `/projectapi/v1/projects/${projectId}`);
    expect(project.status).toBe(200);
    expect(project.json).toMatchObject({ role: 'READ_USER', canWrite: false, canShare: false });
    expect((await pageApi(guest.page, 'DELETE', `/projectapi/v1/projects/${projectId}`)).status).toBe(403);
    expect((await pageApi(guest.page, 'GET', '/projectapi/v1/projects')).status).toBe(403);
    await guest.page.goto(`${server.baseUrl}/insights`);
    expect(await waitForPage(guest.page, 'project-dashboard')).toBe(projectPath);
    expect(await guest.page.getByRole('button', { name: /^Share / }).count()).toBe(0);

    // The owner revokes; the guest's very next call is refused. The call goes through the guest's browser
    // context (same cookies) rather than the page: the SPA's own polling may meet the 401 first and navigate away.
    const csrf = await guest.page.evaluate(() => window.localStorage.getItem('sessionCSRFToken') ?? '');
    await owner.page.getByRole('button', { name: `Revoke the share with ${recipient}` }).click();
    await dialog.getByTestId('secure-share-row').filter({ hasText: recipient }).waitFor({ state: 'detached' });
    const after = await guest.context.request.get(`${server.baseUrl}/projectapi/v1/projects/${projectId}`, {
      headers: { csrfToken: csrf },
    });
    expect([401, 403]).toContain(after.status());

    await owner.context.close();
    await guest.context.close();
  });
});
