import type { ModuleContext, ServerModule } from '../../module-contract/server-module.ts';
import { loadServerSecret } from '../secrets/server-secrets.service.ts';
import type { LicenceGate } from '../users/index.ts';
import { createProjectDetailsRepository } from './project-details.repository.ts';
import { registerProjectDetailsRoutes } from './project-details.routes.ts';
import { createProjectDetailsService } from './project-details.service.ts';
import { createProjectModelService, type ProjectModelService } from './project-model.service.ts';
import { projectsJobs } from './projects.jobs.ts';
import { registerProjectRoutes } from './projects.routes.ts';
import { createProjectsService, type ProjectsService } from './projects.service.ts';
import { createFileSigner } from './signed-file-urls.ts';

export interface ProjectsModule extends ServerModule {
  /** Project use cases with authorisation, for the modules that act on a project for a caller. */
  projectsService: ProjectsService;
  /** Loading, listing and inserting project models, for the modules and jobs that work on the model. */
  projectModels: ProjectModelService;
}

/** The projects data API, project details and tags, the project-model service, and the job that removes deleted projects. */
export async function createProjectsModule(ctx: ModuleContext, deps: { assertLicenceAllowsWrites: LicenceGate }): Promise<ProjectsModule> {
  const { db, blobs, queue, clock, log } = ctx;
  const signer = createFileSigner(await loadServerSecret(db, 'file-urls'));
  const projectModels = createProjectModelService(db, blobs);
  const projectsService = createProjectsService({
    assertLicenceAllowsWrites: deps.assertLicenceAllowsWrites,
    db,
    blobs,
    queue,
    signer,
    clock,
  });
  const details = createProjectDetailsService({
    projectsService,
    details: createProjectDetailsRepository(db),
    assertLicenceAllowsWrites: deps.assertLicenceAllowsWrites,
    clock,
  });
  return {
    name: 'projects',
    projectsService,
    projectModels,
    routes(app, bind) {
      registerProjectRoutes(app, bind, projectsService);
      registerProjectDetailsRoutes(app, bind, details);
    },
    jobs: projectsJobs({ projectModels, log }),
  };
}
