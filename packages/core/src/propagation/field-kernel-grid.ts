import type { GridSpec } from '../model/grid.ts';
import { isCrossing } from '../geometry/segment-intersection.ts';
import { antennaGainDbi } from './antenna-gain.ts';
import { slabLossDb } from './field-kernel-fast.ts';
import { reachableRowSpans } from './field-kernel-disc.ts';
import { HIGH_WORD, nearestDistance2, wallsNearestFirst } from './field-kernel-order.ts';
import { fastLog10, MIN_PATH_DISTANCE_M } from './log-distance.ts';
import { PATH_AREA_EDGE_STRIDE, PATH_WALL_STRIDE, type PathContext } from './path-context.ts';
import type { PreparedGridMembership } from './prepared-floor.ts';
import { applyAreaEdge, applyWall, updateAliveSpans, type AliveSpans, type LaneTerms } from './field-kernel-shadows.ts';
import { createShadowConstraints } from './shadow-raster.ts';

/** Per-radio scratch arrays, reused between radios and reach windows of one prediction (sized for the largest grid); a second lane for a radio pair. */
export interface GridKernelScratch {
  /** Entries each array holds. */
  cells: number;
  d3: Float64Array;
  lanes: LaneTerms[];
}

export function createGridKernelScratch(): GridKernelScratch {
  return { cells: 0, d3: new Float64Array(0), lanes: [] };
}

function laneTerms(scratch: GridKernelScratch, cells: number, count: number): LaneTerms[] {
  // Grown, never shrunk: windows of a prediction use the first `cells` entries of the whole grid's arrays.
  if (scratch.cells < cells) {
    scratch.cells = cells;
    scratch.d3 = new Float64Array(cells);
    scratch.lanes = [];
  }
  const capacity = scratch.cells;
  while (scratch.lanes.length < count) {
    scratch.lanes.push({
      budget: new Float64Array(capacity),
      areaSum: new Float64Array(capacity),
      wallLoss: new Float64Array(capacity),
      slabLoss: new Float64Array(capacity),
    });
  }
  return scratch.lanes.slice(0, count);
}

/**
 * Received power (dBm) at every cell centre for one radio, or for two radios of one AP at once (`ctxs` and
 * `outs` of length 2, their contexts equal but for the bands' losses: see sharesPathGeometry), the same model and arithmetic as the
 * per-cell kernel — tx + antenna gain − log-distance − Σ area dB/m × length inside − slabs − Σ walls
 * (oblique, capped), floored at `floorDbm` — but walls and area edges are applied edge by edge to the
 * cells in their shadow (see shadow-raster.ts) instead of being searched for cell by cell.
 * Losses only ever remove signal (an area's net path length is ≥ 0), so a cell whose optimistic budget
 * (best antenna gain, no areas) is used up by walls ends at the floor whatever else it crosses: walls go
 * nearest first and stop adding to such cells, and areas and the antenna are skipped there. On large
 * floors most cells of a radio end at the floor, so this is most of the saving.
 */
