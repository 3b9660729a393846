import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { ApiErrorSchema } from './api-error.schemas.ts';
import {
  INSIGHT_SEARCH_MAX_LENGTH,
  AreaKpiRowSchema,
  DailyHealthSchema,
  DeviceCountPageSchema,
  DeviceCountTotalsSchema,
  FloorKpiPanelSchema,
  FloorKpiRowSchema,
  InsightFilterQuerySchema,
  InsightFloorPlanSchema,
  InsightProjectPageSchema,
  InsightProjectPlacesSchema,
  InsightProjectSearchSchema,
  InsightProjectSchema,
  INVALID_FLOOR_PLAN_ROW_ID,
  PageQuerySchema,
  ProjectKpiPanelSchema,
  SurveyDateRangeSchema,
  SurveyEventPageSchema,
  SurveyEventTotalsSchema,
} from './insight.schemas.ts';
import { RecommendationSchema } from './recommendation.schemas.ts';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema } as const;
const projectId = z.string().min(1).max(64);
const floorPlanRowId = z.string().regex(/^\d{1,15}$/, INVALID_FLOOR_PLAN_ROW_ID);
const ProjectParams = z.object({ projectId });
const FloorParams = z.object({ floorPlanRowId });
const ProjectFloorParams = z.object({ projectId, floorPlanRowId });
const NoParams = z.object({});

const RangeQuery = InsightFilterQuerySchema.pick({ query: true, startDate: true, endDate: true });
const ListQuery = RangeQuery.extend(PageQuerySchema.shape);
const KpiQuery = InsightFilterQuerySchema;
const base = { method: 'GET', tag: 'insights', access: 'session' } as const;

const latitude = z.coerce.number().min(-90).max(90);
const longitude = z.coerce.number().min(-180).max(180);
/** docs/product.md §3 "Map selection": the box drawn on the map keeps the projects placed inside it. */
const MapBoxQuery = z.object({
  minLatitude: latitude.optional(),
  maxLatitude: latitude.optional(),
  minLongitude: longitude.optional(),
  maxLongitude: longitude.optional(),
});

export const listInsightProjects = defineEndpoint({
  ...base,
  id: 'listInsightProjects',
  path: '/insightapi/v1/projects',
  summary:
    'One page of the projects in reach with their stored KPIs for the band and dates; COMPLETED first, then `sort` (`column,direction` keys joined by `;`, default lastUpdate,desc); SKIP_COMPUTATION and DELETE_REQUESTED left out',
  query: KpiQuery.extend(PageQuerySchema.shape)
    .extend({ sort: z.string().max(200).optional() })
    .extend(MapBoxQuery.shape),
  responses: { 200: InsightProjectPageSchema, ...errors },
});

export const listInsightProjectPlaces = defineEndpoint({
  ...base,
  id: 'listInsightProjectPlaces',
  path: '/insightapi/v1/projectPlaces',
  summary:
    'Where every project in reach matching the search is (id, latitude, longitude), for the map; projects without a position are left out',
  query: InsightFilterQuerySchema.pick({ query: true }),
  responses: { 200: InsightProjectPlacesSchema, ...errors },
});

export const getInsightProject = defineEndpoint({
  ...base,
  id: 'getInsightProject',
  path: '/insightapi/v1/projects/:projectId',
  summary: 'One project with its stored KPIs; a design project with the flag off answers 403 "This is design project"',
  params: ProjectParams,
  query: KpiQuery.omit({ query: true }),
  responses: { 200: InsightProjectSchema, ...errors },
});

export const searchInsightProjects = defineEndpoint({
  ...base,
  id: 'searchInsightProjects',
  path: '/insightapi/v1/search',
  summary:
    "One page of the projects whose name, country or city contains the text (case-insensitive, trimmed), optionally with a tag; the project list's order and `sort` keys (docs/decisions/0024)",
  query: z
    .object({ query: z.string().max(INSIGHT_SEARCH_MAX_LENGTH).optional(), tag: z.string().max(100).optional() })
    .extend(PageQuerySchema.shape)
    .extend({ sort: z.string().max(200).optional() }),
  responses: { 200: InsightProjectSearchSchema, ...errors },
});

