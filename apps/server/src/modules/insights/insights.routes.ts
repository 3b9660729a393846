import type { FastifyInstance } from 'fastify';
import { insightEndpoints as api } from '@airscope/contracts';
import { bindEndpoint, type BindDeps } from '../../http/bind-endpoint.ts';
import type { InsightsService } from './insights.service.ts';

const paging = (q: { page: number; size: number; sort?: string | undefined }) => ({ page: q.page, size: q.size, sort: q.sort });

export function registerInsightRoutes(app: FastifyInstance, bind: BindDeps, insights: InsightsService) {
  bindEndpoint(app, bind, api.listInsightProjects, ({ actor, query }) => insights.listProjects(actor, query));
  bindEndpoint(app, bind, api.getInsightProject, ({ actor, params, query }) => insights.getProject(actor, params.projectId, query));
  bindEndpoint(app, bind, api.searchInsightProjects, ({ actor, query }) => insights.search(actor, query));

  // The same three survey-event calls and two device-count calls in every path form (spec §7).
  for (const [list, totals, range] of [
    [api.listSurveyEvents, api.getSurveyEventTotals, api.getSurveyDateRange],
    [api.listSurveyEventsOfProject, api.getSurveyEventTotalsOfProject, api.getSurveyDateRangeOfProject],
    [api.listSurveyEventsOfFloor, api.getSurveyEventTotalsOfFloor, api.getSurveyDateRangeOfFloor],
    [api.listSurveyEventsOfProjectFloor, api.getSurveyEventTotalsOfProjectFloor, api.getSurveyDateRangeOfProjectFloor],
  ] as const) {
    bindEndpoint(app, bind, list, ({ actor, params, query }) => insights.surveyEvents(actor, params, query, paging(query)));
    bindEndpoint(app, bind, totals, ({ actor, params, query }) => insights.surveyEventTotals(actor, params, query));
    bindEndpoint(app, bind, range, ({ actor, params }) => insights.surveyDateRange(actor, params));
  }
  for (const [list, totals] of [
    [api.listDeviceCounts, api.getDeviceCountTotals],
    [api.listDeviceCountsOfProject, api.getDeviceCountTotalsOfProject],
    [api.listDeviceCountsOfFloor, api.getDeviceCountTotalsOfFloor],
    [api.listDeviceCountsOfProjectFloor, api.getDeviceCountTotalsOfProjectFloor],
  ] as const) {
    bindEndpoint(app, bind, list, ({ actor, params, query }) => insights.deviceCounts(actor, params, query, paging(query)));
    bindEndpoint(app, bind, totals, ({ actor, params, query }) => insights.deviceCountTotals(actor, params, query));
  }

  bindEndpoint(app, bind, api.getDailyNetworkHealth, ({ actor, params, query }) => insights.dailyNetworkHealth(actor, params.projectId, query));
  bindEndpoint(app, bind, api.listInsightFloorPlans, ({ actor, params }) => insights.floorPlans(actor, params.projectId));
  bindEndpoint(app, bind, api.listFloorPlanKpis, ({ actor, params, query }) => insights.floorPlanKpis(actor, params.projectId, query));
  bindEndpoint(app, bind, api.listAreaKpis, ({ actor, params, query }) => insights.areaKpis(actor, params.projectId, params.floorPlanRowId, query));
  bindEndpoint(app, bind, api.getFloorKpis, ({ actor, params, query }) => insights.floorKpis(actor, params.projectId, params.floorPlanRowId, query));
  bindEndpoint(app, bind, api.getProjectKpis, ({ actor, params, query }) => insights.projectKpis(actor, params.projectId, query));
}
