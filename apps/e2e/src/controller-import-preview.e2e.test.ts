import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTROLLER_SCENARIO, startVendorMock, type VendorMock } from '@airscope/test-data/controllers';
import { startAppServer, type RunningServer } from '../../server/src/testing/app-process.ts';
import { findSeriousAccessibilityViolations } from './testing/axe.ts';
import { launchBrowser, screenshot } from './testing/browser.ts';
import { signInToLanding, waitForPage } from './testing/sign-in.ts';

type Rec = Record<string, unknown> & { id: string };

/** The project's floor plans and APs, read through the API the floor viewer uses, with the page's session. */
async function projectRecords(page: Page, projectId: string): Promise<Record<string, Rec[]>> {
  return page.evaluate(async (url) => {
    const response = await fetch(url, { headers: { csrfToken: localStorage.getItem('sessionCSRFToken') ?? '' } });
    return (await response.json()) as Record<string, Rec[]>;
  }, `/projectapi/v1/projects/${projectId}/batch?poTypes=ACCESS_POINT,FLOOR_PLAN`);
}

// Issue 34 item 5 in the browser: the Mist mock's "unplaceable" scenario (built from Mist's published document) has the
// first floor's map at ppm 0, AP-G-FAR 40 km east of the ground floor's plan and AP-SPARE on no floor.
describe('controller import preview', () => {
  let server: RunningServer;
  let browser: Browser;
  let mock: VendorMock;
  beforeAll(async () => {
    // The mock listens on http://127.0.0.1, which docs/security.md I2 refuses unless the operator allows it.
    [server, browser, mock] = await Promise.all([
      startAppServer({ CONTROLLER_ALLOWED_HOSTS: '127.0.0.1' }),
      launchBrowser(),
      startVendorMock('MIST', 'unplaceable'),
    ]);
  });
  afterAll(async () => {
    await mock?.close();
    await browser?.close();
    await server?.stop();
  });

  it('names the APs it cannot place and why, asks the unscaled floor for its width, and imports it to scale', async () => {
    const far = CONTROLLER_SCENARIO.scenarios.unplaceable.find((ap) => ap.key === 'far')!;
    const spare = CONTROLLER_SCENARIO.scenarios.unplaceable.find((ap) => ap.key === 'spare')!;
    const first = CONTROLLER_SCENARIO.floors.find((f) => f.key === 'first')!;
    const placed = CONTROLLER_SCENARIO.scenarios.unplaceable.filter((ap) => ap !== far && ap !== spare);

    const page = await (await browser.newContext({ viewport: { width: 1360, height: 900 } })).newPage();
    await signInToLanding(page, server.baseUrl, 'admin@airscope.test');
    await page.goto(`${server.baseUrl}/manage/integrations`);
    await waitForPage(page, 'org-integrations');
    const form = page.getByTestId('add-connection-form');
    await form.getByLabel('Vendor', { exact: true }).click();
    await page.getByRole('option', { name: 'Juniper Mist', exact: true }).click();
    await form.getByLabel('Name', { exact: true }).fill('Mist HQ');
    await form.getByLabel('Controller address', { exact: true }).fill(mock.baseUrl);
    await form.getByLabel('API key', { exact: true }).fill(mock.credentials.apiKey!);
    await form.getByRole('button', { name: 'Check and save' }).click();
    const card = page.getByTestId('connection-card').filter({ hasText: 'Mist HQ' });
    await card.waitFor();

    await card.getByRole('button', { name: 'Import a site' }).click();
    const panel = card.getByTestId('import-site-panel');
    await panel.getByLabel('Site', { exact: true }).click();
    await page.getByRole('option', { name: `${CONTROLLER_SCENARIO.site.orgName} / ${CONTROLLER_SCENARIO.site.name}`, exact: true }).click();

    // The preview, before anything is written: which APs stay out and why, and which floor has no scale.
    const unplaced = panel.getByTestId('import-unplaced');
    await unplaced.waitFor({ timeout: 30_000 });
    const unplacedText = (await unplaced.textContent())!;
    expect(unplacedText).toContain('APs the import cannot place: 2');
    expect(unplacedText).toContain(`${far.name} (${far.mac}) is 40.0 km outside the floor plan of Ground floor.`);
    expect(unplacedText).toContain(`${spare.name} (${spare.mac}) is on no floor map of the controller.`);
    const needsScale = panel.getByTestId('import-needs-scale');
    expect(await needsScale.textContent()).toContain(`${first.name} has no scale on the controller (map 400 × 250 pixels, 2 APs).`);
    expect(await panel.getByTestId('import-preview').textContent()).toContain(`places ${placed.length} APs`);
    await screenshot(page, 'controller-import-preview-01-unplaced');
    expect(await findSeriousAccessibilityViolations(page)).toEqual([]);

    // The user knows the first floor is 40 m wide; the import takes that as its scale.
    await needsScale.getByLabel(`Width of ${first.name} (m)`, { exact: true }).fill(String(first.widthM));
    await panel.getByRole('button', { name: 'Import as a new project' }).click();
    const result = panel.getByTestId('import-result');
    await result.waitFor({ timeout: 30_000 });
    const resultText = (await result.textContent())!;
    expect(resultText).toContain(`Imported 2 floors and ${placed.length} APs.`);
    expect(resultText).toContain('APs left out: 2');
    expect(resultText).not.toContain('Without a scale');

    const projectId = (await result.getByRole('link', { name: 'Open the project' }).getAttribute('href'))!.split('/')[2]!;
    const batch = await projectRecords(page, projectId);
    const plan = batch.floorPlans!.find((p) => p.name === first.name)!;
    expect((plan.width as number) * (plan.metersPerUnit as number)).toBeCloseTo(first.widthM, 3);
    for (const ap of placed.filter((a) => a.floor === 'first')) {
      const record = batch.accessPoints!.find((r) => r.name === ap.name)!;
      const { coord } = record.location as { coord: { x: number; y: number } };
      expect(coord.x * (plan.metersPerUnit as number)).toBeCloseTo(ap.xM, 1);
      expect(coord.y * (plan.metersPerUnit as number)).toBeCloseTo(ap.yM, 1);
    }
    expect(batch.accessPoints!.map((r) => r.name).sort()).toEqual(placed.map((ap) => ap.name).sort());
    expect(mock.violations()).toEqual([]);
  });
});
