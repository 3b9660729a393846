import type { ModuleContext, ServerModule } from '../../module-contract/server-module.ts';
import type { Mailer } from '../../storage/mail/mailer.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { createSessionMaintenanceService } from '../auth/session-maintenance.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
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
  auth: AuthService;
  projectsService: ProjectsService;
  assertLicenceAllowsWrites: LicenceGate;
  mailer: Mailer;
  notifications: Pick<NotificationsService, 'notifyProjectShared'>;
}

/** Project sharing (`/shareapi/v1`) and secure sharing by one-time password (`/shareapi/secureProjectView`). */
export async function createSharingModule(ctx: ModuleContext, deps: SharingModuleDeps): Promise<ServerModule> {
  const { db, clock, config, log } = ctx;
  const sharingRepository = createSharingRepository(db);
  const sharing = createSharingService({
    projectsService: deps.projectsService,
    sharing: sharingRepository,
    assertLicenceAllowsWrites: deps.assertLicenceAllowsWrites,
    clock,
    log,
    onProjectShared: (share) => deps.notifications.notifyProjectShared(share),
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
    log,
  });
  const sessions = createSessionMaintenanceService(db);
  const cookies = { secure: config.cookieSecure, absoluteMs: config.sessionAbsoluteMs };
  return {
    name: 'sharing',
    routes(app, bind) {
      registerSharingRoutes(app, bind, {
        sharing,
        secureShares,
        cookies,
        endSession: (idHash) => sessions.endSession(idHash),
      });
      registerDemoRoutes(app, bind, {
        demo: createDemoRepository(db, { orgName: DEMO_ORG_NAME, projectNames: DEMO_PROJECT_NAMES }),
        enabled: config.seedDemo,
        auth: deps.auth,
        clock,
        cookies,
        endSession: (idHash) => sessions.endSession(idHash),
      });
    },
    close: () => secureShares.drainMail(),
  };
}
