import type { GridSpec } from '../model/grid.ts';
import { isCrossing } from '../geometry/segment-intersection.ts';
import { antennaGainDbi } from './antenna-gain.ts';
import { slabLossDb } from './field-kernel-fast.ts';
import { reachableRowSpans } from './field-kernel-disc.ts';
import { HIGH_WORD, nearestDistance2, wallsNearestFirst } from './field-kernel-order.ts';
import { MIN_PATH_DISTANCE_M } from './log-distance.ts';
import { PATH_AREA_EDGE_STRIDE, PATH_WALL_STRIDE, type PathContext } from './path-context.ts';
import type { PreparedGridMembership } from './prepared-floor.ts';
import {
  createShadowConstraints,
  prepareColumnBounds,
  setShadowConstraints,
  shadowColumns,
  shadowRowRange,
  type ShadowConstraints,
} from './shadow-raster.ts';

/** Per-radio scratch arrays, reused between radios of one prediction (same grid). */
export interface GridKernelScratch {
  cells: number;
  d3: Float64Array;
  budget: Float64Array;
  areaSum: Float64Array;
  wallLoss: Float64Array;
  slabLoss: Float64Array;
}

export function createGridKernelScratch(): GridKernelScratch {
  const none = new Float64Array(0);
  return { cells: 0, d3: none, budget: none, areaSum: none, wallLoss: none, slabLoss: none };
}

/**
 * Received power (dBm) at every cell centre for one radio, the same model and arithmetic as the
 * per-cell kernel — tx + antenna gain − log-distance − Σ area dB/m × length inside − slabs − Σ walls
 * (oblique, capped), floored at `floorDbm` — but walls and area edges are applied edge by edge to the
 * cells in their shadow (see shadow-raster.ts) instead of being searched for cell by cell.
 * Losses only ever remove signal (an area's net path length is ≥ 0), so a cell whose optimistic budget
 * (best antenna gain, no areas) is used up by walls ends at the floor whatever else it crosses: walls go
 * nearest first and stop adding to such cells, and areas and the antenna are skipped there. On large
 * floors most cells of a radio end at the floor, so this is most of the saving.
 */
export function computeFieldGrid(
  ctx: PathContext,
  grid: GridSpec,
  membership: PreparedGridMembership,
  out: Float32Array,
  floorDbm: number,
  scratch = createGridKernelScratch(),
): void {
  const cols = grid.cols,
    rows = grid.rows,
    cells = cols * rows;
  if (membership.xs.length !== cells) throw new Error('membership was built for another grid');
  if (scratch.cells !== cells) {
    scratch.cells = cells;
    scratch.d3 = new Float64Array(cells);
    scratch.budget = new Float64Array(cells);
    scratch.areaSum = new Float64Array(cells);
    scratch.wallLoss = new Float64Array(cells);
    scratch.slabLoss = new Float64Array(cells);
  }
  const { d3, budget, areaSum, wallLoss } = scratch;
  const { sx, sy } = ctx;
  // Cell-centre offsets from the radio, computed exactly as the per-cell kernel does (xs[i] − sx).
  const rxs = new Float64Array(cols),
    rys = new Float64Array(rows);
  for (let c = 0; c < cols; c++) rxs[c] = membership.xs[c]! - sx;
  for (let r = 0; r < rows; r++) rys[r] = membership.ys[r * cols]! - sy;
  const antenna = ctx.antenna;
  const bestGain = antenna.isIsotropic ? antenna.constantGainDbi : maxOf(antenna.azimuth) + maxOf(antenna.elevation) - antenna.peakDbi;
  // Rows' spans of cells still above the floor: first the disc the radio reaches at all (see field-kernel-disc.ts),
  // then narrowed a few times as the nearest walls use budgets up, so the shadows of farther walls and of area
  // edges skip the dead part of each row in bulk. Cells outside the spans are never evaluated: they end at the floor.
  const alive: AliveSpans = { lo: new Int32Array(rows), hi: new Int32Array(rows), first: 0, last: rows - 1, reach2: Infinity };
  if (!reachableRowSpans(ctx, rxs, rys, bestGain, floorDbm, alive.lo, alive.hi)) {
    out.fill(floorDbm);
    return;
  }
  fillBudgets(ctx, rxs, rys, alive, bestGain, floorDbm, scratch);
  wallLoss.fill(0);
  const geometry = {
    rxs,
    rys,
    cols,
    rows,
    extent: Math.max(Math.abs(rxs[0]!), Math.abs(rxs[cols - 1]!)) + Math.max(Math.abs(rys[0]!), Math.abs(rys[rows - 1]!)) + 1,
  };
  const s = createShadowConstraints();
  const poly = new Float64Array(40),
    polyScratch = new Float64Array(40),
    run = new Int32Array(4);
  updateAliveSpans(alive, wallLoss, budget, rxs, rys);
  const { order, dist2 } = wallsNearestFirst(ctx, alive.reach2);
  let nextUpdate = Math.max(16, order.length >> 4);
  for (let k = 0; k < order.length; k++) {
    if (k === nextUpdate) {
      updateAliveSpans(alive, wallLoss, budget, rxs, rys);
      nextUpdate *= 2;
    }
    // A wall's shadow lies beyond its nearest point, so once walls are farther than every live cell none is left to add
    // (with room for the float32 rounding of the sort keys).
    if (dist2[order[k]!]! > alive.reach2 * (1 + 1e-6)) break;
    applyWall(
      ctx.walls,
      order[k]! * PATH_WALL_STRIDE,
      sx,
      sy,
      geometry,
      s,
      poly,
      polyScratch,
      run,
      d3,
      ctx.maxObliqueFactor,
      wallLoss,
      budget,
      alive,
    );
  }
  updateAliveSpans(alive, wallLoss, budget, rxs, rys);
  areaSum.fill(-ctx.sourceInsideCoef);
  for (let i = 0; i < cells; i++) {
    for (let m = membership.start[i]!, end = membership.start[i + 1]!; m < end; m++) {
      const id = membership.areaIds[m]!;
      areaSum[i]! += ctx.areaAtt[id]! * ctx.areaTHigh[id]!;
    }
  }
  for (let e = 0; e < ctx.areaEdgeCount; e++) {
    const o = e * PATH_AREA_EDGE_STRIDE,
      edges = ctx.areaEdges;
    if (nearestDistance2(edges[o]! - sx, edges[o + 1]! - sy, edges[o + 2]!, edges[o + 3]!) > alive.reach2) continue;
    applyAreaEdge(
      ctx.areaEdges,
      e * PATH_AREA_EDGE_STRIDE,
      sx,
      sy,
      geometry,
      s,
      poly,
      polyScratch,
      run,
      areaSum,
      wallLoss,
      budget,
      membership,
      alive,
    );
  }
  finishCells(ctx, rxs, rys, alive, scratch, floorDbm, out);
}

