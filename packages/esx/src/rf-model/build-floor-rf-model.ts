import { type FloorModel } from '@airscope/core';
import type { EsxProject } from '../esx-project.ts';
import type { FloorPlan } from '../schemas/floor.schema.ts';
import { buildAttenuationAreas, buildExclusionAreas } from './build-areas.ts';
import { buildMeasuredData } from './build-measured-data.ts';
import { buildRequirements } from './build-requirements.ts';
import { buildSimulatedRadios } from './build-simulated-radios.ts';
import { placeFloor } from './build-slab.ts';
import { buildWalls } from './build-walls.ts';
import type { FloorRfModel } from './floor-rf-model.ts';
import { RfModelError, RfModelErrorCode } from './rf-model-error.ts';

/** Ids of the project's live floor plans, in file order. */
export function listFloorPlanIds(project: EsxProject): string[] {
  return project.collections.floorPlans.map((floor) => floor.id);
}

/**
 * Maps one floor of an .esx project onto the RF engine's inputs (`@airscope/core`), everything in metres:
 * walls, attenuation/exclusion areas and slab (`floor`), enabled Wi-Fi planned radios, measured radios
 * with their survey samples, and requirement profiles/areas. Throws RfModelError when the floor plan does
 * not exist (UNKNOWN_FLOOR_PLAN) or has no scale (UNSCALED_FLOOR_PLAN).
 */
export function buildFloorRfModel(project: EsxProject, floorPlanId: string): FloorRfModel {
  const plan = findFloorPlan(project, floorPlanId);
  const metersPerUnit = requireScale(plan);
  const placement = placeFloor(project, floorPlanId, metersPerUnit);
  const floor: FloorModel = {
    id: floorPlanId,
    ...placement,
    walls: buildWalls(project, floorPlanId, metersPerUnit),
    attenuationAreas: buildAttenuationAreas(project, floorPlanId, metersPerUnit),
    exclusionAreas: buildExclusionAreas(project, floorPlanId, metersPerUnit),
  };
  const simulated = buildSimulatedRadios(project, floorPlanId, metersPerUnit);
  return {
    floorPlanId,
    metersPerUnit,
    widthM: plan.width * metersPerUnit,
    heightM: plan.height * metersPerUnit,
    floor,
    radios: simulated.radios,
    skippedRadios: simulated.skipped,
    measured: buildMeasuredData(project, floorPlanId, metersPerUnit),
    requirements: buildRequirements(project, floorPlanId, metersPerUnit),
  };
}

function findFloorPlan(project: EsxProject, floorPlanId: string): FloorPlan {
  const plan = project.collections.floorPlans.find((floor) => floor.id === floorPlanId);
  if (plan === undefined) {
    throw new RfModelError(RfModelErrorCode.UNKNOWN_FLOOR_PLAN, floorPlanId, `The project has no floor plan with id ${floorPlanId}.`);
  }
  return plan;
}

/** The plan's metres per unit; an unscaled plan cannot be modelled in metres. */
function requireScale(plan: FloorPlan): number {
  const scale = plan.metersPerUnit;
  if (scale === undefined || !(scale > 0) || !Number.isFinite(scale)) {
    const name = plan.name === undefined ? plan.id : `"${plan.name}"`;
    throw new RfModelError(
      RfModelErrorCode.UNSCALED_FLOOR_PLAN,
      plan.id,
      `Floor plan ${name} has no scale (metersPerUnit): set the map scale in Ekahau or Airscope before predicting coverage.`,
    );
  }
  return scale;
}
