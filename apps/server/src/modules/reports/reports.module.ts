import type { ModuleContext, ServerModule } from '../../module-contract/server-module.ts';
import type { RateLimiter } from '../../http/rate-limiter.ts';
import type { ProjectModelService } from '../projects/index.ts';
import type { ProjectsService } from '../projects/projects.service.ts';
import { reportsJobs } from './reports.jobs.ts';
import { createReportsRepository } from './reports.repository.ts';
import { registerReportRoutes } from './reports.routes.ts';
import { createReportsService } from './reports.service.ts';

/** Report requests and downloads, and the job that renders them. */
export function createReportsModule(
  ctx: ModuleContext,
  deps: { projectsService: ProjectsService; projectModels: ProjectModelService; limiter: RateLimiter },
): ServerModule {
  const { db, blobs, queue, clock, log } = ctx;
  const reports = createReportsRepository(db);
  const service = createReportsService({
    projectsService: deps.projectsService,
    projectModels: deps.projectModels,
    reports,
    blobs,
    queue,
    clock,
  });
  return {
    name: 'reports',
    routes: (app, bind) => registerReportRoutes(app, bind, service, deps.limiter),
    jobs: reportsJobs({ reports, projectModels: deps.projectModels, blobs, clock, log }),
  };
}
