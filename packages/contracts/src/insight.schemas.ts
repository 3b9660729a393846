import { z } from 'zod';
import { ERROR_TEXT } from './api-error.schemas.ts';
import { ProjectStatusSchema, ProjectTypeSchema, ProjectRoleSchema } from './project.schemas.ts';

/** docs/product.md §5: the floor-plan row id must be a number (the one text lives in ERROR_TEXT). */
export const INVALID_FLOOR_PLAN_ROW_ID = ERROR_TEXT.invalidFloorPlanRowId;
/** docs/product.md §8: opening a design or simulated project while the design-project flag is off. */
export const DESIGN_PROJECT_ERROR = ERROR_TEXT.designProject;

/** docs/product.md §4 frequency bands: FIVE is the default, ANY pools every band. */
export const FrequencyBandSchema = z.enum(['FIVE', 'SIX', 'TWO', 'ANY']);
export type FrequencyBand = z.infer<typeof FrequencyBandSchema>;

/** True for a day that exists in the calendar: 2026-02-31 and 0000-00-00 match the pattern but are no days. */
function isCalendarDay(text: string): boolean {
  const [year = 0, month = 0, day = 0] = text.split('-').map(Number);
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Calendar day, `YYYY-MM-DD` (UTC). */
export const IsoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date as YYYY-MM-DD')
  .refine(isCalendarDay, 'Expected a date that exists in the calendar');

/** Shared filters of the insights lists (docs/product.md §7): search text, inclusive date range and band. */
/** The longest search text the insights lists take (characters). */
export const INSIGHT_SEARCH_MAX_LENGTH = 200;

export const InsightFilterQuerySchema = z.object({
  query: z.string().max(INSIGHT_SEARCH_MAX_LENGTH).optional(),
  startDate: IsoDateSchema.optional(),
  endDate: IsoDateSchema.optional(),
  frequencyBand: FrequencyBandSchema.default('FIVE'),
});

/** One KPI: `value` is the percent (0–100) of the measured area meeting the criterion, null when not computed; `issues` counts the requirement criteria of this kind (per band and profile) not met everywhere. */
export const KpiValueSchema = z.object({ value: z.number().nullable(), issues: z.number().int() });
export type KpiValue = z.infer<typeof KpiValueSchema>;

/** KPI set of a project, floor or area (docs/product.md §3); `average` is the rounded mean of present criteria, null when their sum is 0. */
export const KpisSchema = z.object({
  rssi: KpiValueSchema,
  secondaryRssi: KpiValueSchema,
  snr: KpiValueSchema,
  channelInterference: KpiValueSchema,
  networkHealth: KpiValueSchema,
  average: z.number().nullable(),
});
export type Kpis = z.infer<typeof KpisSchema>;

/** docs/product.md §3 project as the insights lists show it, with its stored KPI values for the asked band and dates. */
export const InsightProjectSchema = z.object({
  id: z.string(),
  name: z.string(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  location: z.string().nullable(),
  projectType: ProjectTypeSchema,
  status: ProjectStatusSchema,
  projectUsers: z.array(z.object({ username: z.string(), role: ProjectRoleSchema })),
  tags: z.array(z.string()),
  lastSurveyDate: z.string().nullable(),
  geolocation: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
  projectVersion: z.number().int(),
  updatedAt: z.string(),
  rssi: z.number().nullable(),
  rssi2: z.number().nullable(),
  snr: z.number().nullable(),
  channelInterference: z.number().nullable(),
  networkHealth: z.number().nullable(),
  average: z.number().nullable(),
});
export type InsightProject = z.infer<typeof InsightProjectSchema>;

export const SortDirectionSchema = z.enum(['asc', 'desc']);

/** The project table's columns (docs/product.md §2), which the paged project list sorts by. */
export const InsightProjectSortColumns = ['type', 'name', 'location', 'city', 'user', 'lastUpdate'] as const;

/**
 * One page of the projects in reach (docs/decisions/0024): without page, size and sort, the first page in the order
 * the list always had (COMPLETED first, latest update first); `totalElements` counts every project matching.
 */
export const InsightProjectPageSchema = z.object({
  content: z.array(InsightProjectSchema),
  totalPages: z.number().int(),
  totalElements: z.number().int(),
});
export type InsightProjectPage = z.infer<typeof InsightProjectPageSchema>;

/** The search call's answer (docs/decisions/0024 addendum): the spec's `projects`, one page of them, and how many match. */
export const InsightProjectSearchSchema = z.object({
  projects: z.array(InsightProjectSchema),
  totalPages: z.number().int(),
  totalElements: z.number().int(),
});
export type InsightProjectSearch = z.infer<typeof InsightProjectSearchSchema>;

/**
 * Where the projects in reach are, for the map, in a columnar text form (docs/decisions/0032; decode with
 * `decodeProjectPlaces`): `count` projects with a position; `ids` their ids as 32 lowercase hex digits each, one after
 * another with no separator; `positions` their latitude and longitude in hundred-thousandths of a degree (about a
 * metre), as integers joined by commas, two per project in the order of `ids`.
 */
export const InsightProjectPlacesSchema = z.object({
  count: z.number().int().min(0),
  ids: z.string().regex(/^[0-9a-f]*$/),
  positions: z.string(),
});
export type InsightProjectPlaces = z.infer<typeof InsightProjectPlacesSchema>;

/** Paging of server-side tables: page is 0-based; sort is `column,direction`. */
export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(1_000_000).default(0),
  size: z.coerce.number().int().min(1).max(500).default(5),
  sort: z.string().max(60).optional(),
});

