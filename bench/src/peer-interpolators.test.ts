import { describe, expect, it } from 'vitest';
import { fitRbfLinear, heatmapperRadius, interpolateIdwWithinRadius, rbfLinearAt, rbfLinearLeaveOneOut } from './peer-interpolators.ts';

const xs = [1, 4, 7, 2, 6, 9, 3],
  ys = [1, 2, 1, 6, 5, 7, 9],
  vs = [-50, -55, -62, -58, -66, -71, -64];
const box = { x0: 0, y0: 0, x1: 10, y1: 10 };

describe('reproduced peers', () => {
  it("computes wifi-heatmapper's radius from the bounding box and leaves points beyond it blank", () => {
    // Bounding box 8 × 8 m, 7 points: 2·√(64 / (7π)).
    expect(heatmapperRadius(xs, ys)).toBeCloseTo(2 * Math.sqrt(64 / (7 * Math.PI)), 12);
    expect(interpolateIdwWithinRadius(xs, ys, vs, 30, 30, 3)).toBeNaN();
    // Only the point at (1, 1) is within 1 m of (1.5, 1): its value, whatever the others.
    expect(interpolateIdwWithinRadius(xs, ys, vs, 1.5, 1, 1)).toBe(-50);
  });

  it('passes the linear RBF through every point and pins the corners at the minimum', () => {
    const rbf = fitRbfLinear(xs, ys, vs, box);
    xs.forEach((x, i) => expect(rbfLinearAt(rbf, x, ys[i]!)).toBeCloseTo(vs[i]!, 8));
    expect(rbfLinearAt(rbf, 10, 10)).toBeCloseTo(-71, 8);
  });

  it('gives the same leave-one-out value in closed form as a refit without the point', () => {
    const rbf = fitRbfLinear(xs, ys, vs, box);
    for (const i of [0, 3, 6]) {
      const others = <T>(a: readonly T[]): T[] => a.filter((_, j) => j !== i);
      // The corners stay at the minimum of all points (-71, not left out here), as in the bench.
      const refit = fitRbfLinear(others(xs), others(ys), others(vs), box);
      expect(rbfLinearLeaveOneOut(rbf, i)).toBeCloseTo(rbfLinearAt(refit, xs[i]!, ys[i]!), 8);
    }
  });
});
