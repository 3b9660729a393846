import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer } from '../../server/src/testing/app-process.ts';
import { hybridOfficeEdits } from '../../server/src/testing/hybrid-office-edits.ts';
import { screenshot } from './testing/browser.ts';
import { pageApi } from './testing/page-api.ts';
import { heatmapPixels, waitForHeatmapChange, waitForHeatmapReady } from './testing/planning-editor-steps.ts';
import { closeSignedInPage, openSignedInPage } from './testing/signed-in-page.ts';

let server: RunningServer;
let browser: Browser;
let page: Page;
let projectId = '';

const version = async (): Promise<number> =>
  ((await pageApi(page, 'GET', `/projectapi/v1/projects/${projectId}`)).json as { projectVersion: number }).projectVersion;

beforeAll(async () => {
  ({ server, browser, page } = await openSignedInPage({ viewport: { width: 1440, height: 1000 } }));
}, 180_000);

afterAll(() => closeSignedInPage(server, browser));

describe('calibrating a planned floor from its survey', () => {
  it('turns the demo walk survey into a hybrid project: the office walls and APs drawn on its floor, with the stock guesses', async () => {
    const projects = (await pageApi(page, 'GET', '/projectapi/v1/projects')).json as { projectId: string; name: string }[];
    projectId = projects.find((project) => project.name === 'Demo Office HQ — walk survey')!.projectId;
    const batch = (await pageApi(page, 'GET', `/projectapi/v1/projects/${projectId}/batch?poTypes=FLOOR_PLAN`)).json as Record<
      string,
      { id: string }[]
    >;
    const floorId = Object.values(batch).flat()[0]!.id;
    const saved = await pageApi(page, 'POST', `/projectapi/v1/projects/${projectId}/edits`, {
      baseVersion: await version(),
      changes: hybridOfficeEdits(floorId),
    });
    expect(saved.status).toBe(200);
  });

  it('calibrates, applies as one save that changes the prediction, and undo brings the prediction back', async () => {
    await page.goto(`${server.baseUrl}/projects/${projectId}/plan`);
    await waitForHeatmapReady(page);
    const stock = await heatmapPixels(page);
    expect(stock.painted).toBeGreaterThan(0);
    const panel = page.getByTestId('calibration-panel');
    const run = panel.getByRole('button', { name: 'Calibrate from survey' });
    await run.waitFor();
    await page.waitForFunction(() => !document.querySelector('[data-testid="calibration-panel"] button')?.hasAttribute('disabled'));
    await run.click();

    const dialog = page.getByRole('dialog', { name: 'Calibrate from survey' });
    const heldOut = dialog.getByTestId('calibration-held-out');
    await heldOut.waitFor({ timeout: 30_000 });
    const [before, after] = [...((await heldOut.textContent()) ?? '').matchAll(/([\d.]+) dB/g)].map((match) => Number(match[1]));
    expect(after).toBeLessThan(before! - 1);
    const drywall = dialog.locator('[data-wall-type="Wall, Dry"][data-band="5"] td');
    expect(await drywall.nth(2).textContent()).toBe('1.0');
    expect(Number((await drywall.nth(3).textContent())!.split('±')[0])).toBeGreaterThan(2);
    expect(await dialog.getByTestId('calibration-radios').locator('tbody tr').count()).toBe(8);
    await screenshot(page, 'calibration-result');

    const versionBefore = await version();
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.waitForFunction(() => document.querySelector('[data-testid="save-state"]')?.getAttribute('data-unsaved') === 'false');
    expect(await version()).toBe(versionBefore + 1);
    await waitForHeatmapChange(page, stock.checksum);
    await waitForHeatmapReady(page);
    const calibrated = await heatmapPixels(page);
    expect(calibrated.checksum).not.toBe(stock.checksum);

    await page.getByTestId('save-bar').getByRole('button', { name: 'Undo' }).click();
    await page.waitForFunction(
      (checksum) => {
        const canvas = document.querySelector('[data-testid="planning-heatmap"]') as HTMLCanvasElement;
        const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
        let sum = 0;
        for (let index = 0; index < data.length; index += 4)
          if (data[index + 3]! !== 0) sum = (sum + data[index]! * 3 + data[index + 1]! * 5 + data[index + 2]! * 7 + index) % 2147483647;
        return sum === checksum;
      },
      stock.checksum,
      { timeout: 30_000 },
    );
    expect((await heatmapPixels(page)).checksum).toBe(stock.checksum);
    expect(await page.getByTestId('save-state').getAttribute('data-unsaved')).toBe('true');
    // Saving the undo puts the stock values back on the server too.
    const calibratedVersion = await version();
    await page.getByTestId('save-bar').getByRole('button', { name: 'Save' }).click();
    await page.waitForFunction(() => document.querySelector('[data-testid="save-state"]')?.getAttribute('data-unsaved') === 'false');
    expect(await version()).toBe(calibratedVersion + 1);
  });

  it('keeps the action off on a floor nobody surveyed, and says why', async () => {
    const projects = (await pageApi(page, 'GET', '/projectapi/v1/projects')).json as { projectId: string; name: string }[];
    const planned = projects.find((project) => project.name === 'Demo Office HQ')!.projectId;
    await page.goto(`${server.baseUrl}/projects/${planned}/plan`);
    const panel = page.getByTestId('calibration-panel');
    await panel.getByText('This floor has no survey data.').waitFor();
    expect(await panel.getByRole('button', { name: 'Calibrate from survey' }).isDisabled()).toBe(true);
  });
});
