import { describe, expect, it } from 'vitest';
import { EMPTY_HEATMAP } from '@airscope/contracts';
import { createHeatmapCache } from './heatmap-cache.ts';

describe('heatmap cache', () => {
  it('keeps 100 results and evicts the oldest first', () => {
    const cache = createHeatmapCache();
    for (let i = 0; i < 101; i++) cache.set(`k${i}`, EMPTY_HEATMAP);
    expect(cache.size).toBe(100);
    expect(cache.get('k0')).toBeUndefined();
    expect(cache.get('k1')).toBe(EMPTY_HEATMAP);
    expect(cache.get('k100')).toBe(EMPTY_HEATMAP);
    expect(cache.hits).toBe(2);
  });
});
