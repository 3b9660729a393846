import { buildScopeMask, createGrid, forEachCellInPolygon, type GridSpec } from '../../model/grid.ts';
import type { RequirementProfile } from '../../visualisation/requirements.ts';
import type { AutoPlanInput } from './auto-plan-input.ts';

/** The required cells of a floor on one grid and the profile each is judged by (index into `profiles`). */
export interface RequiredArea {
  readonly grid: GridSpec;
  /** 1 = outside every exclusion area (the product's scope). */
  readonly scope: Uint8Array;
  /** Grid indices of the required cells, ascending. */
  readonly cells: Int32Array;
  readonly profiles: readonly RequirementProfile[];
  /** Per required cell, its profile's index. */
  readonly profileOf: Uint8Array;
}

/**
 * Required cells: inside a requirement area when the floor has any, else everywhere; never in an exclusion area.
 * A cell takes the profile of the last area containing it, else the floor's, as network health judges it.
 */
export function findRequiredArea(input: AutoPlanInput, cellM: number): RequiredArea {
  const grid = createGrid(input.widthM, input.heightM, cellM);
  const total = grid.cols * grid.rows;
  const scope = buildScopeMask(
    grid,
    (input.floor.exclusionAreas ?? []).map((area) => area.polygon),
  );
  const areas = input.requirementAreas ?? [];
  const profileAt = new Int16Array(total).fill(areas.length > 0 ? -1 : 0);
  areas.forEach((area, k) => forEachCellInPolygon(grid, area.polygon, (i) => (profileAt[i] = k + 1)));
  const cells: number[] = [];
  for (let i = 0; i < total; i++) if (scope[i] === 1 && profileAt[i]! >= 0) cells.push(i);
  return {
    grid,
    scope,
    cells: Int32Array.from(cells),
    profiles: [input.profile, ...areas.map((area) => area.requirement)],
    profileOf: Uint8Array.from(cells, (i) => profileAt[i]!),
  };
}
