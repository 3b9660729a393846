import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { metres, mhz } from '../units/units.ts';
import { freeSpaceLossDb } from './free-space-loss.ts';
import { fitLogDistanceModel, logDistanceLossDb } from './log-distance.ts';

describe('free-space path loss (ITU-R P.525)', () => {
  it.each([
    [2400, 60.0],
    [5000, 66.4],
    [6500, 68.7],
  ])('is %s MHz → %s dB at 10 m', (f, expected) => {
    expect(Number(freeSpaceLossDb(metres(10), mhz(f)).toFixed(1))).toBe(expected);
  });

  it('grows with distance', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.5, max: 500, noNaN: true }), fc.double({ min: 0.01, max: 100, noNaN: true }), (d, extra) => {
        expect(freeSpaceLossDb(metres(d + extra), mhz(5180))).toBeGreaterThan(freeSpaceLossDb(metres(d), mhz(5180)));
      }),
    );
  });

  it('loses more at 6 GHz than at 2.4 GHz at any distance', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.1, max: 1000, noNaN: true }), (d) => {
        expect(freeSpaceLossDb(metres(d), mhz(6105))).toBeGreaterThan(freeSpaceLossDb(metres(d), mhz(2437)));
      }),
    );
  });
});

describe('log-distance model', () => {
  it('equals free space with exponent 2', () => {
    expect(logDistanceLossDb(metres(10), mhz(5000), { exponent: 2 })).toBeCloseTo(freeSpaceLossDb(metres(10), mhz(5000)), 9);
  });

  it('adds 10·n dB per decade', () => {
    const l10 = logDistanceLossDb(metres(10), mhz(5000), { exponent: 3.5 });
    expect(logDistanceLossDb(metres(100), mhz(5000), { exponent: 3.5 }) - l10).toBeCloseTo(35, 9);
  });

  it('recovers exponent and intercept from noiseless samples by least squares', () => {
    const samples = [1, 2, 3, 5, 8, 13, 21, 34].map((d) => ({ distanceM: d, rssiDbm: -30 - 32 * Math.log10(d) }));
    const fit = fitLogDistanceModel(samples, { txPowerDbm: 17 });
    expect(fit.exponent).toBeCloseTo(3.2, 9);
    expect(fit.rssiAt1mDbm).toBeCloseTo(-30, 9);
    expect(fit.lossAt1mDb).toBeCloseTo(47, 9);
    expect(fit.rmseDb).toBeCloseTo(0, 9);
  });

  it('removes known wall losses before fitting', () => {
    const samples = [2, 4, 8, 16].map((d, i) => ({ distanceM: d, rssiDbm: -40 - 20 * Math.log10(d) - 5 * i, extraLossDb: 5 * i }));
    expect(fitLogDistanceModel(samples).exponent).toBeCloseTo(2, 9);
  });
});
