import {
  chooseHeatmapRadios,
  createGrid,
  planCapacity,
  planningCellSizeM,
  predictFloorFields,
  type CapacityArea,
  type CapacityResult,
  type GridSpec,
  type RadioField,
  type RadioModel,
} from '@airscope/core';
import type { EsxProject } from '../esx-project.ts';
import { capacityAreasOfFloor } from './capacity-areas.ts';
import type { FloorRfModel } from './floor-rf-model.ts';

/** The per-radio fields (dBm) capacity is planned on, and the grid and radios they belong to. */
export interface CapacityFields {
  readonly grid: GridSpec;
  readonly radios: readonly RadioModel[];
  readonly fields: ReadonlyMap<string, RadioField>;
}

/** One floor's capacity plan: the areas with clients (metres) and the engine's airtime per radio. */
export interface FloorCapacityPlan {
  readonly grid: GridSpec;
  readonly areas: readonly CapacityArea[];
  readonly result: CapacityResult;
}

/**
 * The multi-wall prediction capacity is planned on when a floor has no survey: the planned radios (only the
 * customer's own when any is marked so), on the planning cell size, at the engine's receiver height.
 */
export function predictCapacityFields(rf: FloorRfModel): CapacityFields {
  const grid = createGrid(rf.widthM, rf.heightM, planningCellSizeM(rf.widthM, rf.heightM));
  // The heatmap pipeline's radio choice with the default options: only mine, when any is marked so.
  const radios = chooseHeatmapRadios(rf.radios, {});
  return { grid, radios, fields: predictFloorFields(rf.floor, radios, grid).fields };
}

/**
 * Airtime per radio of one floor from its capacity areas (see `planCapacity`): the planner computes it live and
 * the report prints it, both through here, so they show the same numbers for the same project.
 */
export function planFloorCapacity(
  project: EsxProject,
  rf: FloorRfModel,
  prepared: CapacityFields = predictCapacityFields(rf),
): FloorCapacityPlan {
  const areas = capacityAreasOfFloor(project, rf.floorPlanId, rf.metersPerUnit);
  return {
    grid: prepared.grid,
    areas,
    result: planCapacity({ grid: prepared.grid, radios: prepared.radios, fields: prepared.fields, areas }),
  };
}
