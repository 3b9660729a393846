import { forEachCellInPolygon, type GridSpec, type PointM } from '@airscope/core';

export interface PassRate {
  readonly id: string;
  readonly name: string;
  /** Name of the requirement profile judged inside the area, when known. */
  readonly profile?: string;
  /** Share (0–1) of the area's cells with a value that meet the requirement; null without any such cell. */
  readonly passRate: number | null;
}

function rateOf(values: Float32Array, visit: (onCell: (index: number) => void) => void): number | null {
  let counted = 0;
  let passed = 0;
  visit((index) => {
    const value = values[index]!;
    if (Number.isNaN(value)) return;
    counted += 1;
    if (value >= 1) passed += 1;
  });
  return counted === 0 ? null : passed / counted;
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
  const floor = rateOf(health, (onCell) => {
    for (let index = 0; index < health.length; index += 1) onCell(index);
  });
  return {
    floor,
    areas: areas.map((area) => ({
      id: area.id,
      name: area.name,
      ...(area.profile !== undefined ? { profile: area.profile } : {}),
      passRate: rateOf(health, (onCell) => forEachCellInPolygon(grid, area.polygon, onCell)),
    })),
  };
}
