import { metres, pixels } from '@airscope/core';
import { describe, expect, it } from 'vitest';
import { metresToPixels, pixelsToMetres } from './floor-units.ts';

describe('floor units', () => {
  it('maps metres to image pixels by dividing by metres per unit', () => {
    expect(metresToPixels(metres(10), 0.05)).toBeCloseTo(200);
    expect(metresToPixels(metres(0), 0.05)).toBe(0);
  });

  it('maps pixels back to the same metres', () => {
    expect(pixelsToMetres(metresToPixels(metres(7.5), 0.02), 0.02)).toBeCloseTo(7.5);
    expect(pixelsToMetres(pixels(100), 0.1)).toBeCloseTo(10);
  });
});
