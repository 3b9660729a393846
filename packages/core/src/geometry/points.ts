import { metres, pixels, type Metres, type Pixels } from '../units/units.ts';

/** A point on a floor in metres (x right, y down, as on the floor-plan image). */
export interface PointM {
  readonly x: Metres;
  readonly y: Metres;
}

/** A point on a floor-plan image in pixels (floor-plan units). */
export interface PointPx {
  readonly x: Pixels;
  readonly y: Pixels;
}

/** Builds a floor point in metres. */
export function pointM(x: number, y: number): PointM {
  return { x: metres(x), y: metres(y) };
}

/** Builds an image point in pixels. */
export function pointPx(x: number, y: number): PointPx {
  return { x: pixels(x), y: pixels(y) };
}

/** Converts image pixels to floor metres: m = px × metersPerUnit (.esx floorPlans.metersPerUnit). */
export function pixelsToMetres(point: PointPx, metersPerUnit: number): PointM {
  return pointM(point.x * metersPerUnit, point.y * metersPerUnit);
}

/** Converts floor metres to image pixels: px = m / metersPerUnit. */
export function metresToPixels(point: PointM, metersPerUnit: number): PointPx {
  return pointPx(point.x / metersPerUnit, point.y / metersPerUnit);
}

/** Converts a length in pixels to metres with the floor's metersPerUnit. */
export function lengthPixelsToMetres(length: Pixels, metersPerUnit: number): Metres {
  return metres(length * metersPerUnit);
}

/** Euclidean distance between two floor points, in metres. */
export function distanceM(a: PointM, b: PointM): Metres {
  return metres(Math.hypot(b.x - a.x, b.y - a.y));
}
