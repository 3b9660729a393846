/**
 * Issue 15, one heatmap pipeline: the F1 fixture's heatmaps computed through the server's heatmap route (HTTP on
 * the embedded database) and through the browser worker's entry (`createRfEngine`, messages cloned as postMessage
 * clones them) give identical rasters, cell for cell, because both run `@airscope/core`'s pipeline.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listFloorPlanIds } from '@airscope/esx';
import { readEsx } from '@airscope/esx-archive';
import { ESX_FIXTURES } from '@airscope/test-data';
import {
  chooseRequirement,
  DEFAULT_LEGENDS,
  heatmapGridFor,
  paintHeatmap,
  presentHeatmapValues,
  type FloorHeatmapInput,
  VISUALISATION_TYPES,
} from '@airscope/core';
import type { HeatmapOptions } from '@airscope/contracts';
import { createTestApp, type TestApp, type TestSession } from '../../apps/server/src/testing/test-app.ts';
import { uploadThroughHttp } from '../../apps/server/src/testing/upload-flow.ts';
import { loadedFloorOf, toHeatmapInput } from '../../apps/server/src/modules/heatmaps/floor-model-cache.ts';
import { createRfEngine } from '../../apps/web/src/workers/rf-engine-handler.ts';
import type { RfEngineRequest } from '../../apps/web/src/workers/rf-engine-protocol.ts';

const TYPES = VISUALISATION_TYPES;
// Prediction on one floor: the worker predicts planned radios; a surveyed floor would otherwise draw its survey on the server.
const CASES: readonly Omit<HeatmapOptions, 'type'>[] = [
  { accuracy: 'medium', 'radio-band': '5', 'signal-prediction': 'one-floor' },
  { accuracy: 'medium', 'radio-band': '2.4', 'signal-prediction': 'one-floor', 'only-my-aps': false, 'client-offset-db': 10 },
];

describe('the F1 heatmaps through the server route and through the worker entry', () => {
  let t: TestApp;
  let owner: TestSession;
  let route: string;
  let input: FloorHeatmapInput;

  beforeAll(async () => {
    t = await createTestApp('embedded', { withJobs: true });
    owner = await t.signIn('user@airscope.test');
    const outcome = await uploadThroughHttp(t, owner, fs.readFileSync(ESX_FIXTURES.F1), 'F1.esx');
    const [plan] = (await t.call('GET', `/projectapi/v1/projects/${outcome.projectId}/floorPlans`, { session: owner })).json();
    route = `/heatmapapi/v1/projects/${outcome.projectId}/floor-plans/${plan.id}/heatmap?version=1`;
    const project = await readEsx(ESX_FIXTURES.F1);
    input = toHeatmapInput(loadedFloorOf(project, listFloorPlanIds(project)[0]!), {});
  }, 180_000);
  afterAll(() => t.close());

  it.each(CASES)(
    'are identical for every visualisation with %o',
    async (options) => {
      const engine = createRfEngine();
      const post = (request: RfEngineRequest) => engine.handle(structuredClone(request));
      expect(post({ kind: 'set-floor', requestId: 1, floorKey: 'f1', floor: input.floor }).kind).toBe('ok');
      const grid = heatmapGridFor(input.widthM, input.heightM, options);
      const response = post({
        kind: 'compute',
        requestId: 2,
        floorKey: 'f1',
        radios: input.radios,
        grid,
        band: options['radio-band']!,
        types: TYPES,
        ...(options['only-my-aps'] !== undefined ? { onlyMyAps: options['only-my-aps'] } : {}),
        ...(options['client-offset-db'] !== undefined ? { clientOffsetDb: options['client-offset-db'] } : {}),
        requirement: chooseRequirement(input, undefined),
      });
      if (response.kind !== 'result') throw new Error(`worker answered ${JSON.stringify(response)}`);
      for (const type of TYPES) {
        const answer = await t.call('POST', route, { session: owner, body: { ...options, type, 'requirement-grey-out': false } });
        expect(answer.statusCode, type).toBe(200);
        const served = answer.json() as { vertices: { cols: number; rows: number; values: (number | null)[] } };
        const worker = response.grids.find((g) => g.type === type)!;
        expect([served.vertices.cols, served.vertices.rows], type).toEqual([grid.cols, grid.rows]);
        const workerValues = presentHeatmapValues(worker.values);
        expect(workerValues, type).toEqual(served.vertices.values);
        expect(
          workerValues.some((v) => v !== null),
          type,
        ).toBe(true);
        // And painted alike: one colouring for both.
        expect(paintHeatmap(workerValues, DEFAULT_LEGENDS[type]), type).toEqual(
          paintHeatmap(served.vertices.values, DEFAULT_LEGENDS[type]),
        );
      }
    },
    300_000,
  );
});
