import type { GridSpec } from './grid.ts';

/** A radio's field (dBm) over a rectangular window of a grid; cells outside the window have no value. */
export interface FieldWindow {
  readonly col0: number;
  readonly row0: number;
  readonly cols: number;
  readonly rows: number;
  /** Row-major over the window; NaN = no value. */
  readonly values: Float32Array;
}

/** A per-radio field: a full grid array (predictions) or a window of it (survey fields stay near the walks). */
export type RadioField = Float32Array | FieldWindow;

/** The field as a window; a full-grid array is the window covering the whole grid. */
export function asFieldWindow(field: RadioField, grid: GridSpec): FieldWindow {
  return field instanceof Float32Array ? { col0: 0, row0: 0, cols: grid.cols, rows: grid.rows, values: field } : field;
}

/** Value (dBm) of a field at a grid cell index, NaN outside its window. */
export function fieldValueAt(field: RadioField, grid: GridSpec, index: number): number {
  if (field instanceof Float32Array) return field[index]!;
  const col = (index % grid.cols) - field.col0,
    row = Math.floor(index / grid.cols) - field.row0;
  return col < 0 || row < 0 || col >= field.cols || row >= field.rows ? NaN : field.values[row * field.cols + col]!;
}

/** The field as a full-grid array (NaN outside the window). */
export function expandField(field: RadioField, grid: GridSpec): Float32Array {
  if (field instanceof Float32Array) return field;
  const out = new Float32Array(grid.cols * grid.rows).fill(NaN);
  for (let r = 0; r < field.rows; r++)
    out.set(field.values.subarray(r * field.cols, (r + 1) * field.cols), (r + field.row0) * grid.cols + field.col0);
  return out;
}
