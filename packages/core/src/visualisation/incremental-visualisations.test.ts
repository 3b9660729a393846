import { describe, expect, it } from 'vitest';
import { pointM, type PointM } from '../geometry/points.ts';
import { computeFloorHeatmap } from '../heatmap/compute-floor-heatmap.ts';
import { prepareHeatmapFields, prepareSharedFields, type FloorHeatmapInput } from '../heatmap/heatmap-fields.ts';
import { heatmapScope } from '../heatmap/heatmap-steps.ts';
import { createGrid } from '../model/grid.ts';
import type { RadioModel } from '../model/radio-model.ts';
import { createPredictionCache } from '../propagation/prediction-cache.ts';
import { predictFloorFields } from '../propagation/predict-floor-fields.ts';
import { makeFloor, makeRadio, makeWall, seededRandom } from '../testing/fixtures.ts';
import { mhz } from '../units/units.ts';
import { computeVisualisations, createVisualisationContext } from './compute-visualisations.ts';
import type { RequirementArea } from './network-health.ts';
import { BASIC_CONNECTIVITY, type RequirementProfile } from './requirements.ts';
import { VISUALISATION_TYPES, type VisualisationInput, type VisualisationResult } from './visualisation-types.ts';

/** An office of 90 × 30 m: rooms of random walls, APs with a 2.4 and a 5 GHz radio on a few channels, some 40 MHz wide. */
function buildOffice() {
  const rnd = seededRandom(2126);
  const walls = [makeWall(0, 15, 90, 15, 12), makeWall(30, 0, 30, 30, 15), makeWall(60, 0, 60, 30, 15)];
  for (let k = 0; k < 60; k++) {
    const x = rnd() * 90,
      y = rnd() * 30;
    walls.push(rnd() < 0.5 ? makeWall(x, y, x + 2 + rnd() * 6, y, 3 + rnd() * 10) : makeWall(x, y, x, y + 2 + rnd() * 6, 3 + rnd() * 10));
  }
  const floor = makeFloor(walls, { exclusionAreas: [{ polygon: [pointM(84, 24), pointM(90, 24), pointM(90, 30), pointM(84, 30)] }] });
  const radios: RadioModel[] = [];
  const channels = [36, 40, 44, 36, 149, 40, 36, 44, 153];
  for (let k = 0; k < channels.length; k++) {
    const x = 6 + (k % 3) * 30 + rnd() * 3,
      y = 4 + Math.floor(k / 3) * 10 + rnd() * 3;
    const wide = k % 4 === 0;
    radios.push(makeRadio({ id: `ap${k}-5`, apId: `ap${k}`, x, y, channel: channels[k]!, ...(wide ? { widthMhz: mhz(40) } : {}) }));
    radios.push(makeRadio({ id: `ap${k}-24`, apId: `ap${k}`, x, y, band: '2.4', channel: [1, 6, 11][k % 3]! }));
  }
  return { floor, radios, grid: createGrid(90, 30, 0.5) };
}

/** A stricter profile that counts APs and overlap at its own threshold, so every measure of health is exercised. */
const DENSE: RequirementProfile = {
  name: 'Dense',
  criteria: [
    { type: 'SIGNAL_STRENGTH', comparison: 'AT_LEAST', value: -60, band: '5' },
    { type: 'NUMBER_OF_ACCESS_POINTS', comparison: 'AT_LEAST', value: 2, additionalLimit: -70 },
    { type: 'CHANNEL_OVERLAP', comparison: 'AT_MOST', value: 0, additionalLimit: -75 },
    { type: 'SIGNAL_TO_NOISE_RATIO', comparison: 'AT_LEAST', value: 30 },
  ],
};
const square = (x: number, y: number, size: number): PointM[] => [
  pointM(x, y),
  pointM(x + size, y),
  pointM(x + size, y + size),
  pointM(x, y + size),
];
const AREAS: RequirementArea[] = [
  { polygon: square(2, 2, 10), requirement: DENSE },
  { polygon: square(62, 16, 12), requirement: BASIC_CONNECTIVITY },
];

/** Every visualisation of `input` judged by both profiles, through `context`. */
function drawAll(input: VisualisationInput, context: ReturnType<typeof createVisualisationContext>): VisualisationResult[] {
  return [
    ...computeVisualisations(VISUALISATION_TYPES, { ...input, requirementAreas: AREAS }, context).values(),
    ...computeVisualisations(['requirement', 'nw-health'], { ...input, requirement: DENSE }, context).values(),
  ];
}

/** How many cells of two rasters differ bit for bit (NaN equals NaN only with the same bits). */
function countDifferentCells(a: Float32Array | Uint32Array, b: Float32Array | Uint32Array): number {
  const x = new Uint32Array(a.buffer, a.byteOffset, a.length),
    y = new Uint32Array(b.buffer, b.byteOffset, b.length);
  let differ = Math.abs(x.length - y.length);
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) differ++;
  return differ;
}

