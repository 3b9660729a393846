import { describe, expect, it } from 'vitest';
import { buildAntennaPattern, resamplePlane } from './build-antenna-pattern.ts';

const plane = (alignmentAngle: number, gainAt: (angle: number) => number, step = 5) => ({
  alignmentAngle,
  gains: Array.from({ length: 360 / step }, (_, i) => ({ angle: i * step, gain: gainAt(i * step) })),
});

describe('buildAntennaPattern', () => {
  it('starts each table at the alignment angle (boresight) and keeps the step', () => {
    const gains = resamplePlane(plane(90, (angle) => angle / 10));
    expect(gains).toHaveLength(72);
    expect(gains[0]).toBe(9); // data angle 90
    expect(gains[1]).toBe(9.5); // 95
    expect(gains[54]).toBe(0); // 90 + 270 = 360 → 0
    expect(gains[18]).toBe(18); // 180
  });

  it('reads a ceiling E-plane (alignment 90) with its strong lobe below the horizon', () => {
    // Data angle 0 strong (2.8 dBi), 180 weak (−11 dBi), as the C9120 Micro 5 GHz of the test fixture.
    const gains = resamplePlane(plane(90, (angle) => 2.8 - (13.8 * (1 - Math.cos((angle * Math.PI) / 180))) / 2, 3));
    expect(gains).toHaveLength(120);
    // Engine elevation index: 0 = horizon, +90° (index 30) = up, 270° (index 90) = down.
    expect(gains[90]).toBeCloseTo(2.8, 9);
    expect(gains[30]).toBeCloseTo(-11, 9);
  });

  it('interpolates uneven or unsorted samples and wraps round 360°', () => {
    const samples = [
      { angle: 180, gain: -10 },
      { angle: 0, gain: 0 },
      { angle: 350, gain: 10 },
    ];
    const gains = resamplePlane({ alignmentAngle: 10, gains: samples }); // at 10°, 130°, 250°
    expect(gains).toHaveLength(3);
    expect(gains[0]).toBeCloseTo((-10 * 10) / 180, 9);
    expect(gains[1]).toBeCloseTo((-10 * 130) / 180, 9);
    expect(gains[2]).toBeCloseTo(-10 + (20 * 70) / 170, 9);
    // 355° lies between 350° (10 dBi) and 360° = 0° (0 dBi).
    expect(resamplePlane({ alignmentAngle: 355, gains: samples })[0]).toBeCloseTo(5, 9);
  });

  it('keeps a one-sample (ideal omni) plane and is undefined without planes', () => {
    expect(
      buildAntennaPattern({ id: 'a', hplane: { alignmentAngle: 0, gains: [{ angle: 0, gain: 2.2 }] }, eplane: plane(90, () => 2.2) }),
    ).toEqual({
      azimuthGainsDbi: [2.2],
      elevationGainsDbi: Array.from({ length: 72 }, () => 2.2),
    });
    expect(buildAntennaPattern({ id: 'a' })).toBeUndefined();
    expect(resamplePlane(undefined)).toEqual([0]);
  });
});
