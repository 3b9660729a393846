import type { GridSpec } from '../model/grid.ts';
import type { AliveCells } from './radio-reach.ts';
import {
  createShadowConstraints,
  prepareColumnBounds,
  setShadowConstraints,
  shadowBoxBounds,
  shadowColumns,
  shadowRowRange,
  type ShadowConstraints,
} from './shadow-raster.ts';

/**
 * Walls whose normal-incidence loss grew (a new wall grows from 0), one row each: ax, ay, ex, ey, nx, ny, and the
 * path parameter range tLow, tHigh where the wall's heights meet the path (±∞ for a full-height wall on one
 * level), then each corrected field's Δ dB (0 = not for that field). Flat, since an edit can list ~10⁶ of them.
 */
export const WALL_INCREASE_COLUMNS = 8;

/** The radio's end of the paths: position, height difference to the receiver, oblique cap, signal floor. */
export interface CorrectionFrame {
  readonly sx: number;
  readonly sy: number;
  readonly dz: number;
  readonly maxObliqueFactor: number;
  readonly floorDbm: number;
}

/**
 * Applies loss increases of walls to a computed field without retracing it. A cell above the floor had
 * every wall on its path added in full by the kernels (they only stop adding to cells already below the
 * floor), so its new value is the old one minus Δ × the same oblique factor for each grown wall it crosses;
 * a cell at the floor stays there, since more loss can only lower it. The crossing test, cell centres and
 * oblique factor are the kernels' own arithmetic, so the result equals a full recompute up to float rounding.
 * Only the alive cells are visited: each wall's shadow (shadow-raster.ts) clipped to each row's alive span.
 * Fields of radios at the same point (an AP's radios on each band) share one pass: the crossings and oblique
 * factors are the same, only each band's Δ and alive cells differ. Returns each field corrected, in a new array
 * when anything changed, else the given one.
 */
export function applyWallLossIncreases(
  fields: readonly Float32Array[],
  grid: GridSpec,
  alives: readonly AliveCells[],
  frame: CorrectionFrame,
  walls: Float64Array,
): Float32Array[] {
  const { cols, rows } = grid;
  const { sx, sy, dz, maxObliqueFactor: maxF, floorDbm } = frame;
  const rxs = new Float64Array(cols),
    rys = new Float64Array(rows);
  for (let c = 0; c < cols; c++) rxs[c] = grid.originX + (c + 0.5) * grid.cellSizeM - sx;
  for (let r = 0; r < rows; r++) rys[r] = grid.originY + (r + 0.5) * grid.cellSizeM - sy;
  const dz2 = dz * dz;
  const extent = Math.max(Math.abs(rxs[0]!), Math.abs(rxs[cols - 1]!)) + Math.max(Math.abs(rys[0]!), Math.abs(rys[rows - 1]!)) + 1;
  const stepX = cols > 1 ? rxs[1]! - rxs[0]! : 1,
    stepY = rows > 1 ? rys[1]! - rys[0]! : 1;
  const members = fields.length;
  const deltas = fields.map((_, m) => deltaBuffer(m, cols * rows));
  // The union of the members' alive spans (an empty row is lo > hi).
  const rowLo = new Int32Array(rows).fill(cols),
    rowHi = new Int32Array(rows).fill(-1);
  for (const member of alives) {
    for (let r = 0; r < rows; r++) {
      if (member.rowLo[r]! > member.rowHi[r]!) continue;
      if (member.rowLo[r]! < rowLo[r]!) rowLo[r] = member.rowLo[r]!;
      if (member.rowHi[r]! > rowHi[r]!) rowHi[r] = member.rowHi[r]!;
    }
  }
  const alive = { rowLo, rowHi };
  const field = fields[0]!,
    delta = deltas[0]!;
  const stride = WALL_INCREASE_COLUMNS + members;
  const s = createShadowConstraints();
  const poly = new Float64Array(40),
    scratch = new Float64Array(40),
    run = new Int32Array(4);
  let firstRow = 0,
    lastRow = rows - 1;
  while (firstRow <= lastRow && alive.rowLo[firstRow]! > alive.rowHi[firstRow]!) firstRow++;
  while (lastRow >= firstRow && alive.rowLo[lastRow]! > alive.rowHi[lastRow]!) lastRow--;
  if (firstRow > lastRow) return [...fields];
  for (let o = 0; o < walls.length; o += stride) {
    const ax = walls[o]!,
      ay = walls[o + 1]!,
      ex = walls[o + 2]!,
      ey = walls[o + 3]!,
      nx = walls[o + 4]!,
      ny = walls[o + 5]!,
      tLow = walls[o + 6]!,
      tHigh = walls[o + 7]!,
      deltaDb = walls[o + WALL_INCREASE_COLUMNS]!;
    const qx = ax - sx,
      qy = ay - sy;
    const tn = qx * ey - qy * ex;
    if (tn === 0) continue;
    const ranged = tLow > 0 || tHigh < 1;
    // A wall whose heights bound the path parameter from below (a low wall, a wall on another level) shadows a
    // small trapezoid: the cells of its box get the exact test directly, cheaper than rasterising the shadow.
    const box = tLow > 0 ? shadowBox(ax, ay, ex, ey, tLow, tHigh, sx, sy, grid, firstRow, lastRow) : undefined;
    let rowFrom: number, rowTo: number;
    if (box) {
      rowFrom = box[2];
      rowTo = box[3];
    } else {
      setShadowConstraints(s, qx, qy, ex, ey, tn, tLow, tHigh, extent);
      const range = shadowRows(s, rxs, rys, stepX, stepY, poly, scratch);
      if (!range) continue;
      prepareColumnBounds(s, rxs[0]!, stepX);
      rowFrom = Math.max(range[0], firstRow);
      rowTo = Math.min(range[1], lastRow);
    }
    for (let r = rowFrom; r <= rowTo; r++) {
      const lo = alive.rowLo[r]!,
        hi = alive.rowHi[r]!;
      if (lo > hi) continue;
      const ry = rys[r]!;
      let from: number, to: number;
      if (box) {
        from = box[0] > lo ? box[0] : lo;
        to = box[1] < hi ? box[1] : hi;
      } else {
        shadowColumns(s, ry, cols, run);
        from = run[2]! > lo ? run[2]! : lo;
        to = run[3]! < hi ? run[3]! : hi;
      }
      const rowStart = r * cols,
        ryex = ry * ex,
        qxry = qx * ry,
        ryny = ry * ny;
      // The kernels' exact crossing test (isCrossing, inlined: a module binding read per cell costs more than the
      // maths under the transpiler), height range and oblique factor for each cell.
      for (let c = from; c <= to; c++) {
        const i = rowStart + c;
        if (members === 1 && !(field[i]! > floorDbm)) continue;
        const rx = rxs[c]!;
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
        const d = Math.sqrt(rx * rx + ry * ry + dz2);
        const cc = Math.abs(rx * nx + ryny);
        const factor = cc * maxF > d ? d / cc : maxF;
        if (members === 1) delta[i]! += deltaDb * factor;
        else
          for (let m = 0; m < members; m++) {
            const dm = walls[o + WALL_INCREASE_COLUMNS + m]!;
            if (dm !== 0 && fields[m]![i]! > floorDbm) deltas[m]![i]! += dm * factor;
          }
      }
    }
  }
  return fields.map((original, m) => {
    // Copied on the first change only: the given arrays are earlier answers' and stay as they are.
    let out = original;
    const acc = deltas[m]!;
    for (let r = firstRow; r <= lastRow; r++) {
      for (let i = r * cols + alive.rowLo[r]!, end = r * cols + alive.rowHi[r]!; i <= end; i++) {
        if (acc[i] === 0) continue;
        if (out === original) out = original.slice();
        const v = out[i]! - acc[i]!;
        out[i] = v < floorDbm ? floorDbm : v;
        acc[i] = 0;
      }
    }
    return out;
  });
}

