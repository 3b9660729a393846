import { isCrossing } from '../geometry/segment-intersection.ts';
import type { PreparedGridMembership } from './prepared-floor.ts';
import { prepareColumnBounds, setShadowConstraints, shadowColumns, shadowRowRange, type ShadowConstraints } from './shadow-raster.ts';

/**
 * The grid kernel's edge-by-edge steps (field-kernel-grid.ts): a wall's or an area edge's contribution added to
 * the cells of its shadow (shadow-raster.ts), in one lane or in the two lanes of an AP's bands traced together.
 */

/** One radio's per-cell terms: optimistic budget, area coefficient sum, wall loss and slab loss. */
export interface LaneTerms {
  budget: Float64Array;
  areaSum: Float64Array;
  wallLoss: Float64Array;
  slabLoss: Float64Array;
}

/** Per row, the first and last cell still above the floor; `first`/`last` bound the rows with any, `reach2` their farthest squared distance. */
export interface AliveSpans {
  readonly lo: Int32Array;
  readonly hi: Int32Array;
  first: number;
  last: number;
  reach2: number;
}

/** Narrows each row's span to its first and last cell whose walls have not yet used up its budget in some lane. */
export function updateAliveSpans(alive: AliveSpans, l0: LaneTerms, l1: LaneTerms, rxs: Float64Array, rys: Float64Array): void {
  const cols = rxs.length;
  const w0 = l0.wallLoss,
    b0 = l0.budget,
    w1 = l1.wallLoss,
    b1 = l1.budget;
  let first = rys.length,
    last = -1,
    reach2 = -1;
  for (let r = alive.first; r <= alive.last; r++) {
    const base = r * cols;
    let lo = alive.lo[r]!,
      hi = alive.hi[r]!;
    while (lo <= hi && w0[base + lo]! > b0[base + lo]! && w1[base + lo]! > b1[base + lo]!) lo++;
    while (hi >= lo && w0[base + hi]! > b0[base + hi]! && w1[base + hi]! > b1[base + hi]!) hi--;
    alive.lo[r] = lo;
    alive.hi[r] = hi;
    if (lo > hi) continue;
    if (first > r) first = r;
    last = r;
    const x = Math.max(Math.abs(rxs[lo]!), Math.abs(rxs[hi]!));
    const d2 = x * x + rys[r]! * rys[r]!;
    if (d2 > reach2) reach2 = d2;
  }
  alive.first = first;
  alive.last = last;
  // Slightly generous, so rounding in the walls' distances never skips a wall that reaches a live cell.
  alive.reach2 = reach2 < 0 ? -1 : reach2 * (1 + 1e-9) + 1e-9;
}

/** Clips a row's [sureLo, sureHi, maybeLo, maybeHi] to the row's live span. */
function clipToAlive(run: Int32Array, lo: number, hi: number): void {
  if (run[0]! < lo) run[0] = lo;
  if (run[1]! > hi) run[1] = hi;
  if (run[2]! < lo) run[2] = lo;
  if (run[3]! > hi) run[3] = hi;
}

function isCellInArea(membership: PreparedGridMembership, i: number, areaId: number): boolean {
  for (let m = membership.start[i]!, end = membership.start[i + 1]!; m < end; m++) if (membership.areaIds[m] === areaId) return true;
  return false;
}

export interface GridGeometry {
  readonly rxs: Float64Array;
  readonly rys: Float64Array;
  readonly cols: number;
  readonly rows: number;
  readonly extent: number;
}

/** Rows the edge's shadow may touch, as [first, last] row indices, or null. */
function rowsOf(g: GridGeometry, s: ShadowConstraints, poly: Float64Array, scratch: Float64Array): [number, number] | null {
  const step = g.rows > 1 ? g.rys[1]! - g.rys[0]! : 1;
  const stepX = g.cols > 1 ? g.rxs[1]! - g.rxs[0]! : 1;
  if (!shadowRowRange(s, g.rxs[0]! - stepX, g.rxs[g.cols - 1]! + stepX, g.rys[0]! - step, g.rys[g.rows - 1]! + step, poly, scratch))
    return null;
  const lo = poly[8]!,
    hi = poly[9]!;
  const first = Math.max(0, Math.floor((lo - g.rys[0]!) / step) - 1),
    last = Math.min(g.rows - 1, Math.ceil((hi - g.rys[0]!) / step) + 1);
  return first <= last ? [first, last] : null;
}

