import { describe, expect, it } from 'vitest';
import { antennaGainDbi, orientAntenna, sampleCircularTable } from './antenna-gain.ts';

const patch = {
  azimuthGainsDbi: Array.from({ length: 72 }, (_, i) => 8 - (20 * (1 - Math.cos((i * 5 * Math.PI) / 180))) / 2),
  elevationGainsDbi: Array.from({ length: 72 }, (_, i) => 8 - (20 * (1 - Math.cos((i * 5 * Math.PI) / 180))) / 2),
};

describe('antenna gain', () => {
  it('is 0 dBi without a pattern and the single sample for an omni', () => {
    expect(antennaGainDbi(orientAntenna(undefined, 0, 0), 1, 2, 3)).toBe(0);
    expect(antennaGainDbi(orientAntenna({ azimuthGainsDbi: [2.2], elevationGainsDbi: [2.2] }, 0, 0), 1, 2, -1)).toBeCloseTo(2.2, 9);
  });

  it('peaks on boresight and follows the azimuth direction', () => {
    const east = orientAntenna(patch, 0, 0);
    expect(antennaGainDbi(east, 10, 0, 0)).toBeCloseTo(8, 9);
    expect(antennaGainDbi(east, -10, 0, 0)).toBeLessThan(-10);
    const south = orientAntenna(patch, 90, 0);
    expect(antennaGainDbi(south, 0, 10, 0)).toBeCloseTo(8, 9);
  });

  it('applies down-tilt to the boresight', () => {
    expect(antennaGainDbi(orientAntenna(patch, 0, -90), 0, 0, -3)).toBeCloseTo(8, 9);
    const tilted = orientAntenna(patch, 0, -30);
    expect(antennaGainDbi(tilted, Math.cos(Math.PI / 6), 0, -Math.sin(Math.PI / 6))).toBeCloseTo(8, 9);
    expect(antennaGainDbi(tilted, 1, 0, 0)).toBeLessThan(8);
  });

  it('interpolates tables linearly and wraps around 360°', () => {
    const t = Float64Array.of(0, 10, 20, 30);
    expect(sampleCircularTable(t, 45)).toBeCloseTo(5, 9);
    expect(sampleCircularTable(t, 315)).toBeCloseTo(15, 9);
    expect(sampleCircularTable(t, -45)).toBeCloseTo(15, 9);
  });
});