/** The three survey-event calls (page, totals, date range) under one path prefix. */
function surveyEventEndpoints<P extends z.ZodObject>(name: string, prefix: string, params: P, scope: string) {
  return {
    list: defineEndpoint({
      ...base,
      id: `listSurveyEvents${name}`,
      path: `${prefix}/surveyEvents`,
      summary: `Survey events ${scope}, one per survey; search matches the user, project or floor name`,
      params,
      query: ListQuery,
      responses: { 200: SurveyEventPageSchema, ...errors },
    }),
    totals: defineEndpoint({
      ...base,
      id: `getSurveyEventTotals${name}`,
      path: `${prefix}/surveyEvents/totals`,
      summary: `Sums of duration, distance and discovered APs of the survey events ${scope}`,
      params,
      query: RangeQuery,
      responses: { 200: SurveyEventTotalsSchema, ...errors },
    }),
    range: defineEndpoint({
      ...base,
      id: `getSurveyDateRange${name}`,
      path: `${prefix}/surveyDateRange`,
      summary: `First and last survey day ${scope}`,
      params,
      responses: { 200: SurveyDateRangeSchema, ...errors },
    }),
  };
}

/** The two device-count calls (page, totals) under one path prefix. */
function deviceCountEndpoints<P extends z.ZodObject>(name: string, prefix: string, params: P, scope: string) {
  return {
    list: defineEndpoint({
      ...base,
      id: `listDeviceCounts${name}`,
      path: `${prefix}/deviceCounts`,
      summary: `Access points ${scope} grouped by name, vendor, model and setup; search matches project, vendor, generation, or the exact count when all digits`,
      params,
      query: ListQuery,
      responses: { 200: DeviceCountPageSchema, ...errors },
    }),
    totals: defineEndpoint({
      ...base,
      id: `getDeviceCountTotals${name}`,
      path: `${prefix}/deviceCounts/totals`,
      summary: `Total device count and the most common vendor ${scope}`,
      params,
      query: ListQuery.omit({ page: true, size: true, sort: true }),
      responses: { 200: DeviceCountTotalsSchema, ...errors },
    }),
  };
}

const everyProject = surveyEventEndpoints('', '/insightapi/v1', NoParams, 'of every project in reach');
const oneProject = surveyEventEndpoints('OfProject', '/insightapi/v1/projects/:projectId', ProjectParams, 'of one project');
const oneFloor = surveyEventEndpoints('OfFloor', '/insightapi/v1/floorPlans/:floorPlanRowId', FloorParams, 'of one floor');
const projectFloor = surveyEventEndpoints(
  'OfProjectFloor',
  '/insightapi/v1/projects/:projectId/floorPlans/:floorPlanRowId',
  ProjectFloorParams,
  'of one floor of a project',
);

export const listSurveyEvents = everyProject.list;
export const getSurveyEventTotals = everyProject.totals;
export const getSurveyDateRange = everyProject.range;
export const listSurveyEventsOfProject = oneProject.list;
export const getSurveyEventTotalsOfProject = oneProject.totals;
export const getSurveyDateRangeOfProject = oneProject.range;
export const listSurveyEventsOfFloor = oneFloor.list;
export const getSurveyEventTotalsOfFloor = oneFloor.totals;
export const getSurveyDateRangeOfFloor = oneFloor.range;
export const listSurveyEventsOfProjectFloor = projectFloor.list;
export const getSurveyEventTotalsOfProjectFloor = projectFloor.totals;
export const getSurveyDateRangeOfProjectFloor = projectFloor.range;

