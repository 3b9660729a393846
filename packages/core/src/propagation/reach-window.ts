import type { GridSpec } from '../model/grid.ts';
import type { Metres } from '../units/units.ts';
import type { PreparedGridMembership } from './prepared-floor.ts';

/** The cells of a grid within a square window, as a grid of their own with the parent's cell centres. */
export interface ReachWindow {
  readonly grid: GridSpec;
  readonly membership: PreparedGridMembership;
  readonly col0: number;
  readonly row0: number;
}

/**
 * The window of cells whose centres lie within `radiusM` (horizontally, per axis) of (sx, sy), or undefined when
 * it would not be much smaller than the grid. Its membership carries the parent's cell-centre coordinates and
 * area lists copied value for value, so a kernel, which reads cell centres from the membership, computes
 * every window cell bit for bit as on the whole grid.
 */
export function reachWindow(
  grid: GridSpec,
  membership: PreparedGridMembership,
  sx: number,
  sy: number,
  radiusM: number,
): ReachWindow | undefined {
  const cs = grid.cellSizeM;
  const col0 = Math.max(0, Math.floor((sx - radiusM - grid.originX) / cs - 0.5)),
    col1 = Math.min(grid.cols - 1, Math.ceil((sx + radiusM - grid.originX) / cs - 0.5)),
    row0 = Math.max(0, Math.floor((sy - radiusM - grid.originY) / cs - 0.5)),
    row1 = Math.min(grid.rows - 1, Math.ceil((sy + radiusM - grid.originY) / cs - 0.5));
  if ((col1 - col0 + 1) * (row1 - row0 + 1) * 2 > grid.cols * grid.rows) return undefined;
  return boxWindow(grid, membership, col0, col1, row0, row1);
}

/** The window of the cells in columns col0..col1 and rows row0..row1 (within the grid), as reachWindow describes. */
export function boxWindow(
  grid: GridSpec,
  membership: PreparedGridMembership,
  col0: number,
  col1: number,
  row0: number,
  row1: number,
): ReachWindow | undefined {
  const cs = grid.cellSizeM;
  const cols = col1 - col0 + 1,
    rows = row1 - row0 + 1;
  if (cols <= 0 || rows <= 0) return undefined;
  const cells = cols * rows;
  const xs = new Float64Array(cells),
    ys = new Float64Array(cells),
    start = new Int32Array(cells + 1);
  const ids: number[] = [];
  for (let r = 0, k = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++, k++) {
      const i = (row0 + r) * grid.cols + col0 + c;
      xs[k] = membership.xs[i]!;
      ys[k] = membership.ys[i]!;
      for (let m = membership.start[i]!, end = membership.start[i + 1]!; m < end; m++) ids.push(membership.areaIds[m]!);
      start[k + 1] = ids.length;
    }
  }
  return {
    grid: {
      originX: (grid.originX + col0 * cs) as Metres,
      originY: (grid.originY + row0 * cs) as Metres,
      cellSizeM: grid.cellSizeM,
      cols,
      rows,
    },
    membership: { start, areaIds: Int32Array.from(ids), xs, ys },
    col0,
    row0,
  };
}

/** Copies a window's values into the parent grid's field (the rest keeps what it holds). */
export function pasteWindow(window: ReachWindow, values: Float32Array, parentCols: number, out: Float32Array): void {
  const { cols, rows } = window.grid;
  for (let r = 0; r < rows; r++) out.set(values.subarray(r * cols, (r + 1) * cols), (window.row0 + r) * parentCols + window.col0);
}