/** Rows [first, last] the shadow may touch (the grid's box clipped by the loosened half-planes), or null. */
function shadowRows(
  s: ShadowConstraints,
  rxs: Float64Array,
  rys: Float64Array,
  stepX: number,
  stepY: number,
  poly: Float64Array,
  scratch: Float64Array,
): [number, number] | null {
  const cols = rxs.length,
    rows = rys.length;
  if (!shadowRowRange(s, rxs[0]! - stepX, rxs[cols - 1]! + stepX, rys[0]! - stepY, rys[rows - 1]! + stepY, poly, scratch)) return null;
  const first = Math.max(0, Math.floor((poly[8]! - rys[0]!) / stepY) - 1),
    last = Math.min(rows - 1, Math.ceil((poly[9]! - rys[0]!) / stepY) + 1);
  return first <= last ? [first, last] : null;
}

const sharedDeltas: Float64Array[] = [];

/** Zeroed per-cell accumulators, kept between calls (each call zeroes what it used) to spare the allocation. */
function deltaBuffer(member: number, cells: number): Float64Array {
  if (!sharedDeltas[member] || sharedDeltas[member].length < cells) sharedDeltas[member] = new Float64Array(cells);
  return sharedDeltas[member];
}

/**
 * [col0, col1, row0, row1] of the cells a wall can shadow when its path parameter is at least tLow > 0: the box of
 * the wall scaled about the radio by 1/t for t from min(tHigh, 1) down to tLow, widened by a cell for rounding and
 * clipped to the grid and the alive rows; undefined when the box is large (then rasterising is cheaper).
 */
function shadowBox(
  ax: number,
  ay: number,
  ex: number,
  ey: number,
  tLow: number,
  tHigh: number,
  sx: number,
  sy: number,
  grid: GridSpec,
  firstRow: number,
  lastRow: number,
): [number, number, number, number] | undefined {
  const b = boxScratch;
  shadowBoxBounds(sx, sy, ax, ay, ax + ex, ay + ey, tLow, tHigh, b);
  const cs = grid.cellSizeM;
  const col0 = Math.max(0, Math.floor((b[0]! - grid.originX) / cs - 0.5) - 1),
    col1 = Math.min(grid.cols - 1, Math.ceil((b[1]! - grid.originX) / cs - 0.5) + 1),
    row0 = Math.max(firstRow, Math.floor((b[2]! - grid.originY) / cs - 0.5) - 1),
    row1 = Math.min(lastRow, Math.ceil((b[3]! - grid.originY) / cs - 0.5) + 1);
  if ((col1 - col0 + 1) * (row1 - row0 + 1) > 400) return undefined;
  return [col0, col1, row0, row1];
}

const boxScratch = new Float64Array(4);
