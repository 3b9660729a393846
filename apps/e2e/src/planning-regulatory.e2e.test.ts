import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type RunningServer } from '../../server/src/testing/app-process.ts';
import { findSeriousAccessibilityViolations } from './testing/axe.ts';
import { launchBrowser, screenshot } from './testing/browser.ts';
import { signInToLanding } from './testing/sign-in.ts';
import { addFloor, chooseTool, clickPlan, createDesignProject, PLAN, setScale } from './testing/planning-editor-steps.ts';

let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startAppServer({ SEED_DEMO_PROJECTS: 'false', FEATURE_FLAGS: 'designProject=true' });
  browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
  page = await context.newPage();
  await signInToLanding(page, server.baseUrl, 'user@airscope.test');
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const radio5 = () => page.getByTestId('radio-editor').and(page.locator('[data-band="5"]'));
const radio24 = () => page.getByTestId('radio-editor').and(page.locator('[data-band="2.4"]'));

/** What the 5 GHz radio shows: its band heading, channel and width. */
async function shown5() {
  return {
    band: await radio5().getByTestId('radio-band').textContent(),
    channel: await radio5().getByLabel('Channel').inputValue(),
    width: await radio5().getByLabel('Width').inputValue(),
  };
}

describe('the editor protects the design (issue 37)', () => {
  it('stores the project country chosen in the planner', async () => {
    await page.goto(`${server.baseUrl}/insights`);
    await createDesignProject(page, 'Regulated office');
    const plan = await sharp({ create: { ...PLAN, channels: 3, background: '#f8f9fa' } })
      .png()
      .toBuffer();
    await page.getByTestId('no-floor').getByRole('button', { name: 'Add floor' }).click();
    await addFloor(page, 'Ground', { name: 'ground.png', mimeType: 'image/png', buffer: plan });
    await setScale(page);
    await page.getByTestId('regulatory-domain').selectOption('DE');
    await page.waitForFunction(() => {
      const select = document.querySelector('[data-testid="regulatory-domain"]') as HTMLSelectElement | null;
      return select?.value === 'DE' && !select.disabled;
    });
  });

  it('refuses channel 999 and 40 dBm at their fields with the reason, and the radio keeps band, channel and width', async () => {
    await chooseTool(page, 'Access point');
    await clickPlan(page, 250, 300);
    await page.getByTestId('ap-editor').waitFor();
    const before = await shown5();
    expect(before).toEqual({ band: '5 GHz radio', channel: '36', width: '40' });
    const powerBefore = await radio5().getByLabel('Transmit power (dBm)').inputValue();

    await radio5().getByLabel('Channel').fill('999');
    await radio5().getByText('Channel 999 is not a 5 GHz channel.').waitFor();
    await radio5().getByLabel('Transmit power (dBm)').fill('40');
    await radio5().getByText('Transmit power must be between -10 and 36 dBm.').waitFor();
    // Within the settable range, yet over what Germany allows on channel 36 (23 dBm EIRP) with the generic 2.2 dBi omni.
    await radio5().getByLabel('Transmit power (dBm)').fill('21');
    await radio5().getByText('23.2 dBm EIRP (21 dBm + 2.2 dBi antenna) exceeds the 23 dBm allowed on channel 36 in Germany.').waitFor();
    await radio5().getByLabel('Channel').fill('149');
    await radio5().getByText('Channel 149 (5 GHz) is not allowed in Germany.').waitFor();
    await screenshot(page, 'planning-regulatory-refusals');
    await page.keyboard.press('Tab');
    expect(await shown5()).toEqual(before);
    expect(await radio5().getByLabel('Transmit power (dBm)').inputValue()).toBe(powerBefore);
    expect(await findSeriousAccessibilityViolations(page)).toEqual([]);
  });

  it('gives the next AP channels its neighbour does not use, and keeps everything over a save and reload', async () => {
    await chooseTool(page, 'Access point');
    await clickPlan(page, 330, 300);
    await page.getByTestId('ap-editor').waitFor();
    expect(await page.getByTestId('ap-editor').getByLabel('Name').inputValue()).toBe('AP-2');
    const second = await shown5();
    expect(second.band).toBe('5 GHz radio');
    expect(second.channel).not.toBe('36');
    expect(await radio24().getByLabel('Channel').inputValue()).not.toBe('1');

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForFunction(() => document.querySelector('[data-testid="save-state"]')?.getAttribute('data-unsaved') === 'false');
    await page.reload();
    await page.getByTestId('plan-canvas').waitFor();
    expect(await page.getByTestId('regulatory-domain').inputValue()).toBe('DE');
    await chooseTool(page, 'Select');
    await clickPlan(page, 250, 300);
    await page.getByTestId('ap-editor').waitFor();
    expect(await page.getByTestId('ap-editor').getByLabel('Name').inputValue()).toBe('AP-1');
    expect(await shown5()).toEqual({ band: '5 GHz radio', channel: '36', width: '40' });
  });
});
