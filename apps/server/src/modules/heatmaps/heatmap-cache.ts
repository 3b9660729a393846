import type { HeatmapResult } from '@airscope/contracts';

export const HEATMAP_CACHE_SIZE = 100;

/** Spec §9: up to 100 heatmaps, the oldest evicted first; keys carry the project version, so edits never hit stale entries. */
export function createHeatmapCache(capacity = HEATMAP_CACHE_SIZE) {
  const entries = new Map<string, HeatmapResult>();
  let hits = 0;
  return {
    get(key: string): HeatmapResult | undefined {
      const found = entries.get(key);
      if (found) hits += 1;
      return found;
    },
    set(key: string, value: HeatmapResult): void {
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
