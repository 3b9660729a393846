import type { ModuleContext, ServerModule } from '../../module-contract/server-module.ts';
import { createOrgRepository } from './org.repository.ts';
import { registerOrgRoutes } from './org.routes.ts';
import { createOrgService } from './org.service.ts';

/** Organisation settings. */
export function createOrgModule(ctx: ModuleContext): ServerModule {
  const orgs = createOrgService(createOrgRepository(ctx.db));
  return { name: 'org', routes: (app, bind) => registerOrgRoutes(app, bind, orgs) };
}
