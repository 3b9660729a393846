import type { GridSpec } from '../model/grid.ts';
import {
  createShadowConstraints,
  prepareColumnBounds,
  setShadowConstraints,
  shadowBoxBounds,
  shadowMaybeColumns,
  shadowRowRange,
  shadowSureColumns,
  type ShadowConstraints,
} from './shadow-raster.ts';

/**
 * Walls whose normal-incidence loss changed (a new wall grows from 0, a removed one falls to 0), one row each: ax, ay,
 * ex, ey, nx, ny, and the path parameter range tLow, tHigh where the wall's heights meet the path (±∞ for a
 * full-height wall on one level), then each corrected field's Δ dB (+ = more loss, 0 = not for that field). Flat,
 * since an edit can list ~10⁶ of them.
 */
export const WALL_CHANGE_COLUMNS = 8;

/** The radio's end of the paths: position, height difference to the receiver, oblique cap, signal floor. */
export interface CorrectionFrame {
  readonly sx: number;
  readonly sy: number;
  readonly dz: number;
  readonly maxObliqueFactor: number;
  readonly floorDbm: number;
}

/** Per row, the first and last column of the cells to visit (lo > hi for none). */
export interface CellSpans {
  readonly rowLo: Int32Array;
  readonly rowHi: Int32Array;
}

/**
 * Adds, for each changed wall, Δ dB × the kernels' oblique factor into each member's accumulator (one per field seen
 * from the same point: an AP's radios on each band share the crossings and factors) at every cell of `spans` whose
 * path from the radio crosses the wall. The cells are the wall's shadow (shadow-raster.ts): runs inside it with a
 * margin need no test, as in the grid kernel, and the cells near its edges get the kernels' exact crossing and
 * height test, so the crossed cells are the kernels' own. A wall whose heights bound the path parameter from below
 * (a low wall, a wall on another level) shadows a small trapezoid, whose box bounds the rows instead of clipping.
 * Widens `touched` to the cells written.
 */
export function accumulateWallChanges(
  grid: GridSpec,
  frame: CorrectionFrame,
  spans: CellSpans,
  walls: Float64Array,
  accs: readonly Float64Array[],
  touched: CellSpans,
): void {
  const { cols, rows } = grid;
  const { sx, sy, dz, maxObliqueFactor: maxF } = frame;
  const rxs = new Float64Array(cols),
    rys = new Float64Array(rows);
  for (let c = 0; c < cols; c++) rxs[c] = grid.originX + (c + 0.5) * grid.cellSizeM - sx;
  for (let r = 0; r < rows; r++) rys[r] = grid.originY + (r + 0.5) * grid.cellSizeM - sy;
  const dz2 = dz * dz;
  const extent = Math.max(Math.abs(rxs[0]!), Math.abs(rxs[cols - 1]!)) + Math.max(Math.abs(rys[0]!), Math.abs(rys[rows - 1]!)) + 1;
  const stepX = cols > 1 ? rxs[1]! - rxs[0]! : 1;
  const members = accs.length,
    acc = accs[0]!,
    second = accs[members > 1 ? 1 : 0]!,
    stride = WALL_CHANGE_COLUMNS + members;
  const { rowLo, rowHi } = spans;
  let firstRow = 0,
    lastRow = rows - 1;
  while (firstRow <= lastRow && rowLo[firstRow]! > rowHi[firstRow]!) firstRow++;
  while (lastRow >= firstRow && rowLo[lastRow]! > rowHi[lastRow]!) lastRow--;
  if (firstRow > lastRow) return;
  const s = createShadowConstraints();
  const run = new Int32Array(4),
    range = new Int32Array(4);
  for (let o = 0; o < walls.length; o += stride) {
    const ax = walls[o]!,
      ay = walls[o + 1]!,
      ex = walls[o + 2]!,
      ey = walls[o + 3]!,
      nx = walls[o + 4]!,
      ny = walls[o + 5]!,
      tLow = walls[o + 6]!,
      tHigh = walls[o + 7]!,
      deltaDb = walls[o + WALL_CHANGE_COLUMNS]!,
      deltaSecond = members > 1 ? walls[o + WALL_CHANGE_COLUMNS + 1]! : 0;
    const qx = ax - sx,
      qy = ay - sy;
    const tn = qx * ey - qy * ex;
    if (tn === 0) continue;
    setShadowConstraints(s, qx, qy, ex, ey, tn, tLow, tHigh, extent);
    if (!shadowRows(s, grid, frame, walls, o, rxs, rys, range)) continue;
    prepareColumnBounds(s, rxs[0]!, stepX);
    const ranged = tLow > 0 || tHigh < 1;
    // Columns the shadow's box may reach (all for an unbounded shadow): a row whose cells to visit lie outside needs no run.
    const boxLo = range[2]!,
      boxHi = range[3]!;
    for (let r = Math.max(range[0]!, firstRow), last = Math.min(range[1]!, lastRow); r <= last; r++) {
      const lo = rowLo[r]! > boxLo ? rowLo[r]! : boxLo,
        hi = rowHi[r]! < boxHi ? rowHi[r]! : boxHi;
      if (lo > hi) continue;
      const ry = rys[r]!;
      shadowMaybeColumns(s, ry, cols, run);
      const from = run[2]! > lo ? run[2]! : lo,
        to = run[3]! < hi ? run[3]! : hi;
      if (from > to) continue;
      shadowSureColumns(s, ry, cols, run);
      const sureLo = run[0]! > lo ? run[0]! : lo,
        sureHi = run[1]! < hi ? run[1]! : hi;
      // The cells written, so that settling the accumulators visits those only.
      if (from < touched.rowLo[r]!) touched.rowLo[r] = from;
      if (to > touched.rowHi[r]!) touched.rowHi[r] = to;
      const rowStart = r * cols,
        ryex = ry * ex,
        qxry = qx * ry,
        ryny = ry * ny,
        ryry = ry * ry;
      for (let c = from; c <= to; c++) {
        const rx = rxs[c]!;
        if (c < sureLo || c > sureHi) {
          // Near the shadow's edges: the kernels' exact crossing test (isCrossing, inlined) and height range.
          const denom = rx * ey - ryex,
            un = qxry - qy * rx;
          if (denom > 0) {
            if (!(tn > 0 && tn <= denom && un >= 0 && un < denom)) continue;
          } else if (denom < 0) {
            if (!(tn < 0 && tn >= denom && un <= 0 && un > denom)) continue;
          } else continue;
          if (ranged) {
            const t = tn / denom;
            if (t < tLow || t > tHigh) continue;
          }
        }
        const d = Math.sqrt(rx * rx + ryry + dz2);
        const cc = Math.abs(rx * nx + ryny);
        const factor = cc * maxF > d ? d / cc : maxF;
        const i = rowStart + c;
        acc[i]! += deltaDb * factor;
        // An AP's two radios are the common case: their accumulators without the loop over members.
        if (members === 2) second[i]! += deltaSecond * factor;
        else
          for (let m = 1; m < members; m++) {
            const dm = walls[o + WALL_CHANGE_COLUMNS + m]!;
            if (dm !== 0) accs[m]![i]! += dm * factor;
          }
      }
    }
  }
}

