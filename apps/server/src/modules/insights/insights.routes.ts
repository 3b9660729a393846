import type { FastifyInstance } from 'fastify';
import { insightEndpoints as api, type EndpointDef } from '@airscope/contracts';
import type { Actor } from '../../http/actor.ts';
import type { BindDeps, HandlerContext } from '../../http/bind-endpoint.ts';
import { bindCachedInsightEndpoint } from './cached-insight-endpoint.ts';
import type { InsightsResponseCache } from './insights-response-cache.ts';
import type { InsightsService } from './insights.service.ts';

const paging = (q: { page: number; size: number; sort?: string | undefined }) => ({ page: q.page, size: q.size, sort: q.sort });

/** Every insights call reads only the stored read models, so every answer is kept per data version. */
export function registerInsightRoutes(app: FastifyInstance, bind: BindDeps, cache: InsightsResponseCache, insights: InsightsService) {
  const route = <E extends EndpointDef & { access: 'session' }>(
    endpoint: E,
    handler: (ctx: HandlerContext<E, Actor>) => Promise<unknown>,
  ) => bindCachedInsightEndpoint(app, bind, cache, endpoint, handler);

  route(api.listInsightProjects, ({ actor, query }) => insights.listProjects(actor, query));
  route(api.listInsightProjectPlaces, ({ actor, query }) => insights.projectPlaces(actor, query));
  route(api.getInsightProject, ({ actor, params, query }) => insights.getProject(actor, params.projectId, query));
  route(api.searchInsightProjects, ({ actor, query }) => insights.search(actor, query));

  // The same three survey-event calls and two device-count calls in every path form (docs/product.md §7).
  for (const [list, totals, range] of [
    [api.listSurveyEvents, api.getSurveyEventTotals, api.getSurveyDateRange],
    [api.listSurveyEventsOfProject, api.getSurveyEventTotalsOfProject, api.getSurveyDateRangeOfProject],
    [api.listSurveyEventsOfFloor, api.getSurveyEventTotalsOfFloor, api.getSurveyDateRangeOfFloor],
    [api.listSurveyEventsOfProjectFloor, api.getSurveyEventTotalsOfProjectFloor, api.getSurveyDateRangeOfProjectFloor],
  ] as const) {
    route(list, ({ actor, params, query }) => insights.surveyEvents(actor, params, query, paging(query)));
    route(totals, ({ actor, params, query }) => insights.surveyEventTotals(actor, params, query));
    route(range, ({ actor, params }) => insights.surveyDateRange(actor, params));
  }
  for (const [list, totals] of [
    [api.listDeviceCounts, api.getDeviceCountTotals],
    [api.listDeviceCountsOfProject, api.getDeviceCountTotalsOfProject],
    [api.listDeviceCountsOfFloor, api.getDeviceCountTotalsOfFloor],
    [api.listDeviceCountsOfProjectFloor, api.getDeviceCountTotalsOfProjectFloor],
  ] as const) {
    route(list, ({ actor, params, query }) => insights.deviceCounts(actor, params, query, paging(query)));
    route(totals, ({ actor, params, query }) => insights.deviceCountTotals(actor, params, query));
  }

  route(api.getDailyNetworkHealth, ({ actor, params, query }) => insights.dailyNetworkHealth(actor, params.projectId, query));
  route(api.listInsightFloorPlans, ({ actor, params }) => insights.floorPlans(actor, params.projectId));
  route(api.listFloorPlanKpis, ({ actor, params, query }) => insights.floorPlanKpis(actor, params.projectId, query));
  route(api.listAreaKpis, ({ actor, params, query }) => insights.areaKpis(actor, params.projectId, params.floorPlanRowId, query));
  route(api.getFloorKpis, ({ actor, params, query }) => insights.floorKpis(actor, params.projectId, params.floorPlanRowId, query));
  route(api.listProjectRecommendations, ({ actor, params, query }) => insights.recommendations(actor, params.projectId, query));
  route(api.getProjectKpis, ({ actor, params, query }) => insights.projectKpis(actor, params.projectId, query));
}