export function computeFieldGrid(
  ctxs: readonly PathContext[],
  grid: GridSpec,
  membership: PreparedGridMembership,
  outs: readonly Float32Array[],
  floorDbm: number,
  scratch = createGridKernelScratch(),
): void {
  const cols = grid.cols,
    rows = grid.rows,
    cells = cols * rows;
  if (membership.xs.length !== cells) throw new Error('membership was built for another grid');
  const ctx = ctxs[0]!,
    pair = ctxs.length > 1;
  const lanes = laneTerms(scratch, cells, ctxs.length);
  const d3 = scratch.d3;
  // A lone radio's second lane is its first: "dead in both lanes" then reads "dead".
  const l0 = lanes[0]!,
    l1 = lanes[pair ? 1 : 0]!;
  const { sx, sy } = ctx;
  // Cell-centre offsets from the radio, computed exactly as the per-cell kernel does (xs[i] − sx).
  const rxs = new Float64Array(cols),
    rys = new Float64Array(rows);
  for (let c = 0; c < cols; c++) rxs[c] = membership.xs[c]! - sx;
  for (let r = 0; r < rows; r++) rys[r] = membership.ys[r * cols]! - sy;
  const bestGains = ctxs.map(({ antenna }) =>
    antenna.isIsotropic ? antenna.constantGainDbi : maxOf(antenna.azimuth) + maxOf(antenna.elevation) - antenna.peakDbi,
  );
  // Rows' spans of cells still above the floor: first the disc the radio reaches at all (see field-kernel-disc.ts),
  // then narrowed a few times as the nearest walls use budgets up, so the shadows of farther walls and of area
  // edges skip the dead part of each row in bulk. Cells outside the spans are never evaluated: they end at the floor.
  const alive = reachableSpans(ctxs, rxs, rys, bestGains, floorDbm);
  if (!alive) {
    for (const out of outs) out.fill(floorDbm);
    return;
  }
  for (let k = 0; k < ctxs.length; k++) {
    fillBudgets(ctxs[k]!, rxs, rys, alive, bestGains[k]!, floorDbm, d3, lanes[k]!);
    lanes[k]!.wallLoss.fill(0, 0, cells);
  }
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
  updateAliveSpans(alive, l0, l1, rxs, rys);
  const { order, dist2 } = wallsNearestFirst(ctx, alive.reach2);
  const walls1 = pair ? ctxs[1]!.walls : null;
  let nextUpdate = Math.max(16, order.length >> 4);
  for (let k = 0; k < order.length; k++) {
    if (k === nextUpdate) {
      updateAliveSpans(alive, l0, l1, rxs, rys);
      nextUpdate *= 2;
    }
    // A wall's shadow lies beyond its nearest point, so once walls are farther than every live cell none is left to add
    // (with room for the float32 rounding of the sort keys).
    if (dist2[order[k]!]! > alive.reach2 * (1 + 1e-6)) break;
    applyWall(
      ctx.walls,
      walls1,
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
      l0,
      l1,
      alive,
    );
  }
  updateAliveSpans(alive, l0, l1, rxs, rys);
  for (let k = 0; k < ctxs.length; k++) {
    const { areaAtt, areaTHigh, sourceInsideCoef } = ctxs[k]!,
      areaSum = lanes[k]!.areaSum;
    areaSum.fill(-sourceInsideCoef, 0, cells);
    if (membership.areaIds.length === 0) continue;
    for (let i = 0; i < cells; i++) {
      for (let m = membership.start[i]!, end = membership.start[i + 1]!; m < end; m++) {
        const id = membership.areaIds[m]!;
        areaSum[i]! += areaAtt[id]! * areaTHigh[id]!;
      }
    }
  }
  for (let e = 0; e < ctx.areaEdgeCount; e++) {
    const o = e * PATH_AREA_EDGE_STRIDE,
      edges = ctx.areaEdges;
    if (nearestDistance2(edges[o]! - sx, edges[o + 1]! - sy, edges[o + 2]!, edges[o + 3]!) > alive.reach2) continue;
    applyAreaEdge(
      ctx.areaEdges,
      pair ? ctxs[1]!.areaEdges : null,
      o,
      sx,
      sy,
      geometry,
      s,
      poly,
      polyScratch,
      run,
      l0,
      l1,
      membership,
      alive,
    );
  }
  for (let k = 0; k < ctxs.length; k++) finishCells(ctxs[k]!, rxs, rys, alive, d3, lanes[k]!, floorDbm, outs[k]!);
}

/**
 * The union of the radios' reachable row spans (see field-kernel-disc.ts), or null when neither reaches a cell.
 * A cell in the union but outside one radio's own disc is evaluated for it too and ends at the floor.
 */
function reachableSpans(
  ctxs: readonly PathContext[],
  rxs: Float64Array,
  rys: Float64Array,
  bestGains: readonly number[],
  floorDbm: number,
): AliveSpans | null {
  const rows = rys.length;
  const alive: AliveSpans = { lo: new Int32Array(rows), hi: new Int32Array(rows), first: 0, last: rows - 1, reach2: Infinity };
  const lo = new Int32Array(rows),
    hi = new Int32Array(rows);
  let any = false;
  for (let k = 0; k < ctxs.length; k++) {
    if (!reachableRowSpans(ctxs[k]!, rxs, rys, bestGains[k]!, floorDbm, lo, hi)) continue;
    for (let r = 0; r < rows; r++) {
      if (lo[r]! > hi[r]!) {
        if (!any) {
          alive.lo[r] = lo[r]!;
          alive.hi[r] = hi[r]!;
        }
      } else if (!any || alive.lo[r]! > alive.hi[r]!) {
        alive.lo[r] = lo[r]!;
        alive.hi[r] = hi[r]!;
      } else {
        alive.lo[r] = Math.min(alive.lo[r]!, lo[r]!);
        alive.hi[r] = Math.max(alive.hi[r]!, hi[r]!);
      }
    }
    any = true;
  }
  return any ? alive : null;
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
  d3: Float64Array,
  terms: LaneTerms,
): void {
  const { budget, slabLoss } = terms;
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
  budget.fill(-1, 0, rxs.length * rys.length);
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
  d3: Float64Array,
  cellTerms: LaneTerms,
  floorDbm: number,
  out: Float32Array,
): void {
  const { budget, areaSum, wallLoss, slabLoss } = cellTerms;
  const cols = rxs.length,
    dz = ctx.dz,
    base = ctx.txDbm - ctx.lossAt1mDb,
    tenN = 10 * ctx.exponent,
    minD = MIN_PATH_DISTANCE_M,
    log10 = fastLog10;
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
        base - tenN * log10(d > minD ? d : minD) + (isotropicGain === isotropicGain ? isotropicGain : antennaGainDbi(antenna, rx, ry, dz));
      if (hasAreaTerms || areaSum[i] !== 0) value -= areaSum[i]! * d;
      if (hasSlabs) value -= slabLoss[i]!;
      value -= wallLoss[i]!;
      out[i] = value < floorDbm ? floorDbm : value;
    }
  }
}

function maxOf(values: Float64Array): number {
  let m = -Infinity;
  for (const v of values) if (v > m) m = v;
  return m;
}
