import { cellCentreX, cellCentreY, type GridSpec } from '../model/grid.ts';
import { fitMethod, METHODS, type PlanAwareBins, type PlanAwareOptions, type ResidualMethod } from './plan-aware-candidates.ts';
import { binSamples, type SurveySample } from './survey-bins.ts';

export type { PlanAwareBins, PlanAwareOptions, ResidualMethod } from './plan-aware-candidates.ts';

/** The chosen residual field with the held-out error (dB) of every candidate; NaN where one was not tried. */
export interface PlanAwareResiduals {
  readonly method: ResidualMethod;
  readonly heldOutMaeDb: Readonly<Record<ResidualMethod, number>>;
  readonly heldOutBins: number;
  /** Residual (dB) to add to the prediction (`predicted`, dBm) at (x, y) in metres; tends to 0 away from the survey. */
  readonly residualAt: (x: number, y: number, predicted: number) => number;
}

/** Bins a radio's samples (default 1 m) and subtracts the prediction at each bin's mean position. */
export function buildPlanAwareBins(
  samples: readonly SurveySample[],
  predictAt: (xs: Float64Array, ys: Float64Array) => ArrayLike<number>,
  binSizeM = 1,
): PlanAwareBins {
  const bins = binSamples(samples, binSizeM);
  const predicted = predictAt(bins.xs, bins.ys);
  return {
    xs: bins.xs,
    ys: bins.ys,
    residuals: Float64Array.from(bins.rssi, (r, i) => r - predicted[i]!),
    counts: bins.counts,
    predicted: Float64Array.from(predicted),
  };
}

/**
 * Regression kriging in the sense of Hengl et al. (2007): the plan's prediction is the trend and the survey's
 * residuals against it are interpolated, by a Gaussian kernel smoother shrunk to 0 (residual-smoothing.ts) or by
 * simple kriging with an exponential variogram fitted on the residuals. Which one (or none) is chosen by its error
 * on bins held out by whole squares of the floor, so neighbouring readings of one stretch of walk never sit on
 * both sides of a fold. Both candidates fade to 0 away from the walk, where the map is the prediction.
 * Given the radio's position, each may first take out a log-distance trend (the plan's exponent is fixed at 2, and
 * a corridor's readings fall off faster or slower than that); away from the walk that correction stays. Given the
 * prediction at the bins, the survey's own path-loss model is a candidate too, near the walk only.
 */
export function fitPlanAwareResiduals(bins: PlanAwareBins, options: PlanAwareOptions = {}): PlanAwareResiduals {
  const n = bins.xs.length;
  const canKrige = n <= (options.maxKrigingBins ?? 800);
  const tried = METHODS.filter(
    (m) =>
      (canKrige || !m.endsWith('kriging')) && (options.source || !m.startsWith('trend')) && (bins.predicted || m !== 'survey path loss'),
  );
  const fold = foldOfBins(bins, options.foldSquareM ?? 8, options.folds ?? 5);
  const errors = new Map<ResidualMethod, number>(tried.map((m) => [m, 0]));
  let held = 0;
  for (let f = 0; f < fold.count; f++) {
    const train = subset(bins, (i) => fold.of[i] !== f);
    const fitted = new Map(tried.map((m) => [m, fitMethod(m, train, options)]));
    for (let i = 0; i < n; i++) {
      if (fold.of[i] !== f) continue;
      const p = bins.predicted?.[i] ?? NaN;
      for (const m of tried) errors.set(m, errors.get(m)! + Math.abs(bins.residuals[i]! - fitted.get(m)!(bins.xs[i]!, bins.ys[i]!, p)));
      held++;
    }
  }
  const heldOutMaeDb = Object.fromEntries(METHODS.map((m) => [m, NaN])) as Record<ResidualMethod, number>;
  let method: ResidualMethod = 'smoothing';
  if (held > 0) {
    for (const m of tried) heldOutMaeDb[m] = errors.get(m)! / held;
    // Ties go to the earlier, simpler candidate: METHODS lists the trend-free ones first.
    method = tried.reduce((best, m) => (heldOutMaeDb[m] < heldOutMaeDb[best] ? m : best));
  }
  return { method, heldOutMaeDb, heldOutBins: held, residualAt: fitMethod(method, bins, options) };
}

/**
 * The plan-aware field (dBm): each finite cell of the prediction plus the residual field at its centre. Cells
 * the prediction leaves empty (NaN) stay empty.
 */
export function renderPlanAwareField(prediction: Float32Array, grid: GridSpec, residuals: PlanAwareResiduals): Float32Array {
  const out = new Float32Array(prediction.length);
  for (let r = 0; r < grid.rows; r++) {
    const y = cellCentreY(grid, r);
    for (let c = 0; c < grid.cols; c++) {
      const i = r * grid.cols + c;
      const p = prediction[i]!;
      out[i] = Number.isFinite(p) ? p + residuals.residualAt(cellCentreX(grid, c), y, p) : p;
    }
  }
  return out;
}

/** Fold of each bin: squares of the floor sorted by key and dealt round-robin into at most `folds` folds. */
function foldOfBins(bins: PlanAwareBins, squareM: number, folds: number): { of: Int32Array; count: number } {
  const keys = Array.from(bins.xs, (x, i) => `${Math.floor(x / squareM)},${Math.floor(bins.ys[i]! / squareM)}`);
  const squares = [...new Set(keys)].sort();
  const count = squares.length >= 2 ? Math.min(folds, squares.length) : 0;
  const index = new Map(squares.map((key, i) => [key, i % Math.max(1, count)]));
  return { of: Int32Array.from(keys, (key) => (count > 0 ? index.get(key)! : -1)), count };
}

function subset(bins: PlanAwareBins, keep: (i: number) => boolean): PlanAwareBins {
  const idx = Array.from(bins.xs, (_, i) => i).filter(keep);
  return subsetBins(bins, idx);
}

/** The bins at the given indices. */
export function subsetBins(bins: PlanAwareBins, idx: readonly number[]): PlanAwareBins {
  const pick = (a: Float64Array): Float64Array => Float64Array.from(idx, (i) => a[i]!);
  const picked = { xs: pick(bins.xs), ys: pick(bins.ys), residuals: pick(bins.residuals), counts: pick(bins.counts) };
  return bins.predicted ? { ...picked, predicted: pick(bins.predicted) } : picked;
}
