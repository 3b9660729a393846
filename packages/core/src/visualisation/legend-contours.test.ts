import { describe, expect, it } from 'vitest';
import { createGrid } from '../model/grid.ts';
import { signedPolygonArea, isPointInPolygon } from '../geometry/polygon.ts';
import { pointM } from '../geometry/points.ts';
import { computeLegendBins, DEFAULT_LEGENDS } from './legend-bins.ts';
import { summariseArea } from './area-statistics.ts';
import { traceContourRings, traceContours } from './contours.ts';

describe('legend bins', () => {
  it('reports the share of in-scope cells per bin, below the legend and without value', () => {
    const values = Float32Array.of(-95, -88, -66, -40, NaN, -70);
    const summary = computeLegendBins(values, DEFAULT_LEGENDS['sig-strength'], Uint8Array.of(1, 1, 1, 1, 1, 0));
    expect(summary.inScopeCells).toBe(5);
    expect(summary.belowShare).toBeCloseTo(0.2, 9);
    expect(summary.noValueShare).toBeCloseTo(0.2, 9);
    expect(summary.bins.find((b) => b.from === -90)!.share).toBeCloseTo(0.2, 9);
    expect(summary.bins.find((b) => b.from === -67)!.cells).toBe(1);
    expect(summary.bins.at(-1)!.to).toBe(Infinity);
    expect(summary.bins.reduce((s, b) => s + b.share, 0) + summary.belowShare + summary.noValueShare).toBeCloseTo(1, 9);
  });
});

describe('area statistics', () => {
  it('summarises values inside a polygon, skipping excluded cells', () => {
    const grid = createGrid(4, 1, 1);
    const stats = summariseArea(
      Float32Array.of(1, 2, 3, 100),
      grid,
      [pointM(0, 0), pointM(3, 0), pointM(3, 1), pointM(0, 1)],
      Uint8Array.of(1, 1, 1, 1),
      2,
    );
    expect(stats).toMatchObject({ cells: 3, areaM2: 3, mean: 2, min: 1, max: 3, median: 2 });
    expect(stats.shareAtLeast).toBeCloseTo(2 / 3, 9);
  });
});

describe('marching-squares contours', () => {
  const grid = createGrid(20, 20, 0.5);
  const cone = Float32Array.from({ length: grid.cols * grid.rows }, (_, i) => {
    const x = ((i % grid.cols) + 0.5) * 0.5,
      y = (Math.floor(i / grid.cols) + 0.5) * 0.5;
    return -40 - 5 * Math.hypot(x - 10, y - 10);
  });

  it('traces one closed ring around a radial field at the threshold radius', () => {
    const rings = traceContourRings(cone, grid, -65);
    expect(rings).toHaveLength(1);
    expect(Math.abs(signedPolygonArea(rings[0]!))).toBeCloseTo(Math.PI * 25, -0.5);
    expect(isPointInPolygon(10, 10, rings[0]!)).toBe(true);
  });

  it('closes rings at the grid edge and returns one level per threshold', () => {
    const levels = traceContours(cone, grid, [-200, -65, 0]);
    expect(levels.map((l) => l.rings.length)).toEqual([1, 1, 0]);
    const edge = levels[0]!.rings[0]!;
    expect(Math.abs(signedPolygonArea(edge))).toBeCloseTo(400, -1);
  });

  it('treats missing values as below every threshold', () => {
    const holes = cone.slice();
    holes[grid.cols * 10 + 10] = NaN;
    expect(traceContourRings(holes, grid, -45).length).toBeGreaterThanOrEqual(1);
  });
});
