import type { PointM } from '@airscope/core';

/** Plan coordinates (floor-plan units) to floor metres. */
export function polygonToMetresOf(points: readonly { x: number; y: number }[], metersPerUnit: number): PointM[] {
  return points.map((p) => ({ x: p.x * metersPerUnit, y: p.y * metersPerUnit }) as PointM);
}
