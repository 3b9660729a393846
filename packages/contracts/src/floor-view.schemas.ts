import { z } from 'zod';
import { HeatmapOptionsSchema } from './heatmap.schemas.ts';

const PixelPointSchema = z.tuple([z.number(), z.number()]);

/**
 * What the floor-plan view draws over the plan, in floor-plan units (pixels of the plan image):
 * access points (planned, and measured ones placed or at their estimated position), areas (requirement, exclusion,
 * attenuation) and survey walks, plus the requirement profiles to choose from.
 */
export const FloorLayersSchema = z.object({
  accessPoints: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      x: z.number(),
      y: z.number(),
      vendor: z.string().nullable(),
      model: z.string().nullable(),
      isMine: z.boolean(),
      /** True for a heard AP nobody placed: x/y are where the engine estimates it from the survey. */
      isPositionEstimated: z.boolean().default(false),
      /** Bands of the AP's radios that the engine uses, e.g. ["2.4", "5"]. */
      bands: z.array(z.enum(['2.4', '5', '6'])),
    }),
  ),
  areas: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      kind: z.enum(['requirement', 'exclusion', 'attenuation']),
      points: z.array(PixelPointSchema),
    }),
  ),
  tracks: z.array(z.object({ surveyId: z.string(), name: z.string(), points: z.array(PixelPointSchema) })),
  /** The project's requirement profiles the requirement map can judge; `isDefault` marks the project default. */
  requirements: z.array(z.object({ id: z.string(), name: z.string(), isDefault: z.boolean() })),
});
export type FloorLayers = z.infer<typeof FloorLayersSchema>;

/** A point of the floor (metres) to inspect, with the viewing options of the heatmap the user sees. */
export const InspectRequestSchema = z
  .object({
    xMetres: z.number().min(-1e5).max(1e5),
    yMetres: z.number().min(-1e5).max(1e5),
    options: HeatmapOptionsSchema.omit({ type: true }),
  })
  .strict();
export type InspectRequest = z.input<typeof InspectRequestSchema>;

/**
 * The inspect tool's answer: every visualisation's value at the heatmap cell holding the point
 * (null: no value there), that cell's centre in metres, whether it is in scope, and the radios heard
 * there, strongest first.
 */
export const InspectResultSchema = z.object({
  xMetres: z.number(),
  yMetres: z.number(),
  inScope: z.boolean(),
  values: z.object({
    'sig-strength': z.number().nullable(),
    'sig-strength-2nd': z.number().nullable(),
    snr: z.number().nullable(),
    'ch-interference': z.number().nullable(),
    'nw-health': z.number().nullable(),
    'data-rate': z.number().nullable(),
    throughput: z.number().nullable(),
  }),
  radios: z.array(
    z.object({
      radioId: z.string(),
      apId: z.string(),
      apName: z.string(),
      band: z.enum(['2.4', '5', '6']),
      channel: z.number(),
      widthMhz: z.number(),
      rssiDbm: z.number(),
    }),
  ),
});
export type InspectResult = z.infer<typeof InspectResultSchema>;

/** The networks heard in a floor's survey: each SSID with the measured radios that carry it (empty SSID: hidden). */
export const FloorSsidsSchema = z.array(z.object({ ssid: z.string(), radioIds: z.array(z.string()) }));
export type FloorSsids = z.infer<typeof FloorSsidsSchema>;
