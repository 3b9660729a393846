import type { GridSpec } from '../model/grid.ts';
import { MIN_PATH_DISTANCE_M } from './log-distance.ts';
import { PATH_AREA_EDGE_STRIDE, PATH_WALL_STRIDE, type PathContext } from './path-context.ts';
import { isDeficitTracked } from './floor-deficit.ts';
import { shadowBoxBounds } from './shadow-raster.ts';

/**
 * How far (horizontally, m) a radio's signal can stay above the signal floor on one receiver floor, from
 * walls-free optimism: tx + best antenna gain − log-distance − the slabs every path must cross (slabs with
 * holes count as crossed for free). Every term the engine adds only lowers the value, so beyond this radius
 * every cell ends at the floor whatever the walls and areas are: a change farther away than this from the
 * radio can never show in its field. −1 when no point of the floor can be reached.
 */
export function potentialReachM(ctx: PathContext, floorDbm: number, maxHorizontalM: number): number {
  const antenna = ctx.antenna;
  const bestGain = antenna.isIsotropic ? antenna.constantGainDbi : maxOf(antenna.azimuth) + maxOf(antenna.elevation) - antenna.peakDbi;
  const base = ctx.txDbm - ctx.lossAt1mDb + bestGain;
  const tenN = 10 * ctx.exponent;
  const c = Math.abs(ctx.dz);
  let slabDb = 0;
  for (const slab of ctx.slabs) if (slab.holes.length === 0) slabDb += slab.lossDb;
  const maxF = ctx.maxObliqueFactor;
  // A margin of 1 mdB keeps the radius an over-estimate whatever the rounding of the kernels.
  const limit = floorDbm - 1e-3;
  const best = (h: number): number => {
    const d = Math.sqrt(h * h + ctx.dz * ctx.dz);
    const factor = slabDb === 0 ? 0 : c * maxF > d ? d / c : maxF;
    return base - tenN * Math.log10(d > MIN_PATH_DISTANCE_M ? d : MIN_PATH_DISTANCE_M) - slabDb * factor;
  };
  // The bound falls with distance only for a non-negative exponent; otherwise nothing is bounded.
  if (tenN < 0 || best(maxHorizontalM) > limit) return Infinity;
  if (best(0) <= limit) return -1;
  let lo = 0,
    hi = maxHorizontalM;
  for (let k = 0; k < 60 && hi - lo > 1e-6; k++) {
    const mid = 0.5 * (lo + hi);
    if (best(mid) > limit) lo = mid;
    else hi = mid;
  }
  return hi;
}

/** Nearest and farthest horizontal distance (m) from a point to the grid's cell centres. */
export function gridDistanceRange(grid: GridSpec, x: number, y: number): { nearest: number; farthest: number } {
  const half = grid.cellSizeM / 2;
  const x0 = grid.originX + half,
    x1 = grid.originX + (grid.cols - 0.5) * grid.cellSizeM,
    y0 = grid.originY + half,
    y1 = grid.originY + (grid.rows - 0.5) * grid.cellSizeM;
  const nx = x < x0 ? x0 - x : x > x1 ? x - x1 : 0,
    ny = y < y0 ? y0 - y : y > y1 ? y - y1 : 0;
  const fx = Math.max(Math.abs(x - x0), Math.abs(x - x1)),
    fy = Math.max(Math.abs(y - y0), Math.abs(y - y1));
  return { nearest: Math.hypot(nx, ny), farthest: Math.hypot(fx, fy) };
}

/** The cells of a field above the floor: per row the first and last such column (lo > hi when none), and the farthest one's distance. */
export interface AliveCells {
  readonly radiusM: number;
  readonly rowLo: Int32Array;
  readonly rowHi: Int32Array;
  /** Bounding box of the alive cell centres (m); empty (min > max) when none. */
  readonly minX: number;
  readonly maxX: number;
  readonly minY: number;
  readonly maxY: number;
}

/**
 * Where a computed field is above the floor, and with `deficits` also where it is at the floor with a deficit that
 * follows every change (floor-deficit.ts). Every path the field depends on there lies inside the disc of `radiusM`
 * about the radio, so a wall that only adds loss and lies outside the disc changes nothing.
 */
