export * from './endpoint.ts';
export * from './api-error.schemas.ts';
export * from './constants.ts';
export * from './user.schemas.ts';
export * from './page-config.endpoints.ts';
export * from './project.schemas.ts';
export * from './password-rules.ts';
export * from './account.schemas.ts';
export * from './heatmap.schemas.ts';
export * from './floor-view.schemas.ts';
export * from './planning.schemas.ts';
import * as authEndpoints from './auth.endpoints.ts';
import * as userEndpoints from './user.endpoints.ts';
import * as accountEndpoints from './account.endpoints.ts';
import { getPageConfig } from './page-config.endpoints.ts';
import * as projectEndpoints from './project.endpoints.ts';
import * as heatmapEndpoints from './heatmap.endpoints.ts';
import * as planningEndpoints from './planning.endpoints.ts';
import type { EndpointDef } from './endpoint.ts';

export { authEndpoints, userEndpoints, projectEndpoints, heatmapEndpoints, accountEndpoints };
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
  ...Object.values(accountEndpoints),
];
