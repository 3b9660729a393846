import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { isFeatureOn } from '@airscope/contracts';
import type { AppConfig } from '../config/config.ts';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/db.types.ts';
import { createAuthService } from '../modules/auth/auth.service.ts';
import { registerAuthRoutes } from '../modules/auth/auth.routes.ts';
import { registerAccountsModule } from '../modules/accounts/accounts.module.ts';
import { registerAnalyticsModule } from '../modules/analytics/analytics.module.ts';
import { createNotificationsRepository } from '../modules/notifications/notifications.repository.ts';
import { registerNotificationRoutes } from '../modules/notifications/notifications.routes.ts';
import { createNotificationsService } from '../modules/notifications/notifications.service.ts';
import { createLoginThrottleRepository } from '../modules/auth/login-throttle.repository.ts';
import { createSessionResolver } from '../modules/auth/session-resolver.ts';
import { createSessionsRepository } from '../modules/auth/sessions.repository.ts';
import { createOrgRepository } from '../modules/org/org.repository.ts';
import { registerOrgRoutes } from '../modules/org/org.routes.ts';
import { createOrgService } from '../modules/org/org.service.ts';
import { createLicencesRepository } from '../modules/licences/licences.repository.ts';
import { registerLicenceRoutes } from '../modules/licences/licences.routes.ts';
import { createLicencesService } from '../modules/licences/licences.service.ts';
import { registerPageConfigRoutes } from '../modules/page-config/page-config.routes.ts';
import { createLicenceGate } from '../modules/users/licence-gate.ts';
import { createUsersRepository } from '../modules/users/users.repository.ts';
import { registerUserRoutes } from '../modules/users/users.routes.ts';
import { createUsersService } from '../modules/users/users.service.ts';
import { createHeatmapCache } from '../modules/heatmaps/heatmap-cache.ts';
import { registerHeatmapRoutes } from '../modules/heatmaps/heatmaps.routes.ts';
import { registerInsightsModule } from '../modules/insights/insights.module.ts';
import { registerSharingModule } from '../modules/sharing/sharing.module.ts';
import { createHeatmapsService } from '../modules/heatmaps/heatmaps.service.ts';
import { createReportsRepository } from '../modules/reports/reports.repository.ts';
import { registerReportRoutes } from '../modules/reports/reports.routes.ts';
import { createReportsService } from '../modules/reports/reports.service.ts';
import { createProjectsRepository } from '../modules/projects/projects.repository.ts';
import { registerProjectRoutes } from '../modules/projects/projects.routes.ts';
import { createPlanningRepository } from '../modules/planning/planning.repository.ts';
import { registerPlanningRoutes } from '../modules/planning/planning.routes.ts';
import { createPlanningService } from '../modules/planning/planning.service.ts';
import { createProjectsService } from '../modules/projects/projects.service.ts';
import { createProjectDetailsRepository } from '../modules/projects/project-details.repository.ts';
import { registerProjectDetailsRoutes } from '../modules/projects/project-details.routes.ts';
import { createProjectDetailsService } from '../modules/projects/project-details.service.ts';
import { createFileSigner } from '../modules/projects/signed-file-urls.ts';
import { loadServerSecret } from '../modules/secrets/server-secrets.ts';
import { createUploadsRepository } from '../modules/uploads/uploads.repository.ts';
import { registerUploadRoutes } from '../modules/uploads/uploads.routes.ts';
import { createUploadsService } from '../modules/uploads/uploads.service.ts';
import type { BlobStore } from '../storage/blobs/blob-store.ts';
import type { JobQueue } from '../storage/queue/job-queue.ts';
import { installErrorHandler, sendNotFound } from './error-handler.ts';
import { installOpenApi } from './openapi.ts';
import { installSecurityHeaders, tileOrigins } from './security-headers.ts';
import { installStaticWeb } from './static-web.ts';
import './actor.ts';

