import type { ModuleContext, ServerModule } from '../../module-contract/server-module.ts';
import type { UserRow } from '../../db/db.types.ts';
import { registerAuthRoutes } from './auth.routes.ts';
import { createAuthService, type AuthService } from './auth.service.ts';
import { createLoginThrottleRepository } from './login-throttle.repository.ts';
import { createSessionResolver } from './session-resolver.ts';
import { createSessionsRepository } from './sessions.repository.ts';

export interface AuthModule extends ServerModule {
  auth: AuthService;
  /** The session and CSRF checks every session route passes (the endpoint binder's `requireActor`, `findActor`). */
  sessions: ReturnType<typeof createSessionResolver>;
}

export interface AuthModuleDeps {
  /** The users module's look-up by address. */
  findByEmail(email: string): Promise<UserRow | undefined>;
  /** True when the user's organisation has switched passwords off for single sign-on. */
  isPasswordSignInDisabled(orgId: string | null): Promise<boolean>;
}

/** Sign-in with a password, sessions and their cookies. */
export function createAuthModule(ctx: ModuleContext, deps: AuthModuleDeps): AuthModule {
  const { config, db, clock, log } = ctx;
  const sessions = createSessionsRepository(db);
  const auth = createAuthService({
    users: { findByEmail: deps.findByEmail },
    sessions,
    throttle: createLoginThrottleRepository(db),
    clock,
    log,
    sessionAbsoluteMs: config.sessionAbsoluteMs,
    isPasswordSignInDisabled: deps.isPasswordSignInDisabled,
  });
  const cookies = { secure: config.cookieSecure, absoluteMs: config.sessionAbsoluteMs };
  return {
    name: 'auth',
    auth,
    sessions: createSessionResolver({ sessions, clock, cookieSecure: config.cookieSecure, idleMs: config.sessionIdleMs }),
    routes: (app, bind) => registerAuthRoutes(app, bind, auth, cookies, config.publicUrl),
  };
}
