import type { Kysely } from 'kysely';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/db.types.ts';
import { HttpError } from './http-error.ts';
import { createRateLimitRepository } from './rate-limit.repository.ts';

/** At most `hits` requests per subject in each fixed window of `windowMs`. */
export interface RateLimit {
  readonly bucket: string;
  readonly hits: number;
  readonly windowMs: number;
}

export const RATE_LIMITED_TEXT = 'Too many requests. Try again later.';

/**
 * Fixed-window counters in the database, so every API process counts against the same limit. One
 * upsert counts and answers the new total, so parallel requests cannot slip past the limit.
 */
export function createRateLimiter(db: Kysely<Database>, clock: Clock) {
  const windows = createRateLimitRepository(db);
  async function hit(limit: RateLimit, subject: string): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
    const now = clock.now().getTime();
    const windowStart = new Date(now - (now % limit.windowMs));
    const hits = await windows.countHit(limit.bucket, subject, windowStart);
    const retryAfterSeconds = Math.max(1, Math.ceil((windowStart.getTime() + limit.windowMs - now) / 1000));
    return { allowed: hits <= limit.hits, retryAfterSeconds };
  }

  return {
    /** Counts one request of each subject; 429 with Retry-After when any of them is over its limit. */
    async enforce(limit: RateLimit, subjects: readonly string[]): Promise<void> {
      for (const subject of subjects) {
        const verdict = await hit(limit, subject);
        if (!verdict.allowed) {
          throw new HttpError(429, RATE_LIMITED_TEXT, 'RATE_LIMITED', { 'Retry-After': String(verdict.retryAfterSeconds) });
        }
      }
    },
    /** Forgets windows that ended before `before` (maintenance). */
    async purge(before: Date): Promise<void> {
      await windows.deleteWindowsBefore(before);
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;

/** Limits of the costly routes (docs/security.md X2): per user and per address. */
export const RATE_LIMITS = {
  analyticsPerUser: { bucket: 'analytics-user', hits: 120, windowMs: 60_000 },
  analyticsPerIp: { bucket: 'analytics-ip', hits: 600, windowMs: 60_000 },
  reportsPerUser: { bucket: 'reports-user', hits: 10, windowMs: 10 * 60_000 },
  reportsPerIp: { bucket: 'reports-ip', hits: 30, windowMs: 10 * 60_000 },
} as const satisfies Record<string, RateLimit>;
