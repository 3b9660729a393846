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

/** Summarises values (any unit) over the cells whose centre lies in the polygon (whole grid if omitted), skipping out-of-scope cells. */
export function summariseArea(
  values: Float32Array,
  grid: GridSpec,
  polygon?: readonly PointM[],
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
  if (polygon) forEachCellInPolygon(grid, polygon, visit);
  else for (let i = 0; i < grid.cols * grid.rows; i++) visit(i);
  picked.sort((a, b) => a - b);
  const n = picked.length;
  const sum = picked.reduce((s, v) => s + v, 0);
  return {
    cells,
    areaM2: cells * grid.cellSizeM * grid.cellSizeM,
    valueCells: n,
    mean: n > 0 ? sum / n : NaN,
    min: n > 0 ? picked[0]! : NaN,
    max: n > 0 ? picked[n - 1]! : NaN,
    median: n === 0 ? NaN : n % 2 === 1 ? picked[(n - 1) / 2]! : (picked[n / 2 - 1]! + picked[n / 2]!) / 2,
    shareAtLeast: threshold === undefined ? NaN : cells > 0 ? atLeast / cells : NaN,
  };
}
