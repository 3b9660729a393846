import { describe, expect, it } from 'vitest';
import { dbm, dbmToMilliwatts, milliwatts, milliwattsToDbm, sumPowersDbm } from './units.ts';
import { metresToPixels, pixelsToMetres, pointM, pointPx } from '../geometry/points.ts';

describe('units', () => {
  it('converts 20 dBm to 100 mW and back', () => {
    expect(dbmToMilliwatts(dbm(20))).toBeCloseTo(100, 9);
    expect(milliwattsToDbm(milliwatts(100))).toBeCloseTo(20, 9);
  });

  it('adds two equal powers as +3.01 dB', () => {
    expect(sumPowersDbm([dbm(-90), dbm(-90)])).toBeCloseTo(-86.99, 2);
  });

  it('maps floor-plan pixels to metres with metersPerUnit and back', () => {
    const m = pixelsToMetres(pointPx(1000, 500), 0.021136);
    expect(m.x).toBeCloseTo(21.136, 9);
    expect(m.y).toBeCloseTo(10.568, 9);
    const px = metresToPixels(pointM(21.136, 10.568), 0.021136);
    expect(px.x).toBeCloseTo(1000, 6);
  });
});
