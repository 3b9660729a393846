/**
 * Issue 21, fields once: every visualisation drawn from one floor's shared fields and passes (the server's path,
 * visualisations asked one after another in any order) equals the previous per-request path (every band's fields
 * and every pass computed afresh for that one visualisation), cell for cell within 0.01 dB, and in all else.
 */
import { describe, expect, it } from 'vitest';
import { listFloorPlanIds } from '@airscope/esx';
import { readEsx } from '@airscope/esx-archive';
import { ESX_FIXTURES } from '@airscope/test-data';
import { computeFloorHeatmap, pointM, prepareHeatmapFields, prepareSharedFields, type FloorHeatmapInput } from '@airscope/core';
import type { HeatmapOptions, HeatmapResult } from '@airscope/contracts';
import { loadedFloorOf, toHeatmapInput } from '../../apps/server/src/modules/heatmaps/floor-model-cache.ts';
import { buildSyntheticFloor, buildSyntheticRadios } from './rf-speed.bench.ts';

const TYPES = [
  'throughput',
  'sig-strength',
  'nw-health',
  'snr',
  'requirement',
  'ch-interference',
  'sig-strength-2nd',
  'data-rate',
] as const;

function expectSameHeatmap(shared: HeatmapResult, previous: HeatmapResult, label: string) {
  const { vertices, ...rest } = shared;
  const { vertices: expectedVertices, ...expectedRest } = previous;
  expect(rest, label).toEqual(expectedRest);
  expect(vertices.values.length, label).toBe(expectedVertices.values.length);
  let worst = 0;
  vertices.values.forEach((v, i) => {
    const e = expectedVertices.values[i]!;
    if (v === null || e === null) expect(v, `${label} cell ${i}`).toBe(e);
    else worst = Math.max(worst, Math.abs(v - e));
  });
  expect(worst, label).toBeLessThanOrEqual(0.01);
}

function checkFloor(input: FloorHeatmapInput, base: Omit<HeatmapOptions, 'type'>) {
  const { 'radio-band': _band, ...allBands } = base;
  const everyBand = prepareHeatmapFields(input, allBands);
  const shared = prepareSharedFields(input, base);
  // The shared path predicts the asked band's radios only.
  expect(shared.radios.length).toBeLessThan(everyBand.radios.length);
  for (const type of TYPES) {
    const options = { ...base, type };
    const previous = computeFloorHeatmap(input, options, () => prepareSharedFields(input, options, everyBand));
    expectSameHeatmap(
      computeFloorHeatmap(input, options, () => shared),
      previous,
      type,
    );
  }
}

describe('visualisations from shared fields equal the per-request path', () => {
  it('on fixture F1, 5 GHz, 0.5 m cells', async () => {
    const project = await readEsx(ESX_FIXTURES.F1);
    const input = toHeatmapInput(loadedFloorOf(project, listFloorPlanIds(project)[0]!), {});
    checkFloor(input, { accuracy: 'very', 'radio-band': '5' });
  }, 180_000);

  it('on the synthetic 100 × 60 m floor, 5 GHz, 1 m cells', () => {
    const input: FloorHeatmapInput = {
      floor: buildSyntheticFloor(),
      widthM: 100,
      heightM: 60,
      radios: buildSyntheticRadios(),
      areas: [{ id: 'open-plan', name: 'Open plan', polygon: [pointM(41, 22), pointM(58, 22), pointM(58, 38), pointM(41, 38)] }],
    };
    checkFloor(input, { accuracy: 'high', 'radio-band': '5' });
  }, 180_000);
});
