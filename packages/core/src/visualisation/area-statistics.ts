import type { PointM } from '../geometry/points.ts';
import { forEachCellInPolygon, type GridSpec } from '../model/grid.ts';

/** Statistics of a heatmap over an area: in-scope cells, their area (m²), and value mean/min/max/median/share meeting a threshold. */
export interface AreaStatistics {
  readonly cells: number;
  readonly areaM2: number;
  readonly valueCells: number;
  readonly mean: number;
  readonly min: number;
  readonly max: number;
  readonly median: number;
  /** Share of in-scope cells (with or without value) whose value is ≥ the given threshold; NaN if none given. */
  readonly shareAtLeast: number;
}

/** The cells (row-major indices, ascending) whose centre lies in the polygon (m); see forEachCellInPolygon. */
export function cellsInPolygon(grid: GridSpec, polygon: readonly PointM[]): Int32Array {
  const cells: number[] = [];
  forEachCellInPolygon(grid, polygon, (i) => cells.push(i));
  return Int32Array.from(cells);
}

/** Summarises values (any unit) over the cells whose centre lies in the polygon (whole grid if omitted), skipping out-of-scope cells. */
export function summariseArea(
  values: Float32Array,
  grid: GridSpec,
  polygon?: readonly PointM[],
  scope?: Uint8Array,
  threshold?: number,
): AreaStatistics {
  return summariseCells(values, grid, polygon ? cellsInPolygon(grid, polygon) : undefined, scope, threshold);
}

/** `summariseArea` over an area's cells found once (`cellsInPolygon`), for callers that summarise one area many times. */
export function summariseCells(
  values: Float32Array,
  grid: GridSpec,
  area: Int32Array | undefined,
  scope?: Uint8Array,
  threshold?: number,
): AreaStatistics {
  const picked: number[] = [];
  let cells = 0;
  let atLeast = 0;
  const visit = (i: number): void => {
    if (scope && scope[i] === 0) return;
    cells++;
    const v = values[i]!;
    if (Number.isNaN(v)) return;
    picked.push(v);
    if (threshold !== undefined && v >= threshold) atLeast++;
  };
  if (area) for (const i of area) visit(i);
  else for (let i = 0; i < grid.cols * grid.rows; i++) visit(i);
  // A typed array sorts numerically without a comparison callback.
  const sorted = Float64Array.from(picked).sort();
  const n = sorted.length;
  let sum = 0;
  for (let k = 0; k < n; k++) sum += sorted[k]!;
  return {
    cells,
    areaM2: cells * grid.cellSizeM * grid.cellSizeM,
    valueCells: n,
    mean: n > 0 ? sum / n : NaN,
    min: n > 0 ? sorted[0]! : NaN,
    max: n > 0 ? sorted[n - 1]! : NaN,
    median: n === 0 ? NaN : n % 2 === 1 ? sorted[(n - 1) / 2]! : (sorted[n / 2 - 1]! + sorted[n / 2]!) / 2,
    shareAtLeast: threshold === undefined ? NaN : cells > 0 ? atLeast / cells : NaN,
  };
}
