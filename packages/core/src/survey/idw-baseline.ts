/**
 * Shepard inverse-distance weighting at (qx, qy) over all points (m): Σ vᵢ/dᵢᵖ / Σ 1/dᵢᵖ (Shepard 1968),
 * returning the point's own value at zero distance. Kept as the baseline the measured model is judged against.
 */
export function interpolateIdwAt(
  xs: ArrayLike<number>,
  ys: ArrayLike<number>,
  values: ArrayLike<number>,
  qx: number,
  qy: number,
  power = 2,
): number {
  let num = 0,
    den = 0;
  for (let i = 0; i < xs.length; i++) {
    const d2 = (xs[i]! - qx) ** 2 + (ys[i]! - qy) ** 2;
    if (d2 === 0) return values[i]!;
    const w = power === 2 ? 1 / d2 : d2 ** (-power / 2);
    num += w * values[i]!;
    den += w;
  }
  return den > 0 ? num / den : NaN;
}
