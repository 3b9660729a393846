import type { ModuleContext, ServerModule } from '../../module-contract/server-module.ts';
import type { UserRow } from '../../db/db.types.ts';
import { createAccessGates } from './access-gates.ts';
import { createLicenceGate, createUserLicenceCheck, type LicenceGate, type UserLicenceCheck } from './licence-gate.ts';
import { createUserLookupService, type UserLookupService } from './user-lookup.service.ts';
import { createUsersRepository } from './users.repository.ts';
import { registerUserRoutes } from './users.routes.ts';
import { createUsersService } from './users.service.ts';

export interface UsersModule extends ServerModule {
  /** The licence and product-access gates every gated route passes (the endpoint binder's `assertEndpointAccess`). */
  assertEndpointAccess: ReturnType<typeof createAccessGates>;
  assertLicenceAllowsWrites: LicenceGate;
  assertUserLicenceAllowsWrites: UserLicenceCheck;
  /** Sign-in looks users up by address; nothing else of the repository leaves the module. */
  findByEmail(email: string): Promise<UserRow | undefined>;
  /** Users for work that runs as the system (imports, insights). */
  lookup: UserLookupService;
}

/** Users and their licences: the user API, and the gates other modules check writes and access with. */
export function createUsersModule(ctx: ModuleContext): UsersModule {
  const { db, clock } = ctx;
  const users = createUsersRepository(db);
  const service = createUsersService(users, clock);
  return {
    name: 'users',
    routes: (app, bind) => registerUserRoutes(app, bind, service),
    assertEndpointAccess: createAccessGates(users, clock),
    assertLicenceAllowsWrites: createLicenceGate(users, clock),
    assertUserLicenceAllowsWrites: createUserLicenceCheck(users, clock),
    findByEmail: (email) => users.findByEmail(email),
    lookup: createUserLookupService(db),
  };
}
