import { describe, expect, it } from 'vitest';
import { chooseScaleBar, SCALE_BAR_MAX_PX, SCALE_BAR_MIN_PX } from './scale-bar.ts';

describe('chooseScaleBar', () => {
  it('takes the longest plain 1-2-5 length that is drawn 100–150 px long', () => {
    // 0.1 m per px: 10 m is 100 px, 20 m would be 200 px.
    expect(chooseScaleBar(0.1)).toEqual({ metres: 10, px: 100 });
    // 0.04 m per px: 5 m is 125 px.
    expect(chooseScaleBar(0.04)).toEqual({ metres: 5, px: 125 });
    expect(chooseScaleBar(0.01)?.metres).toBe(1);
    expect(chooseScaleBar(2)?.metres).toBe(200);
  });

  it('falls back to a finer round length where no plain one lands in the range', () => {
    // 0.07 m per px: 10 m is 143 px, so the plain length still serves.
    expect(chooseScaleBar(0.07)?.metres).toBe(10);
    // 0.3 m per px: 20 m is 67 px and 50 m is 167 px, so 40 m (133 px).
    expect(chooseScaleBar(0.3)).toEqual({ metres: 40, px: 40 / 0.3 });
    // 0.0025 m per px: 0.2 m is 80 px, 0.5 m is 200 px, so 0.3 m (120 px), with no float noise in the length.
    expect(chooseScaleBar(0.0025)?.metres).toBe(0.3);
  });

  it('always lands between the minimum and the maximum length, at every zoom', () => {
    for (let exponent = -4; exponent <= 3; exponent += 0.01) {
      const bar = chooseScaleBar(10 ** exponent);
      expect(bar).not.toBeNull();
      expect(bar!.px).toBeGreaterThanOrEqual(SCALE_BAR_MIN_PX - 1e-9);
      expect(bar!.px).toBeLessThanOrEqual(SCALE_BAR_MAX_PX + 1e-9);
      // The length is one of the round ones: a whole number of tenths of its decade, written without float noise.
      expect(String(bar!.metres)).toMatch(/^(\d+|0\.0*\d+|\d+\.5)$/);
    }
  });

  it('gives no bar for a plan without a scale', () => {
    expect(chooseScaleBar(0)).toBeNull();
    expect(chooseScaleBar(Number.NaN)).toBeNull();
    expect(chooseScaleBar(Number.POSITIVE_INFINITY)).toBeNull();
  });
});
