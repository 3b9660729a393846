import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.ts';
import { defineJob, type JobDefinition } from '../../module-contract/server-module.ts';
import type { RateLimiter } from '../../http/rate-limiter.ts';
import { NoPayloadSchema } from '../../storage/queue/job-queue.ts';
import type { SessionMaintenanceService } from '../auth/session-maintenance.service.ts';
import type { SsoMaintenanceService } from '../sso/sso-maintenance.service.ts';

export const MAINTENANCE_JOB = 'maintenance';
/** Every five minutes, as the timer it replaced: sessions end on idle minutes, so a later purge only keeps dead rows longer. */
export const MAINTENANCE_CRON = '*/5 * * * *';

export interface MaintenanceDeps {
  sessions: SessionMaintenanceService;
  sso: SsoMaintenanceService;
  limiter: RateLimiter;
  clock: Clock;
  /** How long an unused session lives (config.sessionIdleMs). */
  idleMs: number;
  log: Pick<FastifyBaseLogger, 'info'>;
}

/** Purges ended sessions, old sign-in records, spent SAML requests and old rate-limit windows; returns the sessions removed. */
export async function runMaintenance(deps: MaintenanceDeps): Promise<number> {
  const now = deps.clock.now();
  const { sessionsRemoved: removed } = await deps.sessions.purge(now, deps.idleMs);
  await deps.sso.purgeStale(now);
  // The longest rate-limit window is minutes long; a day-old window counts for nothing.
  await deps.limiter.purge(new Date(now.getTime() - 86_400_000));
  if (removed > 0) deps.log.info({ event: 'maintenance.sessions', removed }, 'expired sessions removed');
  return removed;
}

/**
 * The clean-up on its schedule (one run across all workers, however many) and one run at worker start, as the timer
 * ran at start. A failed run is retried by pg-boss and the next schedule tries again.
 */
export function maintenanceJobs(deps: MaintenanceDeps): JobDefinition[] {
  return [
    defineJob({
      name: MAINTENANCE_JOB,
      payload: NoPayloadSchema,
      cron: MAINTENANCE_CRON,
      runAtStart: true,
      run: async () => void (await runMaintenance(deps)),
    }),
  ];
}
