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
});
