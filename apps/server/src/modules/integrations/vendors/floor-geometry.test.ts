import { describe, expect, it } from 'vitest';
import { floorFrame, normaliseMac } from './floor-geometry.ts';

const R = 6378137;
const deg = 180 / Math.PI;
const TOP_LEFT = { lat: 37.7697, lng: -122.3889 };

/** The point `east`/`south` metres from TOP_LEFT, computed independently of the code under test. */
function at(east: number, south: number) {
  return { lat: TOP_LEFT.lat - (south / R) * deg, lng: TOP_LEFT.lng + (east / (R * Math.cos(TOP_LEFT.lat / deg))) * deg };
}

describe('floorFrame', () => {
  it('measures a north-up plan and places a point on it', () => {
    const frame = floorFrame(TOP_LEFT, at(40, 0), at(0, 25))!;
    expect(frame.widthM).toBeCloseTo(40, 6);
    expect(frame.heightM).toBeCloseTo(25, 6);
    const p = frame.toFloor(at(12, 7));
    expect(p.xM).toBeCloseTo(12, 4);
    expect(p.yM).toBeCloseTo(7, 4);
  });

  it('follows a plan rotated 30° clockwise', () => {
    const a = (30 * Math.PI) / 180;
    // The plan's x axis points 30° south of east, its y axis 30° west of south.
    const rot = (x: number, y: number) => at(x * Math.cos(a) - y * Math.sin(a), x * Math.sin(a) + y * Math.cos(a));
    const frame = floorFrame(TOP_LEFT, rot(40, 0), rot(0, 25))!;
    expect(frame.widthM).toBeCloseTo(40, 4);
    const p = frame.toFloor(rot(30, 20));
    expect(p.xM).toBeCloseTo(30, 3);
    expect(p.yM).toBeCloseTo(20, 3);
  });

  it('has no frame when the corners coincide', () => {
    expect(floorFrame(TOP_LEFT, TOP_LEFT, at(0, 10))).toBeNull();
  });
});

describe('normaliseMac', () => {
  it('writes every vendor spelling the same way', () => {
    expect(normaliseMac('5C5B35000001')).toBe('5c:5b:35:00:00:01');
    expect(normaliseMac('00-11-22-AA-bb-cc')).toBe('00:11:22:aa:bb:cc');
    expect(normaliseMac('0011.22aa.bbcc')).toBe('00:11:22:aa:bb:cc');
  });

  it('refuses what is not a MAC', () => {
    expect(normaliseMac('00:11:22')).toBeNull();
    expect(normaliseMac(42)).toBeNull();
  });
});
