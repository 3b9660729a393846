import type { FastifyInstance } from 'fastify';
import { reportEndpoints as api } from '@airscope/contracts';
import { attachment } from '../../http/content-disposition.ts';
import { answer, bindEndpoint, type BindDeps } from '../../http/bind-endpoint.ts';
import { RATE_LIMITS, type RateLimiter } from '../../http/rate-limiter.ts';
import type { ReportsService } from './reports.service.ts';

export function registerReportRoutes(app: FastifyInstance, bind: BindDeps, reports: ReportsService, limiter: RateLimiter) {
  bindEndpoint(app, bind, api.createReport, async ({ actor, params, body, request }) => {
    // Each report is a render job: the limit keeps one user or address from filling the queue.
    await limiter.enforce(RATE_LIMITS.reportsPerUser, [actor.user.id]);
    await limiter.enforce(RATE_LIMITS.reportsPerIp, [request.ip]);
    return answer(202, await reports.create(actor, params.projectId, body));
  });
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
