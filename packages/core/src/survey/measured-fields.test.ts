import { describe, expect, it } from 'vitest';
import { pointM } from '../geometry/points.ts';
import { cellCentreX, cellCentreY, cellIndexAt, createGrid } from '../model/grid.ts';
import { expandField } from '../model/field-window.ts';
import { makeFloor, makeWall, seededRandom } from '../testing/fixtures.ts';
import { dbm } from '../units/units.ts';
import { fitMeasuredRadio, predictMeasuredAt } from './measured-radio-model.ts';
import { buildSurveyCoverageMask, interpolateSurveyFields, renderMeasuredField } from './measured-fields.ts';
import { interpolateIdwAt } from './idw-baseline.ts';
import { interpolateNoiseField } from './noise-field.ts';
import type { SurveySample } from './survey-bins.ts';

const truth = (x: number, y: number, ax = 12, ay = 9): number => -35 - 30 * Math.log10(Math.max(1, Math.hypot(x - ax, y - ay, 1.5)));

/** A walk along y = 4 then up x = 22, one sample every 0.5 m, with seeded ±noise dB. */
function walk(noise: number, seed = 7, ax = 12, ay = 9): SurveySample[] {
  const rnd = seededRandom(seed);
  const points: [number, number][] = [];
  for (let x = 2; x <= 22; x += 0.5) points.push([x, 4]);
  for (let y = 4.5; y <= 16; y += 0.5) points.push([22, y]);
  return points.map(([x, y]) => ({ position: pointM(x, y), radioId: 'r', rssiDbm: dbm(truth(x, y, ax, ay) + (rnd() * 2 - 1) * noise) }));
}

describe('measured (survey) fields', () => {
  const grid = createGrid(30, 20, 0.5);

  it('locates the AP of noiseless log-distance samples', () => {
    const model = fitMeasuredRadio('r', walk(0), { binSizeM: 0.5 });
    expect(Math.hypot(model.fit.x - 12, model.fit.y - 9)).toBeLessThan(0.5);
    expect(model.fit.exponent).toBeCloseTo(3, 1);
  });

  it('leaves cells beyond the maximum distance from every sample empty', () => {
    const field = expandField(interpolateSurveyFields(walk(2), grid, { maxDistanceM: 3 }).get('r')!, grid);
    const samples = walk(2);
    for (let r = 0; r < grid.rows; r++) {
      for (let c = 0; c < grid.cols; c++) {
        const near = Math.min(...samples.map((s) => Math.hypot(s.position.x - cellCentreX(grid, c), s.position.y - cellCentreY(grid, r))));
        const v = field[r * grid.cols + c]!;
        if (near > 3.3) expect(Number.isNaN(v)).toBe(true);
        if (near < 2.7) expect(Number.isFinite(v)).toBe(true);
      }
    }
  });

  it('keeps the hot spot in place as more of the walk is added', () => {
    const all = walk(3, 11);
    const peakOf = (samples: SurveySample[]): [number, number] => {
      const m = fitMeasuredRadio('r', samples).fit;
      return [m.x, m.y];
    };
    const half = peakOf(all.slice(0, Math.floor(all.length * 0.6)));
    const full = peakOf(all);
    expect(Math.hypot(half[0] - full[0], half[1] - full[1])).toBeLessThan(2);
    expect(Math.hypot(full[0] - 12, full[1] - 9)).toBeLessThan(2.5);
  });

  it('is closer to the truth than IDW away from the walk', () => {
    const samples = walk(3, 5);
    const model = fitMeasuredRadio('r', samples);
    const xs = samples.map((s) => s.position.x),
      ys = samples.map((s) => s.position.y),
      vs = samples.map((s) => s.rssiDbm);
    let ours = 0,
      idw = 0;
    for (const [x, y] of [
      [8, 7],
      [16, 7],
      [19, 12],
      [12, 6],
    ] as const) {
      ours += Math.abs(predictMeasuredAt(model, x, y) - truth(x, y));
      idw += Math.abs(interpolateIdwAt(xs, ys, vs, x, y) - truth(x, y));
    }
    expect(ours).toBeLessThan(idw);
  });

  it('does not smooth a residual across a wall it knows', () => {
    const floor = makeFloor([makeWall(10, 0, 10, 20, 15)]);
    const samples: SurveySample[] = [];
    for (let y = 2; y <= 18; y += 0.5) {
      for (const x of [9, 9.5]) samples.push({ position: pointM(x, y), radioId: 'r', rssiDbm: dbm(truth(x, y, 5, 10) + 6) });
      for (const x of [3, 4, 5, 6]) samples.push({ position: pointM(x, y), radioId: 'r', rssiDbm: dbm(truth(x, y, 5, 10)) });
      for (const x of [10.5, 11, 12, 13]) samples.push({ position: pointM(x, y), radioId: 'r', rssiDbm: dbm(truth(x, y, 5, 10) - 15) });
    }
    const aware = fitMeasuredRadio('r', samples, { floor, knownPosition: pointM(5, 10), bandwidthsM: [3], shrinkages: [0.05] });
    const blind = fitMeasuredRadio('r', samples, { knownPosition: pointM(5, 10), bandwidthsM: [3], shrinkages: [0.05] });
    const far = truth(10.25, 10, 5, 10) - 15;
    expect(Math.abs(predictMeasuredAt(aware, 10.25, 10) - far)).toBeLessThan(Math.abs(predictMeasuredAt(blind, 10.25, 10) - far));
    expect(Math.abs(predictMeasuredAt(aware, 10.25, 10) - far)).toBeLessThan(1.5);
  });

  it('renders the same values as point predictions inside the mask', () => {
    const model = fitMeasuredRadio('r', walk(2));
    const field = expandField(renderMeasuredField(model, grid, 5), grid);
    const i = cellIndexAt(grid, 12.25, 5.25);
    expect(field[i]).toBeCloseTo(predictMeasuredAt(model, 12.25, 5.25), 3);
  });

  it('builds the walked-area mask and a pooled noise field', () => {
    const samples = [
      { position: pointM(5, 5), radioId: 'a', rssiDbm: dbm(-60), noiseDbm: dbm(-92) },
      { position: pointM(6, 5), radioId: 'b', rssiDbm: dbm(-70), noiseDbm: dbm(-90) },
    ];
    const mask = buildSurveyCoverageMask(samples, grid, 2);
    expect(mask[cellIndexAt(grid, 5.25, 5.25)]).toBe(1);
    expect(mask[cellIndexAt(grid, 15.25, 5.25)]).toBe(0);
    const noise = interpolateNoiseField(samples, grid, 2);
    expect(noise[cellIndexAt(grid, 5.25, 5.25)]).toBeGreaterThan(-92);
    expect(noise[cellIndexAt(grid, 5.25, 5.25)]).toBeLessThan(-90);
    expect(Number.isNaN(noise[cellIndexAt(grid, 15.25, 5.25)]!)).toBe(true);
  });

  it('uses IDW as an exact interpolator for the baseline', () => {
    expect(interpolateIdwAt([0, 2], [0, 0], [-50, -70], 0, 0)).toBe(-50);
    expect(interpolateIdwAt([0, 2], [0, 0], [-50, -70], 1, 0)).toBeCloseTo(-60, 9);
  });
});
