import { describe, expect, it } from 'vitest';
import { flattenRoute, locateOnRoute } from './locate-on-route.ts';

describe('locateOnRoute', () => {
  const route = flattenRoute([
    [
      { time: 0, location: { x: 0, y: 0 } },
      { time: 10e9, location: { x: 100, y: 0 } },
    ],
    [{ time: 20e9, location: { x: 100, y: 50 } }],
  ])!;

  it('interpolates between route points in time (ns) across legs and clamps outside the walk', () => {
    expect(locateOnRoute(route, 2.5e9)).toEqual({ x: 25, y: 0 });
    expect(locateOnRoute(route, 15e9)).toEqual({ x: 100, y: 25 });
    expect(locateOnRoute(route, -1)).toEqual({ x: 0, y: 0 });
    expect(locateOnRoute(route, 99e9)).toEqual({ x: 100, y: 50 });
  });

  it('is undefined for a route without timed points', () => {
    expect(flattenRoute(undefined)).toBeUndefined();
    expect(flattenRoute([[{ location: { x: 1, y: 1 } }]])).toBeUndefined();
  });
});
