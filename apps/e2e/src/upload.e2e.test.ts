import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type RunningServer } from '../../server/src/testing/app-process.ts';
import { convertFengToSurveyCsv } from '../../../packages/esx-archive/src/survey-csv/test-support/convert-survey-fixtures.ts';
import { findSeriousAccessibilityViolations } from './testing/axe.ts';
import { launchBrowser, screenshot } from './testing/browser.ts';
import { signInToLanding } from './testing/sign-in.ts';
import { ESX_FIXTURES } from '@airscope/test-data';

const FIXTURE = ESX_FIXTURES.F1;
const FIXTURE_NAME = path.basename(FIXTURE);

interface ServerUploadStatus {
  status: string;
  projectId: string | null;
  rollbackReason: string | null;
}

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let scratchDir: string;
const statusAnswers: ServerUploadStatus[] = [];

async function signIn(target: Page, baseUrl: string): Promise<void> {
  await signInToLanding(target, baseUrl, 'user@airscope.test');
  await target.getByRole('dialog', { name: "What's new" }).waitFor({ state: 'hidden' });
}

/** Records every value the named progress bar and its row's status take, straight from DOM mutations. */
async function recordProgress(target: Page, fileName: string): Promise<void> {
  await target.evaluate((name) => {
    const seen: { value: number; status: string }[] = [];
    (window as unknown as { __uploadProgress: typeof seen }).__uploadProgress = seen;
    const read = () => {
      const bar = document.querySelector(`[role="progressbar"][aria-label="Upload progress ${name}"]`);
      if (!bar) return;
      const value = Number(bar.getAttribute('aria-valuenow'));
      const status = bar.closest('[data-testid="upload-row"]')?.querySelector('[data-testid="upload-status"]')?.textContent ?? '';
      const last = seen[seen.length - 1];
      if (!last || last.value !== value || last.status !== status) seen.push({ value, status });
    };
    new MutationObserver(read).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    // Polling as well, in case a value is painted without a mutation we listen to.
    const timer = setInterval(read, 25);
    setTimeout(() => clearInterval(timer), 120_000);
  }, fileName);
}

async function readRecordedProgress(target: Page): Promise<{ value: number; status: string }[]> {
  return target.evaluate(() => (window as unknown as { __uploadProgress: { value: number; status: string }[] }).__uploadProgress);
}

/** Fails on serious or critical axe findings, naming the offending elements so a failure can be acted on. */
async function expectNoSeriousAxeViolations(target: Page): Promise<void> {
  const violations = await findSeriousAccessibilityViolations(target);
  if (violations.length === 0) return;
  // The harness has injected axe; ask it again for the elements behind each finding.
  const details = await target.evaluate(
    async (ids) => {
      type Finding = { id: string; nodes: { target: unknown; failureSummary?: string }[] };
      const axe = (window as unknown as { axe: { run(ctx: Document): Promise<{ violations: Finding[] }> } }).axe;
      const { violations: found } = await axe.run(document);
      return found
        .filter((v) => ids.includes(v.id))
        .flatMap((v) => v.nodes.map((n) => `${v.id} ${JSON.stringify(n.target)}: ${n.failureSummary ?? ''}`));
    },
    violations.map((violation) => violation.id),
  );
  expect(details, details.join('\n')).toEqual([]);
}

/** Waits for finite animations (modal fades, bar transitions) to end, so screenshots show the settled screen. */
async function settle(target: Page): Promise<void> {
  await target.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

async function capture(target: Page, name: string): Promise<void> {
  await settle(target);
  await screenshot(target, name);
}

function uploadRow(target: Page, fileName: string) {
  return target.getByTestId('upload-row').filter({ hasText: fileName });
}

beforeAll(async () => {
  scratchDir = fs.mkdtempSync(path.join(os.tmpdir(), 'airscope-upload-e2e-'));
  server = await startAppServer({ SEED_DEMO_PROJECTS: 'false' });
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1360, height: 900 }, acceptDownloads: true });
  page = await context.newPage();
  page.on('response', (response) => {
    if (!response.url().includes('/esxfileapi/v1/projects/upload/status')) return;
    void response
      .json()
      .then((body: ServerUploadStatus) => statusAnswers.push(body))
      .catch(() => undefined);
  });
  await signIn(page, server.baseUrl);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (scratchDir) fs.rmSync(scratchDir, { recursive: true, force: true });
});

