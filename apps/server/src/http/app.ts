import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { LoggerOptions } from 'pino';
import { ERROR_TEXT, isFeatureOn, SURVEY_PUSH_SCOPE } from '@airscope/contracts';
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
import { createSsoRepository } from '../modules/sso/sso.repository.ts';
import { registerSsoRoutes } from '../modules/sso/sso.routes.ts';
import { createSsoService } from '../modules/sso/sso.service.ts';
import { registerOrgRoutes } from '../modules/org/org.routes.ts';
import { createOrgService } from '../modules/org/org.service.ts';
import { createLicencesRepository } from '../modules/licences/licences.repository.ts';
import { registerLicenceRoutes } from '../modules/licences/licences.routes.ts';
import { createLicencesService } from '../modules/licences/licences.service.ts';
import { registerPageConfigRoutes } from '../modules/page-config/page-config.routes.ts';
import { createAccessGates } from '../modules/users/access-gates.ts';
import { createLicenceGate, createUserLicenceCheck } from '../modules/users/licence-gate.ts';
import { createUsersRepository } from '../modules/users/users.repository.ts';
import { registerUserRoutes } from '../modules/users/users.routes.ts';
import { createUsersService } from '../modules/users/users.service.ts';
import { registerHealthRoutes } from '../modules/health/health.routes.ts';
import { createReadinessCheck } from '../modules/health/readiness.ts';
import { createHeatmapCache, type HeatmapCache } from '../modules/heatmaps/heatmap-cache.ts';
import { createFieldWorkers } from '../modules/heatmaps/field-workers.ts';
import { registerHeatmapRoutes } from '../modules/heatmaps/heatmaps.routes.ts';
import { registerInsightsModule } from '../modules/insights/insights.module.ts';
import { registerSharingModule } from '../modules/sharing/sharing.module.ts';
import { registerIntegrationsModule } from '../modules/integrations/index.ts';
import { createHeatmapsService } from '../modules/heatmaps/heatmaps.service.ts';
import { createReportsRepository } from '../modules/reports/reports.repository.ts';
import { registerReportRoutes } from '../modules/reports/reports.routes.ts';
import { createReportsService } from '../modules/reports/reports.service.ts';
import { createProjectModelService } from '../modules/projects/index.ts';
import { registerProjectRoutes } from '../modules/projects/projects.routes.ts';
import { createPlanningRepository } from '../modules/planning/planning.repository.ts';
import { registerPlanningRoutes } from '../modules/planning/planning.routes.ts';
import { createPlanningService } from '../modules/planning/planning.service.ts';
import { createProjectsService } from '../modules/projects/projects.service.ts';
import { createDevicesRepository } from '../modules/devices/devices.repository.ts';
import { registerDeviceRoutes } from '../modules/devices/devices.routes.ts';
import { createDevicesService } from '../modules/devices/devices.service.ts';
import { queueInsightsRefresh } from '../modules/insights/insights-refresh.service.ts';
import { createSitesRepository } from '../modules/sites/sites.repository.ts';
import { registerSiteRoutes } from '../modules/sites/sites.routes.ts';
import { createSitesService } from '../modules/sites/sites.service.ts';
import { createProjectDetailsRepository } from '../modules/projects/project-details.repository.ts';
import { registerProjectDetailsRoutes } from '../modules/projects/project-details.routes.ts';
import { createProjectDetailsService } from '../modules/projects/project-details.service.ts';
import { createFileSigner } from '../modules/projects/signed-file-urls.ts';
import { loadServerSecret } from '../modules/secrets/server-secrets.service.ts';
import { createUserPreferencesRepository } from '../modules/user-preferences/user-preferences.repository.ts';
import { registerUserPreferenceRoutes } from '../modules/user-preferences/user-preferences.routes.ts';
import { createUserPreferencesService } from '../modules/user-preferences/user-preferences.service.ts';
import { createUploadsRepository } from '../modules/uploads/uploads.repository.ts';
import { registerUploadRoutes } from '../modules/uploads/uploads.routes.ts';
import { registerDnacConversionRoutes } from '../modules/uploads/dnac-conversion.routes.ts';
import { createDnacConversionService } from '../modules/uploads/dnac-conversion.service.ts';
import { createUploadsService } from '../modules/uploads/uploads.service.ts';
import type { BlobStore } from '../storage/blobs/blob-store.ts';
import type { JobQueue } from '../storage/queue/job-queue.ts';
import { installErrorHandler, sendNotFound } from './error-handler.ts';
import { withLogRedaction } from './log-redaction.ts';
import { createRateLimiter } from './rate-limiter.ts';
import { createFeatureGate } from './feature-gate.ts';
import { installOpenApi } from './openapi.ts';
import { installCloseUnreadBodies } from './close-unread-bodies.ts';
import { applySecurityHeaders, installSecurityHeaders, tileOrigins } from './security-headers.ts';
import { toErrorBody } from './http-error.ts';
import { installStaticWeb } from './static-web.ts';
import './actor.ts';

