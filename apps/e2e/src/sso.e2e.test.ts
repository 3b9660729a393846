import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type RunningServer } from '../../server/src/testing/app-process.ts';
import { startTestIdp, type TestIdp } from '../../server/src/testing/saml-test-idp.ts';
import { findSeriousAccessibilityViolations } from './testing/axe.ts';
import { launchBrowser, screenshot } from './testing/browser.ts';
import { newVisitor, signInToLanding, waitForPage } from './testing/sign-in.ts';

/** Who the page's session is, through the API with its CSRF token. */
function whoAmI(page: Page): Promise<{ email: string; orgName: string | null; eulaVersionConsent: string | null }> {
  return page.evaluate(async () => {
    const response = await fetch('/userapi/v1/users/who-am-i', { headers: { csrfToken: localStorage.getItem('sessionCSRFToken') ?? '' } });
    return response.json();
  });
}

describe('single sign-on through a SAML identity provider on loopback', () => {
  let server: RunningServer;
  let browser: Browser;
  let idp: TestIdp;
  beforeAll(async () => {
    [server, browser, idp] = await Promise.all([startAppServer(), launchBrowser(), startTestIdp()]);
  });
  afterAll(async () => {
    await browser?.close();
    await idp?.close();
    await server?.stop();
  });

  it('an org admin adds the e-mail domains and the IdP metadata (XML upload) and switches SSO on', async () => {
    const { context, page } = await newVisitor(browser);
    await signInToLanding(page, server.baseUrl, 'admin@airscope.test');
    await page.goto(`${server.baseUrl}/manage/organization-settings`);
    await waitForPage(page, 'organization-settings');
    const domains = page.getByRole('combobox', { name: 'E-mail domains of the organisation' });
    for (const domain of ['sso.example', 'airscope.test']) {
      await domains.fill(domain);
      await domains.press('Enter');
    }
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Settings saved.').waitFor();

    const section = page.getByTestId('sso-settings');
    await section.getByText('No identity provider metadata has been added yet.').waitFor();
    expect(await section.getByLabel('Assertion consumer service (ACS) URL').inputValue()).toBe(`${server.baseUrl}/saml-consume`);
    await section
      .locator('input[type="file"]')
      .setInputFiles({ name: 'idp-metadata.xml', mimeType: 'application/xml', buffer: Buffer.from(idp.metadataXml) });
    await section.getByRole('switch', { name: 'Sign in through the identity provider' }).check();
    await section.getByRole('button', { name: 'Save single sign-on' }).click();
    await section.getByText('Single sign-on saved.').waitFor();
    expect(await section.getByTestId('sso-idp').textContent()).toContain(idp.entityId);
    expect(await section.getByLabel('Service provider metadata', { exact: true }).inputValue()).toContain(`${server.baseUrl}/saml-consume`);
    expect(await findSeriousAccessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'sso-settings');
    await context.close();
  });

  it('a new address of an SSO domain is sent to the IdP by check-sso, created in the organisation, and the guards ask it to accept the EULA', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto(`${server.baseUrl}/login`);
    await page.getByLabel('Email', { exact: true }).fill('nova@sso.example');
    await page.getByRole('button', { name: 'Sign in' }).click();
    expect(await waitForPage(page, 'eula-consent')).toBe('/eula-consent');
    expect(idp.signIns).toContain('nova@sso.example');
    expect(await whoAmI(page)).toMatchObject({ email: 'nova@sso.example', orgName: expect.any(String), eulaVersionConsent: null });
    await screenshot(page, 'sso-new-user-eula');
    await context.close();
  });

  it('an existing member signs in through the IdP without a password and lands where a password sign-in would, then follows a redirect', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto(`${server.baseUrl}/login`);
    await page.getByLabel('Email', { exact: true }).fill('user@airscope.test');
    await page.getByRole('button', { name: 'Sign in' }).click();
    expect(await waitForPage(page, 'landing')).toBe('/');
    expect((await whoAmI(page)).email).toBe('user@airscope.test');
    await context.close();

    const second = await newVisitor(browser);
    await second.page.goto(`${server.baseUrl}/login?redirect=%2Fmanage`);
    await second.page.getByLabel('Email', { exact: true }).fill('user@airscope.test');
    await second.page.getByRole('button', { name: 'Sign in' }).click();
    expect(await waitForPage(second.page, 'my-page')).toBe('/manage');
    await second.context.close();
  });

  it('shows why a refused response was refused', async () => {
    const { context, page } = await newVisitor(browser);
    // A response to a request this server never sent, as an attacker or a stale tab would post it.
    const samlResponse = await idp.createLoginResponse(
      await (await fetch(`${server.baseUrl}/authapi/v1/sso/metadata/${await orgIdOf(server.baseUrl)}`)).text(),
      { inResponseTo: '_never-sent', email: 'nova@sso.example' },
    );
    // Posted from a page of another site, as the IdP's own auto-submitting form does.
    await page.goto('about:blank');
    await page.evaluate(
      ({ action, value }) => {
        const form = document.createElement('form');
        form.method = 'post';
        form.action = action;
        const input = document.createElement('input');
        input.name = 'SAMLResponse';
        input.value = value;
        form.append(input);
        document.body.append(form);
        form.submit();
      },
      { action: `${server.baseUrl}/saml-consume`, value: samlResponse },
    );
    await waitForPage(page, 'saml-consume');
    expect(await page.getByRole('alert').textContent()).toContain('does not answer a sign-in started here');
    expect(await findSeriousAccessibilityViolations(page)).toEqual([]);
    await context.close();
  });
});

/** The demo organisation's id, read through a password sign-in of its admin. */
async function orgIdOf(baseUrl: string): Promise<string> {
  const login = await fetch(`${baseUrl}/authapi/v1/authentications`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: 'admin@airscope.test', password: 'airscope-demo', grant_type: 'password' }),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const preferences = await fetch(`${baseUrl}/userapi/v1/org-preferences`, {
    headers: { cookie, csrfToken: login.headers.get('csrftoken') ?? '' },
  });
  return ((await preferences.json()) as { orgId: string }).orgId;
}
