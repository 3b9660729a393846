import { describe, expect, it } from 'vitest';
import { placeApLabels, type LabelledPoint } from './place-ap-labels.ts';

const label = (id: string, x: number, y: number): LabelledPoint => ({ id, x, y, width: 80, height: 14 });
const boxOf = (point: LabelledPoint, offset: { dx: number; dy: number }) => ({
  left: point.x + offset.dx,
  top: point.y + offset.dy,
  right: point.x + offset.dx + point.width,
  bottom: point.y + offset.dy + point.height,
});

describe('placeApLabels', () => {
  it('puts a lone label to the right of its marker', () => {
    expect(placeApLabels([label('a', 100, 100)]).get('a')).toEqual({ dx: 13, dy: -7 });
  });

  it('moves a crowded label to another side, and hides it when no side is free, never overlapping', () => {
    const points = [label('a', 100, 100), label('b', 150, 100), label('c', 125, 100), label('d', 125, 70), label('e', 125, 130)];
    const placed = placeApLabels(points);
    const boxes = points.flatMap((point) => {
      const offset = placed.get(point.id);
      return offset ? [boxOf(point, offset)] : [];
    });
    for (const [i, a] of boxes.entries()) {
      for (const b of boxes.slice(i + 1)) expect(a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom).toBe(false);
      for (const point of points)
        expect(a.left < point.x + 9 && point.x - 9 < a.right && a.top < point.y + 9 && point.y - 9 < a.bottom).toBe(false);
    }
    expect([...placed.values()].some((offset) => offset === null)).toBe(true);
  });
});
