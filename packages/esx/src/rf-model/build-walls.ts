import { metres, type Metres, type WallSegmentM } from '@airscope/core';
import type { EsxProject } from '../esx-project.ts';
import { wallLossDb, wallSegmentPointIds } from '../normalize-attenuation.ts';
import type { WallPoint, WallType } from '../schemas/wall.schema.ts';
import { coordToMetres, mapBands } from './convert-units.ts';

/**
 * Thickness (m) given to wall types that have none (or 0) but still attenuate: the engine's loss is
 * dB/m × thickness, so a thickness is needed to carry the per-crossing loss. 1 cm keeps the 1/cos term
 * of an oblique crossing the same as for any thin wall.
 */
export const FALLBACK_WALL_THICKNESS_M = 0.01;

/**
 * The walls of one floor in metres: every wall segment whose two wall points lie on the floor, with its
 * type's thickness (m), loss per band in dB/m such that dB/m × thickness = `wallLossDb` (dB per crossing),
 * and its height band (lowerEdge/upperEdge, m). Segments with a missing point or type are dropped.
 */
export function buildWalls(project: EsxProject, floorPlanId: string, metersPerUnit: number): WallSegmentM[] {
  const { wallPoints, wallSegments, wallTypes } = project.collections;
  const points = new Map<string, WallPoint>();
  for (const point of wallPoints) if (point.location.floorPlanId === floorPlanId) points.set(point.id, point);
  const types = new Map(wallTypes.map((type) => [type.id, type]));
  const walls: WallSegmentM[] = [];
  for (const segment of wallSegments) {
    const [aId, bId] = wallSegmentPointIds(segment);
    const a = points.get(aId);
    const b = points.get(bId);
    const type = types.get(segment.wallTypeId);
    if (a === undefined || b === undefined || type === undefined) continue;
    walls.push({
      a: coordToMetres(a.location.coord, metersPerUnit),
      b: coordToMetres(b.location.coord, metersPerUnit),
      ...describeWallType(type),
      typeKey: type.id,
    });
  }
  return walls;
}

/** Thickness (m), per-band dB/m and height band (m) of a wall type. */
export function describeWallType(type: WallType): Pick<WallSegmentM, 'thicknessM' | 'attenuationDbPerM' | 'bottomM' | 'topM'> {
  const thickness = type.thickness !== undefined && type.thickness > 0 ? type.thickness : FALLBACK_WALL_THICKNESS_M;
  return {
    thicknessM: metres(thickness),
    attenuationDbPerM: mapBands((band) => {
      const loss = wallLossDb(type, band);
      return loss === undefined ? undefined : loss / thickness;
    }),
    ...heightBand(type.lowerEdge, type.upperEdge),
  };
}

/** The optional bottom/top heights (m) of a wall or area type, omitting absent ones. */
export function heightBand(lowerEdge: number | undefined, upperEdge: number | undefined): { bottomM?: Metres; topM?: Metres } {
  return {
    ...(lowerEdge !== undefined ? { bottomM: metres(lowerEdge) } : {}),
    ...(upperEdge !== undefined ? { topM: metres(upperEdge) } : {}),
  };
}
