import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/db.types.ts';

/** The fixed-window request counters the rate limiter keeps in the database. */
export function createRateLimitRepository(db: Kysely<Database>) {
  return {
    /** Counts one request of `subject` in the window starting at `windowStart`; answers the window's new total. */
    async countHit(bucket: string, subject: string, windowStart: Date): Promise<number> {
      const { rows } = await sql<{ hits: number }>`
        insert into rate_limit_windows (bucket, subject, window_start, hits)
        values (${bucket}, ${subject}, ${windowStart}, 1)
        on conflict (bucket, subject, window_start) do update set hits = rate_limit_windows.hits + 1
        returning hits`.execute(db);
      return Number(rows[0]?.hits ?? 1);
    },
    async deleteWindowsBefore(before: Date): Promise<void> {
      await sql`delete from rate_limit_windows where window_start < ${before}`.execute(db);
    },
  };
}
