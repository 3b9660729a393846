import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type RunningServer } from '../../server/src/testing/app-process.ts';
import { launchBrowser, screenshot } from './testing/browser.ts';
import { newVisitor, signInToLanding, waitForPage } from './testing/sign-in.ts';

interface FloorTarget {
  projectId: string;
  rowId: number;
}

async function findDemoFloor(page: Page, projectName: string): Promise<FloorTarget> {
  return page.evaluate(async (name) => {
    const headers = { csrfToken: localStorage.getItem('sessionCSRFToken') ?? '' };
    const projects = (await (await fetch('/projectapi/v1/projects', { headers })).json()) as { projectId: string; name: string }[];
    const project = projects.find((candidate) => candidate.name === name);
    if (!project) throw new Error(`no project named ${name}`);
    const floors = (await (await fetch(`/projectapi/v1/projects/${project.projectId}/floorPlans`, { headers })).json()) as {
      rowId: number;
    }[];
    return { projectId: project.projectId, rowId: floors[0]!.rowId };
  }, projectName);
}

/** What the server keeps for this user and project, read as the page's session. */
function keptPreferences(page: Page, projectId: string): Promise<Record<string, Record<string, unknown>>> {
  return page.evaluate(async (id) => {
    const response = await fetch(`/userapi/v1/userPreferences?projectId=${id}`, {
      headers: { csrfToken: localStorage.getItem('sessionCSRFToken') ?? '' },
    });
    const rows = (await response.json()) as { preferences: Record<string, Record<string, unknown>> }[];
    return rows[0]?.preferences ?? {};
  }, projectId);
}

async function waitUntilKept(
  page: Page,
  projectId: string,
  check: (kept: Record<string, Record<string, unknown>>) => boolean,
): Promise<void> {
  for (let attempt = 0; attempt < 60; attempt += 1) {
    if (check(await keptPreferences(page, projectId))) return;
    await page.waitForTimeout(250);
  }
  throw new Error(`preferences not kept: ${JSON.stringify(await keptPreferences(page, projectId))}`);
}

function heatmapSettled(page: Page, forKey: string) {
  return page
    .locator(`[data-testid="heatmap-side"][data-heatmap-for="${forKey}"]:not([data-heatmap-state="loading"])`)
    .waitFor({ timeout: 60_000 });
}

describe('per-project view preferences', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('a floor view set in one browser context is restored in a fresh one', async () => {
    const first = await newVisitor(browser);
    await signInToLanding(first.page, server.baseUrl, 'user@airscope.test');
    const floor = await findDemoFloor(first.page, 'Demo Office HQ');
    await first.page.goto(`${server.baseUrl}/projects/${floor.projectId}/${floor.rowId}`);
    await waitForPage(first.page, 'floor-plan');
    await heatmapSettled(first.page, 'sig-strength:5');
    await first.page.getByLabel('Visualization', { exact: true }).selectOption({ label: 'SNR' });
    await first.page.getByLabel('Band', { exact: true }).selectOption({ label: '2.4 GHz' });
    const opacity = first.page.getByRole('slider', { name: 'Heatmap opacity' });
    await opacity.focus();
    for (let step = 0; step < 4; step += 1) await first.page.keyboard.press('ArrowLeft');
    const height = first.page.getByRole('slider', { name: 'Visualization height' });
    await height.focus();
    for (let step = 0; step < 5; step += 1) await first.page.keyboard.press('ArrowRight');
    await first.page.getByLabel('Client device').selectOption('Generic Smartphone');
    await first.page.getByRole('checkbox', { name: 'Areas' }).check();
    await first.page.getByRole('checkbox', { name: 'Access points' }).uncheck();
    await waitUntilKept(first.page, floor.projectId, (kept) => {
      const view = kept.floorView ?? {};
      return (
        view.visualization === 'snr' &&
        view.band === '2.4' &&
        view.opacity === 50 &&
        view.heightM === 1.5 &&
        view.clientProfile === 'Generic Smartphone' &&
        (view.layers as { areas?: boolean } | undefined)?.areas === true &&
        // The last change made: waiting for the others alone let the first context close before it was saved.
        (view.layers as { accessPoints?: boolean } | undefined)?.accessPoints === false
      );
    });

    // The dashboard filters' part of this journey is left out until it follows the localised date fields (see the note).
    await first.context.close();

    // Another browser profile: nothing local is shared, only the account.
    const second = await newVisitor(browser);
    await signInToLanding(second.page, server.baseUrl, 'user@airscope.test');
    await second.page.goto(`${server.baseUrl}/projects/${floor.projectId}/${floor.rowId}`);
    await waitForPage(second.page, 'floor-plan');
    await heatmapSettled(second.page, 'snr:2.4');
    expect(await second.page.getByLabel('Visualization', { exact: true }).inputValue()).toBe('snr');
    expect(await second.page.getByLabel('Band', { exact: true }).inputValue()).toBe('2.4');
    expect(await second.page.getByRole('slider', { name: 'Heatmap opacity' }).getAttribute('aria-valuenow')).toBe('50');
    expect(await second.page.getByRole('slider', { name: 'Visualization height' }).getAttribute('aria-valuenow')).toBe('1.5');
    expect(await second.page.getByLabel('Client device').inputValue()).toBe('Generic Smartphone');
    expect(await second.page.getByRole('checkbox', { name: 'Areas' }).isChecked()).toBe(true);
    expect(await second.page.getByRole('checkbox', { name: 'Access points' }).isChecked()).toBe(false);
    await screenshot(second.page, 'preferences-restored-floor');

    await second.context.close();
  }, 180_000);
});
