import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { ApiErrorSchema } from './api-error.schemas.ts';
import { HeatmapOptionsSchema, HeatmapResultSchema } from './heatmap.schemas.ts';
import { FloorLayersSchema, InspectRequestSchema, InspectResultSchema } from './floor-view.schemas.ts';

export const computeHeatmap = defineEndpoint({
  id: 'computeHeatmap',
  method: 'POST',
  path: '/heatmapapi/v1/projects/:projectId/floor-plans/:floorId/heatmap',
  summary: 'A heatmap of one floor for the given options; `version` is the project version the client holds',
  tag: 'heatmaps',
  access: 'session',
  params: z.object({ projectId: z.string().min(1).max(64), floorId: z.string().min(1).max(100) }),
  query: z.object({ version: z.coerce.number().int().min(0).optional() }),
  body: HeatmapOptionsSchema,
  responses: { 200: HeatmapResultSchema, 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema },
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
