import type { PointM } from './points.ts';
import { boundsOf, isPointInPolygon } from './polygon.ts';

/** Uniform-grid index of polygon bounding boxes in metres, for "which areas contain this point" queries. */
export interface PolygonGridIndex {
  readonly polygons: readonly (readonly PointM[])[];
  readonly minX: number;
  readonly minY: number;
  readonly bucketSizeM: number;
  readonly cols: number;
  readonly rows: number;
  readonly buckets: readonly (readonly number[])[];
}

/** Builds the index over polygons with square buckets (default 5 m). */
export function buildPolygonGridIndex(polygons: readonly (readonly PointM[])[], bucketSizeM = 5): PolygonGridIndex {
  const all = polygons.flat();
  const b = all.length > 0 ? boundsOf(all) : { minX: 0, minY: 0, maxX: 1, maxY: 1 };
  const cols = Math.max(1, Math.ceil((b.maxX - b.minX) / bucketSizeM) + 1);
  const rows = Math.max(1, Math.ceil((b.maxY - b.minY) / bucketSizeM) + 1);
  const buckets: number[][] = Array.from({ length: cols * rows }, () => []);
  polygons.forEach((polygon, id) => {
    if (polygon.length < 3) return;
    const pb = boundsOf(polygon);
    for (let r = Math.floor((pb.minY - b.minY) / bucketSizeM); r <= Math.floor((pb.maxY - b.minY) / bucketSizeM); r++) {
      for (let c = Math.floor((pb.minX - b.minX) / bucketSizeM); c <= Math.floor((pb.maxX - b.minX) / bucketSizeM); c++) {
        buckets[r * cols + c]!.push(id);
      }
    }
  });
  return { polygons, minX: b.minX, minY: b.minY, bucketSizeM, cols, rows, buckets };
}

/** Ids of the polygons containing point (x, y) in metres, in ascending id order. */
export function findPolygonsAt(index: PolygonGridIndex, x: number, y: number): number[] {
  const c = Math.floor((x - index.minX) / index.bucketSizeM);
  const r = Math.floor((y - index.minY) / index.bucketSizeM);
  if (c < 0 || r < 0 || c >= index.cols || r >= index.rows) return [];
  return index.buckets[r * index.cols + c]!.filter((id) => isPointInPolygon(x, y, index.polygons[id]!));
}
