import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/db.types.ts';
import type { BindDeps } from '../../http/bind-endpoint.ts';
import { createDeviceCountsRepository } from './device-counts.repository.ts';
import { createInsightKpisRepository } from './insight-kpis.repository.ts';
import { createInsightProjectsRepository } from './insight-projects.repository.ts';
import { createInsightsResponseCache } from './insights-response-cache.ts';
import { registerInsightRoutes } from './insights.routes.ts';
import { createInsightsService } from './insights.service.ts';
import { createSurveyEventsRepository } from './survey-events.repository.ts';

/** Wires the insights read API: repositories over the stored read models, the service, the answer cache, the routes. */
export function registerInsightsModule(
  app: FastifyInstance,
  deps: {
    bind: BindDeps;
    db: Kysely<Database>;
    designProjectsOn: boolean;
    answerCache?: boolean;
  },
) {
  const service = createInsightsService({
    projects: createInsightProjectsRepository(deps.db),
    events: createSurveyEventsRepository(deps.db),
    devices: createDeviceCountsRepository(deps.db),
    kpis: createInsightKpisRepository(deps.db),
    designProjectsOn: deps.designProjectsOn,
  });
  registerInsightRoutes(app, deps.bind, createInsightsResponseCache(deps.db, { enabled: deps.answerCache ?? true }), service);
}
