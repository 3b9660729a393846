import type { SharedFloorFields } from '@airscope/core';

/** Room for a few dozen floors' fields at the finest accuracy (F1 at 0.5 m, one band: about 5 MB). */
export const SHARED_FIELDS_CACHE_BYTES = 256 * 1024 * 1024;

// Per cell beside the fields: scope (1 byte) and the context's shared passes (strongest, second, serving radio and AP,
// SNR, data rate, interference, and the summary's two float64 scratch arrays), about 40 bytes.
const SHARED_BYTES_PER_CELL = 40;

/** What one entry holds in memory, counted on its typed arrays: the per-radio fields and the per-cell passes. */
export function sharedFieldsBytes(shared: SharedFloorFields): number {
  let bytes = shared.grid.cols * shared.grid.rows * SHARED_BYTES_PER_CELL;
  for (const field of shared.fields.values()) bytes += ArrayBuffer.isView(field) ? field.byteLength : field.values.byteLength;
  return bytes;
}

/**
 * A floor's shared fields per project version and field-shaping options (issue 21: fields once,
 * visualisations many), least recently used first out once the bytes exceed the bound. Keys carry the
 * project version, so an edited project never reuses them. `hits` and `misses` are what the tests read.
 */
export function createSharedFieldsCache(maxBytes = SHARED_FIELDS_CACHE_BYTES) {
  const entries = new Map<string, { shared: SharedFloorFields; bytes: number }>();
  // Fields being computed (on the field workers): a second request for them waits for the same computation.
  const computing = new Map<string, Promise<SharedFloorFields>>();
  let bytes = 0;
  let hits = 0;
  let misses = 0;

  function keep(key: string, shared: SharedFloorFields): void {
    const size = sharedFieldsBytes(shared);
    // An entry larger than the bound is used once, not kept.
    if (size > maxBytes) return;
    entries.set(key, { shared, bytes: size });
    bytes += size;
    for (const [oldKey, old] of entries) {
      if (bytes <= maxBytes) break;
      entries.delete(oldKey);
      bytes -= old.bytes;
    }
  }

  return {
    /** The kept fields of `key`, else those being computed for it, else `compute()`'s, kept. */
    async obtain(key: string, compute: () => SharedFloorFields | Promise<SharedFloorFields>): Promise<SharedFloorFields> {
      const found = entries.get(key);
      if (found) {
        hits += 1;
        entries.delete(key);
        entries.set(key, found);
        return found.shared;
      }
      const running = computing.get(key);
      if (running) {
        hits += 1;
        return running;
      }
      misses += 1;
      const pending = (async () => compute())();
      computing.set(key, pending);
      try {
        const shared = await pending;
        keep(key, shared);
        return shared;
      } finally {
        computing.delete(key);
      }
    },
    get hits() {
      return hits;
    },
    get misses() {
      return misses;
    },
    get bytes() {
      return bytes;
    },
  };
}
export type SharedFieldsCache = ReturnType<typeof createSharedFieldsCache>;
