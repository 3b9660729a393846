import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { AppConfig } from '../../config/config.ts';
import type { Database } from '../../db/db.types.ts';
import type { BindDeps } from '../../http/bind-endpoint.ts';
import type { Mailer } from '../../storage/mail/mailer.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { createSessionMaintenanceService } from '../auth/session-maintenance.service.ts';
import { notifyProjectShared } from '../notifications/notifications.service.ts';
import type { ProjectsService } from '../projects/projects.service.ts';
import { loadServerSecret } from '../secrets/server-secrets.service.ts';
import type { LicenceGate } from '../users/index.ts';
import { createSecureSharesRepository } from './secure-shares.repository.ts';
import { createSecureSharesService } from './secure-shares.service.ts';
import { createSharingRepository } from './sharing.repository.ts';
import { registerSharingRoutes } from './sharing.routes.ts';
import { createDemoRepository } from './demo.repository.ts';
import { registerDemoRoutes } from './demo.routes.ts';
import { DEMO_ORG_NAME } from '../../seed/demo-users.seed.ts';
import { DEMO_PROJECT_NAMES } from '../../seed/demo-projects.seed.ts';
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
  const sessions = createSessionMaintenanceService(db);
  registerSharingRoutes(app, deps.bind, {
    sharing,
    secureShares,
    cookies: { secure: config.cookieSecure, absoluteMs: config.sessionAbsoluteMs },
    endSession: (idHash) => sessions.endSession(idHash),
  });
  registerDemoRoutes(app, deps.bind, {
    demo: createDemoRepository(db, { orgName: DEMO_ORG_NAME, projectNames: DEMO_PROJECT_NAMES }),
    auth: deps.auth,
    clock,
    cookies: { secure: config.cookieSecure, absoluteMs: config.sessionAbsoluteMs },
    endSession: (idHash) => sessions.endSession(idHash),
  });
  app.addHook('onClose', () => secureShares.drainMail());
}
