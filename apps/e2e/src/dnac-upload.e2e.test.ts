import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type RunningServer } from '../../server/src/testing/app-process.ts';
import { archiveEntries, buildTarGz, sampleBuilding } from '../../../packages/esx-archive/src/dnac/test-support/build-dnac-archive.ts';
import { launchBrowser, screenshot } from './testing/browser.ts';
import { signInToLanding } from './testing/sign-in.ts';

// A Cisco DNA Center map export as docs/dnac-map-archive.md describes it: 1 building, 2 floors, 3 APs.
const ARCHIVE = 'HQ maps.tar.gz';
// The same export without its map descriptor: the server refuses it with the reason.
const BROKEN = 'broken-maps.tar.gz';

let server: RunningServer;
let browser: Browser;
let page: Page;
let scratchDir: string;

function uploadRow(target: Page, fileName: string) {
  return target.getByTestId('upload-row').filter({ hasText: fileName });
}

async function waitForRowStatus(target: Page, fileName: string, status: 'COMPLETED' | 'FAILED'): Promise<void> {
  await target.waitForFunction(
    ([name, wanted]) =>
      document
        .querySelector(`[role="progressbar"][aria-label="Upload progress ${name}"]`)
        ?.closest('[data-testid="upload-row"]')
        ?.getAttribute('data-status') === wanted,
    [fileName, status] as const,
    { timeout: 60_000 },
  );
}

async function countProjects(target: Page): Promise<number> {
  return target.evaluate(async () => {
    const response = await fetch('/projectapi/v1/projects', { headers: { csrfToken: localStorage.getItem('sessionCSRFToken') ?? '' } });
    return ((await response.json()) as unknown[]).length;
  });
}

async function openUploadDialog(target: Page) {
  await target.getByRole('button', { name: 'Upload project' }).click();
  const dialog = target.getByRole('dialog', { name: 'Upload project' });
  await dialog.waitFor();
  return dialog;
}

beforeAll(async () => {
  scratchDir = fs.mkdtempSync(path.join(os.tmpdir(), 'airscope-dnac-e2e-'));
  fs.writeFileSync(path.join(scratchDir, ARCHIVE), buildTarGz(archiveEntries([sampleBuilding()])));
  const withoutDescriptor = archiveEntries([sampleBuilding()]).filter((entry) => !entry.name.startsWith('xmlDir/'));
  fs.writeFileSync(path.join(scratchDir, BROKEN), buildTarGz(withoutDescriptor));
  server = await startAppServer({ SEED_DEMO_PROJECTS: 'false' });
  browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1360, height: 900 } });
  page = await context.newPage();
  await signInToLanding(page, server.baseUrl, 'user@airscope.test');
  await page.getByRole('dialog', { name: "What's new" }).waitFor({ state: 'hidden' });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (scratchDir) fs.rmSync(scratchDir, { recursive: true, force: true });
});

describe('uploading a Cisco DNA Center map archive', () => {
  it('converts the archive, imports it like an .esx and opens the project with its floors and APs', async () => {
    await page.goto(`${server.baseUrl}/insights`);
    const dialog = await openUploadDialog(page);
    await dialog.getByLabel('Project file (.esx)').setInputFiles(path.join(scratchDir, ARCHIVE));
    await waitForRowStatus(page, ARCHIVE, 'COMPLETED');
    const row = uploadRow(page, ARCHIVE);
    expect(await row.getByTestId('upload-status').textContent()).toBe('Completed');
    expect(await row.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(await row.getByRole('alert').count()).toBe(0);
    await screenshot(page, 'dnac-01-converted-and-uploaded');

    await row.getByRole('link', { name: 'Open project' }).click();
    const dashboard = page.getByTestId('page-project-dashboard');
    await dashboard.getByRole('heading', { level: 1, name: 'HQ' }).waitFor();
    const rows = dashboard.getByTestId('access-point-row');
    await rows.first().waitFor({ timeout: 30_000 });
    const cells = await rows.evaluateAll((trs) => trs.map((tr) => Array.from(tr.children, (cell) => cell.textContent ?? '')));
    const listed = cells.map(([name, source, vendor, floor]) => [name, source, vendor, floor]).sort();
    expect(listed).toEqual([
      ['AP-1-1', 'Planned', 'Cisco', 'First'],
      ['AP-G-1', 'Planned', 'Cisco', 'Ground'],
      ['AP-G-2', 'Planned', 'Cisco', 'Ground'],
    ]);
    expect(page.url()).toMatch(/\/projects\/[0-9a-f-]{36}$/);
    await screenshot(page, 'dnac-02-project-dashboard');
  }, 120_000);

  it('says "Could not convert" with the reason for a broken archive, and adds no project', async () => {
    await page.goto(`${server.baseUrl}/insights`);
    const before = await countProjects(page);
    const dialog = await openUploadDialog(page);
    await dialog.getByLabel('Project file (.esx)').setInputFiles(path.join(scratchDir, BROKEN));
    await waitForRowStatus(page, BROKEN, 'FAILED');
    const alert = uploadRow(page, BROKEN).getByRole('alert');
    const text = await alert.textContent();
    expect(text).toContain(`Could not convert ${BROKEN}`);
    expect(text).toContain('it holds no xmlDir/MapsImportExport.xml');
    await screenshot(page, 'dnac-03-could-not-convert');
    expect(await countProjects(page)).toBe(before);
  }, 120_000);
});
