import type { FastifyInstance } from 'fastify';
import { analyticsEndpoints } from '@airscope/contracts';
import { answer, bindEndpoint, type BindDeps } from '../../http/bind-endpoint.ts';
import { RATE_LIMITS, type RateLimiter } from '../../http/rate-limiter.ts';
import type { AnalyticsService } from './analytics.service.ts';

export function registerAnalyticsRoutes(app: FastifyInstance, bind: BindDeps, analytics: AnalyticsService, limiter: RateLimiter) {
  bindEndpoint(app, bind, analyticsEndpoints.recordAnalyticsEvent, async ({ actor, body, request }) => {
    await limiter.enforce(RATE_LIMITS.analyticsPerUser, [actor.user.id]);
    await limiter.enforce(RATE_LIMITS.analyticsPerIp, [request.ip]);
    return answer(202, await analytics.record(actor, body, request.headers['user-agent']));
  });
  bindEndpoint(app, bind, analyticsEndpoints.getAnalyticsSummary, ({ actor, query }) => analytics.summarise(actor, query.days));
}
