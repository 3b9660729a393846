import type { SampleBins } from './survey-bins.ts';

/** A radio's fitted log-distance model: RSSI(p) = rssiAt1m − 10·n·log10(d3(p)) − known extra loss. */
export interface ApModelFit {
  readonly x: number;
  readonly y: number;
  readonly rssiAt1mDbm: number;
  readonly exponent: number;
  readonly rmseDb: number;
  readonly isPositionKnown: boolean;
}

/** Options of the AP model fit; heights in metres. */
export interface ApFitOptions {
  /** AP height minus receiver height (m), so d3 = √(d² + Δz²); default 1.5. */
  readonly heightDifferenceM?: number;
  readonly minExponent?: number;
  readonly maxExponent?: number;
  /** Use this AP position instead of estimating it (placed APs). */
  readonly knownPosition?: { readonly x: number; readonly y: number };
  /** Known extra loss (dB) on the path to each bin, e.g. walls from the final position. */
  readonly extraLossDb?: Float64Array;
  /** Start the position search here with fine steps only (a refit after a few samples changed). */
  readonly initialPosition?: { readonly x: number; readonly y: number };
}

const STEPS_M = [8, 4, 2, 1, 0.5, 0.25];

/**
 * Fits AP position, 1 m intercept and exponent to binned survey RSSI by robust least squares: for a trial
 * position the intercept and exponent are solved linearly (variable projection), the position is found by
 * a shrinking pattern search from the power-weighted centroid of the strongest bins, and Huber weights
 * (k = 1.345·σ) limit outliers. The hot spot is the fitted position, so it does not jump to the newest
 * strong sample as tracks are added.
 */
export function fitApModel(bins: SampleBins, options: ApFitOptions = {}): ApModelFit {
  const n = bins.xs.length;
  const dz2 = (options.heightDifferenceM ?? 1.5) ** 2;
  const weights = Float64Array.from(bins.counts, (c) => Math.sqrt(c));
  const solve = (px: number, py: number): LinearFit => solveInterceptAndExponent(bins, weights, px, py, dz2, options);
  if (options.knownPosition) {
    const fit = solve(options.knownPosition.x, options.knownPosition.y);
    applyHuberWeights(bins, weights, fit);
    const refit = solve(options.knownPosition.x, options.knownPosition.y);
    return { ...options.knownPosition, rssiAt1mDbm: refit.a, exponent: refit.n, rmseDb: rmse(bins, refit), isPositionKnown: true };
  }
  if (n === 0) return { x: 0, y: 0, rssiAt1mDbm: NaN, exponent: 2, rmseDb: NaN, isPositionKnown: false };
  const warm = options.initialPosition;
  const steps = warm ? STEPS_M.slice(3) : STEPS_M;
  let best = searchPosition(solve, warm ? [[warm.x, warm.y]] : startingPoints(bins), steps);
  applyHuberWeights(bins, weights, best);
  best = searchPosition(solve, [[best.px, best.py]], steps);
  return { x: best.px, y: best.py, rssiAt1mDbm: best.a, exponent: best.n, rmseDb: rmse(bins, best), isPositionKnown: false };
}

interface LinearFit {
  readonly px: number;
  readonly py: number;
  readonly dz2: number;
  readonly a: number;
  readonly n: number;
  readonly sse: number;
  readonly extra: Float64Array | undefined;
}

