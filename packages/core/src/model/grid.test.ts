import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pointM, type PointM } from '../geometry/points.ts';
import { isPointInPolygon } from '../geometry/polygon.ts';
import { cellCentreX, cellCentreY, createGrid, forEachCellInPolygon, type GridSpec } from './grid.ts';

/** The cells by the definition: every centre of the grid tested against the polygon. */
function cellsByPointTest(grid: GridSpec, polygon: readonly PointM[]): number[] {
  const cells: number[] = [];
  if (polygon.length < 3) return cells;
  for (let r = 0; r < grid.rows; r++)
    for (let c = 0; c < grid.cols; c++)
      if (isPointInPolygon(cellCentreX(grid, c), cellCentreY(grid, r), polygon)) cells.push(r * grid.cols + c);
  return cells;
}

function cellsVisited(grid: GridSpec, polygon: readonly PointM[]): number[] {
  const cells: number[] = [];
  forEachCellInPolygon(grid, polygon, (index) => cells.push(index));
  return cells;
}

describe('cells inside a polygon', () => {
  it('visits a concave polygon’s cells once each, row by row', () => {
    const grid = createGrid(6, 4, 1);
    // An L: the bottom row full width, the left column full height.
    const l = [pointM(0, 0), pointM(2, 0), pointM(2, 3), pointM(6, 3), pointM(6, 4), pointM(0, 4)];
    expect(cellsVisited(grid, l)).toEqual([0, 1, 6, 7, 12, 13, 18, 19, 20, 21, 22, 23]);
  });

  it('finds exactly the cells whose centres pass the point test, for any polygon on any grid', () => {
    // Coordinates on a 0.25 m lattice put vertices and edges on cell centres and borders, where rounding would show.
    const coordinate = fc.integer({ min: -8, max: 48 }).map((q) => q * 0.25);
    const polygon = fc
      .array(fc.tuple(coordinate, coordinate), { minLength: 3, maxLength: 9 })
      .map((points) => points.map(([x, y]) => pointM(x, y)));
    const grid = fc
      .record({ size: fc.constantFrom(0.25, 0.5, 1, 0.7), origin: fc.constantFrom(0, -1, 0.3) })
      .map(({ size, origin }) => createGrid(10, 8, size, origin, origin));
    fc.assert(
      fc.property(grid, polygon, (g, p) => {
        expect(cellsVisited(g, p)).toEqual(cellsByPointTest(g, p));
      }),
      { numRuns: 400 },
    );
  });
});
