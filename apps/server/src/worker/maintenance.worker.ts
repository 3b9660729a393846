import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/db.types.ts';
import { createSessionsRepository } from '../modules/auth/sessions.repository.ts';

const EVERY_MS = 5 * 60_000;
const KEEP_ATTEMPTS_MS = 30 * 86_400_000;

/** Purges ended sessions and old sign-in records on a timer; returns a stop function. */
export function startMaintenanceWorker(
  db: Kysely<Database>,
  clock: Clock,
  idleMs: number,
  log: Pick<FastifyBaseLogger, 'info' | 'error'>,
): () => void {
  const sessions = createSessionsRepository(db);
  const runOnce = async () => {
    const now = clock.now();
    const removed = await sessions.deleteExpired(now, new Date(now.getTime() - idleMs));
    await db
      .deleteFrom('login_attempts')
      .where('attempted_at', '<', new Date(now.getTime() - KEEP_ATTEMPTS_MS))
      .execute();
    if (removed > 0) log.info({ event: 'maintenance.sessions', removed }, 'expired sessions removed');
  };
  const timer = setInterval(() => runOnce().catch((err: unknown) => log.error({ err }, 'maintenance failed')), EVERY_MS);
  timer.unref();
  void runOnce().catch((err: unknown) => log.error({ err }, 'maintenance failed'));
  return () => clearInterval(timer);
}
