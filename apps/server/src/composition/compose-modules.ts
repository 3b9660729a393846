import { createFeatureGate } from '../http/feature-gate.ts';
import type { BindDeps } from '../http/bind-endpoint.ts';
import { createRateLimiter } from '../http/rate-limiter.ts';
import type { Mailer } from '../storage/mail/mailer.ts';
import { createAccountsModule } from '../modules/accounts/accounts.module.ts';
import { createAnalyticsModule } from '../modules/analytics/analytics.module.ts';
import { createAuthModule } from '../modules/auth/auth.module.ts';
import { createDevicesModule } from '../modules/devices/devices.module.ts';
import { createHealthModule } from '../modules/health/health.module.ts';
import { createHeatmapsModule } from '../modules/heatmaps/heatmaps.module.ts';
import type { HeatmapCache } from '../modules/heatmaps/index.ts';
import { createInsightsModule } from '../modules/insights/insights.module.ts';
import { createIntegrationsModule } from '../modules/integrations/index.ts';
import { createLicencesModule } from '../modules/licences/licences.module.ts';
import { createMaintenanceModule } from '../modules/maintenance/maintenance.module.ts';
import { createNotificationsModule } from '../modules/notifications/notifications.module.ts';
import { createOrgModule } from '../modules/org/org.module.ts';
import { createPageConfigModule } from '../modules/page-config/page-config.module.ts';
import { createPlanningModule } from '../modules/planning/planning.module.ts';
import { createProjectsModule } from '../modules/projects/projects.module.ts';
import { createReportsModule } from '../modules/reports/reports.module.ts';
import { createSetupModule } from '../modules/setup/setup.module.ts';
import { createSharingModule } from '../modules/sharing/sharing.module.ts';
import { createSitesModule } from '../modules/sites/sites.module.ts';
import { createSsoModule, createSsoOnlyCheck } from '../modules/sso/sso.module.ts';
import { createUploadsModule } from '../modules/uploads/uploads.module.ts';
import { createUserPreferencesModule } from '../modules/user-preferences/user-preferences.module.ts';
import { createUsersModule } from '../modules/users/users.module.ts';
import type { ComposedModules, ModuleContext, ServerModule } from '../module-contract/server-module.ts';

export interface CompositionOptions {
  /** The mail port (accounts and secure sharing send through it). */
  mailer: Mailer;
  /** Every unfinished import was interrupted at start: true when this is the only process (embedded). */
  takeOverImportsAtStart: boolean;
  /** The heatmap answers kept in memory; a fresh cache unless the caller wants to read its counters. */
  heatmapCache?: HeatmapCache;
}

/** Every module, built once per process on its stores, and the endpoint binder their routes share. */

/**
 * The one place that lists the server's modules and wires them to each other: each is built on the process's stores
 * and handed the services it uses of the others. The API registers their routes in this order (`http/app.ts`), the
 * worker their jobs (`composition/start-jobs.ts`).
 */
export async function composeModules(ctx: ModuleContext, options: CompositionOptions): Promise<ComposedModules> {
  // One limiter for the costly routes and for the maintenance job that purges its windows.
  const limiter = createRateLimiter(ctx.db, ctx.clock);
  const users = createUsersModule(ctx);
  const { assertLicenceAllowsWrites, assertUserLicenceAllowsWrites } = users;
  const isPasswordSignInDisabled = createSsoOnlyCheck(ctx);
  const auth = createAuthModule(ctx, { findByEmail: users.findByEmail, isPasswordSignInDisabled });
  const projects = await createProjectsModule(ctx, { assertLicenceAllowsWrites });
  const { projectsService, projectModels } = projects;
  const planning = createPlanningModule(ctx, { projectModels, projectsService, assertLicenceAllowsWrites, assertUserLicenceAllowsWrites });
  const devices = createDevicesModule(ctx, { planning: planning.planning });
  const notifications = createNotificationsModule(ctx);

  const modules: ServerModule[] = [
    createHealthModule(ctx),
    createPageConfigModule(ctx),
    auth,
    createSsoModule(ctx, { auth: auth.auth }),
    createAccountsModule(ctx, { mailer: options.mailer, isPasswordSignInDisabled }),
    createSetupModule(ctx),
    users,
    createOrgModule(ctx),
    notifications,
    await createAnalyticsModule(ctx, { limiter }),
    createLicencesModule(ctx),
    createUploadsModule(ctx, {
      assertLicenceAllowsWrites,
      projectModels,
      users: users.lookup,
      notifications: notifications.notifications,
      takeOverImportsAtStart: options.takeOverImportsAtStart,
    }),
    projects,
    createUserPreferencesModule(ctx, { projectsService }),
    planning,
    devices,
    createSitesModule(ctx, { projectsService }),
    createHeatmapsModule(ctx, { projectsService, projectModels, cache: options.heatmapCache }),
    createReportsModule(ctx, { projectsService, projectModels, limiter }),
    createInsightsModule(ctx, { projectModels, users: users.lookup }),
    await createSharingModule(ctx, {
      auth: auth.auth,
      projectsService,
      assertLicenceAllowsWrites,
      mailer: options.mailer,
      notifications: notifications.notifications,
    }),
    createIntegrationsModule(ctx, { projectsService, projectModels, assertLicenceAllowsWrites }),
    createMaintenanceModule(ctx, { limiter }),
  ];
  const bind: BindDeps = {
    ...auth.sessions,
    requireDevice: devices.requireDevice,
    assertEndpointAccess: users.assertEndpointAccess,
    featureGate: createFeatureGate(ctx.config.featureFlags),
  };
  return { modules, bind };
}
