import type { ModuleContext, ServerModule } from '../../module-contract/server-module.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { fetchIdpMetadata } from './idp-metadata-fetch.ts';
import { createSsoRepository } from './sso.repository.ts';
import { registerSsoRoutes } from './sso.routes.ts';
import { createSsoService } from './sso.service.ts';

/**
 * Whether an organisation signs in by SAML only, for password sign-in and reset. Apart from the module because the
 * module's own routes sign the user in through auth, which asks this first.
 */
export function createSsoOnlyCheck(ctx: ModuleContext): (orgId: string | null) => Promise<boolean> {
  const sso = createSsoRepository(ctx.db);
  return (orgId) => sso.isSsoOnly(orgId);
}

/** SAML single sign-on: the organisation's settings, the login redirect and the assertion consumer. */
export function createSsoModule(ctx: ModuleContext, deps: { auth: AuthService }): ServerModule {
  const { config, db, clock, log } = ctx;
  // Metadata URLs pass the same outbound address policy as controller connections (docs/security.md I2).
  const fetchMetadata = (url: string) => fetchIdpMetadata(url, { policy: config.outboundAddresses, log });
  const sso = createSsoService({ sso: createSsoRepository(db), clock, log, publicUrl: config.publicUrl, fetchMetadata });
  const cookies = { secure: config.cookieSecure, absoluteMs: config.sessionAbsoluteMs };
  return { name: 'sso', routes: (app, bind) => registerSsoRoutes(app, bind, sso, deps.auth, cookies) };
}
