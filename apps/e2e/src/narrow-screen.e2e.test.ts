import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type RunningServer } from '../../server/src/testing/app-process.ts';
import { launchBrowser, screenshot } from './testing/browser.ts';
import { signInToLanding, waitForPage } from './testing/sign-in.ts';

let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startAppServer({ SEED_DEMO_PROJECTS: 'false' });
  browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  page = await context.newPage();
  await signInToLanding(page, server.baseUrl, 'user@airscope.test');
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('a 390 px wide screen', () => {
  it('hides the header links behind a menu button that opens the areas and goes there', async () => {
    const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
    await menuButton.waitFor();
    expect(
      await page
        .getByRole('navigation', { name: 'Main navigation' })
        .isVisible()
        .catch(() => false),
    ).toBe(false);
    await menuButton.click();
    const insights = page.getByRole('menuitem', { name: 'Insights' });
    await insights.waitFor();
    await screenshot(page, 'narrow-01-menu-open');
    await insights.click();
    await waitForPage(page, 'insights');
    expect(new URL(page.url()).pathname).toBe('/insights');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Manage' }).click();
    // Each page is its own chunk: the router moves to /manage once the page has loaded.
    await page.waitForURL((url) => url.pathname.startsWith('/manage'));
    await screenshot(page, 'narrow-02-manage');
  });
});
