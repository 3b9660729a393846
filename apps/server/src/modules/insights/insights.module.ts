import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/db.types.ts';
import type { BindDeps } from '../../http/bind-endpoint.ts';
import type { ProjectsService } from '../projects/projects.service.ts';
import { createDeviceCountsRepository } from './device-counts.repository.ts';
import { createInsightKpisRepository } from './insight-kpis.repository.ts';
import { createInsightProjectsRepository } from './insight-projects.repository.ts';
import { registerInsightRoutes } from './insights.routes.ts';
import { createInsightsService } from './insights.service.ts';
import { createSurveyEventsRepository } from './survey-events.repository.ts';

/** Wires the insights read API: repositories over the stored read models, the service, the routes. */
export function registerInsightsModule(app: FastifyInstance, deps: { bind: BindDeps; db: Kysely<Database>; projectsService: ProjectsService; designProjectsOn: boolean }) {
  const service = createInsightsService({
    projectsService: deps.projectsService,
    projects: createInsightProjectsRepository(deps.db),
    events: createSurveyEventsRepository(deps.db),
    devices: createDeviceCountsRepository(deps.db),
    kpis: createInsightKpisRepository(deps.db),
    designProjectsOn: deps.designProjectsOn,
  });
  registerInsightRoutes(app, deps.bind, service);
}
