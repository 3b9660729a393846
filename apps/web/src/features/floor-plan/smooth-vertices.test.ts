import { describe, expect, it } from 'vitest';
import { canSmooth, refineCellIndices, smoothVertices } from './smooth-vertices.ts';

const grid = (cols: number, rows: number, values: Array<number | null>) => ({ originX: 0, originY: 0, cellSize: 2, cols, rows, values });

describe('smooth mode', () => {
  it('refines the grid and blends between cell centres without leaving the range of the neighbours', () => {
    const smooth = smoothVertices(grid(2, 1, [-80, -60]), 4);
    expect(smooth).toMatchObject({ cols: 8, rows: 4, cellSize: 0.5 });
    const firstRow = smooth.values.slice(0, 8) as number[];
    // Outer sub-cells stay at their cell's value, inner ones climb steadily from −80 to −60.
    expect(firstRow[0]).toBe(-80);
    expect(firstRow[7]).toBe(-60);
    for (let i = 1; i < 8; i++) expect(firstRow[i]!).toBeGreaterThanOrEqual(firstRow[i - 1]!);
    expect(firstRow[3]! > -80 && firstRow[4]! < -60).toBe(true);
  });

  it('never spreads a value into a cell that had none', () => {
    const smooth = smoothVertices(grid(2, 1, [-70, null]), 2);
    expect(smooth.values).toEqual([-70, -70, null, null, -70, -70, null, null]);
  });

  it('keeps pass/fail and counts in whole cells', () => {
    expect(canSmooth('pass')).toBe(false);
    expect(canSmooth('count')).toBe(false);
    expect(canSmooth('dBm')).toBe(true);
  });

  it('maps greyed cells onto the sub-cells that cover them in the refined grid', () => {
    // A 3 × 2 grid refined twice is 6 × 4; cell 4 (row 1, col 1) covers sub-cells (2–3, 2–3).
    expect(refineCellIndices([4], 3, 2)).toEqual([2 * 6 + 2, 2 * 6 + 3, 3 * 6 + 2, 3 * 6 + 3]);
    expect(refineCellIndices([0, 5], 3, 1)).toEqual([0, 5]);
  });
});
