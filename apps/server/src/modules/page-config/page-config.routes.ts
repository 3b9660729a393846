import type { FastifyInstance } from 'fastify';
import { getPageConfig, RELEASE_NOTES_VERSION } from '@airscope/contracts';
import type { AppConfig } from '../../config/config.ts';
import { bindEndpoint, type BindDeps } from '../../http/bind-endpoint.ts';

export function registerPageConfigRoutes(app: FastifyInstance, bind: BindDeps, config: AppConfig) {
  bindEndpoint(app, bind, getPageConfig, async () => ({
    featureFlags: config.featureFlags,
    allowedRedirectHosts: config.allowedRedirectHosts,
    optimizerBaseUrl: config.optimizerBaseUrl,
    plannerBaseUrl: config.plannerBaseUrl,
    releaseNotesVersion: RELEASE_NOTES_VERSION,
    ...(config.sentryDsn ? { sentryDsn: config.sentryDsn } : {}),
    ...(config.mapTileUrl ? { mapTileUrl: config.mapTileUrl } : {}),
    ...(config.mapTileUrl && config.mapTileAttribution ? { mapTileAttribution: config.mapTileAttribution } : {}),
  }));
}
