import type { Kysely } from 'kysely';
import type { ModuleContext, ServerModule } from '../../module-contract/server-module.ts';
import type { Database } from '../../db/db.types.ts';
import { offerSetupLink, type SetupLinkDeps } from './setup-link.ts';
import { createSetupRepository } from './setup.repository.ts';
import { registerSetupRoutes } from './setup.routes.ts';
import { createSetupService } from './setup.service.ts';

/** The first start's one-time setup link (`/userapi/v1/setup`): the organisation's first administrator. */
export function createSetupModule(ctx: ModuleContext): ServerModule {
  const setup = createSetupService({ setup: createSetupRepository(ctx.db), clock: ctx.clock, log: ctx.log, dataDir: ctx.config.dataDir });
  return { name: 'setup', routes: (app, bind) => registerSetupRoutes(app, bind, setup) };
}

/** At an API start without the demo (seed/first-start.ts): the setup link, while no organisation administrator exists. */
export function offerSetupLinkAtStart(db: Kysely<Database>, deps: Omit<SetupLinkDeps, 'setup'>): Promise<string | undefined> {
  return offerSetupLink({ ...deps, setup: createSetupRepository(db) });
}
