import { metres, type FloorSlabM, type Metres, type PointM } from '@airscope/core';
import type { EsxProject } from '../esx-project.ts';
import { attenuationDbPerMeter } from '../normalize-attenuation.ts';
import type { BuildingFloor } from '../schemas/floor.schema.ts';
import { mapBands, polygonToMetres } from './convert-units.ts';

/** Where a floor sits in its building: elevation (m) and the slab at its level. */
export interface FloorPlacement {
  /** Sum of the floor-to-floor heights (m) of the lower floors of the same building; absent without a building. */
  readonly elevationM?: Metres;
  readonly slab?: FloorSlabM;
}

/**
 * Places a floor through its `buildingFloors` record: elevation = Σ height of lower floors of the building
 * (m), slab = thickness (m) × floor-type dB/m per band (the floor's `floorTypeId`, else the default floor
 * type), with the floor's holes (holeInFloors) as polygons in metres. A floor without a building record
 * gets neither (the engine then treats it as the only floor).
 */
export function placeFloor(project: EsxProject, floorPlanId: string, metersPerUnit: number): FloorPlacement {
  const { buildingFloors, floorTypes, holeInFloors } = project.collections;
  const record = buildingFloors.find((floor) => floor.floorPlanId === floorPlanId);
  if (record === undefined) return {};
  const elevationM = metres(sumLowerFloorHeights(buildingFloors, record));
  const type =
    floorTypes.find((floorType) => floorType.id === record.floorTypeId) ?? floorTypes.find((floorType) => floorType.isDefault === true);
  if (type === undefined || record.thickness === undefined) return { elevationM };
  const holes: PointM[][] = holeInFloors
    .filter((hole) => hole.floorPlanId === floorPlanId && hole.area !== undefined && hole.area.length >= 3)
    .map((hole) => polygonToMetres(hole.area!, metersPerUnit));
  const slab: FloorSlabM = {
    thicknessM: metres(record.thickness),
    attenuationDbPerM: mapBands((band) => attenuationDbPerMeter(type, band)),
    ...(holes.length > 0 ? { holes } : {}),
  };
  return { elevationM, slab };
}

function sumLowerFloorHeights(floors: readonly BuildingFloor[], floor: BuildingFloor): number {
  const number = floor.floorNumber ?? 0;
  return floors
    .filter((other) => other.buildingId === floor.buildingId && (other.floorNumber ?? 0) < number)
    .reduce((sum, other) => sum + (other.height ?? 0), 0);
}