export interface AppDeps {
  config: AppConfig;
  db: Kysely<Database>;
  clock: Clock;
  blobs: BlobStore;
  queue: JobQueue;
  /** Pino options or `false` for silence in tests. */
  logger?: boolean | Record<string, unknown>;
  serveWeb?: boolean;
}

/** Composes the API: one place wires repositories, services and routes. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db, clock } = deps;
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    // Signed file tokens travel as a path parameter.
    routerOptions: { maxParamLength: 600 },
    trustProxy: false,
    genReqId: () => crypto.randomUUID(),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('actor', null);
  installErrorHandler(app);
  installSecurityHeaders(app, { hsts: config.cookieSecure, imageOrigins: config.mapTileUrl ? tileOrigins(config.mapTileUrl) : [] });
  await app.register(cookie);
  await app.register(formbody, { bodyLimit: 16 * 1024 });
  await installOpenApi(app);

  const users = createUsersRepository(db);
  const sessions = createSessionsRepository(db);
  const cookies = { secure: config.cookieSecure, absoluteMs: config.sessionAbsoluteMs };
  const bind = createSessionResolver({ sessions, clock, cookieSecure: config.cookieSecure, idleMs: config.sessionIdleMs });
  const auth = createAuthService({
    users,
    sessions,
    throttle: createLoginThrottleRepository(db),
    clock,
    log: app.log,
    sessionAbsoluteMs: config.sessionAbsoluteMs,
  });

  registerPageConfigRoutes(app, bind, config);
  registerAuthRoutes(app, bind, auth, cookies);
  const mailer = registerAccountsModule(app, { bind, db, clock, config });
  registerUserRoutes(app, bind, createUsersService(users, clock));
  registerOrgRoutes(app, bind, createOrgService(createOrgRepository(db)));
  registerNotificationRoutes(app, bind, createNotificationsService({ notifications: createNotificationsRepository(db), clock }));
  await registerAnalyticsModule(app, { bind, db, clock, internalEmailDomains: config.internalEmailDomains });
  registerLicenceRoutes(app, bind, createLicencesService(createLicencesRepository(db), clock));
  const { blobs, queue } = deps;
  const assertLicenceAllowsWrites = createLicenceGate(users, clock);
  registerUploadRoutes(
    app,
    bind,
    createUploadsService({
      assertLicenceAllowsWrites,
      uploads: createUploadsRepository(db),
      blobs,
      queue,
      clock,
      maxUploadBytes: config.maxUploadBytes,
    }),
  );
  const signer = createFileSigner(await loadServerSecret(db, 'file-urls'));
  const projectsRepository = createProjectsRepository(db);
  const projectsService = createProjectsService({ assertLicenceAllowsWrites, projects: projectsRepository, blobs, queue, signer, clock });
  registerProjectRoutes(app, bind, projectsService);
  const planning = createPlanningService({
    blobs,
    planning: createPlanningRepository(db),
    projects: projectsRepository,
    projectsService,
    assertLicenceAllowsWrites,
    featureFlags: config.featureFlags,
    clock,
  });
  registerPlanningRoutes(app, bind, planning);
  registerProjectDetailsRoutes(
    app,
    bind,
    createProjectDetailsService({ projectsService, details: createProjectDetailsRepository(db), assertLicenceAllowsWrites, clock }),
  );
  registerHeatmapRoutes(
    app,
    bind,
    createHeatmapsService({ projectsService, blobs, projects: projectsRepository, cache: createHeatmapCache(), log: app.log }),
  );
  registerReportRoutes(
    app,
    bind,
    createReportsService({ projectsService, projects: projectsRepository, reports: createReportsRepository(db), blobs, queue, clock }),
  );
  registerInsightsModule(app, {
    bind,
    db,
    designProjectsOn: isFeatureOn(config.featureFlags.designProject),
    answerCache: config.insightsAnswerCache,
  });
  await registerSharingModule(app, { bind, db, clock, config, auth, projectsService, assertLicenceAllowsWrites, mailer });

  app.setNotFoundHandler((deps.serveWeb ?? true) ? await installStaticWeb(app, config.webDistDir) : sendNotFound);
  return app;
}
