import { fitApModel } from './ap-model-fit.ts';
import { DEFAULT_MAX_SURVEY_DISTANCE_M } from './measured-fields.ts';
import { modelAt } from './measured-radio-model.ts';
import { fitResidualVariogram, krigedResidualAt, krigeResiduals } from './residual-kriging.ts';
import { chooseSmoothing, smoothResidualAt, type ResidualSmoother } from './residual-smoothing.ts';

/**
 * How the survey corrects the prediction: not at all; by kernel smoothing or simple kriging of the residuals,
 * each alone or after a log-distance trend from the radio (a per-radio offset and exponent correction); or, near
 * the walk, by the survey's own path-loss model (AP position and exponent fitted to the readings, as the
 * measured-only map does), fading back to the prediction away from it.
 */
export type ResidualMethod = 'prediction' | 'smoothing' | 'kriging' | 'trend' | 'trend+smoothing' | 'trend+kriging' | 'survey path loss';

/** Every candidate, simplest first within each kind: a tie in held-out error goes to the earlier one. */
export const METHODS: readonly ResidualMethod[] = [
  'smoothing',
  'kriging',
  'prediction',
  'trend+smoothing',
  'trend+kriging',
  'trend',
  'survey path loss',
];

/** A radio's survey in bins (m) with the residual of each bin against the prediction (measured − predicted, dB). */
export interface PlanAwareBins {
  readonly xs: Float64Array;
  readonly ys: Float64Array;
  readonly residuals: Float64Array;
  readonly counts: Float64Array;
  /** The prediction at each bin (dBm); without it the survey's own path-loss candidate is not tried. */
  readonly predicted?: Float64Array;
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
  /** The radio's position (m): makes the trend candidates, whose residual follows 10·log10(distance) from it. */
  readonly source?: { readonly x: number; readonly y: number };
  /** AP height minus receiver height (m) for the survey's own path-loss fit; default 1.5 as the measured map. */
  readonly heightDifferenceM?: number;
}

/** A fitted candidate: the residual (dB) at (x, y) in metres where the prediction is `predicted` (dBm). */
export type ResidualField = (x: number, y: number, predicted: number) => number;

/** Fits one candidate on the given bins. */
export function fitMethod(method: ResidualMethod, bins: PlanAwareBins, options: PlanAwareOptions): ResidualField {
  if (method === 'survey path loss') return fitSurveyPathLoss(bins, options);
  const trend = method.startsWith('trend') && options.source ? fitTrend(bins, options.source) : () => 0;
  const rest = method.startsWith('trend') ? detrend(bins, trend) : bins;
  const field = method.endsWith('smoothing')
    ? fitSmoothing(rest, options.isBlocked)
    : method.endsWith('kriging')
      ? fitKriging(rest)
      : () => 0;
  return (x, y) => trend(x, y) + field(x, y);
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

/**
 * Weighted least squares of the residuals on 10·log10(distance) from the radio: an offset and a change of
 * path-loss exponent. The distance is held inside the surveyed range, so beyond the walk the correction stays at
 * its last value instead of extrapolating a slope the survey never saw.
 */
function fitTrend(bins: PlanAwareBins, source: { x: number; y: number }): (x: number, y: number) => number {
  const logD = (x: number, y: number): number => 5 * Math.log10(Math.max(1, (x - source.x) ** 2 + (y - source.y) ** 2));
  const ls = Array.from(bins.xs, (x, i) => logD(x, bins.ys[i]!));
  const ws = Array.from(bins.counts, (c) => c / (c + 1));
  const sw = ws.reduce((a, w) => a + w, 0);
  if (sw === 0) return () => 0;
  const meanL = ls.reduce((a, l, i) => a + ws[i]! * l, 0) / sw;
  const meanR = ws.reduce((a, w, i) => a + w * bins.residuals[i]!, 0) / sw;
  let sll = 0,
    slr = 0;
  ls.forEach((l, i) => {
    sll += ws[i]! * (l - meanL) ** 2;
    slr += ws[i]! * (l - meanL) * (bins.residuals[i]! - meanR);
  });
  const slope = sll > 1e-9 ? slr / sll : 0;
  const lo = Math.min(...ls),
    hi = Math.max(...ls);
  return (x, y) => meanR + slope * (Math.min(hi, Math.max(lo, logD(x, y))) - meanL);
}

function detrend(bins: PlanAwareBins, trend: (x: number, y: number) => number): PlanAwareBins {
  return { ...bins, residuals: Float64Array.from(bins.residuals, (r, i) => r - trend(bins.xs[i]!, bins.ys[i]!)) };
}

// Near the walk the survey's own model counts in full; it fades out by the measured map's reach.
const SURVEY_FULL_WEIGHT_M = 2;

/**
 * The survey's own log-distance model (AP position, intercept and exponent fitted robustly to the readings, then
 * its residuals smoothed), minus the prediction, weighted by nearness to the walk. Where the plan's AP position or
 * exponent is off (a corridor guiding the signal, an AP moved since the plan), this follows the readings near the
 * walk while the map away from it stays the plan's.
 */
function fitSurveyPathLoss(bins: PlanAwareBins, options: PlanAwareOptions): ResidualField {
  const { predicted } = bins;
  if (!predicted || bins.xs.length < 3) return () => 0;
  const heightDifferenceM = options.heightDifferenceM ?? 1.5;
  const rssi = Float64Array.from(bins.residuals, (r, i) => r + predicted[i]!);
  const few = bins.xs.length < 4 ? { minExponent: 3, maxExponent: 3 } : {};
  const fit = fitApModel({ xs: bins.xs, ys: bins.ys, rssi, counts: bins.counts }, { heightDifferenceM, ...few });
  const model = (x: number, y: number): number => modelAt(fit, undefined, heightDifferenceM, x, y);
  const smooth = fitSmoothing(
    { ...bins, residuals: Float64Array.from(rssi, (r, i) => r - model(bins.xs[i]!, bins.ys[i]!)) },
    options.isBlocked,
  );
  const nearness = walkNearness(bins.xs, bins.ys, SURVEY_FULL_WEIGHT_M, DEFAULT_MAX_SURVEY_DISTANCE_M);
  return (x, y, p) => {
    const w = nearness(x, y);
    return w > 0 ? w * (model(x, y) + smooth(x, y) - p) : 0;
  };
}

/** 1 within `fullM` of the nearest bin, 0 beyond `zeroM`, a smoothstep between; bins found through a bucket grid. */
function walkNearness(xs: Float64Array, ys: Float64Array, fullM: number, zeroM: number): (x: number, y: number) => number {
  const buckets = new Map<string, number[]>();
  const key = (bx: number, by: number): string => `${bx},${by}`;
  xs.forEach((x, i) => {
    const k = key(Math.floor(x / zeroM), Math.floor(ys[i]! / zeroM));
    const bucket = buckets.get(k);
    if (bucket) bucket.push(i);
    else buckets.set(k, [i]);
  });
  return (x, y) => {
    const bx = Math.floor(x / zeroM),
      by = Math.floor(y / zeroM);
    let best = Infinity;
    for (let dx = -1; dx <= 1; dx++)
      for (let dy = -1; dy <= 1; dy++)
        for (const i of buckets.get(key(bx + dx, by + dy)) ?? []) best = Math.min(best, (xs[i]! - x) ** 2 + (ys[i]! - y) ** 2);
    const d = Math.sqrt(best);
    if (d <= fullM) return 1;
    if (d >= zeroM) return 0;
    const t = (zeroM - d) / (zeroM - fullM);
    return t * t * (3 - 2 * t);
  };
}
