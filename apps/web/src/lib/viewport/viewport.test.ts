import { describe, expect, it } from 'vitest';
import { fitViewport, MAX_SCALE, MIN_SCALE, panViewport, screenToContent, viewportTransform, zoomAroundPoint } from './viewport.ts';

describe('viewport maths', () => {
  it('keeps the content point under the cursor when zooming', () => {
    const before = { scale: 0.5, offsetX: 40, offsetY: -10 };
    const under = screenToContent(before, 300, 200);
    const after = zoomAroundPoint(before, 2, 300, 200);
    expect(after.scale).toBe(1);
    const stillUnder = screenToContent(after, 300, 200);
    expect(stillUnder.x).toBeCloseTo(under.x);
    expect(stillUnder.y).toBeCloseTo(under.y);
  });

  it('clamps the scale and keeps the point fixed at the limit', () => {
    const atMax = zoomAroundPoint({ scale: MAX_SCALE, offsetX: 0, offsetY: 0 }, 2, 100, 100);
    expect(atMax).toEqual({ scale: MAX_SCALE, offsetX: 0, offsetY: 0 });
    expect(zoomAroundPoint({ scale: MIN_SCALE, offsetX: 0, offsetY: 0 }, 0.1, 0, 0).scale).toBe(MIN_SCALE);
  });

  it('pans by the screen delta', () => {
    expect(panViewport({ scale: 2, offsetX: 1, offsetY: 2 }, 10, -5)).toEqual({ scale: 2, offsetX: 11, offsetY: -3 });
  });

  it('fits the content centred in the box', () => {
    expect(fitViewport(1000, 500, 500, 500)).toEqual({ scale: 0.5, offsetX: 0, offsetY: 125 });
    expect(fitViewport(0, 0, 500, 500)).toEqual({ scale: 1, offsetX: 0, offsetY: 0 });
  });

  it('fits inside the inset kept clear for floating controls, and to the whole box when the inset leaves no room', () => {
    const inset = { top: 60, right: 20, bottom: 40, left: 20 };
    expect(fitViewport(1000, 500, 540, 600, inset)).toEqual({ scale: 0.5, offsetX: 20, offsetY: 60 + (500 - 250) / 2 });
    expect(fitViewport(1000, 500, 30, 30, inset)).toEqual(fitViewport(1000, 500, 30, 30));
  });

  it('writes the wrapper transform', () => {
    expect(viewportTransform({ scale: 1.5, offsetX: 10, offsetY: -4 })).toBe('translate(10px, -4px) scale(1.5)');
  });
});
