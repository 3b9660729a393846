import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { ApiErrorSchema } from './api-error.schemas.ts';
import { HeatmapOptionsSchema, HeatmapResultSchema } from './heatmap.schemas.ts';
import { HEATMAP_COMPACT_TYPE } from './heatmap-compact.ts';
import { FloorLayersSchema, FloorSsidsSchema, InspectRequestSchema, InspectResultSchema } from './floor-view.schemas.ts';

export const computeHeatmap = defineEndpoint({
  id: 'computeHeatmap',
  method: 'POST',
  path: '/heatmapapi/v1/projects/:projectId/floor-plans/:floorId/heatmap',
  summary:
    'A heatmap of one floor for the given options; `version`, when given, is the project version the client holds: another answers 409 STALE_PROJECT_VERSION',
  tag: 'heatmaps',
  access: 'session',
  params: z.object({ projectId: z.string().min(1).max(64), floorId: z.string().min(1).max(100) }),
  query: z.object({ version: z.coerce.number().int().min(0).optional() }),
  body: HeatmapOptionsSchema,
  responses: {
    200: HeatmapResultSchema,
    400: ApiErrorSchema,
    401: ApiErrorSchema,
    403: ApiErrorSchema,
    404: ApiErrorSchema,
    409: ApiErrorSchema,
  },
  alternativeAnswers: {
    [HEATMAP_COMPACT_TYPE]:
      'The same heatmap in the compact binary form (packages/contracts heatmap-compact.ts): a JSON header, the grid quantised to 16 bits, the grey-out as a bit mask, contours as varint deltas',
  },
});

const floorParams = z.object({ projectId: z.string().min(1).max(64), floorId: z.string().min(1).max(100) });

export const getFloorLayers = defineEndpoint({
  id: 'getFloorLayers',
  method: 'GET',
  path: '/heatmapapi/v1/projects/:projectId/floor-plans/:floorId/layers',
  summary: 'What the floor-plan view draws over a floor: access points, areas and survey walks, in plan pixels',
  tag: 'heatmaps',
  access: 'session',
  params: floorParams,
  responses: { 200: FloorLayersSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema },
});

export const inspectFloorPoint = defineEndpoint({
  id: 'inspectFloorPoint',
  method: 'POST',
  path: '/heatmapapi/v1/projects/:projectId/floor-plans/:floorId/inspect',
  summary: 'The inspect tool: every visualisation value at one point of the floor and the radios heard there',
  tag: 'heatmaps',
  access: 'session',
  params: floorParams,
  body: InspectRequestSchema,
  responses: { 200: InspectResultSchema, 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema },
});

export const listFloorSsids = defineEndpoint({
  id: 'listFloorSsids',
  method: 'GET',
  path: '/heatmapapi/v1/projects/:projectId/floor-plans/:floorId/ssids',
  summary: "The SSIDs heard in a floor's survey with their measured radios, for the heatmap's SSID choice",
  tag: 'heatmaps',
  access: 'session',
  params: floorParams,
  responses: { 200: FloorSsidsSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema },
});

export const exportFloorRssi = defineEndpoint({
  id: 'exportFloorRssi',
  method: 'GET',
  path: '/heatmapapi/v1/projects/:projectId/floor-plans/:floorId/rssi-export',
  summary: "Every RSSI reading of a floor's survey as CSV: position in metres, access point, SSID, band, channel, dBm",
  tag: 'heatmaps',
  access: 'session',
  params: floorParams,
  responses: { 200: z.any(), 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema },
});
