import { describe, expect, it, vi } from 'vitest';
import { ZOOM_STEP } from './viewport.ts';
import { navigateByKey } from './viewport-keys.ts';

describe('navigateByKey', () => {
  it('pans with the arrows, zooms with + = −, fits with 0, and leaves other keys to the caller', () => {
    const view = { pan: vi.fn(), zoomBy: vi.fn(), fit: vi.fn() };
    expect(navigateByKey('ArrowLeft', view)).toBe(true);
    expect(navigateByKey('ArrowDown', view)).toBe(true);
    expect(view.pan.mock.calls).toEqual([
      [40, 0],
      [0, -40],
    ]);
    for (const key of ['+', '=', '-']) expect(navigateByKey(key, view)).toBe(true);
    expect(view.zoomBy.mock.calls).toEqual([[ZOOM_STEP], [ZOOM_STEP], [1 / ZOOM_STEP]]);
    expect(navigateByKey('0', view)).toBe(true);
    expect(view.fit).toHaveBeenCalledTimes(1);
    expect(navigateByKey('Enter', view)).toBe(false);
    expect(navigateByKey('w', view)).toBe(false);
  });
});
