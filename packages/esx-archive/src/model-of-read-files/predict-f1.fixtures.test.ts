import {
  buildScopeMask,
  type NetworkHealthResult,
  cellCentreX,
  cellCentreY,
  computeVisualisations,
  createGrid,
  predictFloorFields,
  type FloorFields,
  type GridSpec,
} from '@airscope/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildFloorRfModel, listFloorPlanIds, type FloorRfModel } from '@airscope/esx';
import { readEsx } from '../read-esx.ts';
import { FIXTURES } from '../test-support/fixtures.ts';

let model: FloorRfModel;
let grid: GridSpec;
let predicted: FloorFields;
let signal: Float32Array;
let health: NetworkHealthResult;

beforeAll(async () => {
  const project = await readEsx(FIXTURES.F1);
  model = buildFloorRfModel(project, listFloorPlanIds(project)[0]!);
  grid = createGrid(model.widthM, model.heightM, 1);
  predicted = predictFloorFields(model.floor, model.radios, grid);
  const scope = buildScopeMask(
    grid,
    model.floor.exclusionAreas!.map((area) => area.polygon),
  );
  const { defaultProfile, areas } = model.requirements;
  const results = computeVisualisations(['sig-strength', 'nw-health'], {
    grid,
    radios: model.radios,
    fields: predicted.fields,
    band: 'any',
    scope,
    ...(defaultProfile !== undefined ? { requirement: defaultProfile } : {}),
    requirementAreas: areas,
  });
  signal = results.get('sig-strength')!.values;
  health = results.get('nw-health')!.health!;
}, 120_000);

/** Distance (m) from a cell centre to the nearest radio. */
function distanceToNearestRadio(index: number): number {
  const x = cellCentreX(grid, index % grid.cols),
    y = cellCentreY(grid, Math.floor(index / grid.cols));
  return Math.min(...model.radios.map((radio) => Math.hypot(radio.position.x - x, radio.position.y - y)));
}

describe('predicting F1 from its RF model at 1 m cells', () => {
  it('predicts a field for every radio over the 84 × 60 m grid', () => {
    expect(grid).toMatchObject({ cols: 84, rows: 60 });
    expect(predicted.fields.size).toBe(96);
  });

  it('peaks between −20 and −40 dBm in a cell next to an AP', () => {
    let best = 0;
    signal.forEach((value, i) => {
      if (!(value <= signal[best]!)) best = i;
    });
    expect(signal[best]).toBeGreaterThan(-40); // ≈ −33.6 dBm: 11 dBm + 2–3 dBi − 46 dB at ~1.7 m on 2.4 GHz
    expect(signal[best]).toBeLessThan(-20);
    expect(distanceToNearestRadio(best)).toBeLessThan(2);
  });

  it('falls with distance from each AP (mean of its field over rings of 2–5, 10–15 and 25–35 m)', () => {
    for (const radio of model.radios) {
      const field = predicted.fields.get(radio.id)!;
      const ring = (near: number, far: number) => {
        let sum = 0,
          count = 0;
        field.forEach((value, i) => {
          const d = Math.hypot(
            cellCentreX(grid, i % grid.cols) - radio.position.x,
            cellCentreY(grid, Math.floor(i / grid.cols)) - radio.position.y,
          );
          if (d >= near && d < far) {
            sum += value;
            count++;
          }
        });
        return count === 0 ? NaN : sum / count;
      };
      const [close, middle, far] = [ring(2, 5), ring(10, 15), ring(25, 35)];
      expect(close).toBeGreaterThan(middle);
      if (!Number.isNaN(far)) expect(middle).toBeGreaterThan(far);
    }
  });

  it('keeps most in-scope cells between −100 and −30 dBm and leaves exclusion areas out', () => {
    const inScope = [...signal].filter((value) => !Number.isNaN(value));
    expect(inScope.length).toBeGreaterThan(0.9 * grid.cols * grid.rows);
    expect(inScope.length).toBeLessThan(grid.cols * grid.rows); // 60 exclusion areas blank some cells
    const sane = inScope.filter((value) => value >= -100 && value <= -30).length;
    expect(sane / inScope.length).toBeGreaterThan(0.95);
    const covered = inScope.filter((value) => value >= -67).length;
    expect(covered / inScope.length).toBeGreaterThan(0.5); // a designed floor: most of it at the −67 dBm design goal
  });

  it('judges network health with the requirement profiles of the project', () => {
    // Default profile and the 6 capacity areas are all "10m RTLS Grade" (≥ 5 APs at −74 dBm among others).
    // One entry for the default profile and one per requirement area.
    expect(health.profiles.map((profile) => profile.name)).toEqual(Array.from({ length: 7 }, () => '10m RTLS Grade'));
    expect(health.inScopeCells).toBeGreaterThan(4000);
    expect(health.overallPassShare).toBeGreaterThanOrEqual(0);
    expect(health.overallPassShare).toBeLessThanOrEqual(1);
    expect(health.criteria.some((rate) => rate.criterion.type === 'NUMBER_OF_ACCESS_POINTS' && rate.isEvaluated)).toBe(true);
  });
});
