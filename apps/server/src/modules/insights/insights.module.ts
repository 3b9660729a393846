import { isFeatureOn } from '@airscope/contracts';
import type { ModuleContext, ServerModule } from '../../module-contract/server-module.ts';
import type { ProjectModelService } from '../projects/index.ts';
import type { UserLookupService } from '../users/user-lookup.service.ts';
import { createDeviceCountsRepository } from './device-counts.repository.ts';
import { createInsightKpisRepository } from './insight-kpis.repository.ts';
import { createInsightProjectsRepository } from './insight-projects.repository.ts';
import { queueStaleInsightsRefreshes } from './insights-refresh.service.ts';
import { createInsightsResponseCache } from './insights-response-cache.ts';
import { createInsightsWriter } from './insights-writer.repository.ts';
import { insightsJobs } from './insights.jobs.ts';
import { registerInsightRoutes } from './insights.routes.ts';
import { createInsightsService } from './insights.service.ts';
import { createSurveyEventsRepository } from './survey-events.repository.ts';

/**
 * The insights read API (repositories over the stored read models, the service, the answer cache) and the job that
 * rebuilds a project's read models.
 */
export function createInsightsModule(
  ctx: ModuleContext,
  deps: { projectModels: ProjectModelService; users: UserLookupService },
): ServerModule {
  const { config, db, clock, queue } = ctx;
  const service = createInsightsService({
    projects: createInsightProjectsRepository(db),
    events: createSurveyEventsRepository(db),
    devices: createDeviceCountsRepository(db),
    kpis: createInsightKpisRepository(db),
    designProjectsOn: isFeatureOn(config.featureFlags.designProject),
  });
  const writer = createInsightsWriter(db);
  return {
    name: 'insights',
    routes(app, bind) {
      registerInsightRoutes(app, bind, createInsightsResponseCache(db, { enabled: config.insightsAnswerCache }), service);
    },
    jobs: insightsJobs({ writer, projectModels: deps.projectModels, users: deps.users, clock }),
    // Projects without stored insights for their current version (the seeded demos, projects from before insights) are computed once.
    startWorker: () => queueStaleInsightsRefreshes(writer, queue),
  };
}
