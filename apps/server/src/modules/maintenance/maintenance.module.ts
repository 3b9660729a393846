import type { ModuleContext, ServerModule } from '../../module-contract/server-module.ts';
import type { RateLimiter } from '../../http/rate-limiter.ts';
import { createSessionMaintenanceService } from '../auth/session-maintenance.service.ts';
import { createSsoMaintenanceService } from '../sso/sso-maintenance.service.ts';
import { maintenanceJobs } from './maintenance.jobs.ts';

/** The five-minute clean-up across modules: ended sessions and sign-in records, SAML requests, rate-limit windows. */
export function createMaintenanceModule(ctx: ModuleContext, deps: { limiter: RateLimiter }): ServerModule {
  return {
    name: 'maintenance',
    jobs: maintenanceJobs({
      sessions: createSessionMaintenanceService(ctx.db),
      sso: createSsoMaintenanceService(ctx.db),
      limiter: deps.limiter,
      clock: ctx.clock,
      idleMs: ctx.config.sessionIdleMs,
      log: ctx.log,
    }),
  };
}
