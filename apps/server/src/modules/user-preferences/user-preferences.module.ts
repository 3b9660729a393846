import type { ModuleContext, ServerModule } from '../../module-contract/server-module.ts';
import type { ProjectsService } from '../projects/projects.service.ts';
import { createUserPreferencesRepository } from './user-preferences.repository.ts';
import { registerUserPreferenceRoutes } from './user-preferences.routes.ts';
import { createUserPreferencesService } from './user-preferences.service.ts';

/** A user's preferences per project. */
export function createUserPreferencesModule(ctx: ModuleContext, deps: { projectsService: ProjectsService }): ServerModule {
  const preferences = createUserPreferencesService({
    preferences: createUserPreferencesRepository(ctx.db),
    projectsService: deps.projectsService,
    clock: ctx.clock,
  });
  return { name: 'user-preferences', routes: (app, bind) => registerUserPreferenceRoutes(app, bind, preferences) };
}
