import type { GridSpec } from '../model/grid.ts';
import {
  createShadowConstraints,
  prepareColumnBounds,
  setShadowConstraints,
  shadowBoxBounds,
  shadowRowRange,
  type ShadowConstraints,
} from './shadow-raster.ts';
import { createShadowRuns, maybeRun, sortColumnBounds } from './shadow-runs.ts';

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
 * path from the radio crosses the wall. The cells visited are the wall's shadow's (shadow-raster.ts) maybe runs
 * (shadow-runs.ts), and each gets the kernels' exact crossing and height test, so the crossed cells are the kernels'
 * own. A wall whose heights bound the path parameter from below (a low wall, a wall on another level) shadows a small
 * trapezoid, whose box bounds the rows and columns instead of clipping, and is skipped when no row of the box meets
 * the spans. Widens `touched` to the cells written.
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
    // A lone radio writes its second column (Δ 0) into a spare array that stays zero, so every cell runs one path.
    lone = spare(acc.length),
    second = members > 1 ? accs[1]! : lone,
    stride = WALL_CHANGE_COLUMNS + members;
  const { rowLo, rowHi } = spans;
  // Every statement of this function runs on its first calls (do-while, no rare branch in the loops), so the
  // optimised code V8 makes early has the type feedback of each and is not thrown away mid-edit (it was ~10 times).
  let firstRow = -1,
    lastRow = rows;
  do firstRow++;
  while (firstRow < rows && rowLo[firstRow]! > rowHi[firstRow]!);
  do lastRow--;
  while (lastRow >= firstRow && rowLo[lastRow]! > rowHi[lastRow]!);
  if (firstRow > lastRow) return;
  const s = createShadowConstraints(),
    runs = createShadowRuns();
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
    // Most shadows of a wall bounded from below in t meet no cell to visit: told from their box and the spans first.
    if (tn === 0 || (tLow > 0 && !(boxRows(grid, frame, walls, o, range) && meetSpans(range, spans, firstRow, lastRow)))) continue;
    setShadowConstraints(s, qx, qy, ex, ey, tn, tLow, tHigh, extent);
    if (!(tLow > 0) && !clippedRows(s, rxs, rys, range)) continue;
    prepareColumnBounds(s, rxs[0]!, stepX);
    sortColumnBounds(s, runs);
    const ranged = tLow > 0 || tHigh < 1;
    // Columns the shadow's box may reach (all for an unbounded shadow): a row whose cells to visit lie outside needs no run.
    const boxLo = range[2]!,
      boxHi = range[3]!;
    for (let r = Math.max(range[0]!, firstRow), last = Math.min(range[1]!, lastRow); r <= last; r++) {
      const lo = rowLo[r]! > boxLo ? rowLo[r]! : boxLo,
        hi = rowHi[r]! < boxHi ? rowHi[r]! : boxHi;
      if (lo > hi) continue;
      const ry = rys[r]!;
      maybeRun(runs, ry, cols, run);
      const from = run[2]! > lo ? run[2]! : lo,
        to = run[3]! < hi ? run[3]! : hi;
      if (from > to) continue;
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
        // The kernels' exact crossing test (isCrossing, inlined) and height range on every cell of the maybe run: a
        // sure run without the test saved little (its cells are nearly all of it) and made the test a rare branch.
        const denom = rx * ey - ryex,
          un = qxry - qy * rx;
        if (!(denom > 0 ? tn > 0 && tn <= denom && un >= 0 && un < denom : denom < 0 && tn < 0 && tn >= denom && un <= 0 && un > denom))
          continue;
        if (ranged) {
          const t = tn / denom;
          if (t < tLow || t > tHigh) continue;
        }
        const d = Math.sqrt(rx * rx + ryry + dz2);
        const cc = Math.abs(rx * nx + ryny);
        const factor = cc * maxF > d ? d / cc : maxF;
        const i = rowStart + c;
        acc[i]! += deltaDb * factor;
        // One radio or an AP's two are the common case: their accumulators without the loop over members.
        second[i]! += deltaSecond * factor;
        for (let m = 2; m < members; m++) {
          const dm = walls[o + WALL_CHANGE_COLUMNS + m]!;
          if (dm !== 0) accs[m]![i]! += dm * factor;
        }
      }
    }
  }
}

let spareAcc = new Float64Array(0);

/** A zeroed array of at least `cells` values that only ever gets 0 added (the absent second radio of a group). */
function spare(cells: number): Float64Array {
  if (spareAcc.length < cells) spareAcc = new Float64Array(cells);
  return spareAcc;
}

const polygon = new Float64Array(40),
  polygonScratch = new Float64Array(40),
  boxScratch = new Float64Array(4);

/**
 * Rows [first, last] (into out[0], out[1]) and columns (out[2], out[3]) the shadow of a wall bounded from below in t may
 * touch: its trapezoid's box widened by a cell for rounding. False when no row.
 */
function boxRows(grid: GridSpec, { sx, sy }: CorrectionFrame, walls: Float64Array, o: number, out: Int32Array): boolean {
  const cs = grid.cellSizeM,
    ax = walls[o]!,
    ay = walls[o + 1]!;
  shadowBoxBounds(sx, sy, ax, ay, ax + walls[o + 2]!, ay + walls[o + 3]!, walls[o + 6]!, walls[o + 7]!, boxScratch);
  out[0] = Math.max(0, Math.floor((boxScratch[2]! - grid.originY) / cs - 0.5) - 1);
  out[1] = Math.min(grid.rows - 1, Math.ceil((boxScratch[3]! - grid.originY) / cs - 0.5) + 1);
  out[2] = Math.floor((boxScratch[0]! - grid.originX) / cs - 0.5) - 1;
  out[3] = Math.ceil((boxScratch[1]! - grid.originX) / cs - 0.5) + 1;
  return out[0] <= out[1];
}

/** Narrows the rows of `range` to the first and last whose span meets its columns; false when none does. */
function meetSpans(range: Int32Array, { rowLo, rowHi }: CellSpans, firstRow: number, lastRow: number): boolean {
  const boxLo = range[2]!,
    boxHi = range[3]!;
  let first = Math.max(range[0]!, firstRow),
    last = Math.min(range[1]!, lastRow);
  while (first <= last && (rowLo[first]! > boxHi || rowHi[first]! < boxLo || rowLo[first]! > rowHi[first]!)) first++;
  while (last >= first && (rowLo[last]! > boxHi || rowHi[last]! < boxLo || rowLo[last]! > rowHi[last]!)) last--;
  range[0] = first;
  range[1] = last;
  return first <= last;
}

/** Rows the shadow of any other wall may touch: the grid's box clipped by the loosened half-planes; all columns. */
function clippedRows(s: ShadowConstraints, rxs: Float64Array, rys: Float64Array, out: Int32Array): boolean {
  const rows = rys.length,
    cols = rxs.length;
  out[2] = 0;
  out[3] = cols - 1;
  const stepX = cols > 1 ? rxs[1]! - rxs[0]! : 1,
    stepY = rows > 1 ? rys[1]! - rys[0]! : 1;
  if (!shadowRowRange(s, rxs[0]! - stepX, rxs[cols - 1]! + stepX, rys[0]! - stepY, rys[rows - 1]! + stepY, polygon, polygonScratch))
    return false;
  out[0] = Math.max(0, Math.floor((polygon[8]! - rys[0]!) / stepY) - 1);
  out[1] = Math.min(rows - 1, Math.ceil((polygon[9]! - rys[0]!) / stepY) + 1);
  return out[0] <= out[1];
}
