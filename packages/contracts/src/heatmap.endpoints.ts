import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { ApiErrorSchema } from './api-error.schemas.ts';
import { HeatmapOptionsSchema, HeatmapResultSchema } from './heatmap.schemas.ts';

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
