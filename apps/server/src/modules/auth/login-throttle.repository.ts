import type { Kysely } from 'kysely';
import type { Database } from '../../db/db.types.ts';

export type AttemptReservation = { outcome: 'locked'; lockedUntil: Date } | { outcome: 'allowed' };

export interface ThrottleRules {
  maxFailures: number;
  windowMs: number;
  lockMs: number;
}

export function createLoginThrottleRepository(db: Kysely<Database>) {
  return {
    /**
     * Counts the attempt before the password is checked, in one locked transaction, so parallel
     * guesses cannot get more verdicts than the limit (docs/security.md A2).
     */
    reserveAttempt(username: string, now: Date, rules: ThrottleRules): Promise<AttemptReservation> {
      return db.transaction().execute(async (tx) => {
        await tx
          .insertInto('login_throttle')
          .values({ username, failure_count: 0, window_started_at: now, locked_until: null })
          .onConflict((oc) => oc.column('username').doNothing())
          .execute();
        const row = await tx
          .selectFrom('login_throttle')
          .selectAll()
          .where('username', '=', username)
          .forUpdate()
          .executeTakeFirstOrThrow();
        if (row.locked_until && new Date(row.locked_until) > now) {
          return { outcome: 'locked', lockedUntil: new Date(row.locked_until) };
        }
        const windowOver = now.getTime() - new Date(row.window_started_at).getTime() >= rules.windowMs;
        const lockExpired = row.locked_until !== null;
        const count = (windowOver || lockExpired ? 0 : row.failure_count) + 1;
        const windowStart = windowOver || lockExpired ? now : row.window_started_at;
        const lockedUntil = count > rules.maxFailures ? new Date(now.getTime() + rules.lockMs) : null;
        await tx
          .updateTable('login_throttle')
          .set({ failure_count: count, window_started_at: windowStart, locked_until: lockedUntil })
          .where('username', '=', username)
          .execute();
        return lockedUntil ? { outcome: 'locked', lockedUntil } : { outcome: 'allowed' };
      });
    },
    /** A successful sign-in forgets earlier failures. */
    async clear(username: string): Promise<void> {
      await db.deleteFrom('login_throttle').where('username', '=', username).execute();
    },
    async recordAttempt(username: string, ip: string, outcome: string, succeeded: boolean, at: Date) {
      await db.insertInto('login_attempts').values({ username, ip, outcome, succeeded, attempted_at: at }).execute();
    },
    async deleteAttemptsBefore(before: Date): Promise<void> {
      await db.deleteFrom('login_attempts').where('attempted_at', '<', before).execute();
    },
    async countAttemptsFromIp(ip: string, since: Date): Promise<number> {
      const row = await db
        .selectFrom('login_attempts')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('ip', '=', ip)
        .where('attempted_at', '>', since)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
  };
}
export type LoginThrottleRepository = ReturnType<typeof createLoginThrottleRepository>;
