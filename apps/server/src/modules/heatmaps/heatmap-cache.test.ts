import { describe, expect, it } from 'vitest';
import { EMPTY_HEATMAP } from '@airscope/contracts';
import { createHeatmapCache } from './heatmap-cache.ts';
import { toHeatmapAnswer } from './heatmap-answer.ts';

describe('heatmap cache', () => {
  it('keeps 100 answers and evicts the oldest first', () => {
    const cache = createHeatmapCache();
    const answer = toHeatmapAnswer(EMPTY_HEATMAP);
    for (let i = 0; i < 101; i++) cache.set(`k${i}`, answer);
    expect(cache.size).toBe(100);
    expect(cache.get('k0')).toBeUndefined();
    expect(cache.get('k1')).toBe(answer);
    expect(cache.get('k100')).toBe(answer);
    expect(cache.hits).toBe(2);
  });

  it('encodes each form once and answers the same bytes after', async () => {
    const answer = toHeatmapAnswer(EMPTY_HEATMAP);
    expect(answer.bytes('json')).toBe(answer.bytes('json'));
    expect(JSON.parse(answer.bytes('json').toString())).toEqual(EMPTY_HEATMAP);
    expect(await answer.gzipped('compact')).toBe(await answer.gzipped('compact'));
  });
});
