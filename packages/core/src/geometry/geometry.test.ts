import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pointM } from './points.ts';
import { isPointInPolygon, orientPositive, signedPolygonArea } from './polygon.ts';
import { pseudoAngle } from './pseudo-angle.ts';
import { crossingParameter, segmentsIntersect } from './segment-intersection.ts';
import { buildSegmentGridIndex, isSegmentBlocked } from './segment-grid-index.ts';
import { buildPolygonGridIndex, findPolygonsAt } from './polygon-grid-index.ts';

describe('segment intersection', () => {
  it('finds the crossing parameter of a ray through a wall', () => {
    expect(crossingParameter(0, 0, 10, 0, 5, -1, 0, 2)).toBeCloseTo(0.5, 12);
    expect(crossingParameter(0, 0, 4, 0, 5, -1, 0, 2)).toBe(-1);
  });

  it('counts a ray through a shared wall joint once', () => {
    const hits = [crossingParameter(0, 0, 10, 0, 5, -1, 0, 1), crossingParameter(0, 0, 10, 0, 5, 0, 0, 1)].filter((t) => t >= 0);
    expect(hits).toHaveLength(1);
  });

  it('agrees with the closed-segment test away from endpoints', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.integer({ min: -100, max: 100 }).map((v) => v / 8),
          { minLength: 8, maxLength: 8 },
        ),
        ([ax, ay, bx, by, cx, cy, dx, dy]) => {
          const t = crossingParameter(ax!, ay!, bx! - ax!, by! - ay!, cx!, cy!, dx! - cx!, dy! - cy!);
          if (t >= 0) expect(segmentsIntersect(ax!, ay!, bx!, by!, cx!, cy!, dx!, dy!)).toBe(true);
        },
      ),
    );
  });
});

describe('pseudo-angle', () => {
  it('orders directions like atan2', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -Math.PI, max: Math.PI, noNaN: true }),
        fc.double({ min: -Math.PI, max: Math.PI, noNaN: true }),
        (a, b) => {
          const norm = (x: number): number => (x < 0 ? x + 2 * Math.PI : x);
          const pa = pseudoAngle(Math.cos(a), Math.sin(a)),
            pb = pseudoAngle(Math.cos(b), Math.sin(b));
          if (Math.abs(norm(a) - norm(b)) > 1e-9) expect(Math.sign(pa - pb)).toBe(Math.sign(norm(a) - norm(b)));
        },
      ),
    );
  });
});

describe('polygons and indexes', () => {
  const square = [pointM(0, 0), pointM(4, 0), pointM(4, 4), pointM(0, 4)];

  it('tests containment and orients polygons positively', () => {
    expect(isPointInPolygon(2, 2, square)).toBe(true);
    expect(isPointInPolygon(5, 2, square)).toBe(false);
    expect(signedPolygonArea(orientPositive([...square].reverse()))).toBeGreaterThan(0);
  });

  it('finds polygons containing a point through the grid index', () => {
    const index = buildPolygonGridIndex([square, [pointM(10, 10), pointM(12, 10), pointM(12, 12)]], 3);
    expect(findPolygonsAt(index, 1, 1)).toEqual([0]);
    expect(findPolygonsAt(index, 11.5, 10.5)).toEqual([1]);
    expect(findPolygonsAt(index, 8, 8)).toEqual([]);
  });

  it('reports a path blocked exactly when it crosses an indexed segment', () => {
    const index = buildSegmentGridIndex(Float64Array.of(5, -5, 5, 5, 20, 0, 20, 1));
    const seen = new Uint8Array(2),
      scratch: number[] = [];
    expect(isSegmentBlocked(index, 0, 0, 10, 0, seen, scratch)).toBe(true);
    expect(isSegmentBlocked(index, 0, 0, 4, 0, seen, scratch)).toBe(false);
    expect(isSegmentBlocked(index, 19, 2, 21, 2, seen, scratch)).toBe(false);
  });
});