const devicesEverywhere = deviceCountEndpoints('', '/insightapi/v1', NoParams, 'of every project in reach');
const devicesOfProject = deviceCountEndpoints('OfProject', '/insightapi/v1/projects/:projectId', ProjectParams, 'of one project');
const devicesOfFloor = deviceCountEndpoints('OfFloor', '/insightapi/v1/floorPlans/:floorPlanRowId', FloorParams, 'of one floor');
const devicesOfProjectFloor = deviceCountEndpoints(
  'OfProjectFloor',
  '/insightapi/v1/projects/:projectId/floorPlans/:floorPlanRowId',
  ProjectFloorParams,
  'of one floor of a project',
);

export const listDeviceCounts = devicesEverywhere.list;
export const getDeviceCountTotals = devicesEverywhere.totals;
export const listDeviceCountsOfProject = devicesOfProject.list;
export const getDeviceCountTotalsOfProject = devicesOfProject.totals;
export const listDeviceCountsOfFloor = devicesOfFloor.list;
export const getDeviceCountTotalsOfFloor = devicesOfFloor.totals;
export const listDeviceCountsOfProjectFloor = devicesOfProjectFloor.list;
export const getDeviceCountTotalsOfProjectFloor = devicesOfProjectFloor.totals;

export const getDailyNetworkHealth = defineEndpoint({
  ...base,
  id: 'getDailyNetworkHealth',
  path: '/insightapi/v1/projects/:projectId/dailyKpis/networkHealth',
  summary: "Network health per survey day (percent of area passing), from that day's surveys",
  params: ProjectParams,
  query: KpiQuery.omit({ query: true }),
  responses: { 200: z.array(DailyHealthSchema), ...errors },
});

export const listInsightFloorPlans = defineEndpoint({
  ...base,
  id: 'listInsightFloorPlans',
  path: '/insightapi/v1/projects/:projectId/floorPlans',
  summary: 'Floor plans of a project with their last survey date',
  params: ProjectParams,
  responses: { 200: z.array(InsightFloorPlanSchema), ...errors },
});

export const listFloorPlanKpis = defineEndpoint({
  ...base,
  id: 'listFloorPlanKpis',
  path: '/insightapi/v1/projects/:projectId/floorPlanKpis',
  summary: 'Stored KPIs of each floor (floor KPI table); search matches the floor name',
  params: ProjectParams,
  query: KpiQuery,
  responses: { 200: z.array(FloorKpiRowSchema), ...errors },
});

export const listAreaKpis = defineEndpoint({
  ...base,
  id: 'listAreaKpis',
  path: '/insightapi/v1/projects/:projectId/floorPlans/:floorPlanRowId/areaKpis',
  summary: 'Stored KPIs of each area of a floor (area KPI table); search matches the area name',
  params: ProjectFloorParams,
  query: KpiQuery,
  responses: { 200: z.array(AreaKpiRowSchema), ...errors },
});

export const getFloorKpis = defineEndpoint({
  ...base,
  id: 'getFloorKpis',
  path: '/insightapi/v1/projects/:projectId/floorPlans/:floorPlanRowId/kpis',
  summary: 'Stored KPI panel of one floor',
  params: ProjectFloorParams,
  query: KpiQuery.omit({ query: true }),
  responses: { 200: FloorKpiPanelSchema, ...errors },
});

export const getProjectKpis = defineEndpoint({
  ...base,
  id: 'getProjectKpis',
  path: '/insightapi/v1/projects/:projectId/kpis',
  summary: 'Stored KPI panel of a project',
  params: ProjectParams,
  query: KpiQuery.omit({ query: true }),
  responses: { 200: ProjectKpiPanelSchema, ...errors },
});

export const listProjectRecommendations = defineEndpoint({
  ...base,
  id: 'listProjectRecommendations',
  path: '/insightapi/v1/projects/:projectId/recommendations',
  summary: 'What to fix first: areas (or floors) whose stored KPIs fall short of the requirement, worst first',
  params: ProjectParams,
  query: KpiQuery.omit({ query: true }),
  responses: { 200: z.array(RecommendationSchema), ...errors },
});
