import type { ModuleContext, ServerModule } from '../../module-contract/server-module.ts';
import { registerHealthRoutes } from './health.routes.ts';
import { createReadinessCheck } from './readiness.ts';

/** Liveness and readiness (database, migrations, blob store). */
export function createHealthModule(ctx: ModuleContext): ServerModule {
  const checkReadiness = createReadinessCheck(ctx.db, ctx.blobs);
  return { name: 'health', routes: (app, bind) => registerHealthRoutes(app, bind, checkReadiness) };
}
