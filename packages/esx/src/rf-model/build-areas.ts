import type { AttenuationAreaM, ExclusionAreaM } from '@airscope/core';
import type { EsxProject } from '../esx-project.ts';
import { attenuationDbPerMeter } from '../normalize-attenuation.ts';
import { mapBands, polygonToMetres } from './convert-units.ts';
import { heightBand } from './build-walls.ts';

/**
 * The attenuation areas of one floor: polygons in metres, loss per band in dB per metre travelled inside
 * (`attenuationDbPerMeter` of the area type) and the type's height band (m). Areas whose type is missing
 * or whose polygon has fewer than 3 points are dropped.
 */
export function buildAttenuationAreas(project: EsxProject, floorPlanId: string, metersPerUnit: number): AttenuationAreaM[] {
  const types = new Map(project.collections.attenuationAreaTypes.map((type) => [type.id, type]));
  const areas: AttenuationAreaM[] = [];
  for (const area of project.collections.attenuationAreas) {
    const type = types.get(area.attenuationAreaTypeId);
    if (area.floorPlanId !== floorPlanId || type === undefined || area.area.length < 3) continue;
    areas.push({
      polygon: polygonToMetres(area.area, metersPerUnit),
      attenuationDbPerM: mapBands((band) => attenuationDbPerMeter(type, band)),
      ...heightBand(type.lowerEdge, type.upperEdge),
    });
  }
  return areas;
}

/** The exclusion areas of one floor (left out of heatmaps and statistics), polygons in metres. */
export function buildExclusionAreas(project: EsxProject, floorPlanId: string, metersPerUnit: number): ExclusionAreaM[] {
  return project.collections.exclusionAreas
    .filter((area) => area.floorPlanId === floorPlanId && area.area.length >= 3)
    .map((area) => ({ polygon: polygonToMetres(area.area, metersPerUnit) }));
}
