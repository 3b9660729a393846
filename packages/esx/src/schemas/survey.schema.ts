import { z } from 'zod';
import { CoordSchema, EsxIdListSchema, EsxIdSchema, recordSchema } from './common.schema.ts';

/** A point of a walked route: `time` in nanoseconds since the survey start, `location` in floor-plan units. */
export const RoutePointSchema = z.looseObject({
  time: z.number().optional(),
  location: CoordSchema,
});
export type RoutePoint = z.infer<typeof RoutePointSchema>;

/**
 * Route legs (lists of route points) are the bulk of survey files; they are checked by a plain loop
 * with the same rules as RoutePointSchema, because zod would copy every point and double the memory.
 */
export const RouteLegsSchema = z.custom<RoutePoint[][]>(isRouteLegs, {
  message: 'routePoints must be lists of points {time, location: {x, y}} with finite numbers',
});

function isRouteLegs(value: unknown): boolean {
  if (!Array.isArray(value)) return false;
  for (const leg of value) {
    if (!Array.isArray(leg)) return false;
    for (const point of leg) if (!isRoutePoint(point)) return false;
  }
  return true;
}

function isRoutePoint(point: unknown): boolean {
  if (typeof point !== 'object' || point === null || Array.isArray(point)) return false;
  const { time, location } = point as { time?: unknown; location?: unknown };
  if (time !== undefined && !Number.isFinite(time)) return false;
  if (typeof location !== 'object' || location === null) return false;
  const { x, y } = location as { x?: unknown; y?: unknown };
  return Number.isFinite(x) && Number.isFinite(y);
}

/**
 * Scan results of one adapter during a survey. `accessPointMeasurementIds[i]` is the measurement for
 * `apIndex = i` in the `track-<binaryFileId>.bin` entry.
 */
export const WifiTrackSchema = z.looseObject({
  wifiAdapterInformationId: EsxIdSchema.optional(),
  binaryFileId: EsxIdSchema.optional(),
  primary: z.boolean().optional(),
  secondary: z.boolean().optional(),
  accessPointMeasurementIds: EsxIdListSchema.optional(),
  scannings: z.array(z.unknown()).optional(),
});
export type WifiTrack = z.infer<typeof WifiTrackSchema>;

/** One survey walk on one floor (from `survey-<id>.json` or `surveys.json`); times in nanoseconds. */
export const SurveySchema = recordSchema({
  name: z.string().optional(),
  floorPlanId: EsxIdSchema,
  startTime: z.string().optional(),
  duration: z.number().optional(),
  routeType: z.string().optional(),
  routePoints: RouteLegsSchema.optional(),
  wifiTracks: z.array(WifiTrackSchema).optional(),
  noteIds: EsxIdListSchema.optional(),
});
export type Survey = z.infer<typeof SurveySchema>;

/** Index of which survey belongs to which floor. */
export const SurveyLookupSchema = recordSchema({
  surveyId: EsxIdSchema,
  floorPlanId: EsxIdSchema,
});
export type SurveyLookup = z.infer<typeof SurveyLookupSchema>;

/** No schema evidence yet: kept as found. */
export const SurveyBookmarkSchema = recordSchema({});
export type SurveyBookmark = z.infer<typeof SurveyBookmarkSchema>;

/** A survey adapter (e.g. a Sidekick radio). */
export const WifiAdapterInformationSchema = recordSchema({
  name: z.string().optional(),
  mac: z.string().optional(),
  vendor: z.string().optional(),
});
export type WifiAdapterInformation = z.infer<typeof WifiAdapterInformationSchema>;
