import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/db.types.ts';
import { createSessionMaintenanceService } from '../modules/auth/session-maintenance.service.ts';
import { createSsoMaintenanceService } from '../modules/sso/sso-maintenance.service.ts';
import { createRateLimiter } from '../http/rate-limiter.ts';

const EVERY_MS = 5 * 60_000;

/** Purges ended sessions, old sign-in records and spent SAML requests and old rate-limit windows on a timer; returns a stop function. */
export function startMaintenanceWorker(
  db: Kysely<Database>,
  clock: Clock,
  idleMs: number,
  log: Pick<FastifyBaseLogger, 'info' | 'error'>,
): () => void {
  const maintenance = createSessionMaintenanceService(db);
  const sso = createSsoMaintenanceService(db);
  const limiter = createRateLimiter(db, clock);
  const runOnce = async () => {
    const now = clock.now();
    const { sessionsRemoved: removed } = await maintenance.purge(now, idleMs);
    await sso.purgeStale(now);
    // The longest rate-limit window is minutes long; a day-old window counts for nothing.
    await limiter.purge(new Date(now.getTime() - 86_400_000));
    if (removed > 0) log.info({ event: 'maintenance.sessions', removed }, 'expired sessions removed');
  };
  // A failed pass is logged and the next tick tries again; nothing awaits the timer.
  const runLogged = () => void runOnce().catch((err: unknown) => log.error({ err }, 'maintenance failed'));
  const timer = setInterval(runLogged, EVERY_MS);
  timer.unref();
  runLogged();
  return () => clearInterval(timer);
}
