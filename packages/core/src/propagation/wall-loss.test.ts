import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { obliqueFactor, wallCrossingLossDb } from './wall-loss.ts';

describe('wall crossing loss', () => {
  it('is attenuation × thickness at normal incidence (brick 33.33 dB/m × 0.3 m = 10 dB)', () => {
    expect(wallCrossingLossDb(33.33, 0.3, 1)).toBeCloseTo(10, 2);
  });

  it('grows at oblique incidence as 1/cos θ up to the cap', () => {
    expect(wallCrossingLossDb(30, 0.1, Math.cos(Math.PI / 4))).toBeCloseTo(3 * Math.SQRT2, 9);
    expect(obliqueFactor(0.01)).toBe(2);
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), (a, b) => {
        const [lo, hi] = a < b ? [a, b] : [b, a];
        expect(obliqueFactor(lo)).toBeGreaterThanOrEqual(obliqueFactor(hi));
      }),
    );
  });
});
