import { cellCentreX, cellCentreY, type GridSpec } from '../model/grid.ts';
import { chooseSmoothing, smoothResidualAt, type ResidualSmoother } from './residual-smoothing.ts';
import { fitResidualVariogram, krigedResidualAt, krigeResiduals } from './residual-kriging.ts';
import { binSamples, type SurveySample } from './survey-bins.ts';

/** How the survey corrects the prediction: not at all, by kernel smoothing or by simple kriging of the residuals. */
export type ResidualMethod = 'prediction' | 'smoothing' | 'kriging';

/** A radio's survey in bins (m) with the residual of each bin against the prediction (measured − predicted, dB). */
export interface PlanAwareBins {
  readonly xs: Float64Array;
  readonly ys: Float64Array;
  readonly residuals: Float64Array;
  readonly counts: Float64Array;
}

/** Options of fitPlanAwareResiduals. */
export interface PlanAwareOptions {
  /** Cross-validation folds (default 5) over squares of `foldSquareM` metres (default 8), i.e. stretches of walk. */
  readonly folds?: number;
  readonly foldSquareM?: number;
  /** Kriging is a candidate only up to this many bins (one n³ solve per fold; default 800). */
  readonly maxKrigingBins?: number;
  /** Whether a wall blocks the straight line between two points (smoothing does not reach across it). */
  readonly isBlocked?: ResidualSmoother['isBlocked'];
}

/** The chosen residual field with the held-out error (dB) of every candidate; NaN where one was not tried. */
export interface PlanAwareResiduals {
  readonly method: ResidualMethod;
  readonly heldOutMaeDb: Readonly<Record<ResidualMethod, number>>;
  readonly heldOutBins: number;
  /** Residual (dB) to add to the prediction at (x, y) in metres; tends to 0 away from the survey. */
  readonly residualAt: (x: number, y: number) => number;
}

/** Bins a radio's samples (default 1 m) and subtracts the prediction at each bin's mean position. */
export function buildPlanAwareBins(
  samples: readonly SurveySample[],
  predictAt: (xs: Float64Array, ys: Float64Array) => ArrayLike<number>,
  binSizeM = 1,
): PlanAwareBins {
  const bins = binSamples(samples, binSizeM);
  const predicted = predictAt(bins.xs, bins.ys);
  return { xs: bins.xs, ys: bins.ys, residuals: Float64Array.from(bins.rssi, (r, i) => r - predicted[i]!), counts: bins.counts };
}

/**
 * Regression kriging in the sense of Hengl et al. (2007): the plan's prediction is the trend and the survey's
 * residuals against it are interpolated, by a Gaussian kernel smoother shrunk to 0 (residual-smoothing.ts) or by
 * simple kriging with an exponential variogram fitted on the residuals. Which one (or none) is chosen by its error
 * on bins held out by whole squares of the floor, so neighbouring readings of one stretch of walk never sit on
 * both sides of a fold. Both candidates fade to 0 away from the walk, where the map is the prediction.
 */
export function fitPlanAwareResiduals(bins: PlanAwareBins, options: PlanAwareOptions = {}): PlanAwareResiduals {
  const n = bins.xs.length;
  const canKrige = n <= (options.maxKrigingBins ?? 800);
  const fold = foldOfBins(bins, options.foldSquareM ?? 8, options.folds ?? 5);
  const errors: Record<ResidualMethod, number> = { prediction: 0, smoothing: 0, kriging: canKrige ? 0 : NaN };
  let held = 0;
  for (let f = 0; f < fold.count; f++) {
    const train = subset(bins, (i) => fold.of[i] !== f);
    const smoothing = fitSmoothing(train, options.isBlocked);
    const kriging = canKrige ? fitKriging(train) : undefined;
    for (let i = 0; i < n; i++) {
      if (fold.of[i] !== f) continue;
      const x = bins.xs[i]!,
        y = bins.ys[i]!,
        r = bins.residuals[i]!;
      errors.prediction += Math.abs(r);
      errors.smoothing += Math.abs(r - smoothing(x, y));
      if (canKrige) errors.kriging += Math.abs(r - kriging!(x, y));
      held++;
    }
  }
  const heldOutMaeDb = { prediction: NaN, smoothing: NaN, kriging: NaN };
  let method: ResidualMethod = 'smoothing';
  if (held > 0) {
    for (const key of ['prediction', 'smoothing', 'kriging'] as const) heldOutMaeDb[key] = errors[key] / held;
    method = (['smoothing', 'kriging', 'prediction'] as const).reduce((best, key) => (heldOutMaeDb[key] < heldOutMaeDb[best] ? key : best));
  }
  const residualAt = method === 'prediction' ? () => 0 : method === 'kriging' ? fitKriging(bins) : fitSmoothing(bins, options.isBlocked);
  return { method, heldOutMaeDb, heldOutBins: held, residualAt };
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
      out[i] = Number.isFinite(p) ? p + residuals.residualAt(cellCentreX(grid, c), y) : p;
    }
  }
  return out;
}

function fitSmoothing(bins: PlanAwareBins, isBlocked?: ResidualSmoother['isBlocked']): (x: number, y: number) => number {
  if (bins.xs.length === 0) return () => 0;
  const base = {
    xs: bins.xs,
    ys: bins.ys,
    residuals: bins.residuals,
    weights: Float64Array.from(bins.counts, (c) => c / (c + 1)),
    ...(isBlocked ? { isBlocked } : {}),
  };
  const choice = chooseSmoothing(base);
  const smoother: ResidualSmoother = { ...base, bandwidthM: choice.bandwidthM, shrinkage: choice.shrinkage };
  return (x, y) => smoothResidualAt(smoother, x, y);
}

function fitKriging(bins: PlanAwareBins): (x: number, y: number) => number {
  if (bins.xs.length < 3) return () => 0;
  const kriged = krigeResiduals(bins.xs, bins.ys, bins.residuals, fitResidualVariogram(bins.xs, bins.ys, bins.residuals));
  return kriged ? (x, y) => krigedResidualAt(kriged, x, y) : () => 0;
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
  const pick = (a: Float64Array): Float64Array => Float64Array.from(idx, (i) => a[i]!);
  return { xs: pick(bins.xs), ys: pick(bins.ys), residuals: pick(bins.residuals), counts: pick(bins.counts) };
}
