import type { ModuleContext, ServerModule } from '../../module-contract/server-module.ts';
import { registerPageConfigRoutes } from './page-config.routes.ts';

/** The page configuration the browser starts with (feature flags, map tiles). */
export function createPageConfigModule(ctx: ModuleContext): ServerModule {
  return { name: 'page-config', routes: (app, bind) => registerPageConfigRoutes(app, bind, ctx.config) };
}
