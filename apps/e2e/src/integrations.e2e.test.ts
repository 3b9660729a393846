import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTROLLER_SCENARIO, startVendorMock, type VendorMock } from '@airscope/test-data/controllers';
import { startAppServer, type RunningServer } from '../../server/src/testing/app-process.ts';
import { findSeriousAccessibilityViolations } from './testing/axe.ts';
import { launchBrowser, screenshot } from './testing/browser.ts';
import { signInToLanding, waitForPage } from './testing/sign-in.ts';

type Rec = Record<string, unknown> & { id: string };

/** The project's APs in metres by name, read through the API the floor viewer uses, with the page's session. */
async function apPositions(page: Page, projectId: string): Promise<Record<string, { floor: string; x: number; y: number }>> {
  const batch = await page.evaluate(async (url) => {
    const response = await fetch(url, { headers: { csrfToken: localStorage.getItem('sessionCSRFToken') ?? '' } });
    return (await response.json()) as Record<string, Rec[]>;
  }, `/projectapi/v1/projects/${projectId}/batch?poTypes=ACCESS_POINT,FLOOR_PLAN`);
  const plans = new Map((batch.floorPlans ?? []).map((plan) => [plan.id, plan]));
  const out: Record<string, { floor: string; x: number; y: number }> = {};
  for (const ap of batch.accessPoints ?? []) {
    const location = ap.location as { floorPlanId: string; coord: { x: number; y: number } };
    const plan = plans.get(location.floorPlanId)!;
    const mpu = plan.metersPerUnit as number;
    out[ap.name as string] = { floor: plan.name as string, x: location.coord.x * mpu, y: location.coord.y * mpu };
  }
  return out;
}

/** Every AP of the mock's scenario stands on its floor where the controller has it (to 10 cm). */
function expectScenario(actual: Record<string, { floor: string; x: number; y: number }>, scenario: 'base' | 'moved') {
  const aps = CONTROLLER_SCENARIO.scenarios[scenario];
  expect(Object.keys(actual).sort()).toEqual(aps.map((ap) => ap.name).sort());
  for (const ap of aps) {
    expect(actual[ap.name]!.floor).toBe(CONTROLLER_SCENARIO.floors.find((f) => f.key === ap.floor)!.name);
    expect(actual[ap.name]!.x).toBeCloseTo(ap.xM, 1);
    expect(actual[ap.name]!.y).toBeCloseTo(ap.yM, 1);
  }
}

