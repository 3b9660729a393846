import { isPointInPolygon } from '../geometry/polygon.ts';
import type { GridSpec } from '../model/grid.ts';
import { antennaGainDbi } from './antenna-gain.ts';
import { buildAngularEdgeBins, ENTRY_HEADER, type AngularEdgeBins } from './angular-edge-bins.ts';
import { fastLog10, MIN_PATH_DISTANCE_M } from './log-distance.ts';
import { PATH_AREA_EDGE_STRIDE, PATH_WALL_STRIDE, type PathContext } from './path-context.ts';
import type { PreparedGridMembership } from './prepared-floor.ts';

/** Angular bins per radio: a wedge is ~0.1 m wide at 40 m, and the bins build in about a millisecond. */
export const DEFAULT_ANGULAR_BINS = 2048;

/** A radio's context with its angular bins built, ready to evaluate any receiver point. */
export interface FastPathEvaluator {
  readonly ctx: PathContext;
  readonly wallBins: AngularEdgeBins;
  readonly areaBins: AngularEdgeBins;
  readonly binCount: number;
  readonly floorDbm: number;
}

/** Builds the angular bins of a radio's walls and area edges. */
export function createFastEvaluator(ctx: PathContext, binCount: number, floorDbm: number): FastPathEvaluator {
  return {
    ctx,
    binCount,
    floorDbm,
    wallBins: buildAngularEdgeBins(ctx.walls, PATH_WALL_STRIDE, ctx.wallCount, [4, 5, 6, 7, 8], ctx.sx, ctx.sy, binCount),
    areaBins: buildAngularEdgeBins(ctx.areaEdges, PATH_AREA_EDGE_STRIDE, ctx.areaEdgeCount, [4, 5, 6], ctx.sx, ctx.sy, binCount),
  };
}

/**
 * Fills `out` with received power (dBm) at every cell centre for one radio: tx + antenna gain − log-distance
 * loss − Σ wall losses (oblique, capped) − Σ area dB/m × path length inside − slab losses, floored at
 * `floorDbm`. Area path length uses signed edge crossings (entering −t, leaving +t) plus end-point
 * containment, so crossings need no sorting. Walls come nearest first from angular bins, and a cell stops
 * adding walls once it is already below the floor (walls only ever remove signal).
 */
export function computeFieldFast(
  ctx: PathContext,
  grid: GridSpec,
  membership: PreparedGridMembership,
  out: Float32Array,
  binCount: number,
  floorDbm: number,
): void {
  const cells = grid.cols * grid.rows;
  const inside = new Float64Array(cells);
  if (membership.areaIds.length > 0) {
    for (let i = 0; i < cells; i++) {
      for (let m = membership.start[i]!, end = membership.start[i + 1]!; m < end; m++) {
        const id = membership.areaIds[m]!;
        inside[i]! += ctx.areaAtt[id]! * ctx.areaTHigh[id]!;
      }
    }
  }
  if (membership.xs.length !== cells) throw new Error('membership was built for another grid');
  evaluatePoints(createFastEvaluator(ctx, binCount, floorDbm), membership.xs, membership.ys, inside, out);
}

/** Received power (dBm) at arbitrary receiver points (metres), area containment found per point. */
export function computePointsFast(ev: FastPathEvaluator, xs: ArrayLike<number>, ys: ArrayLike<number>, out: Float32Array): void {
  const { ctx } = ev;
  const inside = new Float64Array(xs.length);
  for (let i = 0; i < xs.length; i++) {
    for (let a = 0; a < ctx.areaPolygons.length; a++) {
      if (ctx.areaAtt[a]! > 0 && isPointInPolygon(xs[i]!, ys[i]!, ctx.areaPolygons[a]!)) inside[i]! += ctx.areaAtt[a]! * ctx.areaTHigh[a]!;
    }
  }
  evaluatePoints(ev, xs, ys, inside, out);
}

/**
 * The hot loop, kept in one function with every constant in a local: module bindings and small helpers
 * are read once here, because transpiled module accessors inside the loop cost more than the maths.
 */
