export * from './endpoint.ts';
export * from './api-error.schemas.ts';
export * from './constants.ts';
export * from './user.schemas.ts';
export * from './page-config.endpoints.ts';
export * from './project.schemas.ts';
export * from './password-rules.ts';
export * from './account.schemas.ts';
export * from './heatmap.schemas.ts';
export * from './sharing.schemas.ts';
export * from './sharing.summary.ts';
export * from './sharing.guest-access.ts';
export * from './licence.schemas.ts';
export * from './project-details.schemas.ts';
export * from './insight.schemas.ts';
export * from './notification.schemas.ts';
export * from './analytics.schemas.ts';
export * from './floor-view.schemas.ts';
export * from './planning.schemas.ts';
export * from './report.schemas.ts';
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
import type { EndpointDef } from './endpoint.ts';

export { authEndpoints, userEndpoints, projectEndpoints, heatmapEndpoints, accountEndpoints };
export { insightEndpoints };
export { notificationEndpoints, analyticsEndpoints };
export { licenceEndpoints, projectDetailsEndpoints };
export { sharingEndpoints };
export { reportEndpoints };
export { planningEndpoints };
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
];
