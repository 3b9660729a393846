import type { FastifyInstance } from 'fastify';
import { reportEndpoints as api } from '@airscope/contracts';
import { answer, bindEndpoint, type BindDeps } from '../../http/bind-endpoint.ts';
import type { ReportsService } from './reports.service.ts';

/** Content-Disposition for a download; the ASCII fallback keeps old clients from mangling the name. */
const attachment = (fileName: string) =>
  `attachment; filename="${fileName.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

export function registerReportRoutes(app: FastifyInstance, bind: BindDeps, reports: ReportsService) {
  bindEndpoint(app, bind, api.createReport, async ({ actor, params, body }) =>
    answer(202, await reports.create(actor, params.projectId, body)),
  );
  bindEndpoint(app, bind, api.listReports, ({ actor, params }) => reports.list(actor, params.projectId));
  bindEndpoint(app, bind, api.getReport, ({ actor, params }) => reports.get(actor, params.projectId, params.reportId));
  bindEndpoint(app, bind, api.downloadReport, async ({ actor, params, reply }) => {
    const file = await reports.file(actor, params.projectId, params.reportId);
    return reply
      .type(file.contentType)
      .header('Content-Disposition', attachment(file.fileName))
      .header('Cache-Control', 'private, no-store')
      .send(file.stream);
  });
  bindEndpoint(app, bind, api.downloadBillOfMaterials, async ({ actor, params, query, reply }) => {
    const file = await reports.billOfMaterials(actor, params.projectId, query.format, query.language);
    return reply
      .type(file.contentType)
      .header('Content-Disposition', attachment(file.fileName))
      .header('Cache-Control', 'private, no-store')
      .send(file.bytes);
  });
}
