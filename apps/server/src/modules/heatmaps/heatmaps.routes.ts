import type { FastifyInstance } from 'fastify';
import { heatmapEndpoints } from '@airscope/contracts';
import { bindEndpoint, type BindDeps } from '../../http/bind-endpoint.ts';
import type { HeatmapsService } from './heatmaps.service.ts';

export function registerHeatmapRoutes(app: FastifyInstance, bind: BindDeps, heatmaps: HeatmapsService) {
  bindEndpoint(app, bind, heatmapEndpoints.computeHeatmap, ({ actor, params, body }) =>
    heatmaps.compute(actor, params.projectId, params.floorId, body),
  );
  bindEndpoint(app, bind, heatmapEndpoints.getFloorLayers, ({ actor, params }) => heatmaps.layers(actor, params.projectId, params.floorId));
  bindEndpoint(app, bind, heatmapEndpoints.inspectFloorPoint, ({ actor, params, body }) =>
    heatmaps.inspect(actor, params.projectId, params.floorId, body),
  );
}
