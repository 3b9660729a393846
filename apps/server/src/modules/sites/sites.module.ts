import type { ModuleContext, ServerModule } from '../../module-contract/server-module.ts';
import type { ProjectsService } from '../projects/projects.service.ts';
import { createSitesRepository } from './sites.repository.ts';
import { registerSiteRoutes } from './sites.routes.ts';
import { createSitesService } from './sites.service.ts';

/** Sites that group projects. */
export function createSitesModule(ctx: ModuleContext, deps: { projectsService: ProjectsService }): ServerModule {
  const sites = createSitesService({ sites: createSitesRepository(ctx.db), projectsService: deps.projectsService, clock: ctx.clock });
  return { name: 'sites', routes: (app, bind) => registerSiteRoutes(app, bind, sites) };
}
