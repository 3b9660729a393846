import { describe, expect, it } from 'vitest';
import { CompactHeatmapError, decodeCompactHeatmap, encodeCompactHeatmap } from './heatmap-compact.ts';
import { EMPTY_HEATMAP, HeatmapResultSchema, type HeatmapResult } from './heatmap.schemas.ts';

const cols = 7;
const rows = 5;
const signal: HeatmapResult = {
  binType: 'dBm',
  bins: [
    { from: -200, to: -67, color: '#00000000', share: 0.4 },
    { from: -67, to: null, color: '#00ff00', share: 0.6 },
  ],
  greyedCells: [0, 3, 8, 34],
  greyColor: '#808080',
  requirement: { id: null, name: 'Ekahau Best Practices', passRate: 0.5, criteria: [] },
  vertices: {
    originX: 0,
    originY: 0,
    cellSize: 0.5,
    cols,
    rows,
    values: Array.from({ length: cols * rows }, (_, i) => (i % 6 === 5 ? null : Math.round((-30 - i * 1.7) * 10) / 10)),
  },
  areas: [{ areaId: 'a1', name: 'Hall', cells: 12, mean: -50.2, min: -80, max: -30, passRate: 0.25 }],
  contours: [
    {
      threshold: -67,
      rings: [
        [
          [0.3, 0.3],
          [3.1, 0.2],
          [2.9, 1.7],
          [-0.4, 1.5],
        ],
        [
          [100.5, 120.7],
          [99.9, 120.7],
        ],
      ],
    },
    { threshold: -45, rings: [] },
  ],
};

describe('the compact heatmap form', () => {
  it('decodes to exactly the JSON form when values are at 0.1 within 6,553 units', () => {
    const decoded = decodeCompactHeatmap(encodeCompactHeatmap(signal));
    expect(decoded).toEqual(signal);
    expect(HeatmapResultSchema.parse(decoded)).toEqual(signal);
  });

  it('keeps a wide range (data rates up to 11.5 Gb/s) within half its step', () => {
    const values = [0, 0.1, 6.5, 5764.7, 11529.4, null, 11529.3];
    const wide: HeatmapResult = { ...signal, binType: 'Mbps', vertices: { ...signal.vertices, cols: 7, rows: 1, values }, greyedCells: [] };
    const decoded = decodeCompactHeatmap(encodeCompactHeatmap(wide));
    const step = 11529.4 / 0xfffe;
    decoded.vertices.values.forEach((v, i) => {
      if (values[i] === null) return expect(v).toBeNull();
      expect(Math.abs(v! - values[i]!)).toBeLessThanOrEqual(step / 2 + 1e-9);
    });
    expect(decoded.greyedCells).toEqual([]);
  });

  it('is less than half the JSON of a real-sized grid, before gzip', () => {
    const big: HeatmapResult = {
      ...signal,
      vertices: { ...signal.vertices, cols: 168, rows: 119, values: Array.from({ length: 168 * 119 }, (_, i) => -40 - (i % 500) / 10) },
    };
    expect(encodeCompactHeatmap(big).length * 2).toBeLessThan(JSON.stringify(big).length);
  });

  it('round-trips the empty heatmap and leaves out what the answer left out', () => {
    const { bins: _bins, ...noLegend } = EMPTY_HEATMAP;
    expect(decodeCompactHeatmap(encodeCompactHeatmap(EMPTY_HEATMAP))).toEqual(EMPTY_HEATMAP);
    expect(decodeCompactHeatmap(encodeCompactHeatmap(noLegend))).toEqual(noLegend);
  });

  it('refuses bytes of another format or cut short', () => {
    expect(() => decodeCompactHeatmap(new TextEncoder().encode('{"binType":"dBm"}'))).toThrow(CompactHeatmapError);
    const bytes = encodeCompactHeatmap(signal);
    expect(() => decodeCompactHeatmap(bytes.subarray(0, bytes.length - 3))).toThrow(CompactHeatmapError);
    expect(() => decodeCompactHeatmap(bytes.subarray(0, 40))).toThrow(CompactHeatmapError);
  });
});