const polygon = new Float64Array(40),
  polygonScratch = new Float64Array(40),
  boxScratch = new Float64Array(4);

/**
 * Rows [first, last] (into out[0], out[1]) the wall's shadow may touch, and columns (out[2], out[3]): for a wall bounded
 * from below in t, its trapezoid's box widened by a cell for rounding; otherwise the grid's box clipped by the loosened
 * half-planes, all columns. False when no row.
 */
function shadowRows(
  s: ShadowConstraints,
  grid: GridSpec,
  { sx, sy }: CorrectionFrame,
  walls: Float64Array,
  o: number,
  rxs: Float64Array,
  rys: Float64Array,
  out: Int32Array,
): boolean {
  const rows = rys.length,
    cols = rxs.length,
    cs = grid.cellSizeM;
  const tLow = walls[o + 6]!;
  let first: number, last: number;
  if (tLow > 0) {
    const ax = walls[o]!,
      ay = walls[o + 1]!;
    shadowBoxBounds(sx, sy, ax, ay, ax + walls[o + 2]!, ay + walls[o + 3]!, tLow, walls[o + 7]!, boxScratch);
    first = Math.max(0, Math.floor((boxScratch[2]! - grid.originY) / cs - 0.5) - 1);
    last = Math.min(rows - 1, Math.ceil((boxScratch[3]! - grid.originY) / cs - 0.5) + 1);
    out[2] = Math.floor((boxScratch[0]! - grid.originX) / cs - 0.5) - 1;
    out[3] = Math.ceil((boxScratch[1]! - grid.originX) / cs - 0.5) + 1;
  } else {
    out[2] = 0;
    out[3] = cols - 1;
    const stepX = cols > 1 ? rxs[1]! - rxs[0]! : 1,
      stepY = rows > 1 ? rys[1]! - rys[0]! : 1;
    if (!shadowRowRange(s, rxs[0]! - stepX, rxs[cols - 1]! + stepX, rys[0]! - stepY, rys[rows - 1]! + stepY, polygon, polygonScratch))
      return false;
    first = Math.max(0, Math.floor((polygon[8]! - rys[0]!) / stepY) - 1);
    last = Math.min(rows - 1, Math.ceil((polygon[9]! - rys[0]!) / stepY) + 1);
  }
  out[0] = first;
  out[1] = last;
  return first <= last;
}
