/** Bins (m) carrying model residuals (dB) and their reliability weights, smoothed by a Gaussian kernel. */
export interface ResidualSmoother {
  readonly xs: Float64Array;
  readonly ys: Float64Array;
  readonly residuals: Float64Array;
  readonly weights: Float64Array;
  readonly bandwidthM: number;
  readonly shrinkage: number;
  /** Whether the straight line between two points is blocked by a significant wall; absent = never. */
  readonly isBlocked?: (x0: number, y0: number, x1: number, y1: number) => boolean;
}

/** Default candidate bandwidths (m) tried by leave-one-out cross-validation. */
export const DEFAULT_BANDWIDTHS_M: readonly number[] = [1, 1.5, 2, 3, 4, 6, 8];
/** Default candidate shrinkage weights λ (in observation weights) tried by leave-one-out cross-validation. */
export const DEFAULT_SHRINKAGES: readonly number[] = [0.05, 0.3, 1];

/**
 * Smoothed residual (dB) at (x, y): Σ wᵢkᵢrᵢ / (λ + Σ wᵢkᵢ) with kᵢ = exp(−dᵢ²/2h²) — Nadaraya–Watson
 * regression shrunk towards 0 by λ, i.e. towards the path-loss model where data are thin (the posterior
 * mean of a zero-mean residual with a prior worth λ observations); bins behind blocking walls are skipped.
 */
export function smoothResidualAt(s: ResidualSmoother, x: number, y: number): number {
  const reach2 = (3 * s.bandwidthM) ** 2;
  const inv = -1 / (2 * s.bandwidthM * s.bandwidthM);
  let num = 0,
    den = 0;
  for (let i = 0; i < s.xs.length; i++) {
    const dx = s.xs[i]! - x,
      dy = s.ys[i]! - y;
    const d2 = dx * dx + dy * dy;
    if (d2 > reach2 || (s.isBlocked && s.isBlocked(s.xs[i]!, s.ys[i]!, x, y))) continue;
    const k = s.weights[i]! * Math.exp(d2 * inv);
    num += k * s.residuals[i]!;
    den += k;
  }
  return num / (den + s.shrinkage);
}

/**
 * Picks bandwidth and shrinkage minimising the leave-one-out mean absolute error of the smoothed residuals
 * over the radio's own bins (closed form: each bin predicted from the others), so dense surveys get local
 * detail and sparse or noisy ones get smoothing.
 */
export function chooseSmoothing(
  base: Omit<ResidualSmoother, 'bandwidthM' | 'shrinkage'>,
  bandwidths: readonly number[] = DEFAULT_BANDWIDTHS_M,
  shrinkages: readonly number[] = DEFAULT_SHRINKAGES,
): { bandwidthM: number; shrinkage: number; looMaeDb: number } {
  const n = base.xs.length;
  const maxReach = 3 * Math.max(...bandwidths);
  const neighbours = neighbourLists(base, maxReach);
  let best = { bandwidthM: bandwidths[0]!, shrinkage: shrinkages[0]!, looMaeDb: Infinity };
  for (const h of bandwidths) {
    const inv = -1 / (2 * h * h);
    const reach2 = 9 * h * h;
    const num = new Float64Array(n),
      den = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      for (const [j, d2] of neighbours[i]!) {
        if (d2 > reach2) continue;
        const k = base.weights[j]! * Math.exp(d2 * inv);
        num[i]! += k * base.residuals[j]!;
        den[i]! += k;
      }
    }
    for (const lambda of shrinkages) {
      let err = 0;
      for (let i = 0; i < n; i++) err += Math.abs(base.residuals[i]! - num[i]! / (den[i]! + lambda));
      const mae = err / Math.max(1, n);
      if (mae < best.looMaeDb) best = { bandwidthM: h, shrinkage: lambda, looMaeDb: mae };
    }
  }
  return best;
}

/** Other bins within reach of each bin (with squared distance), excluding wall-blocked pairs; via a hash grid. */
function neighbourLists(base: Omit<ResidualSmoother, 'bandwidthM' | 'shrinkage'>, reach: number): [number, number][][] {
  const n = base.xs.length;
  const cell = new Map<string, number[]>();
  const key = (x: number, y: number): string => `${Math.floor(x / reach)},${Math.floor(y / reach)}`;
  for (let i = 0; i < n; i++) {
    const k = key(base.xs[i]!, base.ys[i]!);
    const list = cell.get(k);
    if (list) list.push(i);
    else cell.set(k, [i]);
  }
  const reach2 = reach * reach;
  return Array.from({ length: n }, (_, i) => {
    const out: [number, number][] = [];
    const cx = Math.floor(base.xs[i]! / reach),
      cy = Math.floor(base.ys[i]! / reach);
    for (let gy = cy - 1; gy <= cy + 1; gy++) {
      for (let gx = cx - 1; gx <= cx + 1; gx++) {
        for (const j of cell.get(`${gx},${gy}`) ?? []) {
          if (j === i) continue;
          const dx = base.xs[j]! - base.xs[i]!,
            dy = base.ys[j]! - base.ys[i]!;
          const d2 = dx * dx + dy * dy;
          if (d2 <= reach2 && !(base.isBlocked && base.isBlocked(base.xs[i]!, base.ys[i]!, base.xs[j]!, base.ys[j]!))) out.push([j, d2]);
        }
      }
    }
    return out;
  });
}
