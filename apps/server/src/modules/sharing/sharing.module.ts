import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { AppConfig } from '../../config/config.ts';
import type { Database } from '../../db/db.types.ts';
import type { BindDeps } from '../../http/bind-endpoint.ts';
import type { Mailer } from '../../storage/mail/mailer.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { createSessionsRepository } from '../auth/sessions.repository.ts';
import { notifyProjectShared } from '../notifications/notifications.service.ts';
import type { ProjectsService } from '../projects/projects.service.ts';
import { loadServerSecret } from '../secrets/server-secrets.ts';
import type { LicenceGate } from '../users/licence-gate.ts';
import { createSecureSharesRepository } from './secure-shares.repository.ts';
import { createSecureSharesService } from './secure-shares.service.ts';
import { createSharingRepository } from './sharing.repository.ts';
import { registerSharingRoutes } from './sharing.routes.ts';
import { createSharingService } from './sharing.service.ts';

export interface SharingModuleDeps {
  bind: BindDeps;
  db: Kysely<Database>;
  clock: Clock;
  config: AppConfig;
  auth: AuthService;
  projectsService: ProjectsService;
  assertLicenceAllowsWrites: LicenceGate;
  mailer: Mailer;
}

/** Project sharing (`/shareapi/v1`) and secure sharing by one-time password (`/shareapi/secureProjectView`). */
export async function registerSharingModule(app: FastifyInstance, deps: SharingModuleDeps): Promise<void> {
  const { db, clock, config } = deps;
  const sharingRepository = createSharingRepository(db);
  const sharing = createSharingService({
    projectsService: deps.projectsService,
    sharing: sharingRepository,
    assertLicenceAllowsWrites: deps.assertLicenceAllowsWrites,
    clock,
    log: app.log,
    onProjectShared: (share) => notifyProjectShared({ db, clock, log: app.log }, share),
  });
  const secureShares = createSecureSharesService({
    projectsService: deps.projectsService,
    auth: deps.auth,
    shares: createSecureSharesRepository(db),
    sharing: sharingRepository,
    assertLicenceAllowsWrites: deps.assertLicenceAllowsWrites,
    mailer: deps.mailer,
    clock,
    codeSecret: await loadServerSecret(db, 'otp-codes'),
    publicUrl: config.publicUrl,
    log: app.log,
  });
  const sessions = createSessionsRepository(db);
  registerSharingRoutes(app, deps.bind, {
    sharing,
    secureShares,
    cookies: { secure: config.cookieSecure, absoluteMs: config.sessionAbsoluteMs },
    endSession: (idHash) => sessions.delete(idHash),
  });
  app.addHook('onClose', () => secureShares.drainMail());
}
