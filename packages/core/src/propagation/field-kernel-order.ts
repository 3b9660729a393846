import { PATH_WALL_STRIDE, type PathContext } from './path-context.ts';

/**
 * Indices of the walls that can reach a live cell (nearest point within `reach2`), nearest first, with every
 * wall's squared distance. Sorted as packed numbers (distance rounded to float32 in the high word, index in the
 * low word) by the native numeric sort: a comparator sort cost as much as applying the walls on a building.
 * The rounding may swap walls within 1e-7 of each other's distance; the kernel's result does not depend on the
 * order (a cell reaches the floor or gets every wall), and the loop's cut-off allows for it.
 */
export function wallsNearestFirst(ctx: PathContext, reach2: number): { order: Int32Array; dist2: Float64Array } {
  const dist = new Float64Array(ctx.wallCount);
  let kept = 0;
  for (let w = 0; w < ctx.wallCount; w++) {
    const o = w * PATH_WALL_STRIDE;
    dist[w] = nearestDistance2(ctx.walls[o]! - ctx.sx, ctx.walls[o + 1]! - ctx.sy, ctx.walls[o + 2]!, ctx.walls[o + 3]!);
    if (dist[w]! <= reach2) kept++;
  }
  const keys = new Float64Array(kept),
    words = new Uint32Array(keys.buffer),
    single = new Float32Array(1),
    singleBits = new Uint32Array(single.buffer);
  for (let w = 0, k = 0; w < ctx.wallCount; w++) {
    if (!(dist[w]! <= reach2)) continue;
    single[0] = dist[w]!;
    words[2 * k + HIGH_WORD] = singleBits[0]!;
    words[2 * k + 1 - HIGH_WORD] = w;
    k++;
  }
  keys.sort();
  const order = new Int32Array(kept);
  for (let k = 0; k < kept; k++) order[k] = words[2 * k + 1 - HIGH_WORD]!;
  return { order, dist2: dist };
}

/** Index of a float64's high 32-bit word in a Uint32Array view (1 on little-endian machines). */
export const HIGH_WORD = new Uint32Array(Float64Array.of(1).buffer)[1] === 0x3ff00000 ? 1 : 0;

/** Squared distance from the radio to the nearest point of edge q → q + e (q relative to the radio). */
export function nearestDistance2(qx: number, qy: number, ex: number, ey: number): number {
  const len2 = ex * ex + ey * ey;
  let t = len2 > 0 ? -(qx * ex + qy * ey) / len2 : 0;
  t = t < 0 ? 0 : t > 1 ? 1 : t;
  const px = qx + t * ex,
    py = qy + t * ey;
  return px * px + py * py;
}
