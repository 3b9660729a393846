import { z } from 'zod';

/** Spec §3 visualisation types, plus data rate and throughput of the release notes. */
export const VisualizationTypeSchema = z.enum([
  'sig-strength',
  'sig-strength-2nd',
  'snr',
  'ch-interference',
  'nw-health',
  'data-rate',
  'throughput',
  'no-visualization',
]);
export type VisualizationType = z.infer<typeof VisualizationTypeSchema>;

/** Heatmap options of spec §7, with the viewing controls of the release notes. */
export const HeatmapOptionsSchema = z
  .object({
    type: VisualizationTypeSchema,
    accuracy: z.enum(['low', 'medium', 'high', 'very']).default('very'),
    'requirement-grey-out': z.boolean().default(true),
    mode: z.enum(['smooth', 'cells']).default('smooth'),
    'radio-band': z.enum(['2.4', '5', '6', 'any']).default('5'),
    legend: z.boolean().default(true),
    'only-my-aps': z.boolean().default(true),
    'only-measured': z.boolean().default(false),
    /** `off` when measured radios exist (spec §7), else `one-floor`. */
    'signal-prediction': z.enum(['off', 'one-floor', 'all-floors']).optional(),
    'radio-ids': z.array(z.string().max(100)).max(2000).optional(),
    /** Receiver height above the floor, metres (visualisation height control). */
    'visualization-height': z.number().min(0).max(10).optional(),
    /** Client device offset: how many dB less the client hears than the reference (e.g. 10 for a phone). */
    'client-offset-db': z.number().min(-30).max(30).optional(),
  })
  .strict();
export type HeatmapOptions = z.input<typeof HeatmapOptionsSchema>;

/**
 * A computed heatmap.
 * - `binType`: the unit of every value (dBm, dB, count of interfering radios, pass = 1 / fail = 0, Mbps).
 * - `bins`: legend thresholds, ascending: values in [from, to) get `color`; `share` is the part of the
 *   in-scope area (exclusion areas left out) in that bin, 0–1.
 * - `vertices`: the value grid in floor metres: cell (col, row) covers [originX + col·cellSize, +cellSize)
 *   and is sampled at its centre; `values` row by row, null where there is no value or out of scope.
 * - `areas`: per-area statistics of the floor's areas and the requirement pass rate inside each.
 * - `contours`: isoline polygons per legend threshold, rings of [x, y] in floor metres.
 */
export const HeatmapResultSchema = z.object({
  binType: z.enum(['dBm', 'dB', 'count', 'pass', 'Mbps', 'none']),
  bins: z.array(z.object({ from: z.number(), to: z.number().nullable(), color: z.string(), share: z.number() })),
  vertices: z.object({
    originX: z.number(),
    originY: z.number(),
    cellSize: z.number(),
    cols: z.number().int(),
    rows: z.number().int(),
    values: z.array(z.number().nullable()),
  }),
  areas: z.array(
    z.object({
      areaId: z.string(),
      name: z.string(),
      cells: z.number().int(),
      mean: z.number().nullable(),
      min: z.number().nullable(),
      max: z.number().nullable(),
      passRate: z.number().nullable(),
    }),
  ),
  contours: z.array(z.object({ threshold: z.number(), rings: z.array(z.array(z.tuple([z.number(), z.number()]))) })),
});
export type HeatmapResult = z.infer<typeof HeatmapResultSchema>;

/** What a failed or empty load returns (spec §4 "Heatmap load"). */
export const EMPTY_HEATMAP: HeatmapResult = {
  binType: 'none',
  bins: [],
  vertices: { originX: 0, originY: 0, cellSize: 1, cols: 0, rows: 0, values: [] },
  areas: [],
  contours: [],
};
