import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/db.types.ts';
import type { BindDeps } from '../../http/bind-endpoint.ts';
import type { RateLimiter } from '../../http/rate-limiter.ts';
import { loadServerSecret } from '../secrets/server-secrets.service.ts';
import { createAnalyticsRepository } from './analytics.repository.ts';
import { registerAnalyticsRoutes } from './analytics.routes.ts';
import { createAnalyticsService } from './analytics.service.ts';
import { createIdentityHasher } from './identity-hasher.ts';

/** Analytics events (hashed with the deployment's own key) and the admin chart's summary. */
export async function registerAnalyticsModule(
  app: FastifyInstance,
  deps: { bind: BindDeps; db: Kysely<Database>; clock: Clock; internalEmailDomains: readonly string[]; limiter: RateLimiter },
): Promise<void> {
  const hash = createIdentityHasher(await loadServerSecret(deps.db, 'analytics-hash'));
  const service = createAnalyticsService({
    analytics: createAnalyticsRepository(deps.db),
    hash,
    clock: deps.clock,
    internalEmailDomains: deps.internalEmailDomains,
    log: app.log,
  });
  registerAnalyticsRoutes(app, deps.bind, service, deps.limiter);
}
