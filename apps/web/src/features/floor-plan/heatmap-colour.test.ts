import { describe, expect, it } from 'vitest';
import { colourForValue, findBinForValue, paintVertices, valueAtPoint } from './heatmap-colour.ts';

const BINS = [
  { from: -90, to: -70, color: '#ff0000', share: 0.2 },
  { from: -70, to: -60, color: '#ffff00', share: 0.3 },
  { from: -60, to: null, color: '#00ff00', share: 0.5 },
];

describe('heatmap colours', () => {
  it('puts a value in the bin with from ≤ v < to', () => {
    expect(findBinForValue(BINS, -90)?.color).toBe('#ff0000');
    expect(findBinForValue(BINS, -70)?.color).toBe('#ffff00');
    expect(findBinForValue(BINS, -60.5)?.color).toBe('#ffff00');
  });

  it('treats a null `to` as open-ended', () => {
    expect(findBinForValue(BINS, -60)?.color).toBe('#00ff00');
    expect(findBinForValue(BINS, 20)?.color).toBe('#00ff00');
  });

  it('leaves values below the first bin and null values transparent', () => {
    expect(colourForValue(BINS, -95)).toEqual([0, 0, 0, 0]);
    expect(colourForValue(BINS, null)).toEqual([0, 0, 0, 0]);
    expect(colourForValue(BINS, -65)).toEqual([255, 255, 0, 255]);
  });

  it('paints one RGBA pixel per cell', () => {
    const pixels = paintVertices(BINS, { originX: 0, originY: 0, cellSize: 1, cols: 2, rows: 1, values: [-50, null] });
    expect([...pixels]).toEqual([0, 255, 0, 255, 0, 0, 0, 0]);
  });

  it('reads the value of the cell under a point in metres', () => {
    const vertices = { originX: 10, originY: 20, cellSize: 2, cols: 2, rows: 2, values: [-50, -60, -70, null] };
    expect(valueAtPoint(vertices, 10.5, 20.5)).toBe(-50);
    expect(valueAtPoint(vertices, 13.9, 21)).toBe(-60);
    expect(valueAtPoint(vertices, 11, 23)).toBe(-70);
    expect(valueAtPoint(vertices, 13, 23)).toBeNull();
    expect(valueAtPoint(vertices, 9, 21)).toBeNull();
    expect(valueAtPoint(vertices, 11, 24)).toBeNull();
  });

  it('paints the cells the requirement greys out in grey, whatever their value', () => {
    const vertices = { originX: 0, originY: 0, cellSize: 1, cols: 3, rows: 1, values: [-50, -65, -80] };
    const pixels = paintVertices(BINS, vertices, { cells: [1, 2], color: '#9e9e9e' });
    expect([...pixels.slice(0, 4)]).toEqual([0, 255, 0, 255]);
    expect([...pixels.slice(4, 8)]).toEqual([158, 158, 158, 255]);
    expect([...pixels.slice(8, 12)]).toEqual([158, 158, 158, 255]);
  });
});