const expectSameResults = (updated: VisualisationResult[], fresh: VisualisationResult[]) => {
  expect(updated.map((r) => r.type)).toEqual(fresh.map((r) => r.type));
  for (let k = 0; k < fresh.length; k++) {
    const u = updated[k]!,
      f = fresh[k]!;
    expect(countDifferentCells(u.values, f.values), f.type).toBe(0);
    expect(u.health === undefined, f.type).toBe(f.health === undefined);
    if (!u.health || !f.health) continue;
    // The masks bit for bit, and every pass rate and count as the same number.
    const { passes, failedCriteria, ...rates } = u.health;
    const { passes: freshPasses, failedCriteria: freshFailed, ...freshRates } = f.health;
    expect(countDifferentCells(passes, freshPasses), f.type).toBe(0);
    expect(countDifferentCells(failedCriteria, freshFailed), f.type).toBe(0);
    expect(rates, f.type).toEqual(freshRates);
  }
};

describe('visualisations updated after one AP moved', () => {
  for (const band of ['5', '2.4', 'any'] as const) {
    it(`equal a computation from scratch bit for bit, health and pass rates included (band ${band})`, () => {
      const { floor, radios, grid } = buildOffice();
      const cache = createPredictionCache();
      const scope = heatmapScope(floor, grid);
      const inputOf = (list: RadioModel[]): VisualisationInput => ({
        grid,
        radios: list,
        fields: predictFloorFields(floor, list, grid, { cache }).fields,
        band,
        scope,
      });
      const input = inputOf(radios);
      let context = createVisualisationContext(input);
      drawAll(input, context);
      let current = radios;
      // Several moves in a row, each context updating the one before, as a drag does.
      for (const [ap, dx, dy] of [
        ['ap4', 1.5, 0.5],
        ['ap0', -2, 3],
      ] as const) {
        current = current.map((r) => (r.apId === ap ? { ...r, position: pointM(r.position.x + dx, r.position.y + dy) } : r));
        const next = inputOf(current);
        const updated = createVisualisationContext(next, context);
        const rect = updated.updatedCells();
        // The move changes some cells but not all, so the update really is partial.
        expect(rect).toBeTruthy();
        expect(rect!.cols * rect!.rows).toBeLessThan(grid.cols * grid.rows);
        expectSameResults(drawAll(next, updated), drawAll(next, createVisualisationContext(next)));
        context = updated;
      }
    }, 60_000);
  }

  it('computes afresh when a radio changes channel, and reuses everything when nothing moved', () => {
    const { floor, radios, grid } = buildOffice();
    const cache = createPredictionCache();
    const input = { grid, radios, fields: predictFloorFields(floor, radios, grid, { cache }).fields, band: '5' } as const;
    const context = createVisualisationContext(input);
    drawAll(input, context);
    const same = createVisualisationContext({ ...input }, context);
    expect(same.updatedCells(-95)).toBeUndefined();
    expectSameResults(drawAll(input, same), drawAll(input, createVisualisationContext(input)));
    const retuned = radios.map((r) => (r.id === 'ap4-5' ? { ...r, channel: 100, centreMhz: mhz(5500) } : r));
    const next = { ...input, radios: retuned };
    const changed = createVisualisationContext(next, context);
    expect(changed.updatedCells()).toBeNull();
    expectSameResults(drawAll(next, changed), drawAll(next, createVisualisationContext(next)));
  }, 60_000);

  it('presents the same heatmap answer (bins, areas, pass rates, contours) as shared fields computed afresh', () => {
    const { floor, radios, grid } = buildOffice();
    const input: FloorHeatmapInput = {
      floor,
      widthM: grid.cols * grid.cellSizeM,
      heightM: grid.rows * grid.cellSizeM,
      radios,
      areas: [{ id: 'a1', name: 'Room', polygon: square(4, 4, 12) }],
    };
    const options = { accuracy: 'very', 'radio-band': '5' } as const;
    const cache = createPredictionCache();
    const before = prepareSharedFields(input, options, prepareHeatmapFields(input, options, { cache }));
    for (const type of VISUALISATION_TYPES) computeFloorHeatmap(input, { ...options, type }, () => before);
    const moved = {
      ...input,
      radios: radios.map((r) => (r.apId === 'ap1' ? { ...r, position: pointM(r.position.x + 2, r.position.y + 1) } : r)),
    };
    const after = prepareSharedFields(moved, options, prepareHeatmapFields(moved, options, { cache }), undefined, before);
    for (const type of [...VISUALISATION_TYPES, 'requirement'] as const) {
      expect(
        computeFloorHeatmap(moved, { ...options, type }, () => after),
        type,
      ).toEqual(computeFloorHeatmap(moved, { ...options, type }));
    }
  }, 60_000);
});