/** Adds one wall's loss to the cells of its shadow, in both lanes for a pair (walls1: the second band's rows). */
export function applyWall(
  walls: Float64Array,
  walls1: Float64Array | null,
  o: number,
  sx: number,
  sy: number,
  g: GridGeometry,
  s: ShadowConstraints,
  poly: Float64Array,
  scratch: Float64Array,
  run: Int32Array,
  d3: Float64Array,
  maxF: number,
  l0: LaneTerms,
  l1: LaneTerms,
  alive: AliveSpans,
): void {
  const wallLoss = l0.wallLoss,
    budget = l0.budget,
    wallLoss1 = l1.wallLoss,
    budget1 = l1.budget;
  const loss1 = walls1 ? walls1[o + 4]! : 0;
  const qx = walls[o]! - sx,
    qy = walls[o + 1]! - sy,
    ex = walls[o + 2]!,
    ey = walls[o + 3]!;
  const loss = walls[o + 4]!,
    nx = walls[o + 5]!,
    ny = walls[o + 6]!,
    tLow = walls[o + 7]!,
    tHigh = walls[o + 8]!;
  const tn = qx * ey - qy * ex;
  if (tn === 0) return;
  setShadowConstraints(s, qx, qy, ex, ey, tn, tLow, tHigh, g.extent);
  const rows = rowsOf(g, s, poly, scratch);
  if (!rows) return;
  const { rxs, rys, cols } = g;
  const step = cols > 1 ? rxs[1]! - rxs[0]! : 1;
  const ranged = tLow > 0 || tHigh < 1;
  prepareColumnBounds(s, rxs[0]!, step);
  for (let r = Math.max(rows[0], alive.first), last = Math.min(rows[1], alive.last); r <= last; r++) {
    if (alive.lo[r]! > alive.hi[r]!) continue;
    const ry = rys[r]!;
    shadowColumns(s, ry, cols, run);
    clipToAlive(run, alive.lo[r]!, alive.hi[r]!);
    const sureLo = run[0]!,
      sureHi = run[1]!,
      maybeLo = run[2]!,
      maybeHi = run[3]!;
    if (maybeLo > maybeHi) continue;
    const rowStart = r * cols;
    const hasSure = sureLo <= sureHi;
    for (let c = maybeLo; c <= maybeHi; c++) {
      if (hasSure && c === sureLo) {
        const cyn = ry * ny;
        // No test for cells already at the floor here: losses only grow, so such a cell stays at the floor with or
        // without this wall, and in runs of mostly live cells the test cost more than the arithmetic it saved.
        if (walls1) {
          // Two bands of one AP: one oblique factor, each band's loss.
          for (; c <= sureHi; c++) {
            const i = rowStart + c;
            const d = d3[i]!;
            const cc = Math.abs(rxs[c]! * nx + cyn);
            const f = cc * maxF > d ? d / cc : maxF;
            wallLoss[i]! += loss * f;
            wallLoss1[i]! += loss1 * f;
          }
        } else {
          for (; c <= sureHi; c++) {
            const i = rowStart + c;
            const d = d3[i]!;
            const cc = Math.abs(rxs[c]! * nx + cyn);
            wallLoss[i]! += loss * (cc * maxF > d ? d / cc : maxF);
          }
        }
        c = sureHi;
        continue;
      }
      // Near a shadow boundary: the exact crossing test of the per-cell kernel.
      const rx = rxs[c]!;
      const denom = rx * ey - ry * ex,
        un = qx * ry - qy * rx;
      if (!isCrossing(denom, tn, un)) continue;
      if (ranged) {
        const t = tn / denom;
        if (t < tLow || t > tHigh) continue;
      }
      const i = rowStart + c;
      if (wallLoss[i]! > budget[i]! && wallLoss1[i]! > budget1[i]!) continue;
      const d = d3[i]!;
      const cc = Math.abs(rx * nx + ry * ny);
      const f = cc * maxF > d ? d / cc : maxF;
      wallLoss[i]! += loss * f;
      if (walls1) wallLoss1[i]! += loss1 * f;
    }
  }
}

