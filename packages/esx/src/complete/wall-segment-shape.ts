import type { WallSegment } from '../schemas/wall.schema.ts';

/** True when the schema version writes wall ends as `point1Id`/`point2Id` (Ekahau Pro 10.x, schema ≤ 1.5). */
export function usesPointPairWalls(schemaVersion: string): boolean {
  const [major = 0, minor = 0] = schemaVersion.split('.').map((part) => Number.parseInt(part, 10));
  return major < 1 || (major === 1 && minor <= 5);
}

/**
 * The segment with its ends in the encoding of `schemaVersion` (docs/esx-format.md §12): `point1Id`/`point2Id`
 * up to 1.5, `wallPoints: [a, b]` after. A segment already in that encoding is returned as it is.
 */
export function shapeWallSegment(segment: WallSegment, schemaVersion: string): WallSegment {
  if (usesPointPairWalls(schemaVersion)) {
    if (segment.wallPoints === undefined) return segment;
    const { wallPoints, ...rest } = segment;
    return { ...rest, point1Id: wallPoints[0], point2Id: wallPoints[1] } as WallSegment;
  }
  if (segment.wallPoints !== undefined || segment.point1Id === undefined || segment.point2Id === undefined) return segment;
  const { point1Id, point2Id, ...rest } = segment;
  return { ...rest, wallPoints: [point1Id, point2Id] } as WallSegment;
}
