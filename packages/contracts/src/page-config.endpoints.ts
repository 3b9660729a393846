import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';

export const PageConfigSchema = z.object({
  featureFlags: z.record(z.string(), z.string()),
  /** Hosts a post-login redirect may go to (docs/product.md §5). */
  allowedRedirectHosts: z.array(z.string()),
  optimizerBaseUrl: z.string(),
  plannerBaseUrl: z.string(),
  releaseNotesVersion: z.string(),
  /** Error reporting in the browser; absent when reporting is off. */
  sentryDsn: z.string().optional(),
  /** Raster tile URL template (`{z}/{x}/{y}`, optionally `{s}`) for the insights map; absent: the bundled offline world map. */
  mapTileUrl: z.string().optional(),
  /** Plain-text credit the tile server asks for (e.g. "© OpenStreetMap contributors"), shown on the map. */
  mapTileAttribution: z.string().optional(),
});
export type PageConfig = z.infer<typeof PageConfigSchema>;

/** The hosts a `{s}` in a tile URL stands for (the common a, b, c); the browser picks one and the CSP allows each. */
export const MAP_TILE_SUBDOMAINS = ['a', 'b', 'c'] as const;

export const getPageConfig = defineEndpoint({
  id: 'getPageConfig',
  method: 'GET',
  path: '/api/page-config',
  summary: 'Page configuration: feature flags, redirect allow-list, external hosts',
  tag: 'config',
  access: 'public',
  responses: { 200: PageConfigSchema },
});
