import { describe, expect, it } from 'vitest';
import { documentFromBatch } from '../document/editor-document.ts';
import { findNearWallPoint } from './wall-commands.ts';

const point = (id: string, floorPlanId: string, x: number, y: number) => ({
  id,
  status: 'CREATED',
  location: { floorPlanId, coord: { x, y } },
});

describe('wall point snapping', () => {
  const document = documentFromBatch({ wallPoints: [point('a', 'f1', 10, 10), point('b', 'f1', 13, 10), point('c', 'f2', 10, 11)] });

  it('finds the nearest point of the floor within the radius', () => {
    expect(findNearWallPoint(document, 'f1', 11, 10, 5)).toEqual({ id: 'a', x: 10, y: 10 });
    expect(findNearWallPoint(document, 'f1', 30, 30, 5)).toBeNull();
    expect(findNearWallPoint(document, 'f2', 10, 10, 5)).toEqual({ id: 'c', x: 10, y: 11 });
  });

  it('skips the point being dragged, so it snaps to its neighbour rather than to itself', () => {
    expect(findNearWallPoint(document, 'f1', 11, 10, 5, 'a')).toEqual({ id: 'b', x: 13, y: 10 });
  });
});
