export * from './endpoint.ts';
export * from './api-error.schemas.ts';
export * from './constants.ts';
export * from './user.schemas.ts';
export * from './feature-flags.ts';
export * from './page-config.endpoints.ts';
export * from './project.schemas.ts';
export * from './password-rules.ts';
export * from './account.schemas.ts';
export * from './heatmap.schemas.ts';
export * from './heatmap-compact.ts';
export * from './sharing.schemas.ts';
export * from './sharing.summary.ts';
export * from './sharing.guest-access.ts';
export * from './eula-access.ts';
export * from './licence.schemas.ts';
export * from './project-details.schemas.ts';
export * from './insight.schemas.ts';
export * from './project-places.ts';
export * from './recommendation.schemas.ts';
export * from './notification.schemas.ts';
export * from './analytics.schemas.ts';
export * from './floor-view.schemas.ts';
export * from './planning.schemas.ts';
export * from './calibration.schemas.ts';
export * from './auto-plan.schemas.ts';
export * from './report.schemas.ts';
export * from './device.schemas.ts';
export * from './site.schemas.ts';
export * from './sso.schemas.ts';
export * from './user-preference.schemas.ts';
export * from './secret-scrubber.ts';
export * from './integration.schemas.ts';
export * from './setup.schemas.ts';
import * as authEndpoints from './auth.endpoints.ts';
import * as userEndpoints from './user.endpoints.ts';
import * as accountEndpoints from './account.endpoints.ts';
import { getPageConfig } from './page-config.endpoints.ts';
import * as projectEndpoints from './project.endpoints.ts';
import * as heatmapEndpoints from './heatmap.endpoints.ts';
import * as sharingEndpoints from './sharing.endpoints.ts';
import * as insightEndpoints from './insight.endpoints.ts';
import * as notificationEndpoints from './notification.endpoints.ts';
import * as analyticsEndpoints from './analytics.endpoints.ts';
import * as licenceEndpoints from './licence.endpoints.ts';
import * as projectDetailsEndpoints from './project-details.endpoints.ts';
import * as reportEndpoints from './report.endpoints.ts';
import * as planningEndpoints from './planning.endpoints.ts';
import * as deviceEndpoints from './device.endpoints.ts';
import * as siteEndpoints from './site.endpoints.ts';
import * as ssoEndpoints from './sso.endpoints.ts';
import * as userPreferenceEndpoints from './user-preference.endpoints.ts';
import * as healthEndpoints from './health.endpoints.ts';
import * as integrationEndpoints from './integration.endpoints.ts';
import * as setupEndpoints from './setup.endpoints.ts';
import type { EndpointDef } from './endpoint.ts';

export { authEndpoints, userEndpoints, projectEndpoints, heatmapEndpoints, accountEndpoints };
export { insightEndpoints };
export { notificationEndpoints, analyticsEndpoints };
export { licenceEndpoints, projectDetailsEndpoints };
export { sharingEndpoints };
export { reportEndpoints };
export { planningEndpoints };
export { deviceEndpoints, siteEndpoints };
export { ssoEndpoints, userPreferenceEndpoints };
export { healthEndpoints };
export { integrationEndpoints };
export { setupEndpoints };
export {
  EventLoopDelaySchema,
  HealthSchema,
  ReadinessSchema,
  type EventLoopDelay,
  type Health,
  type Readiness,
} from './health.endpoints.ts';
export { LoginFormSchema } from './auth.endpoints.ts';

/** Every endpoint of the API; the server must bind each one (a test checks it). */
export const allEndpoints: readonly EndpointDef[] = [
  authEndpoints.login,
  authEndpoints.logout,
  ...Object.values(userEndpoints),
  getPageConfig,
  ...Object.values(projectEndpoints),
  ...Object.values(heatmapEndpoints),
  ...Object.values(planningEndpoints),
  ...Object.values(sharingEndpoints),
  ...Object.values(licenceEndpoints),
  ...Object.values(projectDetailsEndpoints),
  ...Object.values(insightEndpoints),
  ...Object.values(accountEndpoints),
  ...Object.values(notificationEndpoints),
  ...Object.values(analyticsEndpoints),
  ...Object.values(reportEndpoints),
  ...Object.values(deviceEndpoints),
  ...Object.values(siteEndpoints),
  ...Object.values(ssoEndpoints),
  ...Object.values(userPreferenceEndpoints),
  ...Object.values(integrationEndpoints),
  ...Object.values(setupEndpoints),
  healthEndpoints.getHealth,
  healthEndpoints.getReadiness,
];
