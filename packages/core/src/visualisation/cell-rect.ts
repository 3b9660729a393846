import type { FieldWindow } from '../model/field-window.ts';

/** A rectangle of grid cells (columns col0 … col0 + cols − 1, rows likewise); the cells a per-cell pass visits. */
export interface CellRect {
  readonly col0: number;
  readonly row0: number;
  readonly cols: number;
  readonly rows: number;
}

/** The smallest rectangle holding both (either may be undefined = empty). */
export function unionRects(a: CellRect | undefined, b: CellRect | undefined): CellRect | undefined {
  if (!a) return b;
  if (!b) return a;
  const col0 = Math.min(a.col0, b.col0),
    row0 = Math.min(a.row0, b.row0);
  const col1 = Math.max(a.col0 + a.cols, b.col0 + b.cols),
    row1 = Math.max(a.row0 + a.rows, b.row0 + b.rows);
  return { col0, row0, cols: col1 - col0, rows: row1 - row0 };
}

/**
 * Visits, row by row, the cells a field window and a rectangle share: `g` is the run's first grid index, `l` its
 * index in the rectangle (row-major over rect.cols), `w` its index in the window's values and `n` its length.
 */
export function forEachWindowRun(
  win: FieldWindow,
  gridCols: number,
  rect: CellRect,
  visit: (g: number, l: number, w: number, n: number) => void,
): void {
  const c0 = Math.max(win.col0, rect.col0),
    c1 = Math.min(win.col0 + win.cols, rect.col0 + rect.cols);
  const r0 = Math.max(win.row0, rect.row0),
    r1 = Math.min(win.row0 + win.rows, rect.row0 + rect.rows);
  if (c1 <= c0) return;
  for (let row = r0; row < r1; row++) {
    visit(row * gridCols + c0, (row - rect.row0) * rect.cols + c0 - rect.col0, (row - win.row0) * win.cols + c0 - win.col0, c1 - c0);
  }
}

/** Visits a rectangle's rows: `g` is the row's first grid index, `l` its index in the rectangle, `n` = rect.cols. */
export function forEachRectRow(rect: CellRect, gridCols: number, visit: (g: number, l: number, n: number) => void): void {
  for (let r = 0; r < rect.rows; r++) visit((rect.row0 + r) * gridCols + rect.col0, r * rect.cols, rect.cols);
}
