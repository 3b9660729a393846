import type { ModuleContext, ServerModule } from '../../module-contract/server-module.ts';
import { createLicencesRepository } from './licences.repository.ts';
import { registerLicenceRoutes } from './licences.routes.ts';
import { createLicencesService } from './licences.service.ts';

/** Licences and their products. */
export function createLicencesModule(ctx: ModuleContext): ServerModule {
  const licences = createLicencesService(createLicencesRepository(ctx.db), ctx.clock);
  return { name: 'licences', routes: (app, bind) => registerLicenceRoutes(app, bind, licences) };
}