export interface AppDeps {
  config: AppConfig;
  db: Kysely<Database>;
  clock: Clock;
  blobs: BlobStore;
  queue: JobQueue;
  /** Pino options or `false` for silence in tests; secrets are redacted from whatever is logged. */
  logger?: boolean | (LoggerOptions & { stream?: NodeJS.WritableStream });
  serveWeb?: boolean;
  /** The heatmap answers kept in memory; a fresh cache unless the caller wants to read its counters. */
  heatmapCache?: HeatmapCache;
}

/** Composes the API: one place wires repositories, services and routes. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db, clock } = deps;
  const headerOptions = { hsts: config.cookieSecure, imageOrigins: config.mapTileUrl ? tileOrigins(config.mapTileUrl) : [] };
  const app = Fastify({
    logger: deps.logger === false ? false : withLogRedaction(typeof deps.logger === 'object' ? deps.logger : { level: config.logLevel }),
    bodyLimit: 1024 * 1024,
    // Signed file tokens travel as a path parameter.
    routerOptions: { maxParamLength: 600 },
    trustProxy: false,
    genReqId: () => crypto.randomUUID(),
    // Malformed or over-long URLs are refused before routing: same headers and error shape, and the path is not echoed.
    frameworkErrors: (error, request, reply) => {
      applySecurityHeaders(request, reply, headerOptions);
      const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
      const message = status === 414 ? 'The address is too long.' : ERROR_TEXT.validationFailed;
      // The reply is sent here; Fastify's error hook does not wait on it.
      void (reply as FastifyReply)
        .status(status)
        .type('application/json; charset=utf-8')
        .send(toErrorBody(message, request.id, status === 414 ? 'URI_TOO_LONG' : 'BAD_URL'));
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('actor', null);
  app.decorateRequest('deviceActor', null);
  installErrorHandler(app);
  installSecurityHeaders(app, headerOptions);
  installCloseUnreadBodies(app);
  await app.register(cookie);
  await app.register(formbody, { bodyLimit: 16 * 1024 });
  await installOpenApi(app);

  const users = createUsersRepository(db);
  const sessions = createSessionsRepository(db);
  const cookies = { secure: config.cookieSecure, absoluteMs: config.sessionAbsoluteMs };
  const devices = createDevicesService({
    devices: createDevicesRepository(db),
    clock,
    log: app.log,
    verificationUri: `${config.publicUrl}/device`,
  });
  const bind = {
    ...createSessionResolver({ sessions, clock, cookieSecure: config.cookieSecure, idleMs: config.sessionIdleMs }),
    requireDevice: (request: FastifyRequest) => devices.authenticate(request.headers.authorization, SURVEY_PUSH_SCOPE),
    assertEndpointAccess: createAccessGates(users, clock),
    featureGate: createFeatureGate(config.featureFlags),
  };
  const sso = createSsoService({ sso: createSsoRepository(db), clock, log: app.log, publicUrl: config.publicUrl });
  const auth = createAuthService({
    users,
    sessions,
    throttle: createLoginThrottleRepository(db),
    clock,
    log: app.log,
    sessionAbsoluteMs: config.sessionAbsoluteMs,
    isPasswordSignInDisabled: sso.isPasswordSignInDisabled,
  });

  const limiter = createRateLimiter(db, clock);
  registerHealthRoutes(app, bind, createReadinessCheck(db, deps.blobs));
  registerPageConfigRoutes(app, bind, config);
  registerAuthRoutes(app, bind, auth, cookies, config.publicUrl);
  registerSsoRoutes(app, bind, sso, auth, cookies);
  const mailer = registerAccountsModule(app, { bind, db, clock, config, isPasswordSignInDisabled: sso.isPasswordSignInDisabled });
  registerUserRoutes(app, bind, createUsersService(users, clock));
  registerOrgRoutes(app, bind, createOrgService(createOrgRepository(db)));
  registerNotificationRoutes(app, bind, createNotificationsService({ notifications: createNotificationsRepository(db), clock }));
  await registerAnalyticsModule(app, { bind, db, clock, internalEmailDomains: config.internalEmailDomains, limiter });
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
      minRate: config.uploadMinRate,
      initiatesPerHour: config.uploadInitiatesPerHour,
    }),
  );
  registerDnacConversionRoutes(
    app,
    bind,
    createDnacConversionService({ assertLicenceAllowsWrites, maxUploadBytes: config.maxUploadBytes }),
  );
  const signer = createFileSigner(await loadServerSecret(db, 'file-urls'));
  const projectModels = createProjectModelService(db, blobs);
  const projectsService = createProjectsService({ assertLicenceAllowsWrites, db, blobs, queue, signer, clock });
  registerProjectRoutes(app, bind, projectsService);
  registerUserPreferenceRoutes(
    app,
    bind,
    createUserPreferencesService({ preferences: createUserPreferencesRepository(db), projectsService, clock }),
  );
  const planning = createPlanningService({
    blobs,
    planning: createPlanningRepository(db),
    projectModels,
    projectsService,
    assertLicenceAllowsWrites,
    assertUserLicenceAllowsWrites: createUserLicenceCheck(users, clock),
    featureFlags: config.featureFlags,
    clock,
  });
  registerPlanningRoutes(app, bind, planning);
  registerDeviceRoutes(app, bind, devices, planning, (projectId) => queueInsightsRefresh(queue, projectId));
  registerSiteRoutes(app, bind, createSitesService({ sites: createSitesRepository(db), projectsService, clock }));
  registerProjectDetailsRoutes(
    app,
    bind,
    createProjectDetailsService({ projectsService, details: createProjectDetailsRepository(db), assertLicenceAllowsWrites, clock }),
  );
  const fieldWorkers = config.heatmapFieldWorkers > 0 ? createFieldWorkers(config.heatmapFieldWorkers) : undefined;
  if (fieldWorkers) app.addHook('onClose', () => fieldWorkers.close());
  registerHeatmapRoutes(
    app,
    bind,
    createHeatmapsService({ projectsService, projectModels, cache: deps.heatmapCache ?? createHeatmapCache(), log: app.log, fieldWorkers }),
  );
  registerReportRoutes(
    app,
    bind,
    createReportsService({ projectsService, projectModels, reports: createReportsRepository(db), blobs, queue, clock }),
    limiter,
  );
  registerInsightsModule(app, {
    bind,
    db,
    designProjectsOn: isFeatureOn(config.featureFlags.designProject),
    answerCache: config.insightsAnswerCache,
  });
  await registerSharingModule(app, { bind, db, clock, config, auth, projectsService, assertLicenceAllowsWrites, mailer });
  registerIntegrationsModule(app, {
    bind,
    db,
    clock,
    blobs,
    projectsService,
    projectModels,
    assertLicenceAllowsWrites,
    addressPolicy: config.controllerAddresses,
  });

  app.setNotFoundHandler((deps.serveWeb ?? true) ? await installStaticWeb(app, config.webDistDir) : sendNotFound);
  return app;
}
