import type { Kysely } from 'kysely';
import type { Database } from '../../db/db.types.ts';
import { createLoginThrottleRepository } from './login-throttle.repository.ts';
import { createSessionsRepository } from './sessions.repository.ts';

// Sign-in records are kept a month for audits of guessing attacks, then dropped.
const KEEP_ATTEMPTS_MS = 30 * 86_400_000;

/** Ends sessions on request and drops those past their end, with sign-in records older than a month. */
export function createSessionMaintenanceService(db: Kysely<Database>) {
  const sessions = createSessionsRepository(db);
  const throttle = createLoginThrottleRepository(db);
  return {
    endSession: (idHash: string): Promise<void> => sessions.delete(idHash),
    /** Sessions idle longer than `idleMs` end too; resolves to how many sessions ended. */
    async purge(now: Date, idleMs: number): Promise<{ sessionsRemoved: number }> {
      const sessionsRemoved = await sessions.deleteExpired(now, new Date(now.getTime() - idleMs));
      await throttle.deleteAttemptsBefore(new Date(now.getTime() - KEEP_ATTEMPTS_MS));
      return { sessionsRemoved };
    },
  };
}
export type SessionMaintenanceService = ReturnType<typeof createSessionMaintenanceService>;
