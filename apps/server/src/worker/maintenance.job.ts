import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/db.types.ts';
import { createSessionMaintenanceService } from '../modules/auth/session-maintenance.service.ts';
import { createSsoMaintenanceService } from '../modules/sso/sso-maintenance.service.ts';
import { createRateLimiter } from '../http/rate-limiter.ts';
import { NoPayloadSchema, type JobQueue } from '../storage/queue/job-queue.ts';

export const MAINTENANCE_JOB = 'maintenance';
/** Every five minutes, as the timer it replaces: sessions end on idle minutes, so a later purge only keeps dead rows longer. */
export const MAINTENANCE_CRON = '*/5 * * * *';

export interface MaintenanceDeps {
  db: Kysely<Database>;
  clock: Clock;
  /** How long an unused session lives (config.sessionIdleMs). */
  idleMs: number;
  log: Pick<FastifyBaseLogger, 'info'>;
}

/** Purges ended sessions, old sign-in records, spent SAML requests and old rate-limit windows; returns the sessions removed. */
export async function runMaintenance(deps: MaintenanceDeps): Promise<number> {
  const now = deps.clock.now();
  const { sessionsRemoved: removed } = await createSessionMaintenanceService(deps.db).purge(now, deps.idleMs);
  await createSsoMaintenanceService(deps.db).purgeStale(now);
  // The longest rate-limit window is minutes long; a day-old window counts for nothing.
  await createRateLimiter(deps.db, deps.clock).purge(new Date(now.getTime() - 86_400_000));
  if (removed > 0) deps.log.info({ event: 'maintenance.sessions', removed }, 'expired sessions removed');
  return removed;
}

/**
 * Registers the handler, its schedule (one run across all workers, however many) and one run now, as the timer ran
 * at start. A failed run is retried by pg-boss and the next schedule tries again.
 */
export async function registerMaintenanceJob(queue: JobQueue, deps: MaintenanceDeps): Promise<void> {
  await queue.work(MAINTENANCE_JOB, NoPayloadSchema, async () => {
    await runMaintenance(deps);
  });
  await queue.schedule(MAINTENANCE_JOB, MAINTENANCE_CRON, {});
  await queue.send(MAINTENANCE_JOB, {});
}
