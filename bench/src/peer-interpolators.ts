/**
 * The interpolators of two open-source survey tools, reproduced so the accuracy bench can score them on the same
 * held-out points as ours:
 * - wifi-heatmapper (hnykda/wifi-heatmapper): inverse-distance weighting, power 2, over the points within a radius
 *   of 2·√(bounding-box area / (n·π)) (its `calculateRadiusByBoundingBox`); a point with none in reach is left
 *   blank.
 * - python-wifi-survey-heatmap (jantman): scipy's `Rbf(x, y, z, function='linear')`, i.e. φ(r) = r with no
 *   polynomial term and no smoothing, after adding the four corners of the plan image at the minimum value.
 */
import { interpolateIdwAt } from '@airscope/core';

/** wifi-heatmapper's automatic radius (same units as the points): 2·√(area / (n·π)) of the points' bounding box. */
export function heatmapperRadius(xs: readonly number[], ys: readonly number[]): number {
  const area = (Math.max(...xs) - Math.min(...xs)) * (Math.max(...ys) - Math.min(...ys));
  return area > 0 ? 2 * Math.sqrt(area / (xs.length * Math.PI)) : Infinity;
}

/** IDW (power 2) over the points within `radius` of (qx, qy); NaN (blank) when none is. */
export function interpolateIdwWithinRadius(
  xs: readonly number[],
  ys: readonly number[],
  values: readonly number[],
  qx: number,
  qy: number,
  radius: number,
): number {
  const r2 = radius * radius;
  const near = xs.map((_, i) => i).filter((i) => (xs[i]! - qx) ** 2 + (ys[i]! - qy) ** 2 <= r2);
  if (near.length === 0) return NaN;
  return interpolateIdwAt(
    near.map((i) => xs[i]!),
    near.map((i) => ys[i]!),
    near.map((i) => values[i]!),
    qx,
    qy,
  );
}

/** A linear-RBF interpolant as jantman builds it: the data plus the plan's four corners at the data's minimum. */
export interface RbfLinear {
  readonly xs: Float64Array;
  readonly ys: Float64Array;
  readonly weights: Float64Array;
  /** Diagonal of the inverse system matrix, for the closed-form leave-one-out (Rippa 1999). */
  readonly inverseDiagonal: Float64Array;
  readonly values: Float64Array;
}

/** Fits s(x) = Σ wᵢ·|x − xᵢ| through the points and the corners of `extent` (held at min(values)). */
export function fitRbfLinear(
  xs: readonly number[],
  ys: readonly number[],
  values: readonly number[],
  extent: { x0: number; y0: number; x1: number; y1: number },
): RbfLinear {
  const low = Math.min(...values);
  const px = Float64Array.from([...xs, extent.x0, extent.x0, extent.x1, extent.x1]);
  const py = Float64Array.from([...ys, extent.y0, extent.y1, extent.y0, extent.y1]);
  const pv = Float64Array.from([...values, low, low, low, low]);
  const n = px.length;
  const a = new Float64Array(n * n);
  for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) a[i * n + j] = Math.hypot(px[i]! - px[j]!, py[i]! - py[j]!);
  const inverse = invert(a, n);
  const weights = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    let s = 0;
    for (let j = 0; j < n; j++) s += inverse[i * n + j]! * pv[j]!;
    weights[i] = s;
  }
  return { xs: px, ys: py, weights, values: pv, inverseDiagonal: Float64Array.from({ length: n }, (_, i) => inverse[i * n + i]!) };
}

/** The interpolant at (x, y). */
export function rbfLinearAt(rbf: RbfLinear, x: number, y: number): number {
  let s = 0;
  for (let i = 0; i < rbf.xs.length; i++) s += rbf.weights[i]! * Math.hypot(rbf.xs[i]! - x, rbf.ys[i]! - y);
  return s;
}

/** Value at data point i predicted from all other points (corners kept): vᵢ − wᵢ / (A⁻¹)ᵢᵢ (Rippa 1999). */
export function rbfLinearLeaveOneOut(rbf: RbfLinear, i: number): number {
  return rbf.values[i]! - rbf.weights[i]! / rbf.inverseDiagonal[i]!;
}

/** Gauss–Jordan inverse with partial pivoting (the linear-RBF matrix is symmetric but not positive definite). */
function invert(source: Float64Array, n: number): Float64Array {
  const a = Float64Array.from(source);
  const inv = new Float64Array(n * n);
  for (let i = 0; i < n; i++) inv[i * n + i] = 1;
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(a[r * n + col]!) > Math.abs(a[pivot * n + col]!)) pivot = r;
    if (pivot !== col) swapRows(a, inv, n, pivot, col);
    const p = a[col * n + col]!;
    for (let c = 0; c < n; c++) {
      a[col * n + c] = a[col * n + c]! / p;
      inv[col * n + c] = inv[col * n + c]! / p;
    }
    for (let r = 0; r < n; r++) {
      const f = a[r * n + col]!;
      if (r === col || f === 0) continue;
      for (let c = 0; c < n; c++) {
        a[r * n + c] = a[r * n + c]! - f * a[col * n + c]!;
        inv[r * n + c] = inv[r * n + c]! - f * inv[col * n + c]!;
      }
    }
  }
  return inv;
}

function swapRows(a: Float64Array, b: Float64Array, n: number, r1: number, r2: number): void {
  for (let c = 0; c < n; c++) {
    [a[r1 * n + c], a[r2 * n + c]] = [a[r2 * n + c]!, a[r1 * n + c]!];
    [b[r1 * n + c], b[r2 * n + c]] = [b[r2 * n + c]!, b[r1 * n + c]!];
  }
}
