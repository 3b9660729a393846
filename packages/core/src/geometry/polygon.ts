import type { PointM } from './points.ts';

/** Even-odd point-in-polygon test (metres); the polygon is implicitly closed. */
export function isPointInPolygon(x: number, y: number, polygon: readonly PointM[]): boolean {
  let inside = false;
  const n = polygon.length;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const a = polygon[i]!;
    const b = polygon[j]!;
    if (a.y > y !== b.y > y && x < ((b.x - a.x) * (y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

/** Signed shoelace area in m² (positive when counter-clockwise in a y-up frame). */
export function signedPolygonArea(polygon: readonly PointM[]): number {
  let sum = 0;
  const n = polygon.length;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    sum += polygon[j]!.x * polygon[i]!.y - polygon[i]!.x * polygon[j]!.y;
  }
  return sum / 2;
}

/** Axis-aligned bounding box of a polygon, in metres. */
export interface BoundsM {
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
}

/** Bounding box of a list of points in metres. */
export function boundsOf(points: readonly PointM[]): BoundsM {
  let minX = Infinity,
    minY = Infinity,
    maxX = -Infinity,
    maxY = -Infinity;
  for (const p of points) {
    if (p.x < minX) minX = p.x;
    if (p.y < minY) minY = p.y;
    if (p.x > maxX) maxX = p.x;
    if (p.y > maxY) maxY = p.y;
  }
  return { minX, minY, maxX, maxY };
}

/** Returns the polygon with positive signed area, so its interior lies left of every edge. */
export function orientPositive(polygon: readonly PointM[]): readonly PointM[] {
  return signedPolygonArea(polygon) < 0 ? [...polygon].reverse() : polygon;
}
