import type { FastifyInstance } from 'fastify';
import { heatmapEndpoints } from '@airscope/contracts';
import { bindEndpoint, type BindDeps } from '../../http/bind-endpoint.ts';
import type { HeatmapsService } from './heatmaps.service.ts';
import { attachment } from '../../http/content-disposition.ts';
import { sendHeatmap } from './heatmap-reply.ts';

export function registerHeatmapRoutes(app: FastifyInstance, bind: BindDeps, heatmaps: HeatmapsService) {
  bindEndpoint(app, bind, heatmapEndpoints.computeHeatmap, async ({ actor, params, query, body, request, reply }) => {
    const startedAt = performance.now();
    const { answer, cached, authorisedAt } = await heatmaps.compute(actor, params.projectId, params.floorId, body, query.version);
    return sendHeatmap(request, reply, { answer, cached, startedAt, authorisedAt });
  });
  bindEndpoint(app, bind, heatmapEndpoints.getFloorLayers, ({ actor, params }) => heatmaps.layers(actor, params.projectId, params.floorId));
  bindEndpoint(app, bind, heatmapEndpoints.inspectFloorPoint, ({ actor, params, body }) =>
    heatmaps.inspect(actor, params.projectId, params.floorId, body),
  );
  bindEndpoint(app, bind, heatmapEndpoints.listFloorSsids, ({ actor, params }) => heatmaps.ssids(actor, params.projectId, params.floorId));
  bindEndpoint(app, bind, heatmapEndpoints.exportFloorRssi, async ({ actor, params, reply }) => {
    const file = await heatmaps.rssiExport(actor, params.projectId, params.floorId);
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', attachment(file.fileName))
      .header('Cache-Control', 'private, no-store')
      .send(file.bytes);
  });
}
