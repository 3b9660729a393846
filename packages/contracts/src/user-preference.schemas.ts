import { z } from 'zod';
import { VisualizationTypeSchema } from './heatmap.schemas.ts';
import { FrequencyBandSchema } from './insight.schemas.ts';

const IsoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** How the floor view was last left: what is painted and how, and which overlays show. */
export const FloorViewPreferenceSchema = z
  .object({
    visualization: VisualizationTypeSchema,
    band: z.enum(['2.4', '5', '6', 'any']),
    /** Heatmap opacity, percent. */
    opacity: z.number().int().min(0).max(100),
    /** Receiver height above the floor, metres. */
    heightM: z.number().min(0).max(10),
    /** Stock client device profile name; empty is the reference receiver. */
    clientProfile: z.string().max(100),
    mode: z.enum(['heatmap', 'contours', 'plan']),
    smooth: z.boolean(),
    layers: z.object({ accessPoints: z.boolean(), areas: z.boolean(), tracks: z.boolean() }).strict(),
  })
  .partial()
  .strict();
export type FloorViewPreference = z.infer<typeof FloorViewPreferenceSchema>;

/** The project dashboard's filters as last chosen. */
export const DashboardPreferenceSchema = z
  .object({
    startDate: IsoDateSchema.nullable(),
    endDate: IsoDateSchema.nullable(),
    frequencyBand: FrequencyBandSchema,
    criterion: z.enum(['rssi', 'secondaryRssi', 'snr', 'channelInterference', 'networkHealth', 'average']),
  })
  .partial()
  .strict();
export type DashboardPreference = z.infer<typeof DashboardPreferenceSchema>;

/** One user's view preferences for one project (docs/product.md §3 "Project user preference"). */
export const ProjectUserPreferenceSchema = z
  .object({ floorView: FloorViewPreferenceSchema, dashboard: DashboardPreferenceSchema })
  .partial()
  .strict();
export type ProjectUserPreference = z.infer<typeof ProjectUserPreferenceSchema>;

export const StoredProjectUserPreferenceSchema = z.object({
  projectId: z.string(),
  preferences: ProjectUserPreferenceSchema,
  updatedAt: z.string(),
});
export type StoredProjectUserPreference = z.infer<typeof StoredProjectUserPreferenceSchema>;