/**
 * Per cell in the spans: 3D distance, slab loss and the optimistic budget (dB above the floor with the best antenna
 * gain and no walls or areas); −1 (already dead) elsewhere.
 */
function fillBudgets(
  ctx: PathContext,
  rxs: Float64Array,
  rys: Float64Array,
  alive: AliveSpans,
  bestGain: number,
  floorDbm: number,
  scratch: GridKernelScratch,
): void {
  const { d3, budget, slabLoss } = scratch;
  const cols = rxs.length,
    dz2 = ctx.dz * ctx.dz,
    base = ctx.txDbm - ctx.lossAt1mDb,
    hasSlabs = ctx.slabs.length > 0;
  // The budget only has to be optimistic, so it uses a cheap lower bound of log10 (below); the exact
  // log-distance term is computed later for the cells that stay above the floor.
  const minD2 = MIN_PATH_DISTANCE_M * MIN_PATH_DISTANCE_M,
    halfTenNLog2 = 0.5 * 10 * ctx.exponent * Math.LOG10E * Math.LN2;
  const pun = new Float64Array(1),
    punHigh = new Uint32Array(pun.buffer),
    high = HIGH_WORD;
  // Slabs without holes cost the same at every cell but for the oblique factor: summed here in slabLossDb's order
  // without its per-cell call and hole tests.
  const slabs = ctx.slabs,
    plainSlabs = hasSlabs && slabs.every((slab) => slab.holes.length === 0),
    slabDb = Float64Array.from(slabs, (slab) => slab.lossDb),
    c = Math.abs(ctx.dz),
    maxF = ctx.maxObliqueFactor;
  budget.fill(-1);
  for (let r = 0; r < rys.length; r++) {
    const ry = rys[r]!;
    for (let col = alive.lo[r]!, i = r * cols + col, end = alive.hi[r]!; col <= end; col++, i++) {
      const rx = rxs[col]!,
        d2 = rx * rx + ry * ry + dz2;
      const d = Math.sqrt(d2);
      d3[i] = d;
      // log2(x) ≥ e + (m − 1) for x = m·2^e, m ∈ [1, 2) (log2 is concave and equal at both ends): at most
      // 0.086 low, i.e. the budget is at most 0.26 dB too generous for n = 2; mantissa bits past the high word are dropped, which only lowers m.
      pun[0] = d2 > minD2 ? d2 : minD2;
      const h = punHigh[high]!;
      const log2Low = (h >>> 20) - 1023 + (h & 0xfffff) / 1048576;
      let slab = 0;
      if (plainSlabs) {
        const factor = c * maxF > d ? d / c : maxF;
        for (let k = 0; k < slabDb.length; k++) slab += slabDb[k]! * factor;
        slabLoss[i] = slab;
      } else if (hasSlabs) slabLoss[i] = slab = slabLossDb(ctx, rx, ry, d);
      budget[i] = base - halfTenNLog2 * log2Low + bestGain - slab - floorDbm;
    }
  }
}

