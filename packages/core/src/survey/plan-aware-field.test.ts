import { describe, expect, it } from 'vitest';
import { calibratedPredictionAt } from '../calibration/calibrated-prediction.ts';
import { calibrateFromSurvey } from '../calibration/calibrate-from-survey.ts';
import { buildSyntheticSurvey, computeSyntheticTruth } from '../calibration/synthetic-building.ts';
import { pointM } from '../geometry/points.ts';
import { cellCentreX, cellCentreY, createGrid } from '../model/grid.ts';
import { dbm } from '../units/units.ts';
import { fitMeasuredRadio, predictMeasuredAt } from './measured-radio-model.ts';
import { buildPlanAwareBins, fitPlanAwareResiduals, renderPlanAwareField, type PlanAwareBins } from './plan-aware-field.ts';
import { fitResidualVariogram, krigedResidualAt, krigeResiduals } from './residual-kriging.ts';

const bins = (points: [number, number, number][]): PlanAwareBins => ({
  xs: Float64Array.from(points, (p) => p[0]),
  ys: Float64Array.from(points, (p) => p[1]),
  residuals: Float64Array.from(points, (p) => p[2]),
  counts: Float64Array.from(points, () => 1),
});

describe('residual kriging', () => {
  it('reproduces the data at its points without a nugget and fades to 0 far away', () => {
    const k = krigeResiduals([0, 4], [0, 0], [6, -2], { nuggetDb2: 0, partialSillDb2: 9, rangeM: 2 })!;
    expect(krigedResidualAt(k, 0, 0)).toBeCloseTo(6, 3);
    expect(krigedResidualAt(k, 4, 0)).toBeCloseTo(-2, 3);
    expect(Math.abs(krigedResidualAt(k, 40, 40))).toBeLessThan(1e-9);
  });

  it('matches the two-point simple-kriging weights worked by hand', () => {
    // C = 4·e^(−d/1) with d = 1: c12 = 4/e; nugget 1 on the diagonal; at the first point the prediction is
    // [5, 4/e]·(C + I)⁻¹·[3, 1].
    const c = 4 / Math.E;
    const det = 25 - c * c;
    const alpha = [(5 * 3 - c * 1) / det, (-c * 3 + 5 * 1) / det];
    const k = krigeResiduals([0, 1], [0, 0], [3, 1], { nuggetDb2: 1, partialSillDb2: 4, rangeM: 1 })!;
    expect(krigedResidualAt(k, 0, 0)).toBeCloseTo(4 * alpha[0]! + c * alpha[1]!, 9);
  });

  it('fits a long range to a smooth field and no correlation between neighbours to white noise', () => {
    const xs: number[] = [],
      ys: number[] = [],
      smooth: number[] = [],
      white: number[] = [];
    let s = 11;
    const rnd = (): number => (s = (s * 16807) % 2147483647) / 2147483647 - 0.5;
    for (let x = 0; x < 30; x++)
      for (let y = 0; y < 30; y += 3) {
        xs.push(x);
        ys.push(y);
        smooth.push(4 * Math.sin(x / 3) + 4 * Math.cos(y / 4));
        white.push(6 * rnd());
      }
    const correlated = fitResidualVariogram(xs, ys, smooth);
    expect(correlated.partialSillDb2).toBeGreaterThan(4 * correlated.nuggetDb2);
    expect(correlated.rangeM).toBeGreaterThanOrEqual(2);
    const noise = fitResidualVariogram(xs, ys, white);
    // White noise may come back as a pure nugget or as a range shorter than the spacing: either way no covariance
    // is left between neighbours 1 m apart.
    const total = noise.nuggetDb2 + noise.partialSillDb2;
    expect(noise.partialSillDb2 * Math.exp(-1 / noise.rangeM)).toBeLessThan(0.25 * total);
  });
});

