import type { FastifyInstance } from 'fastify';
import { analyticsEndpoints } from '@airscope/contracts';
import { answer, bindEndpoint, type BindDeps } from '../../http/bind-endpoint.ts';
import type { AnalyticsService } from './analytics.service.ts';

export function registerAnalyticsRoutes(app: FastifyInstance, bind: BindDeps, analytics: AnalyticsService) {
  bindEndpoint(app, bind, analyticsEndpoints.recordAnalyticsEvent, async ({ actor, body, request }) =>
    answer(202, await analytics.record(actor, body, request.headers['user-agent'])),
  );
  bindEndpoint(app, bind, analyticsEndpoints.getAnalyticsSummary, ({ actor, query }) => analytics.summarise(actor, query.days));
}
