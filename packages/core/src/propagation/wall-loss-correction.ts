import type { GridSpec } from '../model/grid.ts';
import type { AliveCells } from './radio-reach.ts';
import {
  createShadowConstraints,
  prepareColumnBounds,
  setShadowConstraints,
  shadowColumns,
  shadowRowRange,
  type ShadowConstraints,
} from './shadow-raster.ts';

/** A wall whose normal-incidence loss grew by `deltaDb` on the radio's band (a new wall grows from 0), relative to the radio's path frame. */
export interface WallLossIncrease {
  readonly ax: number;
  readonly ay: number;
  readonly ex: number;
  readonly ey: number;
  readonly nx: number;
  readonly ny: number;
  /** Path parameter range where the wall's heights meet the path (±∞ for a full-height wall on one level). */
  readonly tLow: number;
  readonly tHigh: number;
  readonly deltaDb: number;
}

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
 */
export function applyWallLossIncreases(
  field: Float32Array,
  grid: GridSpec,
  alive: AliveCells,
  frame: CorrectionFrame,
  increases: readonly WallLossIncrease[],
): void {
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
  const delta = deltaBuffer(cols * rows);
  const s = createShadowConstraints();
  const poly = new Float64Array(40),
    scratch = new Float64Array(40),
    run = new Int32Array(4);
  let firstRow = 0,
    lastRow = rows - 1;
  while (firstRow <= lastRow && alive.rowLo[firstRow]! > alive.rowHi[firstRow]!) firstRow++;
  while (lastRow >= firstRow && alive.rowLo[lastRow]! > alive.rowHi[lastRow]!) lastRow--;
  if (firstRow > lastRow) return;
  for (const w of increases) {
    const qx = w.ax - sx,
      qy = w.ay - sy,
      ex = w.ex,
      ey = w.ey;
    const tn = qx * ey - qy * ex;
    if (tn === 0) continue;
    const { tLow, tHigh, nx, ny, deltaDb } = w;
    const ranged = tLow > 0 || tHigh < 1;
    // A wall whose heights bound the path parameter from below (a low wall, a wall on another level) shadows a
    // small trapezoid: the cells of its box get the exact test directly, cheaper than rasterising the shadow.
    const box = w.tLow > 0 ? shadowBox(w, sx, sy, grid, firstRow, lastRow) : undefined;
    let rowFrom: number, rowTo: number;
    if (box) {
      rowFrom = box[2];
      rowTo = box[3];
    } else {
      setShadowConstraints(s, qx, qy, ex, ey, tn, w.tLow, w.tHigh, extent);
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
        if (!(field[i]! > floorDbm)) continue;
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
        delta[i]! += deltaDb * (cc * maxF > d ? d / cc : maxF);
      }
    }
  }
  for (let r = firstRow; r <= lastRow; r++) {
    for (let i = r * cols + alive.rowLo[r]!, end = r * cols + alive.rowHi[r]!; i <= end; i++) {
      if (delta[i] === 0) continue;
      const v = field[i]! - delta[i]!;
      field[i] = v < floorDbm ? floorDbm : v;
      delta[i] = 0;
    }
  }
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

let sharedDelta = new Float64Array(0);

/** A zeroed per-cell accumulator, kept between calls (each call zeroes what it used) to spare the allocation. */
function deltaBuffer(cells: number): Float64Array {
  if (sharedDelta.length < cells) sharedDelta = new Float64Array(cells);
  return sharedDelta;
}

/**
 * [col0, col1, row0, row1] of the cells a wall can shadow when its path parameter is at least tLow > 0: the box of
 * the wall scaled about the radio by 1/t for t from min(tHigh, 1) down to tLow, widened by a cell for rounding and
 * clipped to the grid and the alive rows; undefined when the box is large (then rasterising is cheaper).
 */
function shadowBox(
  w: WallLossIncrease,
  sx: number,
  sy: number,
  grid: GridSpec,
  firstRow: number,
  lastRow: number,
): [number, number, number, number] | undefined {
  const near = 1 / (w.tHigh < 1 ? w.tHigh : 1),
    far = 1 / w.tLow;
  const bx = w.ax + w.ex,
    by = w.ay + w.ey;
  const x1 = sx + (w.ax - sx) * near,
    x2 = sx + (bx - sx) * near,
    x3 = sx + (w.ax - sx) * far,
    x4 = sx + (bx - sx) * far;
  const y1 = sy + (w.ay - sy) * near,
    y2 = sy + (by - sy) * near,
    y3 = sy + (w.ay - sy) * far,
    y4 = sy + (by - sy) * far;
  const cs = grid.cellSizeM;
  const col0 = Math.max(0, Math.floor((Math.min(x1, x2, x3, x4) - grid.originX) / cs - 0.5) - 1),
    col1 = Math.min(grid.cols - 1, Math.ceil((Math.max(x1, x2, x3, x4) - grid.originX) / cs - 0.5) + 1),
    row0 = Math.max(firstRow, Math.floor((Math.min(y1, y2, y3, y4) - grid.originY) / cs - 0.5) - 1),
    row1 = Math.min(lastRow, Math.ceil((Math.max(y1, y2, y3, y4) - grid.originY) / cs - 0.5) + 1);
  if ((col1 - col0 + 1) * (row1 - row0 + 1) > 400) return undefined;
  return [col0, col1, row0, row1];
}