/** Adds one area edge's signed crossing to the cells of its shadow, in both lanes for a pair (edges1: the second band's rows). */
export function applyAreaEdge(
  edges: Float64Array,
  edges1: Float64Array | null,
  o: number,
  sx: number,
  sy: number,
  g: GridGeometry,
  s: ShadowConstraints,
  poly: Float64Array,
  scratch: Float64Array,
  run: Int32Array,
  l0: LaneTerms,
  l1: LaneTerms,
  membership: PreparedGridMembership,
  alive: AliveSpans,
): void {
  const { areaSum, wallLoss, budget } = l0,
    areaSum1 = l1.areaSum,
    wallLoss1 = l1.wallLoss,
    budget1 = l1.budget;
  const qx = edges[o]! - sx,
    qy = edges[o + 1]! - sy,
    ex = edges[o + 2]!,
    ey = edges[o + 3]!;
  const att = edges[o + 4]!,
    tLow = edges[o + 5]!,
    tHigh = edges[o + 6]!,
    areaId = edges[o + 7]!;
  const tn = qx * ey - qy * ex;
  if (tn === 0) return;
  setShadowConstraints(s, qx, qy, ex, ey, tn, -Infinity, Infinity, g.extent);
  const rows = rowsOf(g, s, poly, scratch);
  if (!rows) return;
  const { rxs, rys, cols } = g;
  const step = cols > 1 ? rxs[1]! - rxs[0]! : 1;
  // Interior lies left of each edge: a crossing with denom < 0 enters the area (−t), else leaves it (+t).
  const signed = tn > 0 ? att : -att,
    att1 = edges1 ? edges1[o + 4]! : 0,
    signed1 = tn > 0 ? att1 : -att1;
  prepareColumnBounds(s, rxs[0]!, step);
  for (let r = Math.max(rows[0], alive.first), last = Math.min(rows[1], alive.last); r <= last; r++) {
    if (alive.lo[r]! > alive.hi[r]!) continue;
    const ry = rys[r]!;
    shadowColumns(s, ry, cols, run);
    clipToAlive(run, alive.lo[r]!, alive.hi[r]!);
    const sureLo = run[0]!,
      sureHi = run[1]!,
      maybeLo = run[2]!,
      maybeHi = run[3]!;
    if (maybeLo > maybeHi) continue;
    const rowStart = r * cols,
      ryex = ry * ex;
    for (let c = maybeLo; c <= maybeHi; c++) {
      // Cells already at the floor stay there: an area's net length is never negative.
      if (wallLoss[rowStart + c]! > budget[rowStart + c]! && wallLoss1[rowStart + c]! > budget1[rowStart + c]!) continue;
      const rx = rxs[c]!;
      const denom = rx * ey - ryex;
      if (c < sureLo || c > sureHi) {
        if (!isCrossing(denom, tn, qx * ry - qy * rx)) continue;
        // A cell exactly on the edge (t = 1): the rasterised "cell inside" term already decided which side
        // it is on, so count the crossing only where it agrees with that (entering ⇔ inside), keeping the
        // length inside ≥ 0 like the reference's sorted walk.
        if (tn === denom && denom < 0 !== isCellInArea(membership, rowStart + c, areaId)) continue;
      }
      const t = tn / denom;
      const tc = t < tLow ? tLow : t > tHigh ? tHigh : t;
      areaSum[rowStart + c]! += signed * tc;
      if (edges1) areaSum1[rowStart + c]! += signed1 * tc;
    }
  }
}