function solveInterceptAndExponent(
  bins: SampleBins,
  w: Float64Array,
  px: number,
  py: number,
  dz2: number,
  options: ApFitOptions,
): LinearFit {
  let sw = 0,
    sx = 0,
    sy = 0,
    sxx = 0,
    sxy = 0;
  const extra = options.extraLossDb;
  for (let i = 0; i < bins.xs.length; i++) {
    const dx = bins.xs[i]! - px,
      dy = bins.ys[i]! - py;
    const x = -5 * Math.log10(Math.max(1, dx * dx + dy * dy + dz2));
    const y = bins.rssi[i]! + (extra ? extra[i]! : 0);
    const wi = w[i]!;
    sw += wi;
    sx += wi * x;
    sy += wi * y;
    sxx += wi * x * x;
    sxy += wi * x * y;
  }
  const det = sw * sxx - sx * sx;
  let n = det > 1e-9 ? (sw * sxy - sx * sy) / det : 2;
  n = Math.min(options.maxExponent ?? 5, Math.max(options.minExponent ?? 1.5, n));
  const a = (sy - n * sx) / sw;
  // Σw(y − a − n·x)² expanded, so the search needs no second pass.
  const sse = Math.max(0, sxy * -2 * n + sxx * n * n - 2 * a * sy + 2 * a * n * sx + a * a * sw + sumWeightedSquares(bins, w, extra));
  return { px, py, dz2, a, n, sse, extra };
}

function sumWeightedSquares(bins: SampleBins, w: Float64Array, extra: Float64Array | undefined): number {
  let s = 0;
  for (let i = 0; i < bins.rssi.length; i++) {
    const y = bins.rssi[i]! + (extra ? extra[i]! : 0);
    s += w[i]! * y * y;
  }
  return s;
}

/** Model residual (dB, measured − model) of bin i. */
export function modelResidual(
  bins: SampleBins,
  i: number,
  fit: { px: number; py: number; dz2: number; a: number; n: number; extra: Float64Array | undefined },
): number {
  const dx = bins.xs[i]! - fit.px,
    dy = bins.ys[i]! - fit.py;
  return bins.rssi[i]! + (fit.extra ? fit.extra[i]! : 0) - (fit.a - 5 * fit.n * Math.log10(Math.max(1, dx * dx + dy * dy + fit.dz2)));
}

function rmse(bins: SampleBins, fit: LinearFit): number {
  let s = 0;
  for (let i = 0; i < bins.xs.length; i++) s += modelResidual(bins, i, fit) ** 2;
  return Math.sqrt(s / Math.max(1, bins.xs.length));
}

function applyHuberWeights(bins: SampleBins, w: Float64Array, fit: LinearFit): void {
  const r = Array.from(bins.xs, (_, i) => modelResidual(bins, i, fit));
  const mad = [...r].map(Math.abs).sort((p, q) => p - q)[Math.floor(r.length / 2)] ?? 0;
  const k = 1.345 * Math.max(1, 1.4826 * mad);
  for (let i = 0; i < r.length; i++) w[i] = Math.sqrt(bins.counts[i]!) * Math.min(1, k / Math.max(1e-9, Math.abs(r[i]!)));
}

function startingPoints(bins: SampleBins): [number, number][] {
  const order = Array.from(bins.rssi, (_, i) => i).sort((p, q) => bins.rssi[q]! - bins.rssi[p]!);
  const top = order.slice(0, Math.max(3, Math.ceil(order.length / 10)));
  let sw = 0,
    sx = 0,
    sy = 0;
  for (const i of top) {
    const w = 10 ** (bins.rssi[i]! / 10);
    sw += w;
    sx += w * bins.xs[i]!;
    sy += w * bins.ys[i]!;
  }
  return [
    [sx / sw, sy / sw],
    [bins.xs[order[0]!]!, bins.ys[order[0]!]!],
  ];
}

function searchPosition(
  solve: (x: number, y: number) => LinearFit,
  starts: readonly [number, number][],
  steps: readonly number[],
): LinearFit {
  let best = solve(starts[0]![0], starts[0]![1]);
  for (const [x, y] of starts.slice(1)) {
    const f = solve(x, y);
    if (f.sse < best.sse) best = f;
  }
  for (const step of steps) {
    for (let moved = true, guard = 0; moved && guard < 50; guard++) {
      moved = false;
      for (const [dx, dy] of [
        [1, 0],
        [-1, 0],
        [0, 1],
        [0, -1],
        [1, 1],
        [1, -1],
        [-1, 1],
        [-1, -1],
      ] as const) {
        const f = solve(best.px + dx * step, best.py + dy * step);
        if (f.sse < best.sse - 1e-9) {
          best = f;
          moved = true;
        }
      }
    }
  }
  return best;
}
