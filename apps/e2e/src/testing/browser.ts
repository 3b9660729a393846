import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Debian's Chromium, never a downloaded build. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: FLAGS, headless: true });
}

/** Saves a screenshot under test-results/ so a person can look at what the test saw. */
export async function screenshot(page: Page, name: string): Promise<void> {
  const dir = path.resolve('test-results');
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

/**
 * The test ids of the canvases inside the view with test id `viewTestId`, when that view is the app's one plan view
 * (the shared component marks its box `data-plan-view`); empty when it is not.
 */
export function canvasesInPlanView(page: Page, viewTestId: string): Promise<string[]> {
  return page
    .locator(`[data-plan-view][data-testid="${viewTestId}"] canvas[data-testid]`)
    .evaluateAll((canvases) => canvases.map((canvas) => canvas.getAttribute('data-testid') ?? ''));
}