function evaluatePoints(
  ev: FastPathEvaluator,
  xs: ArrayLike<number>,
  ys: ArrayLike<number>,
  inside: Float64Array,
  out: Float32Array,
): void {
  const { ctx, binCount, floorDbm } = ev;
  const H = ENTRY_HEADER;
  const minD = MIN_PATH_DISTANCE_M;
  const log10 = fastLog10;
  const gainOf = antennaGainDbi;
  const slabsOf = slabLossDb;
  const { sx, sy, dz, antenna, maxObliqueFactor: maxF, sourceInsideCoef } = ctx;
  const dz2 = dz * dz;
  const scale = binCount / 4;
  const base = ctx.txDbm - ctx.lossAt1mDb;
  const tenN = 10 * ctx.exponent;
  const isotropicGain = antenna.isIsotropic ? antenna.constantGainDbi : NaN;
  const hasSlabs = ctx.slabs.length > 0;
  const w = ev.wallBins.entries,
    wStart = ev.wallBins.start,
    wStride = ev.wallBins.stride;
  const a = ev.areaBins.entries,
    aStart = ev.areaBins.start,
    aStride = ev.areaBins.stride;
  const hasAreaTerms = ctx.areaEdgeCount > 0 || sourceInsideCoef !== 0;
  for (let i = 0; i < xs.length; i++) {
    const rx = xs[i]! - sx,
      ry = ys[i]! - sy;
    const dh2 = rx * rx + ry * ry;
    const dh = Math.sqrt(dh2);
    const d3 = Math.sqrt(dh2 + dz2);
    let p: number;
    if (ry >= 0) p = rx >= 0 ? (rx + ry === 0 ? 0 : ry / (rx + ry)) : 1 - rx / (-rx + ry);
    else p = rx < 0 ? 2 - ry / (-rx - ry) : 3 + rx / (rx - ry);
    let bin = Math.floor(p * scale);
    if (bin >= binCount) bin = binCount - 1;
    let value =
      base - tenN * log10(d3 > minD ? d3 : minD) + (isotropicGain === isotropicGain ? isotropicGain : gainOf(antenna, rx, ry, dz));
    if (hasAreaTerms || inside[i] !== 0) {
      let sum = inside[i]! - sourceInsideCoef;
      for (let k = aStart[bin]! * aStride, end = aStart[bin + 1]! * aStride; k < end; k += aStride) {
        if (a[k]! > dh) break;
        const qx = a[k + 1]!,
          qy = a[k + 2]!,
          ex = a[k + 3]!,
          ey = a[k + 4]!;
        const denom = rx * ey - ry * ex,
          tn = qx * ey - qy * ex,
          un = qx * ry - qy * rx;
        if (denom > 0) {
          if (!(tn > 0 && tn <= denom && un >= 0 && un < denom)) continue;
        } else if (denom < 0) {
          if (!(tn < 0 && tn >= denom && un <= 0 && un > denom)) continue;
        } else continue;
        const t = tn / denom,
          tLow = a[k + H + 1]!,
          tHigh = a[k + H + 2]!;
        const tc = t < tLow ? tLow : t > tHigh ? tHigh : t;
        // Interior lies left of each edge, so denom < 0 means the path is entering the area.
        sum += denom < 0 ? -a[k + H]! * tc : a[k + H]! * tc;
      }
      value -= sum * d3;
    }
    if (hasSlabs) value -= slabsOf(ctx, rx, ry, d3);
    const budget = value - floorDbm;
    let loss = 0;
    for (let k = wStart[bin]! * wStride, end = wStart[bin + 1]! * wStride; k < end; k += wStride) {
      if (w[k]! > dh || loss > budget) break;
      const qx = w[k + 1]!,
        qy = w[k + 2]!,
        ex = w[k + 3]!,
        ey = w[k + 4]!;
      const denom = rx * ey - ry * ex,
        tn = qx * ey - qy * ex,
        un = qx * ry - qy * rx;
      if (denom > 0) {
        if (!(tn > 0 && tn <= denom && un >= 0 && un < denom)) continue;
      } else if (denom < 0) {
        if (!(tn < 0 && tn >= denom && un <= 0 && un > denom)) continue;
      } else continue;
      const tLow = w[k + H + 3]!,
        tHigh = w[k + H + 4]!;
      if (tLow > 0 || tHigh < 1) {
        const t = tn / denom;
        if (t < tLow || t > tHigh) continue;
      }
      const c = Math.abs(rx * w[k + H + 1]! + ry * w[k + H + 2]!);
      loss += w[k + H]! * (c * maxF > d3 ? d3 / c : maxF);
    }
    value -= loss;
    out[i] = value < floorDbm ? floorDbm : value;
  }
}

/** Loss in dB of the slabs crossed on the way to a cell, skipping slabs where the path passes a hole. */
export function slabLossDb(ctx: PathContext, rx: number, ry: number, d3: number): number {
  let loss = 0;
  const c = Math.abs(ctx.dz);
  const factor = c * ctx.maxObliqueFactor > d3 ? d3 / c : ctx.maxObliqueFactor;
  for (const slab of ctx.slabs) {
    if (slab.holes.length > 0 && isInAnyHole(slab, ctx.sx + ((slab.z - ctx.sz) / ctx.dz) * rx, ctx.sy + ((slab.z - ctx.sz) / ctx.dz) * ry))
      continue;
    loss += slab.lossDb * factor;
  }
  return loss;
}

// A loop rather than holes.some(closure): this runs per cell and slab, and the closure was allocated each time.
function isInAnyHole(slab: PathContext['slabs'][number], x: number, y: number): boolean {
  for (const h of slab.holes) if (isPointInPolygon(x, y, h)) return true;
  return false;
}