/**
 * Writes each live cell's received power (tx + antenna gain − log-distance − areas − slabs − walls, floored) and
 * the floor everywhere else. Its own function so the antenna lookup is inlined into this loop.
 */
function finishCells(
  ctx: PathContext,
  rxs: Float64Array,
  rys: Float64Array,
  alive: AliveSpans,
  cellTerms: GridKernelScratch,
  floorDbm: number,
  out: Float32Array,
): void {
  const { d3, budget, areaSum, wallLoss, slabLoss } = cellTerms;
  const cols = rxs.length,
    dz = ctx.dz,
    base = ctx.txDbm - ctx.lossAt1mDb,
    tenN = 10 * ctx.exponent,
    minD = MIN_PATH_DISTANCE_M;
  const antenna = ctx.antenna,
    isotropicGain = antenna.isIsotropic ? antenna.constantGainDbi : NaN;
  const hasSlabs = ctx.slabs.length > 0;
  const hasAreaTerms = ctx.areaEdgeCount > 0 || ctx.sourceInsideCoef !== 0;
  out.fill(floorDbm);
  for (let r = alive.first; r <= alive.last; r++) {
    const ry = rys[r]!;
    for (let c = alive.lo[r]!, i = r * cols + c, end = alive.hi[r]!; c <= end; c++, i++) {
      if (wallLoss[i]! > budget[i]!) continue;
      const rx = rxs[c]!,
        d = d3[i]!;
      let value =
        base -
        tenN * Math.log10(d > minD ? d : minD) +
        (isotropicGain === isotropicGain ? isotropicGain : antennaGainDbi(antenna, rx, ry, dz));
      if (hasAreaTerms || areaSum[i] !== 0) value -= areaSum[i]! * d;
      if (hasSlabs) value -= slabLoss[i]!;
      value -= wallLoss[i]!;
      out[i] = value < floorDbm ? floorDbm : value;
    }
  }
}

/** Per row, the first and last cell still above the floor; `first`/`last` bound the rows with any, `reach2` their farthest squared distance. */
interface AliveSpans {
  readonly lo: Int32Array;
  readonly hi: Int32Array;
  first: number;
  last: number;
  reach2: number;
}

/** Narrows each row's span to its first and last cell whose walls have not yet used up its budget. */
function updateAliveSpans(alive: AliveSpans, wallLoss: Float64Array, budget: Float64Array, rxs: Float64Array, rys: Float64Array): void {
  const cols = rxs.length;
  let first = rys.length,
    last = -1,
    reach2 = -1;
  for (let r = alive.first; r <= alive.last; r++) {
    const base = r * cols;
    let lo = alive.lo[r]!,
      hi = alive.hi[r]!;
    while (lo <= hi && wallLoss[base + lo]! > budget[base + lo]!) lo++;
    while (hi >= lo && wallLoss[base + hi]! > budget[base + hi]!) hi--;
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

function maxOf(values: Float64Array): number {
  let m = -Infinity;
  for (const v of values) if (v > m) m = v;
  return m;
}

function isCellInArea(membership: PreparedGridMembership, i: number, areaId: number): boolean {
  for (let m = membership.start[i]!, end = membership.start[i + 1]!; m < end; m++) if (membership.areaIds[m] === areaId) return true;
  return false;
}

interface GridGeometry {
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

function applyWall(
  walls: Float64Array,
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
  wallLoss: Float64Array,
  budget: Float64Array,
  alive: AliveSpans,
): void {
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
        for (; c <= sureHi; c++) {
          const i = rowStart + c;
          const d = d3[i]!;
          const cc = Math.abs(rxs[c]! * nx + cyn);
          wallLoss[i]! += loss * (cc * maxF > d ? d / cc : maxF);
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
      if (wallLoss[i]! > budget[i]!) continue;
      const d = d3[i]!;
      const cc = Math.abs(rx * nx + ry * ny);
      wallLoss[i]! += loss * (cc * maxF > d ? d / cc : maxF);
    }
  }
}

function applyAreaEdge(
  edges: Float64Array,
  o: number,
  sx: number,
  sy: number,
  g: GridGeometry,
  s: ShadowConstraints,
  poly: Float64Array,
  scratch: Float64Array,
  run: Int32Array,
  areaSum: Float64Array,
  wallLoss: Float64Array,
  budget: Float64Array,
  membership: PreparedGridMembership,
  alive: AliveSpans,
): void {
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
  const signed = tn > 0 ? att : -att;
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
      if (wallLoss[rowStart + c]! > budget[rowStart + c]!) continue;
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
      areaSum[rowStart + c]! += signed * (t < tLow ? tLow : t > tHigh ? tHigh : t);
    }
  }
}