async function pick(page: Page, scope: ReturnType<Page['getByTestId']> | Page, label: string, option: string) {
  await scope.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

type Form = ReturnType<Page['getByTestId']>;

/** Meraki and Mist take an API key; Catalyst Center a user name and password for its token. */
async function fillKey(form: Form, mock: VendorMock, right: boolean) {
  await form.getByLabel('API key', { exact: true }).fill(right ? mock.credentials.apiKey! : 'not-the-key');
}
async function fillPassword(form: Form, mock: VendorMock, right: boolean) {
  await form.getByLabel('User name', { exact: true }).fill(mock.credentials.username!);
  await form.getByLabel('Password', { exact: true }).fill(right ? mock.credentials.password! : 'not-the-password');
}

const VENDORS = [
  {
    vendor: 'MERAKI',
    label: 'Cisco Meraki',
    fill: fillKey,
    refused: 'The key was refused by Meraki',
    account: () => CONTROLLER_SCENARIO.site.orgName,
  },
  {
    vendor: 'MIST',
    label: 'Juniper Mist',
    fill: fillKey,
    refused: 'The key was refused by Mist',
    account: () => CONTROLLER_SCENARIO.site.orgName,
  },
  {
    vendor: 'CATALYST_CENTER',
    label: 'Cisco Catalyst Center',
    fill: fillPassword,
    refused: 'The username or password was refused by Catalyst Center',
    account: (mock: VendorMock) => `${mock.credentials.username} at ${new URL(mock.baseUrl).host}`,
  },
] as const;

describe('controller integrations journey', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    // The mocks listen on http://127.0.0.1, which docs/security.md I2 refuses unless the operator allows it.
    [server, browser] = await Promise.all([startAppServer({ CONTROLLER_ALLOWED_HOSTS: '127.0.0.1' }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it.each(VENDORS)(
    '$label: adds a checked connection, imports a site, previews and applies a sync',
    async ({ vendor, label, fill, refused, account }) => {
      const mock: VendorMock = await startVendorMock(vendor, 'base');
      try {
        const page = await (await browser.newContext({ viewport: { width: 1360, height: 900 } })).newPage();
        await signInToLanding(page, server.baseUrl, 'admin@airscope.test');
        await page.goto(`${server.baseUrl}/manage/integrations`);
        await waitForPage(page, 'org-integrations');

        // The key is checked with the controller before anything is saved.
        const form = page.getByTestId('add-connection-form');
        await pick(page, form, 'Vendor', label);
        const name = `${label} HQ controller`;
        await form.getByLabel('Name', { exact: true }).fill(name);
        await form.getByLabel('Controller address', { exact: true }).fill(mock.baseUrl);
        await fill(form, mock, false);
        await form.getByRole('button', { name: 'Check and save' }).click();
        await page.getByTestId('add-connection-error').getByText(refused).waitFor();
        await fill(form, mock, true);
        await form.getByRole('button', { name: 'Check and save' }).click();
        const card = page.getByTestId('connection-card').filter({ hasText: name });
        await card.waitFor();
        expect(await card.textContent()).toContain(account(mock));
        await screenshot(page, `integrations-${vendor.toLowerCase()}-01-connection`);
        expect(await findSeriousAccessibilityViolations(page)).toEqual([]);

        // Import the HQ site as a new project.
        await card.getByRole('button', { name: 'Import a site' }).click();
        const panel = card.getByTestId('import-site-panel');
        await pick(page, panel, 'Site', `${CONTROLLER_SCENARIO.site.orgName} / ${CONTROLLER_SCENARIO.site.name}`);
        await panel.getByRole('button', { name: 'Import as a new project' }).click();
        const result = panel.getByTestId('import-result');
        await result.waitFor({ timeout: 30_000 });
        expect(await result.textContent()).toContain(`Imported 2 floors and ${CONTROLLER_SCENARIO.scenarios.base.length} APs`);
        const href = (await result.getByRole('link', { name: 'Open the project' }).getAttribute('href'))!;
        const projectId = href.split('/')[2]!;
        expectScenario(await apPositions(page, projectId), 'base');

        // The controller moves one AP and loses another; the project's Integrations page previews and applies that.
        mock.setScenario('moved');
        await page.goto(`${server.baseUrl}/projects/${projectId}/integrations`);
        await waitForPage(page, 'integrations');
        const sync = page.getByTestId('sync-panel');
        await pick(page, sync, 'Connection', name);
        await pick(page, sync, 'Site', `${CONTROLLER_SCENARIO.site.orgName} / ${CONTROLLER_SCENARIO.site.name}`);
        await sync.getByRole('button', { name: 'Preview' }).click();
        await sync.getByTestId('sync-preview').waitFor({ timeout: 30_000 });
        expect(await sync.getByTestId('sync-added').textContent()).toContain('Added (0)');
        const moved = await sync.getByTestId('sync-moved').textContent();
        expect(moved).toContain('Moved (1)');
        expect(moved).toContain('AP-G-02');
        const removed = await sync.getByTestId('sync-removed').textContent();
        expect(removed).toContain('Removed (1)');
        expect(removed).toContain('AP-1-02');
        await screenshot(page, `integrations-${vendor.toLowerCase()}-02-preview`);
        await sync.getByRole('button', { name: 'Apply' }).click();
        await sync.getByTestId('sync-applied').getByText('0 added, 1 moved, 1 removed').waitFor({ timeout: 30_000 });
        expectScenario(await apPositions(page, projectId), 'moved');
        await page
          .getByTestId('connection-card')
          .filter({ hasText: name })
          .getByTestId('last-sync-counts')
          .getByText('0 added, 1 moved, 1 removed')
          .waitFor();
        expect(mock.violations()).toEqual([]);
      } finally {
        await mock.close();
      }
    },
  );
});