export function aliveCells(
  field: Float32Array,
  grid: GridSpec,
  sx: number,
  sy: number,
  floorDbm: number,
  deficits?: Uint16Array,
): AliveCells {
  const { cols, rows } = grid;
  const rowLo = new Int32Array(rows),
    rowHi = new Int32Array(rows);
  let r2 = -1,
    minCol = cols,
    maxCol = -1,
    minRow = rows,
    maxRow = -1;
  for (let r = 0; r < rows; r++) {
    const base = r * cols;
    let lo = 0,
      hi = cols - 1;
    if (deficits) {
      // A cell above the floor has deficit code 0, so the codes alone tell (a third of the reads, no float compare).
      while (lo <= hi && !isDeficitTracked(deficits, base + lo)) lo++;
      while (hi >= lo && !isDeficitTracked(deficits, base + hi)) hi--;
    } else {
      while (lo <= hi && !(field[base + lo]! > floorDbm)) lo++;
      while (hi >= lo && !(field[base + hi]! > floorDbm)) hi--;
    }
    rowLo[r] = lo;
    rowHi[r] = hi;
    if (lo > hi) continue;
    if (lo < minCol) minCol = lo;
    if (hi > maxCol) maxCol = hi;
    if (r < minRow) minRow = r;
    maxRow = r;
    const dy = grid.originY + (r + 0.5) * grid.cellSizeM - sy;
    // The farthest alive cell of a row is one of its ends or lies between them; the ends bound the row's run.
    const dxLo = grid.originX + (lo + 0.5) * grid.cellSizeM - sx,
      dxHi = grid.originX + (hi + 0.5) * grid.cellSizeM - sx;
    const dx = Math.max(Math.abs(dxLo), Math.abs(dxHi));
    const d2 = dx * dx + dy * dy;
    if (d2 > r2) r2 = d2;
  }
  const cs = grid.cellSizeM;
  return {
    radiusM: r2 < 0 ? -1 : Math.sqrt(r2),
    rowLo,
    rowHi,
    minX: grid.originX + (minCol + 0.5) * cs,
    maxX: grid.originX + (maxCol + 0.5) * cs,
    minY: grid.originY + (minRow + 0.5) * cs,
    maxY: grid.originY + (maxRow + 0.5) * cs,
  };
}

/**
 * Whether the cells whose path from (sx, sy) crosses segment a→b at a path parameter in [tLow, tHigh] can lie in
 * the box: they lie in the trapezoid of the segment scaled about the radio by 1/t for t in that range (and
 * within 0 < t ≤ 1), so only a box test against its corners is needed; unbounded (tLow ≤ 0) shadows always may.
 */
export function mayShadowBox(
  sx: number,
  sy: number,
  ax: number,
  ay: number,
  bx: number,
  by: number,
  tLow: number,
  tHigh: number,
  box: { minX: number; maxX: number; minY: number; maxY: number },
): boolean {
  if (!(tLow > 0)) return true;
  const b = boxScratch;
  shadowBoxBounds(sx, sy, ax, ay, bx, by, tLow, tHigh, b);
  // A millimetre of slack covers the rounding of the corners against the kernels' exact crossing test.
  return b[0]! <= box.maxX + 1e-3 && b[1]! >= box.minX - 1e-3 && b[2]! <= box.maxY + 1e-3 && b[3]! >= box.minY - 1e-3;
}

const boxScratch = new Float64Array(4);

/** Horizontal distance (m) from a point to a segment. */
export function distanceToSegment(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  return Math.sqrt(distanceToSegment2(px, py, ax, ay, bx, by));
}

/** Squared horizontal distance (m²) from a point to a segment. */
export function distanceToSegment2(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const ex = bx - ax,
    ey = by - ay;
  const len2 = ex * ex + ey * ey;
  let t = len2 > 0 ? ((px - ax) * ex + (py - ay) * ey) / len2 : 0;
  t = t < 0 ? 0 : t > 1 ? 1 : t;
  const dx = ax + t * ex - px,
    dy = ay + t * ey - py;
  return dx * dx + dy * dy;
}

function maxOf(values: Float64Array): number {
  let m = -Infinity;
  for (const v of values) if (v > m) m = v;
  return m;
}

/**
 * The path context without the walls and area edges farther than `radiusM` from the radio: every cell the
 * radio can lift above the floor lies within its potential reach, and its path stays inside that disc, so
 * nothing outside it can touch such a cell; the cells outside end at the floor either way.
 */
export function restrictToReach(ctx: PathContext, radiusM: number): PathContext {
  if (!(radiusM < Infinity)) return ctx;
  const walls = keepNear(ctx.walls, PATH_WALL_STRIDE, ctx.wallCount, ctx.sx, ctx.sy, radiusM);
  const edges = keepNear(ctx.areaEdges, PATH_AREA_EDGE_STRIDE, ctx.areaEdgeCount, ctx.sx, ctx.sy, radiusM);
  return { ...ctx, walls: walls.values, wallCount: walls.count, areaEdges: edges.values, areaEdgeCount: edges.count };
}

/** Rows (ax, ay, ex, ey, …) of a strided array whose segment comes within `radiusM` of (sx, sy). */
function keepNear(values: Float64Array, stride: number, count: number, sx: number, sy: number, radiusM: number) {
  const out = new Float64Array(count * stride);
  let kept = 0;
  for (let k = 0; k < count; k++) {
    const o = k * stride;
    const ax = values[o]!,
      ay = values[o + 1]!;
    if (distanceToSegment(sx, sy, ax, ay, ax + values[o + 2]!, ay + values[o + 3]!) > radiusM + 1e-6) continue;
    out.set(values.subarray(o, o + stride), kept++ * stride);
  }
  return { values: kept === count ? values : out.subarray(0, kept * stride), count: kept };
}
