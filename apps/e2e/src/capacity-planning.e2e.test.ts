import { execFileSync } from 'node:child_process';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer } from '../../server/src/testing/app-process.ts';
import { screenshot } from './testing/browser.ts';
import { waitForHeatmapReady } from './testing/planning-editor-steps.ts';
import { ESX_FIXTURES } from '@airscope/test-data';
import { closeSignedInPage, openSignedInPage } from './testing/signed-in-page.ts';
import { uploadProject } from './testing/upload-project.ts';

const F1 = ESX_FIXTURES.F1;
/** The outline the plan draws around the selected record. */
const SELECTED_STROKE = '#1c7ed6';

let server: RunningServer;
let browser: Browser;
let page: Page;
let projectId = '';

interface AirtimeRow {
  ap: string;
  channel: string;
  airtime: string;
}

/** The capacity table of the editor: per loaded radio its AP, channel and airtime as shown. */
async function airtimeRows(target: Page): Promise<AirtimeRow[]> {
  return target.getByTestId('capacity-radio').evaluateAll((rows) =>
    rows.map((row) => ({
      ap: row.getAttribute('data-ap') ?? '',
      channel: row.getAttribute('data-channel') ?? '',
      airtime: row.querySelector('[data-testid="capacity-airtime"]')?.textContent ?? '',
    })),
  );
}

const share = (text: string) => Number(text.replace(/[%,\s]/g, '')) / 100;

/** Renders an English PDF report of the project's capacity through the API with the page's session; its text. */
async function capacityReportText(target: Page): Promise<string> {
  const base64 = await target.evaluate(async (id) => {
    const headers = { 'content-type': 'application/json', csrfToken: localStorage.getItem('sessionCSRFToken') ?? '' };
    const body = JSON.stringify({
      format: 'pdf',
      language: 'en',
      title: 'Capacity',
      sections: ['capacity'],
      visualizations: ['sig-strength'],
      bands: ['5'],
    });
    const created = (await (await fetch(`/reportapi/v1/projects/${id}/reports`, { method: 'POST', headers, body })).json()) as {
      id: string;
    };
    for (;;) {
      const status = (await (await fetch(`/reportapi/v1/projects/${id}/reports/${created.id}`, { headers })).json()) as {
        status: string;
        downloadUrl: string;
        error?: string;
      };
      if (status.status === 'FAILED') throw new Error(status.error ?? 'report failed');
      if (status.status === 'DONE') {
        const bytes = new Uint8Array(await (await fetch(status.downloadUrl, { headers })).arrayBuffer());
        let binary = '';
        for (const byte of bytes) binary += String.fromCharCode(byte);
        return btoa(binary);
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }, projectId);
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input: Buffer.from(base64, 'base64'), encoding: 'utf8' });
}

beforeAll(async () => {
  ({ server, browser, page } = await openSignedInPage({ env: { SEED_DEMO_PROJECTS: 'false' }, viewport: { width: 1440, height: 1000 } }));
}, 180_000);

afterAll(() => closeSignedInPage(server, browser));

describe('capacity planning', () => {
  it('sets client counts on a capacity area and sees the airtime per radio change live', async () => {
    projectId = await uploadProject(page, server.baseUrl, F1);
    await page.goto(`${server.baseUrl}/projects/${projectId}`);
    await page.getByTestId('open-in-editor').click();
    await page.getByTestId('plan-canvas').waitFor();
    await waitForHeatmapReady(page);
    expect(await page.getByTestId('capacity-empty').isVisible()).toBe(true);

    // Pick the first requirement area a click selects (APs drawn over an area may take the click). Selecting is a React
    // transition, so the panel may still show the previous click: wait for this polygon's own selected outline instead.
    const areas = page.getByTestId('area-areas');
    for (let index = 0; index < (await areas.count()); index++) {
      await areas.nth(index).click({ force: true });
      const selected = await areas.nth(index).evaluate(
        (polygon, stroke) =>
          new Promise<boolean>((resolve) => {
            const since = performance.now();
            const look = () => {
              if (polygon.getAttribute('stroke') === stroke) resolve(true);
              else if (performance.now() - since > 5_000) resolve(false);
              else requestAnimationFrame(look);
            };
            look();
          }),
        SELECTED_STROKE,
      );
      if (selected) break;
    }
    const panel = page.getByTestId('selection-panel');
    await page.waitForFunction(() => document.querySelector('[data-testid="selection-panel"]')?.getAttribute('data-selected') === 'areas');
    await panel.getByRole('button', { name: 'Add clients' }).click();
    await panel.getByLabel('Device profile').selectOption({ label: 'Generic Laptop' });
    await panel.getByLabel('Usage profile').selectOption({ label: 'Very High SLA (10 Mbps)' });
    await page.getByTestId('capacity-radio').first().waitFor({ timeout: 60_000 });
    const ten = await airtimeRows(page);
    expect(ten.length).toBeGreaterThan(0);

    // Four times the clients on the same radios: four times the airtime, on screen without saving.
    await panel.getByLabel('Clients', { exact: true }).fill('40');
    await page.waitForFunction(
      (before) => document.querySelector('[data-testid="capacity-airtime"]')?.textContent !== before,
      ten[0]!.airtime,
    );
    const forty = await airtimeRows(page);
    expect(forty.map((row) => `${row.ap}:${row.channel}`)).toEqual(ten.map((row) => `${row.ap}:${row.channel}`));
    forty.forEach((row, k) => expect(share(row.airtime)).toBeCloseTo(4 * share(ten[k]!.airtime), 2));
    // 40 laptops at 10 Mbit/s are more than one radio carries under its 70 % limit.
    expect(await page.getByTestId('capacity-overloaded').textContent()).toMatch(/over (its|their) airtime limit/);
    await page.getByTestId('capacity-panel').getByLabel('Show airtime on the plan').check();
    await screenshot(page, 'capacity-01-airtime');

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForFunction(() => document.querySelector('[data-testid="save-state"]')?.textContent === 'All changes saved', undefined, {
      timeout: 60_000,
    });
  }, 400_000);

  it('prints the same airtime per radio in the report of the same project', async () => {
    const shown = await airtimeRows(page);
    const text = await capacityReportText(page);
    expect(text).toContain('Capacity');
    for (const row of shown) {
      // A report row: AP name, "<band> GHz · <channel>", clients, demand, PHY rate, airtime, limit, status.
      const line = text
        .split('\n')
        .find((candidate) => candidate.includes(row.ap) && candidate.includes(`· ${row.channel} `) && candidate.includes(row.airtime));
      expect(line, `${row.ap} ch ${row.channel} ${row.airtime}\n${text}`).toBeDefined();
    }
  }, 400_000);
});
