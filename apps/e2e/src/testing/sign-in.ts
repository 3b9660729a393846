import type { Browser, BrowserContext, Page } from 'playwright-core';

export const DEMO_PASSWORD = 'airscope-demo';

/** A fresh browser profile (no cookies, no local storage), as a new visitor has. */
export async function newVisitor(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  return { context, page: await context.newPage() };
}

/** Signs in through the login page the way a person does. */
export async function signInThroughForm(page: Page, baseUrl: string, email: string, password = DEMO_PASSWORD, path = '/login') {
  await page.goto(`${baseUrl}${path}`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Waits until a page root with data-testid="page-<name>" is shown and returns the URL path. */
export async function waitForPage(page: Page, name: string): Promise<string> {
  await page.getByTestId(`page-${name}`).waitFor({ state: 'visible', timeout: 20_000 });
  return new URL(page.url()).pathname;
}

/** Closes the what's-new dialog if it is open (it opens once per browser). */
export async function dismissWhatsNew(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: 'Got it' });
  if (!(await button.isVisible().catch(() => false))) return;
  await button.click();
  await page.getByRole('dialog', { name: "What's new" }).waitFor({ state: 'hidden' });
}

/** Signs in as a fresh browser does: lands on the landing page and closes the what's-new dialog that opens just after it. */
export async function signInToLanding(page: Page, baseUrl: string, email: string): Promise<void> {
  await signInThroughForm(page, baseUrl, email);
  await waitForPage(page, 'landing');
  await page
    .getByRole('dialog', { name: "What's new" })
    .waitFor({ state: 'visible', timeout: 10_000 })
    .catch(() => undefined);
  await dismissWhatsNew(page);
}
