import type { Coord } from '../schemas/common.schema.ts';
import type { RoutePoint } from '../schemas/survey.schema.ts';

/** A survey route flattened and sorted by time: times in nanoseconds since the survey start, places in floor-plan units. */
export interface Route {
  readonly timesNs: Float64Array;
  readonly xs: Float64Array;
  readonly ys: Float64Array;
}

/** Flattens a survey's route legs into one timeline (points without a time are dropped); undefined when empty. */
export function flattenRoute(legs: readonly (readonly RoutePoint[])[] | undefined): Route | undefined {
  const points = (legs ?? [])
    .flat()
    .filter((point) => point.time !== undefined)
    .sort((a, b) => a.time! - b.time!);
  if (points.length === 0) return undefined;
  return {
    timesNs: Float64Array.from(points, (point) => point.time!),
    xs: Float64Array.from(points, (point) => point.location.x),
    ys: Float64Array.from(points, (point) => point.location.y),
  };
}

/**
 * Where the surveyor was at a time (ns since survey start), in floor-plan units: linear interpolation
 * between the route points around it (CONTINUOUS walks; a STOP_AND_GO stop is two points at one place),
 * clamped to the first/last point outside the route's time span.
 */
export function locateOnRoute(route: Route, timeNs: number): Coord {
  const { timesNs, xs, ys } = route;
  const last = timesNs.length - 1;
  if (timeNs <= timesNs[0]!) return { x: xs[0]!, y: ys[0]! };
  if (timeNs >= timesNs[last]!) return { x: xs[last]!, y: ys[last]! };
  let lo = 0;
  let hi = last;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (timesNs[mid]! <= timeNs) lo = mid;
    else hi = mid;
  }
  const span = timesNs[hi]! - timesNs[lo]!;
  const t = span > 0 ? (timeNs - timesNs[lo]!) / span : 0;
  return { x: xs[lo]! + t * (xs[hi]! - xs[lo]!), y: ys[lo]! + t * (ys[hi]! - ys[lo]!) };
}
