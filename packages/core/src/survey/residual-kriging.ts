import { choleskyFactor, choleskySolve } from '../calibration/solve-symmetric.ts';

/** An exponential variogram γ(h) = nugget + partialSill·(1 − e^(−h/rangeM)) of model residuals (dB², m). */
export interface ResidualVariogram {
  readonly nuggetDb2: number;
  readonly partialSillDb2: number;
  readonly rangeM: number;
}

/** Candidate ranges (m) of the variogram fit; the rest of the model is linear in nugget and sill. */
export const DEFAULT_VARIOGRAM_RANGES_M: readonly number[] = [0.5, 1, 2, 3, 5, 8, 12, 20];

/**
 * Fits an exponential variogram to residuals at points (m, dB): empirical semivariance in 1 m lags up to
 * `maxLagM`, then per candidate range the non-negative nugget and partial sill by pair-count-weighted least
 * squares (Cressie 1985 weighting by pairs), keeping the range of least weighted error.
 */
export function fitResidualVariogram(
  xs: ArrayLike<number>,
  ys: ArrayLike<number>,
  residuals: ArrayLike<number>,
  maxLagM = 20,
  ranges: readonly number[] = DEFAULT_VARIOGRAM_RANGES_M,
): ResidualVariogram {
  const lags = Math.max(1, Math.ceil(maxLagM));
  const sum = new Float64Array(lags),
    pairs = new Float64Array(lags),
    dist = new Float64Array(lags);
  for (let i = 0; i < xs.length; i++)
    for (let j = i + 1; j < xs.length; j++) {
      const d = Math.hypot(xs[i]! - xs[j]!, ys[i]! - ys[j]!);
      if (d >= lags) continue;
      const k = Math.floor(d);
      sum[k] = sum[k]! + 0.5 * (residuals[i]! - residuals[j]!) ** 2;
      dist[k] = dist[k]! + d;
      pairs[k] = pairs[k]! + 1;
    }
  let best: ResidualVariogram & { error: number } = { nuggetDb2: variance(residuals), partialSillDb2: 0, rangeM: 1, error: Infinity };
  for (const rangeM of ranges) {
    // Weighted least squares of γ_k ≈ n + s·f_k with f_k = 1 − e^(−h_k/a), clamped to n, s ≥ 0.
    let sw = 0,
      sf = 0,
      sff = 0,
      sg = 0,
      sfg = 0;
    for (let k = 0; k < lags; k++) {
      const w = pairs[k]!;
      if (w === 0) continue;
      const g = sum[k]! / w,
        f = 1 - Math.exp(-dist[k]! / w / rangeM);
      sw += w;
      sf += w * f;
      sff += w * f * f;
      sg += w * g;
      sfg += w * f * g;
    }
    if (sw === 0) continue;
    const det = sw * sff - sf * sf;
    let sill = det > 1e-12 ? (sw * sfg - sf * sg) / det : 0;
    let nugget = (sg - sill * sf) / sw;
    if (nugget < 0) [nugget, sill] = [0, sff > 0 ? Math.max(0, sfg / sff) : 0];
    if (sill < 0) [nugget, sill] = [Math.max(0, sg / sw), 0];
    let error = 0;
    for (let k = 0; k < lags; k++) {
      if (pairs[k] === 0) continue;
      const f = 1 - Math.exp(-dist[k]! / pairs[k]! / rangeM);
      error += pairs[k]! * (sum[k]! / pairs[k]! - nugget - sill * f) ** 2;
    }
    if (error < best.error) best = { nuggetDb2: nugget, partialSillDb2: sill, rangeM, error };
  }
  return { nuggetDb2: best.nuggetDb2, partialSillDb2: best.partialSillDb2, rangeM: best.rangeM };
}

/** A simple-kriging residual field: zero mean, so it fades to 0 (the prediction) away from the points. */
export interface KrigedResiduals {
  readonly xs: Float64Array;
  readonly ys: Float64Array;
  /** (C + nugget·I)⁻¹ r, one weight per point. */
  readonly alpha: Float64Array;
  readonly variogram: ResidualVariogram;
}

/**
 * Simple kriging (zero-mean) of residuals with an exponential covariance C(h) = sill·e^(−h/range) and the
 * variogram's nugget on the diagonal (Cressie 1993 §3.4); one Cholesky solve of n points. Returns undefined when
 * the residuals show no spatial correlation (a pure nugget), where kriging would predict 0 everywhere anyway.
 */
export function krigeResiduals(
  xs: ArrayLike<number>,
  ys: ArrayLike<number>,
  residuals: ArrayLike<number>,
  variogram: ResidualVariogram,
): KrigedResiduals | undefined {
  const n = xs.length;
  if (n === 0 || variogram.partialSillDb2 <= 0) return undefined;
  const a = new Float64Array(n * n);
  for (let i = 0; i < n; i++)
    for (let j = 0; j <= i; j++) {
      const c = variogram.partialSillDb2 * Math.exp(-Math.hypot(xs[i]! - xs[j]!, ys[i]! - ys[j]!) / variogram.rangeM);
      a[i * n + j] = c;
      a[j * n + i] = c;
    }
  // A small jitter keeps a pure-sill model (nugget 0) with coincident points positive definite.
  for (let i = 0; i < n; i++) a[i * n + i] = a[i * n + i]! + Math.max(variogram.nuggetDb2, 1e-6 * variogram.partialSillDb2);
  const factor = choleskyFactor(a, n);
  if (!factor) return undefined;
  return {
    xs: Float64Array.from(xs),
    ys: Float64Array.from(ys),
    alpha: choleskySolve(factor, n, Float64Array.from(residuals)),
    variogram,
  };
}

/** Kriged residual (dB) at (x, y) in metres; points beyond 7 ranges (covariance < 0.1 %) are skipped. */
export function krigedResidualAt(k: KrigedResiduals, x: number, y: number): number {
  const { partialSillDb2: sill, rangeM } = k.variogram;
  const reach2 = (7 * rangeM) ** 2;
  let sum = 0;
  for (let i = 0; i < k.xs.length; i++) {
    const d2 = (k.xs[i]! - x) ** 2 + (k.ys[i]! - y) ** 2;
    if (d2 > reach2) continue;
    sum += sill * Math.exp(-Math.sqrt(d2) / rangeM) * k.alpha[i]!;
  }
  return sum;
}

function variance(values: ArrayLike<number>): number {
  let mean = 0;
  for (let i = 0; i < values.length; i++) mean += values[i]! / values.length;
  let sum = 0;
  for (let i = 0; i < values.length; i++) sum += (values[i]! - mean) ** 2;
  return values.length > 1 ? sum / (values.length - 1) : 0;
}
