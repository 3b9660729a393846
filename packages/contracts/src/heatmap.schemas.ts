import { z } from 'zod';

/**
 * docs/product.md §3 visualisation types, plus data rate and throughput of the release notes, and `requirement`: pass / fail
 * of the chosen requirement profile (option `requirement`) over the whole floor.
 */
export const VisualizationTypeSchema = z.enum([
  'sig-strength',
  'sig-strength-2nd',
  'snr',
  'ch-interference',
  'nw-health',
  'requirement',
  'data-rate',
  'throughput',
  'no-visualization',
]);
export type VisualizationType = z.infer<typeof VisualizationTypeSchema>;

/** Heatmap options of docs/product.md §7, with the viewing controls of the release notes. */
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
    /**
     * How a surveyed floor's map is drawn: `plan-aware` (the default where the floor also has planned APs that the
     * survey's radios pair with) is the plan's prediction corrected by the survey, so areas far from the walk get a
     * predicted value; `measured-only` interpolates the survey alone and leaves areas far from it blank.
     */
    'survey-map': z.enum(['plan-aware', 'measured-only']).optional(),
    /** `off` when measured radios exist (docs/product.md §7), else `one-floor`. */
    'signal-prediction': z.enum(['off', 'one-floor', 'all-floors']).optional(),
    'radio-ids': z.array(z.string().max(100)).max(2000).optional(),
    /** Receiver height above the floor, metres (visualisation height control). */
    'visualization-height': z.number().min(0).max(10).optional(),
    /** Client device offset: how many dB less the client hears than the reference (e.g. 10 for a phone). */
    'client-offset-db': z.number().min(-30).max(30).optional(),
    /**
     * The requirement profile (its .esx id, key or name) the requirement map and the grey-out judge by; omitted =
     * the project's default profile, else Ekahau Best Practices.
     */
    requirement: z.string().min(1).max(200).optional(),
  })
  .strict();
export type HeatmapOptions = z.input<typeof HeatmapOptionsSchema>;

/** One criterion of the judged requirement profile and the share (0–1) of the cells where it applies that meet it. */
export const RequirementCriterionResultSchema = z.object({
  type: z.string(),
  band: z.enum(['2.4', '5', '6']).nullable(),
  comparison: z.enum(['AT_LEAST', 'AT_MOST']),
  value: z.number(),
  additionalLimit: z.number().nullable(),
  /** False for criteria radio fields cannot judge (ping RTT, packet loss): they never fail a cell. */
  isEvaluated: z.boolean(),
  /** Null when the criterion applies to no cell (another band). */
  passRate: z.number().nullable(),
});

/**
 * A computed heatmap.
 * - `binType`: the unit of every value (dBm, dB, count of interfering radios, pass = 1 / fail = 0, Mbps).
 * - `bins`: legend thresholds, ascending: values in [from, to) get `color`; `share` is the part of the
 *   in-scope area (exclusion areas left out) in that bin, 0–1. Left out when the `legend` option is false.
 * - `greyedCells`: with `requirement-grey-out`, indices into `vertices.values` of the cells that fail the
 *   requirement (the criterion the map shows; every criterion on the requirement and health maps), drawn grey.
 * - `requirement`: the profile judged (requirement map and grey-out), its overall pass rate and each criterion's.
 * - `vertices`: the value grid in floor metres: cell (col, row) covers [originX + col·cellSize, +cellSize)
 *   and is sampled at its centre; `values` row by row, null where there is no value or out of scope.
 * - `areas`: per-area statistics of the floor's areas and the requirement pass rate inside each.
 * - `contours`: isoline polygons per legend threshold, rings of [x, y] in floor metres.
 */
export const HeatmapResultSchema = z.object({
  binType: z.enum(['dBm', 'dB', 'count', 'pass', 'Mbps', 'none']),
  bins: z.array(z.object({ from: z.number(), to: z.number().nullable(), color: z.string(), share: z.number() })).optional(),
  greyedCells: z.array(z.number().int()).optional(),
  greyColor: z.string().optional(),
  requirement: z
    .object({
      id: z.string().nullable(),
      name: z.string(),
      passRate: z.number().nullable(),
      criteria: z.array(RequirementCriterionResultSchema),
    })
    .optional(),
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

/** What a failed or empty load returns (docs/product.md §4 "Heatmap load"). */
export const EMPTY_HEATMAP: HeatmapResult = {
  binType: 'none',
  bins: [],
  vertices: { originX: 0, originY: 0, cellSize: 1, cols: 0, rows: 0, values: [] },
  areas: [],
  contours: [],
};
