import { describe, expect, it } from 'vitest';
import type { FloorModel, PointM, RadioModel } from '../index.ts';
import { computeFloorHeatmap } from './compute-floor-heatmap.ts';
import type { FloorHeatmapInput } from './heatmap-fields.ts';

const p = (x: number, y: number) => ({ x, y }) as PointM;
const radio: RadioModel = {
  id: 'r1',
  apId: 'ap1',
  position: p(5, 5),
  heightM: 2.4 as never,
  band: '5',
  channel: 36,
  centreMhz: 5180 as never,
  widthMhz: 20 as never,
  txPowerDbm: 17 as never,
  azimuthDeg: 0,
  tiltDeg: 0,
  streams: 2,
  standards: ['AC'],
  isMine: true,
};
const floor: FloorModel = {
  id: 'f1',
  walls: [{ a: p(12, 0), b: p(12, 20), thicknessM: 0.2 as never, attenuationDbPerM: { '2.4': 60, '5': 75, '6': 80 } }],
  exclusionAreas: [{ polygon: [p(16, 16), p(20, 16), p(20, 20), p(16, 20)] }],
};
const input: FloorHeatmapInput = {
  floor,
  widthM: 20,
  heightM: 20,
  radios: [radio],
  areas: [{ id: 'a1', name: 'Left room', polygon: [p(0, 0), p(12, 0), p(12, 20), p(0, 20)] }],
};
const valueAt = (result: ReturnType<typeof computeFloorHeatmap>, x: number, y: number) => {
  const v = result.vertices;
  return v.values[Math.floor((y - v.originY) / v.cellSize) * v.cols + Math.floor((x - v.originX) / v.cellSize)];
};

describe('computing a floor heatmap', () => {
  const signal = computeFloorHeatmap(input, { type: 'sig-strength', accuracy: 'high' });

  it('gives dBm values on a metre grid that fall with distance and behind the wall', () => {
    expect(signal.binType).toBe('dBm');
    expect(signal.vertices).toMatchObject({ cols: 20, rows: 20, cellSize: 1 });
    const near = valueAt(signal, 6, 5)!;
    const far = valueAt(signal, 11, 5)!;
    const behindWall = valueAt(signal, 13, 5)!;
    expect(near).toBeGreaterThan(far);
    expect(far - behindWall).toBeGreaterThan(10);
  });

  it('leaves exclusion areas out: no values there, and legend shares only count the rest', () => {
    expect(valueAt(signal, 18, 18)).toBeNull();
    const total = signal.bins!.reduce((sum, bin) => sum + bin.share, 0);
    expect(total).toBeGreaterThan(0.5);
    expect(total).toBeLessThanOrEqual(1.0001);
  });

  it('reports per-area statistics and contours in floor metres', () => {
    expect(signal.areas[0]).toMatchObject({ areaId: 'a1', name: 'Left room' });
    expect(signal.areas[0]!.cells).toBeGreaterThan(200);
    expect(signal.contours.some((level) => level.rings.length > 0)).toBe(true);
  });

  it('hears a phone 10 dB lower with a client offset', () => {
    const phone = computeFloorHeatmap(input, { type: 'sig-strength', accuracy: 'high', 'client-offset-db': 10 });
    expect(valueAt(signal, 6, 5)! - valueAt(phone, 6, 5)!).toBeCloseTo(10, 1);
  });

  it('returns the empty heatmap for no-visualization and nothing for radios of another band', () => {
    expect(computeFloorHeatmap(input, { type: 'no-visualization' }).vertices.values).toEqual([]);
    const twoFour = computeFloorHeatmap(input, { type: 'sig-strength', accuracy: 'high', 'radio-band': '2.4' });
    expect(twoFour.vertices.values.every((v) => v === null || v <= -100)).toBe(true);
  });
});
