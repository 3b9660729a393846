import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/db.types.ts';
import { readInsightsDataVersion } from './insight-data-version.repository.ts';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** An answer kept as JSON text, with its compressed forms made once, on first demand. */
export interface CachedJson {
  readonly json: string;
  gzipped(): Promise<Buffer>;
  /** Brotli at quality 5 (1 for large answers): a third smaller than gzip on the project list, at about the same cost. */
  brotli(): Promise<Buffer>;
}

interface InsightsResponseCacheOptions {
  /** Upper bound of the JSON kept, in bytes; the least recently used answers go first. */
  maxBytes?: number;
  /** Off: every call computes afresh, shares nothing and keeps nothing (INSIGHTS_ANSWER_CACHE=false, for the bench). */
  enabled?: boolean;
}

/**
 * Above this many characters an answer is compressed at the fastest level: the map's places (hundreds of kB of ids)
 * took 18 ms at brotli 5 and 2.7 ms at brotli 1 with random UUIDs, which no level shrinks much (brotli 1 came out no
 * larger); on the bench's sequential ids brotli 1 is a third larger than 5.
 */
const FAST_COMPRESSION_FROM = 128 * 1024;

function cachedJson(json: string): CachedJson {
  let zipped: Promise<Buffer> | undefined;
  let brotli: Promise<Buffer> | undefined;
  const large = json.length > FAST_COMPRESSION_FROM;
  return {
    json,
    gzipped: () => (zipped ??= gzipAsync(json, { level: large ? 1 : 6 })),
    brotli: () =>
      (brotli ??= brotliAsync(json, {
        params: { [constants.BROTLI_PARAM_QUALITY]: large ? 1 : 5, [constants.BROTLI_PARAM_SIZE_HINT]: json.length },
      })),
  };
}

/**
 * Answers of the insights read API kept in memory per data version: repeated identical list queries
 * (the main view reloads them on every visit) skip the database and the JSON encoding. Concurrent
 * misses of one key share one computation. Any write to the read models bumps the version, which
 * empties the cache, so an answer is never older than the data it was computed from.
 */
export function createInsightsResponseCache(db: Kysely<Database>, options: InsightsResponseCacheOptions = {}) {
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  let version = '';
  let bytes = 0;
  const entries = new Map<string, CachedJson>();
  // Bytes are counted on the JSON text; compressed forms add a fraction of it.
  const pending = new Map<string, Promise<CachedJson>>();

  function remember(key: string, entry: CachedJson) {
    entries.set(key, entry);
    bytes += entry.json.length;
    for (const [oldKey, old] of entries) {
      if (bytes <= maxBytes || oldKey === key) break;
      entries.delete(oldKey);
      bytes -= old.json.length;
    }
  }

  return {
    /** The JSON of `compute()` for `key` at the current data version; computed once per version. */
    async get(key: string, compute: () => Promise<unknown>): Promise<CachedJson> {
      if (options.enabled === false) return cachedJson(JSON.stringify(await compute()));
      const current = await readInsightsDataVersion(db);
      if (current !== version) {
        entries.clear();
        bytes = 0;
        version = current;
      }
      const hit = entries.get(key);
      if (hit) {
        // Re-inserted so the map's order stays least recently used first.
        entries.delete(key);
        entries.set(key, hit);
        return hit;
      }
      const flightKey = `${current}|${key}`;
      const running = pending.get(flightKey);
      if (running) return running;
      const work = compute()
        .then((value) => {
          const entry = cachedJson(JSON.stringify(value));
          if (version === current) remember(key, entry);
          return entry;
        })
        .finally(() => pending.delete(flightKey));
      pending.set(flightKey, work);
      return work;
    },

    /** What the cache holds now (for tests and the bench). */
    stats: () => ({ version, entries: entries.size, bytes }),
  };
}
export type InsightsResponseCache = ReturnType<typeof createInsightsResponseCache>;
