import { z } from 'zod';

/**
 * What a recommendation can be about: each criterion kind network health judges (the KPI columns, data rate and the
 * number of access points heard), and network health itself when criteria each pass but too few cells pass them all.
 */
export const RECOMMENDATION_CRITERIA = [
  'rssi',
  'secondaryRssi',
  'snr',
  'channelInterference',
  'dataRate',
  'accessPoints',
  'networkHealth',
] as const;
export const RecommendationCriterionSchema = z.enum(RECOMMENDATION_CRITERIA);
export type RecommendationCriterion = z.infer<typeof RecommendationCriterionSchema>;

/** An area (or a floor without areas) passes a criterion on this share of its cells or better: nothing to recommend. */
export const RECOMMENDATION_PASS_TARGET = 95;
/** Below this share a recommendation is urgent. */
export const RECOMMENDATION_HIGH_BELOW = 70;
/** At most this many recommendations in one answer, the worst first. */
export const RECOMMENDATION_LIMIT = 100;

/** One thing to fix: where, which criterion fails, and how badly (docs/product.md §5 "Recommendations"). */
export const RecommendationSchema = z.object({
  floorPlanRowId: z.number().int(),
  floorPlanName: z.string(),
  /** Null when the recommendation is about the whole floor (a floor without areas). */
  areaId: z.string().nullable(),
  areaName: z.string().nullable(),
  criterion: RecommendationCriterionSchema,
  /** Percent of the place's cells that pass the criterion. */
  passPercent: z.number().int().min(0).max(100),
  /** The criteria of the requirement profile not met everywhere (the KPI's issues). */
  issues: z.number().int(),
  severity: z.enum(['high', 'medium']),
});
export type Recommendation = z.infer<typeof RecommendationSchema>;
