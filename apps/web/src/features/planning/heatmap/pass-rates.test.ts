import { createGrid, pointM } from '@airscope/core';
import { describe, expect, it } from 'vitest';
import { computePassRates } from './pass-rates.ts';

describe('requirement pass rates from a network-health grid', () => {
  it('counts passing cells of the floor and of each area, leaving cells without a value out', () => {
    const grid = createGrid(4, 2, 1);
    // Row 0: pass pass fail none; row 1: fail fail pass pass.
    const health = new Float32Array([1, 1, 0, Number.NaN, 0, 0, 1, 1]);
    const left = [pointM(0, 0), pointM(2, 0), pointM(2, 2), pointM(0, 2)];
    const rates = computePassRates(health, grid, [{ id: 'a', name: 'Left', polygon: left }]);
    expect(rates.floor).toBeCloseTo(4 / 7, 6);
    expect(rates.areas).toEqual([{ id: 'a', name: 'Left', passRate: 0.5 }]);
  });

  it('judges a kept polygon afresh on each heatmap and on a new grid (a drag reuses its areas between frames)', () => {
    const left = [pointM(0, 0), pointM(2, 0), pointM(2, 2), pointM(0, 2)];
    const areas = [{ id: 'a', name: 'Left', polygon: left }];
    const coarse = createGrid(4, 2, 1);
    expect(computePassRates(new Float32Array([1, 1, 0, 0, 0, 0, 1, 1]), coarse, areas).areas[0]!.passRate).toBe(0.5);
    // The same polygon, the next frame's heatmap: the same four cells, new values.
    expect(computePassRates(new Float32Array([1, 1, 0, 0, 1, 1, 1, 1]), coarse, areas).areas[0]!.passRate).toBe(1);
    // A sharper grid: the area now holds 16 cells, of which the left half of each row passes.
    const sharp = createGrid(4, 2, 0.5);
    const health = new Float32Array(8 * 4).map((_, index) => (index % 8 < 2 ? 1 : 0));
    expect(computePassRates(health, sharp, areas).areas[0]!.passRate).toBe(0.5);
    // Back on the coarse grid, its own cells again.
    expect(computePassRates(new Float32Array([0, 1, 1, 1, 0, 1, 1, 1]), coarse, areas).areas[0]!.passRate).toBe(0.5);
  });
});