describe('uploading a project', () => {
  it('shows the projects section with its empty state and passes axe', async () => {
    await page.goto(`${server.baseUrl}/insights`);
    await page.getByTestId('projects-empty').waitFor();
    expect(await page.getByTestId('projects-empty').textContent()).toContain('No projects yet — upload an .esx file to start');
    expect(await page.getByTestId('page-insights').textContent()).toContain('The map and list of your projects');
    await capture(page, 'upload-01-insights-empty');
    await expectNoSeriousAxeViolations(page);
  });

  it('refuses a file that is neither .esx nor .csv before sending it', async () => {
    await page.getByRole('button', { name: 'Upload project' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload project' });
    await dialog.waitFor();
    const notes = path.join(scratchDir, 'notes.txt');
    fs.writeFileSync(notes, 'not a project');
    await dialog.getByLabel('Project file (.esx)').setInputFiles(notes);
    const alert = dialog.getByRole('alert').filter({ hasText: 'notes.txt is not an .esx, .csv or Cisco map archive file.' });
    await alert.waitFor();
    expect(await dialog.getByTestId('upload-row').count()).toBe(0);
    await capture(page, 'upload-02-refused-txt');
    await expectNoSeriousAxeViolations(page);
  });

  it('uploads the F1 fixture with rising progress through processing to COMPLETED at 100', async () => {
    const dialog = page.getByRole('dialog', { name: 'Upload project' });
    await recordProgress(page, FIXTURE_NAME);
    // Localhost sends 1.4 MB in one go; a slow uplink makes the 0–80 transfer range visible, as on a site.
    const devtools = await context.newCDPSession(page);
    await devtools.send('Network.enable');
    await devtools.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 600 * 1024,
    });
    await dialog.getByLabel('Project file (.esx)').setInputFiles(FIXTURE);
    const bar = dialog.getByRole('progressbar', { name: `Upload progress ${FIXTURE_NAME}` });
    await page.waitForFunction(
      (name) =>
        Number(document.querySelector(`[role="progressbar"][aria-label="Upload progress ${name}"]`)?.getAttribute('aria-valuenow')) >= 30,
      FIXTURE_NAME,
    );
    // No settling here: the bar keeps moving while bytes flow, and the picture is of exactly that.
    await screenshot(page, 'upload-03-uploading');
    await page.waitForFunction(
      (name) =>
        document.querySelector(`[aria-label="Upload progress ${name}"]`)?.closest('[data-status]')?.getAttribute('data-status') ===
        'PROCESSING',
      FIXTURE_NAME,
    );
    await devtools.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await capture(page, 'upload-04-processing');
    await page.waitForFunction(
      (name) =>
        document.querySelector(`[role="progressbar"][aria-label="Upload progress ${name}"]`)?.getAttribute('aria-valuenow') === '100',
      FIXTURE_NAME,
      { timeout: 60_000 },
    );
    const row = uploadRow(page, FIXTURE_NAME);
    expect(await row.getByTestId('upload-status').textContent()).toBe('Completed');
    await capture(page, 'upload-05-completed');

    const seen = await readRecordedProgress(page);
    console.info(`progress seen: ${seen.map((entry) => `${entry.value}% ${entry.status}`).join(' → ')}`);
    const values = seen.map((entry) => entry.value);
    for (let index = 1; index < values.length; index += 1) expect(values[index]).toBeGreaterThanOrEqual(values[index - 1] ?? 0);
    expect(values.some((value) => value > 0 && value < 80)).toBe(true);
    expect(values.some((value) => value >= 80 && value < 100)).toBe(true);
    expect(values.at(-1)).toBe(100);
    expect(seen.filter((entry) => entry.value < 80).every((entry) => entry.status === 'Uploading')).toBe(true);
    expect(seen.some((entry) => entry.status === 'Processing')).toBe(true);
    expect(seen.filter((entry) => entry.status === 'Processing').every((entry) => entry.value >= 80 && entry.value <= 99)).toBe(true);
    expect(await bar.getAttribute('aria-valuenow')).toBe('100');

    const href = await row.getByRole('link', { name: 'Open project' }).getAttribute('href');
    expect(href).toMatch(/^\/projects\/[0-9a-f-]{36}$/);
  });

  it('lists the new project in the Projects table under the name the server gave it', async () => {
    const href = await uploadRow(page, FIXTURE_NAME).getByRole('link', { name: 'Open project' }).getAttribute('href');
    const projectId = href?.split('/').at(-1) ?? '';
    await page.getByRole('dialog', { name: 'Upload project' }).getByRole('button', { name: 'Close' }).last().click();
    const project = await page.evaluate(async (id) => {
      const response = await fetch(`/projectapi/v1/projects/${id}`, {
        headers: { csrfToken: localStorage.getItem('sessionCSRFToken') ?? '' },
      });
      return (await response.json()) as { name: string; floorPlanCount: number };
    }, projectId);
    // The server names a project after the name inside the .esx (here not "F1"), else after the file.
    expect(project.name.trim()).not.toBe('');
    const table = page.getByRole('table', { name: 'Projects' });
    const nameCell = table.getByRole('rowheader', { name: project.name, exact: true });
    await nameCell.waitFor();
    const row = table.locator(`[data-project-id="${projectId}"]`);
    expect(await row.textContent()).toContain('Owner');
    await row.locator('[data-testid="project-thumbnail"][data-loaded] img').waitFor({ timeout: 20_000 });
    const thumbnailWidth = await row
      .locator('[data-testid="project-thumbnail"] img')
      .evaluate((image) => (image as HTMLImageElement).naturalWidth);
    expect(thumbnailWidth).toBeGreaterThan(0);
    await capture(page, 'upload-06-projects-table');
    await expectNoSeriousAxeViolations(page);
  });

  it('downloads the project as an .esx file', async () => {
    const table = page.getByRole('table', { name: 'Projects' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      table
        .getByRole('button', { name: /^Download .*\(\.esx\)$/ })
        .first()
        .click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.esx$/);
    const saved = path.join(scratchDir, download.suggestedFilename());
    await download.saveAs(saved);
    const bytes = fs.readFileSync(saved);
    expect(bytes.length).toBeGreaterThan(1000);
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  });

  it("shows the server's rollback reason for a text file renamed .esx", async () => {
    const fake = path.join(scratchDir, 'not-a-project.esx');
    fs.writeFileSync(fake, 'This is a plain text file, not a ZIP archive.\n');
    await page.getByRole('button', { name: 'Upload project' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload project' });
    await dialog.getByLabel('Project file (.esx)').setInputFiles(fake);
    const row = uploadRow(page, 'not-a-project.esx');
    await page.waitForFunction(
      () =>
        document
          .querySelector('[role="progressbar"][aria-label="Upload progress not-a-project.esx"]')
          ?.closest('[data-testid="upload-row"]')
          ?.getAttribute('data-status') === 'FAILED',
      undefined,
      { timeout: 60_000 },
    );
    expect(await row.getByTestId('upload-status').textContent()).toBe('Failed');
    expect(await row.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    const refused = statusAnswers.find((answer) => answer.status === 'ROLLED_BACK' || answer.status === 'FAILED');
    expect(refused?.rollbackReason).toBeTruthy();
    expect(await row.getByRole('alert').textContent()).toContain(refused?.rollbackReason ?? '');
    await capture(page, 'upload-07-rolled-back');
    await expectNoSeriousAxeViolations(page);
    await dialog.getByRole('button', { name: 'Close' }).last().click();
  });

  it('deletes the project after confirmation and its row disappears', async () => {
    const table = page.getByRole('table', { name: 'Projects' });
    const deleteButton = table.getByRole('button', { name: /^Delete / }).first();
    const label = (await deleteButton.getAttribute('aria-label')) ?? '';
    const name = label.replace(/^Delete /, '');
    await deleteButton.click();
    const confirm = page.getByRole('dialog', { name: 'Delete project?' });
    await confirm.waitFor();
    await capture(page, 'upload-08-delete-confirm');
    await confirm.getByRole('button', { name: 'Delete project' }).click();
    await page.getByTestId('projects-empty').waitFor();
    expect(await page.getByRole('rowheader', { name, exact: true }).count()).toBe(0);
    await capture(page, 'upload-09-after-delete');
  });

  it('uploads a survey CSV through the dialog and opens it as a measured project', async () => {
    const csv = path.join(scratchDir, 'feng-campus.csv');
    await convertFengToSurveyCsv(csv, 'm');
    await page.getByRole('button', { name: 'Upload project' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload project' });
    await dialog.waitFor();
    await recordProgress(page, 'feng-campus.csv');
    await dialog.getByLabel('Project file (.esx) or survey data (.csv)').setInputFiles(csv);
    await page.waitForFunction(
      () =>
        document.querySelector('[role="progressbar"][aria-label="Upload progress feng-campus.csv"]')?.getAttribute('aria-valuenow') ===
        '100',
      undefined,
      { timeout: 60_000 },
    );
    const row = uploadRow(page, 'feng-campus.csv');
    expect(await row.getByTestId('upload-status').textContent()).toBe('Completed');
    expect(await row.getByRole('alert').count()).toBe(0);
    const seen = await readRecordedProgress(page);
    expect(seen.some((entry) => entry.status === 'Processing')).toBe(true);
    expect(seen.at(-1)?.value).toBe(100);
    await capture(page, 'upload-10-csv-completed');

    await row.getByRole('link', { name: 'Open project' }).click();
    const dashboard = page.getByTestId('page-project-dashboard');
    await dashboard.getByRole('heading', { level: 1, name: 'feng-campus' }).waitFor();
    await dashboard.getByText('Measured', { exact: true }).waitFor();
    // The APs the survey heard are listed on the dashboard (the converted Feng data has 14).
    await dashboard.getByTestId('access-point-row').first().waitFor({ timeout: 30_000 });
    expect(await dashboard.getByTestId('access-point-row').count()).toBe(14);
    expect(page.url()).toMatch(/\/projects\/[0-9a-f-]{36}$/);
    await capture(page, 'upload-11-csv-project');
  });
});
