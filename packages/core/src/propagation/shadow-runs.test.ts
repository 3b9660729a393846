import { describe, expect, it } from 'vitest';
import { seededRandom } from '../testing/fixtures.ts';
import { createShadowConstraints, prepareColumnBounds, setShadowConstraints, shadowColumns } from './shadow-raster.ts';
import { createShadowRuns, maybeRun, sortColumnBounds } from './shadow-runs.ts';

describe('shadow runs sorted by kind', () => {
  it("give shadowColumns' maybe run on every row, for edges of any direction and height band", () => {
    const rnd = seededRandom(2024);
    const s = createShadowConstraints(),
      runs = createShadowRuns();
    const cols = 60,
      step = 0.5,
      x0 = -14.75;
    const expected = new Int32Array(4),
      got = new Int32Array(4);
    let rowsWithCells = 0;
    for (let k = 0; k < 300; k++) {
      // Axis-aligned edges half the time: their t ≤ 1 half-plane is row-independent.
      const qx = (rnd() - 0.5) * 20,
        qy = (rnd() - 0.5) * 20,
        axis = rnd() < 0.5;
      const ex = axis ? (rnd() < 0.5 ? 1.6 : 0) : (rnd() - 0.5) * 4,
        ey = axis ? (ex === 0 ? 1.6 : 0) : (rnd() - 0.5) * 4;
      const tn = qx * ey - qy * ex;
      if (tn === 0) continue;
      const tLow = rnd() < 0.5 ? 0.3 + rnd() * 0.6 : -Infinity,
        tHigh = rnd() < 0.3 ? 0.95 : Infinity;
      setShadowConstraints(s, qx, qy, ex, ey, tn, tLow, tHigh, 40);
      prepareColumnBounds(s, x0, step);
      sortColumnBounds(s, runs);
      for (let r = 0; r < 60; r++) {
        const ry = -14.75 + r * step;
        shadowColumns(s, ry, cols, expected);
        maybeRun(runs, ry, cols, got);
        expect([got[2], got[3]]).toEqual([expected[2], expected[3]]);
        if (expected[2]! <= expected[3]!) rowsWithCells++;
      }
    }
    expect(rowsWithCells).toBeGreaterThan(500);
  });
});
