/** Other bins within `reach` of each bin, with their squared distance, leaving out wall-blocked pairs (hash grid). */
export function neighbourLists(
  xs: Float64Array,
  ys: Float64Array,
  reach: number,
  isBlocked?: (x0: number, y0: number, x1: number, y1: number) => boolean,
): [number, number][][] {
  const cells = new Map<string, number[]>();
  const key = (cx: number, cy: number) => `${cx},${cy}`;
  for (let i = 0; i < xs.length; i++) {
    const k = key(Math.floor(xs[i]! / reach), Math.floor(ys[i]! / reach));
    const list = cells.get(k);
    if (list) list.push(i);
    else cells.set(k, [i]);
  }
  const reach2 = reach * reach;
  return Array.from(xs, (xi, i) => {
    const out: [number, number][] = [];
    const cx = Math.floor(xi / reach),
      cy = Math.floor(ys[i]! / reach);
    for (let gy = cy - 1; gy <= cy + 1; gy++)
      for (let gx = cx - 1; gx <= cx + 1; gx++)
        for (const j of cells.get(key(gx, gy)) ?? []) {
          if (j === i) continue;
          const d2 = (xs[j]! - xi) ** 2 + (ys[j]! - ys[i]!) ** 2;
          if (d2 <= reach2 && !(isBlocked && isBlocked(xi, ys[i]!, xs[j]!, ys[j]!))) out.push([j, d2]);
        }
    return out;
  });
}

/** Per bin, over its neighbours within 3h: Σk·r (a), Σk (b) and Σk·x (c), k = weight × Gaussian kernel of bandwidth h. */
export function kernelSums(
  neighbours: readonly (readonly [number, number][])[],
  weights: Float64Array,
  r: Float64Array,
  x: Float64Array,
  h: number,
): { a: Float64Array; b: Float64Array; c: Float64Array } {
  const n = neighbours.length;
  const sums = { a: new Float64Array(n), b: new Float64Array(n), c: new Float64Array(n) };
  const inv = -1 / (2 * h * h),
    reach2 = 9 * h * h;
  for (let i = 0; i < n; i++)
    for (const [j, d2] of neighbours[i]!) {
      if (d2 > reach2) continue;
      const k = weights[j]! * Math.exp(d2 * inv);
      sums.a[i]! += k * r[j]!;
      sums.b[i]! += k;
      sums.c[i]! += k * x[j]!;
    }
  return sums;
}
