import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type RunningServer } from '../../server/src/testing/app-process.ts';
import { findSeriousAccessibilityViolations } from './testing/axe.ts';
import { launchBrowser, screenshot } from './testing/browser.ts';
import { dismissWhatsNew, newVisitor, waitForPage } from './testing/sign-in.ts';
import { pageApi } from './testing/page-api.ts';

const AGENT = fileURLToPath(new URL('../../agent/bin/airscope-agent.js', import.meta.url));
const WAYPOINTS = fileURLToPath(new URL('../../agent/test-data/lab-waypoints.txt', import.meta.url));

/** Runs the agent as a person does: its own process; answers its output and exit code, and calls back on each line. */
function runAgent(args: string[], onLine: (line: string) => void = () => undefined): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [AGENT, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const take = (chunk: Buffer) => {
      output += chunk.toString();
      for (const line of chunk.toString().split('\n')) if (line.trim()) onLine(line);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code: code ?? -1, output }));
  });
}

describe('survey device activation with the airscope-agent', () => {
  let server: RunningServer;
  let browser: Browser;
  let configDir: string;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
    configDir = fs.mkdtempSync(path.join(os.tmpdir(), 'airscope-agent-'));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (configDir) fs.rmSync(configDir, { recursive: true, force: true });
  });

  it('activates the agent through the browser, shows its pushed walk in survey events and the measured heatmap, and refuses it once revoked', async () => {
    const config = path.join(configDir, 'agent.json');
    const { page } = await newVisitor(browser);

    // The agent asks for a code; the user opens the printed address, signs in and approves.
    let announced: (url: string) => void;
    const verificationUrl = new Promise<string>((resolve) => (announced = resolve));
    const activation = runAgent(['activate', '--server', server.baseUrl, '--name', 'Lab laptop', '--config', config], (line) => {
      const match = /\(or open (\S+)\)/.exec(line);
      if (match) announced(match[1]!);
    });
    const printed = new URL(await verificationUrl);
    const userCode = printed.searchParams.get('user_code')!;
    expect(userCode).toMatch(/^[A-Z]{4}-[A-Z]{4}$/);
    await page.goto(`${server.baseUrl}${printed.pathname}${printed.search}`);
    await waitForPage(page, 'login');
    await page.getByLabel('Email', { exact: true }).fill('user@airscope.test');
    await page.getByLabel('Password', { exact: true }).fill('airscope-demo');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await waitForPage(page, 'device-activation');
    await dismissWhatsNew(page);
    const request = page.getByTestId('device-activation-request');
    await request.getByText('Lab laptop').waitFor();
    expect(await page.getByLabel('Device code').inputValue()).toBe(userCode);
    expect(await findSeriousAccessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'device-activation-01-request');
    await request.getByRole('button', { name: 'Approve' }).click();
    await waitForPage(page, 'device-auth-successful');
    await page.getByRole('heading', { name: 'Device activated' }).waitFor();

    const activated = await activation;
    expect(activated.code, activated.output).toBe(0);
    expect(activated.output).toContain('Activated "Lab laptop"');
    expect(fs.statSync(config).mode & 0o777).toBe(0o600);

    // The walk goes to the first floor of the planned demo office, which had no survey before.
    const projects = await pageApi<Array<{ projectId: string; name: string }>>(page, 'GET', '/projectapi/v1/projects');
    const office = projects.json.find((p) => p.name === 'Demo Office HQ')!;
    const floors = await pageApi<Array<{ rowId: number; name: string }>>(
      page,
      'GET',
      `/projectapi/v1/projects/${office.projectId}/floorPlans`,
    );
    const floor = floors.json[0]!;
    const measuredOnly = {
      type: 'sig-strength',
      'radio-band': 'any',
      'only-measured': true,
      'signal-prediction': 'off',
      accuracy: 'medium',
    };
    const heatmapUrl = `/heatmapapi/v1/projects/${office.projectId}/floor-plans/${floor.rowId}/heatmap`;
    const painted = async () =>
      (await pageApi<{ vertices: { values: Array<number | null> } }>(page, 'POST', heatmapUrl, measuredOnly)).json.vertices.values.filter(
        (v) => v !== null,
      ).length;
    expect(await painted()).toBe(0);

    const survey = [
      'survey',
      '--project',
      office.projectId,
      '--floor',
      String(floor.rowId),
      '--waypoints',
      WAYPOINTS,
      '--name',
      'Corridor walk',
      '--no-prompt',
      '--config',
      config,
    ];
    const pushed = await runAgent(survey);
    expect(pushed.code, pushed.output).toBe(0);
    expect(pushed.output).toContain('Pushed "Corridor walk": 3 scans, 14 readings of 4 access points');
    expect(await painted()).toBeGreaterThan(0);

    // The floor view draws the measured walk, and the survey events list it with the four access points heard.
    await page.goto(`${server.baseUrl}/projects/${office.projectId}/${floor.rowId}`);
    await waitForPage(page, 'floor-plan');
    const layers = await pageApi<{ tracks: Array<{ points: unknown[] }> }>(
      page,
      'GET',
      `/heatmapapi/v1/projects/${office.projectId}/floor-plans/${floor.rowId}/layers`,
    );
    expect(layers.json.tracks.map((track) => track.points.length)).toContain(3);
    await page.goto(`${server.baseUrl}/insights`);
    await waitForPage(page, 'insights');
    // The first workspace page of a fresh browser opens the what's-new dialog just after it shows.
    await page
      .getByRole('dialog', { name: "What's new" })
      .waitFor({ state: 'visible', timeout: 10_000 })
      .catch(() => undefined);
    await dismissWhatsNew(page);
    const section = page.getByTestId('survey-events-section');
    const row = section.getByTestId('survey-event-row').filter({ has: page.getByRole('cell', { name: 'Demo Office HQ', exact: true }) });
    await row.first().waitFor({ timeout: 60_000 });
    expect(await row.first().getByRole('cell').last().textContent()).toBe('4');
    await screenshot(page, 'device-activation-02-survey-events');

    // My page lists the device; revoking it makes the agent's next push fail with 401.
    await page.goto(`${server.baseUrl}/home/manage`);
    await waitForPage(page, 'my-page');
    const deviceRow = page.getByTestId('device-row').filter({ hasText: 'Lab laptop' });
    await deviceRow.waitFor();
    expect(await deviceRow.getByRole('cell').nth(1).textContent()).toBe('Survey agent');
    expect(await deviceRow.getByRole('cell').nth(3).textContent()).not.toBe('Never');
    expect(await findSeriousAccessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'device-activation-03-my-page');
    await deviceRow.getByRole('button', { name: 'Revoke Lab laptop' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
    await page.getByTestId('devices-empty').waitFor();

    const refused = await runAgent(survey);
    expect(refused.code).toBe(3);
    expect(refused.output).toContain('The server no longer accepts this device');
  }, 180_000);
});
