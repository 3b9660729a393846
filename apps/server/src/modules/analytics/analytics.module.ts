import type { ModuleContext, ServerModule } from '../../module-contract/server-module.ts';
import type { RateLimiter } from '../../http/rate-limiter.ts';
import { loadServerSecret } from '../secrets/server-secrets.service.ts';
import { createAnalyticsRepository } from './analytics.repository.ts';
import { registerAnalyticsRoutes } from './analytics.routes.ts';
import { createAnalyticsService } from './analytics.service.ts';
import { createIdentityHasher } from './identity-hasher.ts';

/** Analytics events (hashed with the deployment's own key) and the admin chart's summary. */
export async function createAnalyticsModule(ctx: ModuleContext, deps: { limiter: RateLimiter }): Promise<ServerModule> {
  const { db, clock, config, log } = ctx;
  const service = createAnalyticsService({
    analytics: createAnalyticsRepository(db),
    hash: createIdentityHasher(await loadServerSecret(db, 'analytics-hash')),
    clock,
    internalEmailDomains: config.internalEmailDomains,
    log,
  });
  return { name: 'analytics', routes: (app, bind) => registerAnalyticsRoutes(app, bind, service, deps.limiter) };
}
