import type { ModuleContext, ServerModule } from '../../module-contract/server-module.ts';
import type { ProjectModelService } from '../projects/index.ts';
import type { ProjectsService } from '../projects/projects.service.ts';
import type { LicenceGate, UserLicenceCheck } from '../users/index.ts';
import { createAutoPlanJobs, type AutoPlanJobs } from './auto-plan-jobs.ts';
import { createBoundedWorkers } from './bounded-worker.ts';
import { createPlanningRepository } from './planning.repository.ts';
import { registerPlanningRoutes } from './planning.routes.ts';
import { createPlanningService, type PlanningService } from './planning.service.ts';

export interface PlanningModule extends ServerModule {
  /** Saves, calibration, auto-plan and pushed survey walks; the devices module records walks through it. */
  planning: PlanningService;
  /** The auto-plan jobs this process runs (their threads), for the process's tests. */
  autoPlanJobs: AutoPlanJobs;
}

export interface PlanningModuleDeps {
  projectModels: ProjectModelService;
  projectsService: ProjectsService;
  assertLicenceAllowsWrites: LicenceGate;
  assertUserLicenceAllowsWrites: UserLicenceCheck;
}

/** Design projects, record saves, plan images, calibration and the auto-planner. */
export function createPlanningModule(ctx: ModuleContext, deps: PlanningModuleDeps): PlanningModule {
  const autoPlanJobs = createAutoPlanJobs(ctx.config.autoPlanLimits);
  const calibrationWorkers = createBoundedWorkers(ctx.config.autoPlanLimits);
  const planning = createPlanningService({
    ...deps,
    blobs: ctx.blobs,
    planning: createPlanningRepository(ctx.db),
    featureFlags: ctx.config.featureFlags,
    clock: ctx.clock,
    autoPlanJobs,
    calibrationWorkers,
  });
  return {
    name: 'planning',
    planning,
    autoPlanJobs,
    routes: (app, bind) => registerPlanningRoutes(app, bind, planning),
    // Running auto-plans and calibrations end (their threads terminated) as the API stops: a shutdown never waits on one.
    close: async () => {
      await Promise.all([autoPlanJobs.close(), calibrationWorkers.close()]);
    },
  };
}