export const SurveyEventSortColumns = [
  'date',
  'createdBy',
  'durationSeconds',
  'distanceMeters',
  'projectName',
  'floorPlanName',
  'discoveredAps',
] as const;

/** docs/product.md §3 survey event row: one per survey. `date` is the survey start (ISO timestamp). */
export const SurveyEventSchema = z.object({
  id: z.string(),
  date: z.string(),
  createdBy: z.string(),
  durationSeconds: z.number(),
  distanceMeters: z.number(),
  projectName: z.string(),
  projectId: z.string(),
  floorPlanName: z.string(),
  floorPlanRowId: z.number().int().nullable(),
  discoveredAps: z.number().int(),
});
export type SurveyEvent = z.infer<typeof SurveyEventSchema>;

export const SurveyEventPageSchema = z.object({
  content: z.array(SurveyEventSchema),
  totalPages: z.number().int(),
  totalElements: z.number().int(),
});
export type SurveyEventPage = z.infer<typeof SurveyEventPageSchema>;

/** Sums of the survey events matching the filters (docs/product.md §3). */
export const SurveyEventTotalsSchema = z.object({
  durationSeconds: z.number(),
  distanceMeters: z.number(),
  discoveredAps: z.number().int(),
});
export type SurveyEventTotals = z.infer<typeof SurveyEventTotalsSchema>;

/** First and last survey day in reach; both null when there is no survey. */
export const SurveyDateRangeSchema = z.object({ startDate: IsoDateSchema.nullable(), endDate: IsoDateSchema.nullable() });
export type SurveyDateRange = z.infer<typeof SurveyDateRangeSchema>;

export const DeviceCountSortColumns = [
  'apName',
  'vendor',
  'model',
  'wifiGeneration',
  'radioCount',
  'channelAndPower',
  'height',
  'installation',
  'projectName',
  'deviceCount',
] as const;

/** docs/product.md §3 device count row: access points grouped by name, vendor, model and setup within a project. */
export const DeviceCountSchema = z.object({
  apName: z.string(),
  vendor: z.string(),
  model: z.string(),
  wifiGeneration: z.string(),
  radioCount: z.number().int(),
  channelAndPower: z.string(),
  height: z.number().nullable(),
  installation: z.string(),
  projectName: z.string(),
  projectId: z.string(),
  deviceCount: z.number().int(),
});
export type DeviceCount = z.infer<typeof DeviceCountSchema>;

export const DeviceCountPageSchema = z.object({
  content: z.array(DeviceCountSchema),
  totalPages: z.number().int(),
  totalElements: z.number().int(),
});
export type DeviceCountPage = z.infer<typeof DeviceCountPageSchema>;

export const DeviceCountTotalsSchema = z.object({ totalDeviceCount: z.number().int(), mostCommonVendor: z.string() });
export type DeviceCountTotals = z.infer<typeof DeviceCountTotalsSchema>;

export const DailyHealthSchema = z.object({ date: IsoDateSchema, value: z.number() });
export type DailyHealth = z.infer<typeof DailyHealthSchema>;

export const InsightFloorPlanSchema = z.object({
  rowId: z.number().int(),
  id: z.string(),
  name: z.string(),
  width: z.number(),
  height: z.number(),
  imageId: z.string().nullable(),
  bitmapImageId: z.string().nullable(),
  buildingName: z.string().nullable(),
  floorNumber: z.number().nullable(),
  lastSurveyDate: z.string().nullable(),
});
export type InsightFloorPlan = z.infer<typeof InsightFloorPlanSchema>;

/** docs/product.md §3 floor KPI row (floor KPI table). */
export const FloorKpiRowSchema = z.object({
  floorPlanName: z.string(),
  floorPlanId: z.string(),
  floorPlanRowId: z.number().int(),
  kpis: KpisSchema,
});
export type FloorKpiRow = z.infer<typeof FloorKpiRowSchema>;

/** docs/product.md §3 area KPI row (area KPI table). */
export const AreaKpiRowSchema = z.object({ areaName: z.string(), areaId: z.string(), kpis: KpisSchema });
export type AreaKpiRow = z.infer<typeof AreaKpiRowSchema>;

/** docs/product.md §3 floor KPI panel; the floor itself is the panel's area (areaId = floor plan id, areaRowId = its row id). */
export const FloorKpiPanelSchema = z.object({
  areaId: z.string(),
  areaRowId: z.number().int(),
  areaName: z.string(),
  kpis: KpisSchema,
});
export type FloorKpiPanel = z.infer<typeof FloorKpiPanelSchema>;

/** docs/product.md §3 project KPI panel. */
export const ProjectKpiPanelSchema = z.object({
  projectId: z.string(),
  projectRowId: z.string(),
  projectName: z.string(),
  kpis: KpisSchema,
});
export type ProjectKpiPanel = z.infer<typeof ProjectKpiPanelSchema>;
