import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startAppServer, type RunningServer } from '../../server/src/testing/app-process.ts';
import { launchBrowser, screenshot } from './testing/browser.ts';
import { newVisitor, signInToLanding, waitForPage } from './testing/sign-in.ts';
import { createDesignProject } from './testing/planning-editor-steps.ts';

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('a Plan licence without Insights access', () => {
  it('reaches the planner from its landing tile, designs a project in the editor, and reaches My page from the menu', async () => {
    const { context, page } = await newVisitor(browser);
    await signInToLanding(page, server.baseUrl, 'noinsights@airscope.test');
    expect(await page.getByTestId('tile-insights').count()).toBe(0);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    expect(await nav.getByText('Insights').count()).toBe(0);

    await page.getByTestId('tile-planner').getByRole('link').click();
    expect(await waitForPage(page, 'planner')).toBe('/planner');
    await createDesignProject(page, 'Plan licence office');
    expect(page.url()).toMatch(/\/projects\/[0-9a-f-]{36}\/plan$/);

    await page.goto(`${server.baseUrl}/planner`);
    await waitForPage(page, 'planner');
    await page.getByRole('link', { name: 'Open Plan licence office in the planner' }).click();
    await page.getByTestId('no-floor').waitFor({ timeout: 20_000 });

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Manage' }).click();
    expect(await waitForPage(page, 'my-page')).toBe('/home/manage');
    await screenshot(page, 'plan-licence-my-page');
    await context.close();
  });
});

describe('the public demo', () => {
  it('opens a demo project signed out, read-only, and shows its heatmap in a guest shell', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto(`${server.baseUrl}/demo`);
    await waitForPage(page, 'demo');
    // The page comes before its list: wait for the projects, then count them.
    await page.getByTestId('demo-project').first().waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('demo-project').count()).toBe(2);
    await page.getByRole('button', { name: 'Open the demo of Demo Office HQ — walk survey' }).click();
    await waitForPage(page, 'floor-plan');
    const side = page.locator('[data-testid="heatmap-side"]:not([data-heatmap-state="loading"])');
    await side.waitFor({ timeout: 60_000 });
    expect(await side.getAttribute('data-heatmap-state')).toBe('ready');
    expect(await page.getByRole('button', { name: /Notifications/ }).count()).toBe(0);
    expect(await page.getByRole('dialog', { name: "What's new" }).count()).toBe(0);
    await screenshot(page, 'demo-heatmap');
    await context.close();
  });
});