describe('plan-aware residual choice', () => {
  it('keeps the prediction when the residuals are pure noise, and the interpolation when they are a smooth field', () => {
    const noisy: [number, number, number][] = [],
      smooth: [number, number, number][] = [];
    let s = 3;
    const rnd = (): number => (s = (s * 16807) % 2147483647) / 2147483647 - 0.5;
    for (let x = 0; x < 40; x++)
      for (const y of [2, 10, 18]) {
        noisy.push([x, y, 4 * rnd()]);
        smooth.push([x, y, 5 * Math.sin(x / 6) + 0.2 * rnd()]);
      }
    const fromNoise = fitPlanAwareResiduals(bins(noisy));
    expect(fromNoise.heldOutMaeDb.prediction).toBeLessThanOrEqual(fromNoise.heldOutMaeDb.kriging);
    expect(fromNoise.heldOutBins).toBe(noisy.length);
    const fromField = fitPlanAwareResiduals(bins(smooth));
    expect(fromField.method).not.toBe('prediction');
    expect(fromField.heldOutMaeDb[fromField.method]).toBeLessThan(0.5 * fromField.heldOutMaeDb.prediction);
  });

  it('adds the residual near the walk and leaves the prediction far from it; empty cells stay empty', () => {
    const walk: [number, number, number][] = [];
    for (let x = 0; x < 20; x++) walk.push([x + 0.5, 1.5, 6]);
    const residuals = fitPlanAwareResiduals(bins(walk), { foldSquareM: 4 });
    const grid = createGrid(20, 40, 1);
    const prediction = new Float32Array(grid.cols * grid.rows).fill(-60);
    prediction[0] = NaN;
    const field = renderPlanAwareField(prediction, grid, residuals);
    expect(field[0]).toBeNaN();
    expect(field[1 * grid.cols + 10]!).toBeGreaterThan(-55);
    expect(field[39 * grid.cols + 10]!).toBeCloseTo(-60, 3);
  });
});

describe('plan-aware map on the synthetic building (known walls, 3 dB noise)', () => {
  const survey = buildSyntheticSurvey({ noiseSdDb: 3, seed: 5 });
  // Only the horizontal walks in the southern half are kept: the north is far from any reading.
  const walked = survey.samples.filter((s) => s.segmentId.startsWith('row-') && s.y < 12);
  const calibration = calibrateFromSurvey(survey.stockFloor, survey.radios, walked, { receiverHeightM: 1, exponent: 2.5 });
  const grid = createGrid(40, 24, 0.5);
  const errors = { near: { plan: [] as number[], measured: [] as number[] }, far: { plan: [] as number[], measured: [] as number[] } };
  for (const radio of survey.radios) {
    const own = walked.filter((s) => s.radioId === radio.id);
    const samples = own.map((s) => ({ position: pointM(s.x, s.y), radioId: s.radioId, rssiDbm: dbm(s.rssiDbm) }));
    const predictAt = (xs: ArrayLike<number>, ys: ArrayLike<number>): Float64Array =>
      calibratedPredictionAt(survey.stockFloor, radio, calibration.bands, xs, ys, { receiverHeightM: 1, exponent: 2.5 });
    const residuals = fitPlanAwareResiduals(buildPlanAwareBins(samples, predictAt), { source: radio.position });
    const measured = fitMeasuredRadio(radio.id, samples, { floor: survey.stockFloor, band: '5' });
    const truth = computeSyntheticTruth(survey, radio, grid);
    for (let r = 0; r < grid.rows; r += 2)
      for (let c = 0; c < grid.cols; c += 2) {
        const x = cellCentreX(grid, c),
          y = cellCentreY(grid, r);
        const near = Math.min(...own.map((s) => Math.hypot(s.x - x, s.y - y)));
        const group = near <= 1.5 ? errors.near : near >= 6 ? errors.far : undefined;
        const t = truth[r * grid.cols + c]!;
        if (!group || t < -90) continue;
        const predicted = predictAt([x], [y])[0]!;
        group.plan.push(Math.abs(predicted + residuals.residualAt(x, y, predicted) - t));
        group.measured.push(Math.abs(predictMeasuredAt(measured, x, y) - t));
      }
  }
  const mae = (v: number[]): number => v.reduce((a, b) => a + b, 0) / v.length;

  it('beats pure interpolation far from the walk', () => {
    expect(errors.far.plan.length).toBeGreaterThan(200);
    expect(mae(errors.far.plan)).toBeLessThan(0.6 * mae(errors.far.measured));
  });

  it('is no worse than pure interpolation near the walk', () => {
    expect(errors.near.plan.length).toBeGreaterThan(200);
    expect(mae(errors.near.plan)).toBeLessThanOrEqual(mae(errors.near.measured) + 0.05);
  });
});
