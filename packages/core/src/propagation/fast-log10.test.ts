import { describe, expect, it } from 'vitest';
import { seededRandom } from '../testing/fixtures.ts';
import { fastLog10, MIN_PATH_DISTANCE_M } from './log-distance.ts';

// The kernels' log-distance term uses fastLog10: its error must stay far below the 0.005 dB the engine allows it.
describe('fastLog10', () => {
  const worstError = (xs: Iterable<number>): number => {
    let worst = 0;
    for (const x of xs) worst = Math.max(worst, Math.abs(fastLog10(x) - Math.log10(x)));
    return worst;
  };

  it('is within 6e-8 of Math.log10 from the 1 m clamp to 100 km (log-uniform samples)', () => {
    const rnd = seededRandom(2024);
    const xs = Array.from({ length: 200_000 }, () => MIN_PATH_DISTANCE_M * 10 ** (5 * rnd()));
    expect(worstError(xs)).toBeLessThanOrEqual(6e-8);
  });

  it('is within 6e-8 at every knot, midway between knots, just either side of them and at powers of two', () => {
    const xs: number[] = [];
    for (let e = 0; e < 17; e++) {
      for (let k = 0; k < 1024; k++) {
        const at = 2 ** e * (1 + k / 1024);
        xs.push(at, 2 ** e * (1 + (k + 0.5) / 1024), at * (1 + 1e-15), at * (1 - 1e-15));
      }
    }
    expect(worstError(xs)).toBeLessThanOrEqual(6e-8);
    for (let e = 0; e < 30; e++) expect(fastLog10(2 ** e)).toBe(e * Math.log10(2));
  });

  it('keeps 10·n·log10(d) within 0.005 dB of the exact term for exponents up to 10 over every distance a floor has', () => {
    const rnd = seededRandom(7);
    let worstDb = 0;
    for (let i = 0; i < 100_000; i++) {
      const d = MIN_PATH_DISTANCE_M + rnd() * 2000,
        n = 1 + rnd() * 9;
      worstDb = Math.max(worstDb, Math.abs(10 * n * fastLog10(d) - 10 * n * Math.log10(d)));
    }
    expect(worstDb).toBeLessThanOrEqual(0.005);
    expect(worstDb).toBeLessThan(1e-5);
  });
});
