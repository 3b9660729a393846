import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type RunningServer } from '../../server/src/testing/app-process.ts';
import { findSeriousAccessibilityViolations } from './testing/axe.ts';
import { launchBrowser, screenshot } from './testing/browser.ts';
import { signInToLanding } from './testing/sign-in.ts';
import { ESX_FIXTURES } from '@airscope/test-data';

const FIXTURE = ESX_FIXTURES.TEST;

let server: RunningServer;
let browser: Browser;
let page: Page;
let scratch: string;

/** A project's id by name through the API, with the page's session. */
async function projectIdNamed(target: Page, predicate: 'demo' | 'imported'): Promise<{ projectId: string; name: string }> {
  return target.evaluate(async (which) => {
    const headers = { csrfToken: localStorage.getItem('sessionCSRFToken') ?? '' };
    const projects = (await (await fetch('/projectapi/v1/projects', { headers })).json()) as { projectId: string; name: string }[];
    const found = projects.find((p) => (which === 'demo' ? p.name === 'Demo Office HQ' : !p.name.startsWith('Demo Office')));
    if (!found) throw new Error(`no ${which} project among ${projects.map((p) => p.name).join(', ')}`);
    return found;
  }, predicate);
}

/** Opens the report dialog from the project's row in the projects table. */
async function openReportDialog(target: Page, name: string) {
  await target.goto(`${server.baseUrl}/insights`);
  await target.getByRole('button', { name: `Create a report or bill of materials for ${name}`, exact: true }).click();
  const dialog = target.getByRole('dialog', { name: `Report and bill of materials: ${name}` });
  await dialog.waitFor();
  return dialog;
}

/** Clicks a download button and answers the saved file's bytes and name. */
async function download(target: Page, click: () => Promise<void>): Promise<{ bytes: Buffer; name: string }> {
  const [file] = await Promise.all([target.waitForEvent('download', { timeout: 60_000 }), click()]);
  const saved = path.join(scratch, file.suggestedFilename());
  await file.saveAs(saved);
  return { bytes: fs.readFileSync(saved), name: file.suggestedFilename() };
}

beforeAll(async () => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'airscope-report-e2e-'));
  server = await startAppServer();
  browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1360, height: 900 }, acceptDownloads: true });
  page = await context.newPage();
  await signInToLanding(page, server.baseUrl, 'user@airscope.test');
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
});

describe('reports', () => {
  it('configures and downloads a German PDF report of an uploaded project', async () => {
    await page.goto(`${server.baseUrl}/insights`);
    await page.getByRole('button', { name: 'Upload project' }).click();
    const upload = page.getByRole('dialog', { name: 'Upload project' });
    await upload.getByLabel('Project file (.esx)').setInputFiles(FIXTURE);
    await page.waitForFunction(
      () => Array.from(document.querySelectorAll('[data-testid="upload-status"]')).some((el) => el.textContent === 'Completed'),
      undefined,
      { timeout: 120_000 },
    );
    await upload.getByRole('button', { name: 'Close' }).last().click();
    const project = await projectIdNamed(page, 'imported');

    const dialog = await openReportDialog(page, project.name);
    await dialog.getByLabel('Report language').first().click();
    await page.getByRole('option', { name: 'Deutsch' }).click();
    await dialog.getByRole('checkbox', { name: 'Notes and picture notes' }).uncheck();
    await dialog.getByRole('checkbox', { name: 'Signal-to-noise ratio' }).check();
    await dialog.getByRole('checkbox', { name: '2.4 GHz' }).check();
    expect(await findSeriousAccessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'reports-01-configure');
    await dialog.getByRole('button', { name: 'Create report' }).click();
    const downloadButton = dialog.getByRole('button', { name: /^Download .+\.pdf$/ });
    await downloadButton.waitFor({ timeout: 240_000 });
    await screenshot(page, 'reports-02-ready');
    const file = await download(page, () => downloadButton.click());
    expect(file.name).toMatch(/\.pdf$/);
    expect(file.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = execFileSync('pdftotext', ['-', '-'], { input: file.bytes, encoding: 'utf8' });
    for (const heading of [
      'Grundrisse und Heatmaps',
      'Signal-Rausch-Abstand · 2,4 GHz',
      'Signalstärke · 5 GHz',
      'Stückliste',
      'Access Points',
    ])
      expect(text).toContain(heading);
  }, 400_000);

  it('configures and downloads a DOCX report and the bill of materials of a demo project', async () => {
    const project = await projectIdNamed(page, 'demo');
    const dialog = await openReportDialog(page, project.name);
    await dialog.locator('label', { hasText: /^DOCX$/ }).click();
    expect(await dialog.getByRole('radio', { name: 'DOCX' }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Create report' }).click();
    const downloadButton = dialog.getByRole('button', { name: /^Download .+\.docx$/ });
    await downloadButton.waitFor({ timeout: 240_000 });
    const report = await download(page, () => downloadButton.click());
    expect(report.bytes.subarray(0, 2).toString()).toBe('PK');
    expect(report.bytes.includes(Buffer.from('word/document.xml'))).toBe(true);

    await dialog.getByRole('button', { name: 'Configure another report' }).click();
    const csv = await download(page, () => dialog.getByRole('button', { name: 'Download CSV' }).click());
    expect(csv.name).toMatch(/\.csv$/);
    const lines = csv.bytes
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(lines[0]).toBe('Category,Vendor,Model,Description,Building,Floor,Quantity');
    expect(lines.some((line) => line.startsWith('Access point,'))).toBe(true);
    const xlsx = await download(page, () => dialog.getByRole('button', { name: 'Download XLSX' }).click());
    expect(xlsx.bytes.subarray(0, 2).toString()).toBe('PK');
  }, 400_000);
});
