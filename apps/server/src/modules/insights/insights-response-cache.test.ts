import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/db.types.ts';
import { createInsightsResponseCache } from './insights-response-cache.ts';

describe('insights answer cache turned off (INSIGHTS_ANSWER_CACHE=false)', () => {
  it('computes every answer afresh and keeps none, without reading the data version', async () => {
    // Turned off, the cache never asks the database: a database that throws proves it.
    const db = new Proxy(
      {},
      {
        get: () => {
          throw new Error('the database was read');
        },
      },
    ) as unknown as Kysely<Database>;
    const cache = createInsightsResponseCache(db, { enabled: false });
    let computed = 0;
    const compute = async () => ({ answer: ++computed });
    expect(JSON.parse((await cache.get('same key', compute)).json)).toEqual({ answer: 1 });
    expect(JSON.parse((await cache.get('same key', compute)).json)).toEqual({ answer: 2 });
    expect(cache.stats().entries).toBe(0);
  });
});
