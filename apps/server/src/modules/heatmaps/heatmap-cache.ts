import type { HeatmapAnswer } from './heatmap-answer.ts';
import { createSharedFieldsCache, type SharedFieldsCache } from './shared-fields-cache.ts';

export const HEATMAP_CACHE_SIZE = 100;

/**
 * docs/product.md §9: up to 100 heatmap answers, the oldest evicted first; keys carry the project version, so edits
 * never hit stale entries. Beside them `fields` keeps each floor's shared fields, which every visualisation reuses.
 */
export function createHeatmapCache(capacity = HEATMAP_CACHE_SIZE, fields: SharedFieldsCache = createSharedFieldsCache()) {
  const entries = new Map<string, HeatmapAnswer>();
  let hits = 0;
  return {
    fields,
    get(key: string): HeatmapAnswer | undefined {
      const found = entries.get(key);
      if (found) hits += 1;
      return found;
    },
    set(key: string, value: HeatmapAnswer): void {
      entries.delete(key);
      entries.set(key, value);
      while (entries.size > capacity) entries.delete(entries.keys().next().value!);
    },
    get size() {
      return entries.size;
    },
    get hits() {
      return hits;
    },
  };
}
export type HeatmapCache = ReturnType<typeof createHeatmapCache>;
