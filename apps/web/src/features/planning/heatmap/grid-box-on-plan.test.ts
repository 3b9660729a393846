import { createGrid } from '@airscope/core';
import { describe, expect, it } from 'vitest';
import { gridBoxOnPlan } from './paint-grid.ts';

describe('gridBoxOnPlan', () => {
  it('stretches the cells over their metres of the plan, past its edge where the last cell overhangs', () => {
    // 84 × 59 m (F1) in 1 m cells: 84 × 59 cells exactly; in 0.25 m cells too. A 10.5 m plan needs 11 one-metre cells.
    expect(gridBoxOnPlan(createGrid(84, 59, 1), 84, 59)).toEqual({ left: '0%', top: '0%', width: '100%', height: '100%' });
    const overhang = gridBoxOnPlan(createGrid(10.5, 7, 1), 10.5, 7);
    expect(Number.parseFloat(overhang.width)).toBeCloseTo((11 / 10.5) * 100, 6);
    expect(overhang.height).toBe('100%');
    expect(gridBoxOnPlan(createGrid(4, 2, 0.5, 1, 0.5), 8, 4)).toEqual({ left: '12.5%', top: '12.5%', width: '50%', height: '50%' });
  });
});
