import { forEachCellInPolygon, gridKey, type GridSpec, type PointM } from '@airscope/core';

export interface PassRate {
  readonly id: string;
  readonly name: string;
  /** Name of the requirement profile judged inside the area, when known. */
  readonly profile?: string;
  /** Share (0–1) of the area's cells with a value that meet the requirement; null without any such cell. */
  readonly passRate: number | null;
}

function rateOf(values: Float32Array, cells: Int32Array | null): number | null {
  let counted = 0;
  let passed = 0;
  const count = cells ? cells.length : values.length;
  for (let i = 0; i < count; i += 1) {
    const value = values[cells ? cells[i]! : i]!;
    if (Number.isNaN(value)) continue;
    counted += 1;
    if (value >= 1) passed += 1;
  }
  return counted === 0 ? null : passed / counted;
}

// The cells inside each area polygon, kept per polygon and grid: every frame of an AP drag judges the same cells on
// the coarse grid, then on the sharp one. Keyed by the polygon array, so a caller that keeps its polygons between
// frames finds them once per grid.
const cellsByPolygon = new WeakMap<readonly PointM[], Map<string, Int32Array>>();
const GRIDS_KEPT_PER_POLYGON = 4;

function cellsInArea(grid: GridSpec, polygon: readonly PointM[]): Int32Array {
  let byGrid = cellsByPolygon.get(polygon);
  if (!byGrid) cellsByPolygon.set(polygon, (byGrid = new Map()));
  const key = gridKey(grid);
  const known = byGrid.get(key);
  if (known) return known;
  const found: number[] = [];
  forEachCellInPolygon(grid, polygon, (index) => found.push(index));
  const cells = Int32Array.from(found);
  if (byGrid.size >= GRIDS_KEPT_PER_POLYGON) byGrid.delete(byGrid.keys().next().value!);
  byGrid.set(key, cells);
  return cells;
}

/** A requirement area on the health grid: its polygon in metres and the name of the profile it is judged by. */
export interface PassRateArea {
  readonly id: string;
  readonly name: string;
  readonly profile?: string;
  readonly polygon: readonly PointM[];
}

/**
 * Requirement pass rates of the floor and of each requirement area, from a network-health grid (1 = pass,
 * 0 = fail) that the engine judged with each area's own profile inside it and the project's default elsewhere.
 */
export function computePassRates(
  health: Float32Array,
  grid: GridSpec,
  areas: readonly PassRateArea[],
): { floor: number | null; areas: PassRate[] } {
  const floor = rateOf(health, null);
  return {
    floor,
    areas: areas.map((area) => ({
      id: area.id,
      name: area.name,
      ...(area.profile !== undefined ? { profile: area.profile } : {}),
      passRate: rateOf(health, cellsInArea(grid, area.polygon)),
    })),
  };
}
