import type { MeasuredRadioModel } from './measured-radio-model.ts';

/**
 * The measured model's fit with its nonlinear choices held (AP position, Huber weights, smoothing bandwidth and
 * shrinkage, all from the fit on every bin): what is left is linear in the bins, so leaving bins out has a closed
 * form. Design per bin: RSSI = a − n·5·log10(max(1, d² + Δz²)), weighted least squares, then the Gaussian-kernel
 * smoothing of the residuals (residual-smoothing.ts). An exponent the fit clamped stays at its bound.
 */
export interface HeldChoiceFit {
  readonly model: MeasuredRadioModel;
  /** −5·log10(max(1, d² + Δz²)) of each bin from the held AP position. */
  readonly logTerm: Float64Array;
  /** Least-squares weight of each bin: √count × Huber weight of its residual in the full fit. */
  readonly weights: Float64Array;
  /** Whether the exponent is solved (false: held at the full fit's clamped value). */
  readonly solvesExponent: boolean;
}

const HUBER_K = 1.345;

/** Holds the nonlinear choices of a fitted measured model (without walls: the wall term moves with the position). */
export function holdChoices(model: MeasuredRadioModel): HeldChoiceFit {
  if (model.walls) throw new Error('the held-choice fit covers measured models without walls');
  const { bins, fit } = model;
  const dz2 = model.heightDifferenceM ** 2;
  const logTerm = Float64Array.from(bins.xs, (x, i) => -5 * Math.log10(Math.max(1, (x - fit.x) ** 2 + (bins.ys[i]! - fit.y) ** 2 + dz2)));
  const residuals = Array.from(bins.rssi, (r, i) => r - (fit.rssiAt1mDbm + fit.exponent * logTerm[i]!));
  const mad = residuals.map(Math.abs).sort((p, q) => p - q)[Math.floor(residuals.length / 2)] ?? 0;
  const k = HUBER_K * Math.max(1, 1.4826 * mad);
  const weights = Float64Array.from(residuals, (r, i) => Math.sqrt(bins.counts[i]!) * Math.min(1, k / Math.max(1e-9, Math.abs(r))));
  // fitApModel clamps the exponent to [1.5, 5], and holds it at 3 for fewer than four bins.
  const solvesExponent = bins.xs.length >= 4 && fit.exponent > 1.5 + 1e-9 && fit.exponent < 5 - 1e-9;
  return { model, logTerm, weights, solvesExponent };
}

/** Weighted sums of the normal equations over the kept bins (keep[i] = 1) or all bins. */
export interface NormalSums {
  sw: number;
  sx: number;
  sy: number;
  sxx: number;
  sxy: number;
}

export function normalSums(held: HeldChoiceFit, keep?: Uint8Array): NormalSums {
  const s = { sw: 0, sx: 0, sy: 0, sxx: 0, sxy: 0 };
  const { rssi } = held.model.bins;
  for (let i = 0; i < rssi.length; i++) if (!keep || keep[i]) addBin(s, held, i, 1);
  return s;
}

/** Adds (sign 1) or removes (sign −1) one bin's terms. */
export function addBin(s: NormalSums, held: HeldChoiceFit, i: number, sign: 1 | -1): void {
  const w = sign * held.weights[i]!,
    x = held.logTerm[i]!,
    y = held.model.bins.rssi[i]!;
  s.sw += w;
  s.sx += w * x;
  s.sy += w * y;
  s.sxx += w * x * x;
  s.sxy += w * x * y;
}

/** Intercept and exponent from the sums (the exponent held at the full fit's when it is not solved). */
export function solveSums(held: HeldChoiceFit, s: NormalSums): { a: number; n: number } {
  const det = s.sw * s.sxx - s.sx * s.sx;
  const n = held.solvesExponent && det > 1e-9 ? (s.sw * s.sxy - s.sx * s.sy) / det : held.model.fit.exponent;
  return { a: (s.sy - n * s.sx) / s.sw, n };
}

/** The model part at a point (dBm) for intercept a and exponent n, from the held AP position. */
export function heldModelAt(held: HeldChoiceFit, a: number, n: number, x: number, y: number): number {
  const { fit, heightDifferenceM } = held.model;
  return a - 5 * n * Math.log10(Math.max(1, (x - fit.x) ** 2 + (y - fit.y) ** 2 + heightDifferenceM ** 2));
}
