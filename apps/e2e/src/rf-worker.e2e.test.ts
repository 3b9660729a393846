import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGrid, type GridSpec } from '@airscope/core';
import { buildFloorRfModel, type FloorRfModel } from '@airscope/esx';
import { readEsx } from '@airscope/esx-archive';
import { officeRecordId } from '../../server/src/seed/demo-office/office-project.ts';
import { startAppServer, type RunningServer } from '../../server/src/testing/app-process.ts';
import { launchBrowser } from './testing/browser.ts';
import { signInThroughForm, waitForPage } from './testing/sign-in.ts';

// The seeded planned office; its floor ids are derived from names, so they are stable.
const PROJECT_NAME = 'Demo Office HQ';
const FLOOR_ID = officeRecordId('floor', 0);
const WORKER_ENTRY = fileURLToPath(new URL('../../web/src/workers/rf-engine.worker.ts', import.meta.url));

let server: RunningServer;
let browser: Browser;
let appPage: Page;
let workerPage: Page;
let projectId: string;
let rf: FloorRfModel;
let workerCode: string;

interface Case {
  type: 'sig-strength' | 'sig-strength-2nd' | 'data-rate';
  band: '2.4' | '5' | 'any';
}
const CASES: Case[] = [
  { type: 'sig-strength', band: '5' },
  { type: 'sig-strength-2nd', band: '2.4' },
  { type: 'data-rate', band: 'any' },
];

/** The server's heatmap for a case, asked through the API with the page's session, as the floor view does. */
function serverHeatmap(c: Case) {
  return appPage.evaluate(
    async ({ projectId, floorId, c }) => {
      const headers = { csrfToken: localStorage.getItem('sessionCSRFToken') ?? '', 'content-type': 'application/json' };
      const body = JSON.stringify({ type: c.type, 'radio-band': c.band, 'signal-prediction': 'one-floor', accuracy: 'very' });
      const response = await fetch(`/heatmapapi/v1/projects/${projectId}/floor-plans/${floorId}/heatmap`, {
        method: 'POST',
        headers,
        body,
      });
      if (!response.ok) throw new Error(`heatmap answered ${response.status}`);
      return (
        (await response.json()) as {
          vertices: { originX: number; originY: number; cellSize: number; cols: number; rows: number; values: (number | null)[] };
        }
      ).vertices;
    },
    { projectId, floorId: FLOOR_ID, c },
  );
}

/** Runs the bundled worker in the browser: sends the floor, then the radios with the same options the server used. */
function workerHeatmap(c: Case, grid: GridSpec, radios = rf.radios) {
  return workerPage.evaluate(
    async ({ code, floor, radios, grid, c }) => {
      const w =
        (window as unknown as { rfWorker?: Worker }).rfWorker ??
        new Worker(URL.createObjectURL(new Blob([code], { type: 'text/javascript' })));
      (window as unknown as { rfWorker?: Worker }).rfWorker = w;
      // No named helpers in here: the page receives this function's source, without the test's module scope.
      const messages: Record<string, unknown>[] = [];
      if (!(window as unknown as { rfFloorSet?: boolean }).rfFloorSet)
        messages.push({ kind: 'set-floor', requestId: 1, floorKey: 'f', floor });
      messages.push({ kind: 'compute', requestId: 2, floorKey: 'f', radios, grid, band: c.band, types: [c.type] });
      let answer = {} as { kind: string; message?: string; grids?: { values: Float32Array }[]; recomputedRadioIds?: string[] };
      for (const message of messages) {
        answer = await new Promise((resolve) => {
          w.onmessage = (event: MessageEvent) => resolve(event.data);
          w.postMessage(message);
        });
        if (answer.kind === 'error') throw new Error(answer.message);
      }
      (window as unknown as { rfFloorSet?: boolean }).rfFloorSet = true;
      if (answer.kind !== 'result') throw new Error(answer.message ?? answer.kind);
      // The server sends values rounded to 0.1 with null for no value; round the same way here.
      const values = Array.from(answer.grids![0]!.values, (v) => (Number.isFinite(v) ? Math.round(v * 10) / 10 : null));
      return { values, recomputed: answer.recomputedRadioIds! };
    },
    { code: workerCode, floor: rf.floor, radios, grid, c },
  );
}

beforeAll(async () => {
  server = await startAppServer();
  browser = await launchBrowser();
  appPage = await (await browser.newContext()).newPage();
  await signInThroughForm(appPage, server.baseUrl, 'user@airscope.test');
  await waitForPage(appPage, 'landing');
  projectId = await appPage.evaluate(async (name) => {
    const headers = { csrfToken: localStorage.getItem('sessionCSRFToken') ?? '' };
    const projects = (await (await fetch('/projectapi/v1/projects', { headers })).json()) as { projectId: string; name: string }[];
    const project = projects.find((candidate) => candidate.name === name);
    if (!project) throw new Error(`no project named ${name}`);
    return project.projectId;
  }, PROJECT_NAME);
  // The floor model comes from the project as the server stores it: downloaded as .esx and mapped by the same adapter.
  const bytes = await appPage.evaluate(async (id) => {
    const response = await fetch(`/projectapi/v1/projects/${id}/download`, {
      headers: { csrfToken: localStorage.getItem('sessionCSRFToken') ?? '' },
    });
    return Array.from(new Uint8Array(await response.arrayBuffer()));
  }, projectId);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'rf-worker-')), 'project.esx');
  fs.writeFileSync(file, Uint8Array.from(bytes));
  rf = buildFloorRfModel(await readEsx(file), FLOOR_ID);
  const bundle = await build({
    entryPoints: [WORKER_ENTRY],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  workerCode = bundle.outputFiles[0]!.text;
  workerPage = await (await browser.newContext()).newPage();
  await workerPage.goto('about:blank');
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('RF engine in a browser worker', () => {
  it.each(CASES)('gives the same $type grid on band $band as the server, value by value', async (c) => {
    const vertices = await serverHeatmap(c);
    const grid = createGrid(rf.widthM, rf.heightM, vertices.cellSize);
    expect([grid.cols, grid.rows, grid.originX, grid.originY]).toEqual([vertices.cols, vertices.rows, vertices.originX, vertices.originY]);
    const worker = await workerHeatmap(c, grid);
    expect(worker.values).toHaveLength(vertices.values.length);
    const differing = worker.values.flatMap((v, i) => (v === vertices.values[i] ? [] : [`${i}: worker ${v} server ${vertices.values[i]}`]));
    expect(differing.slice(0, 5)).toEqual([]);
    // A real heatmap, not two empty grids agreeing.
    expect(vertices.values.filter((v) => v !== null).length).toBeGreaterThan(vertices.values.length / 2);
  });

  it('recomputes only the radios of a moved AP in the browser', async () => {
    const grid = createGrid(rf.widthM, rf.heightM, 0.5);
    const apId = rf.radios[0]!.apId;
    const moved = rf.radios.map((r) =>
      r.apId === apId ? { ...r, position: { x: r.position.x + 2, y: r.position.y + 1 } as typeof r.position } : r,
    );
    const before = await workerHeatmap({ type: 'sig-strength', band: '5' }, grid);
    const after = await workerHeatmap({ type: 'sig-strength', band: '5' }, grid, moved);
    // Every radio of the moved AP (both bands), and no other.
    expect([...after.recomputed].sort()).toEqual(
      rf.radios
        .filter((r) => r.apId === apId)
        .map((r) => r.id)
        .sort(),
    );
    expect(after.values).not.toEqual(before.values);
  });
});
