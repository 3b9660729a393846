import { z } from 'zod';

const BandSchema = z.enum(['2.4', '5', '6']);
const GainsSchema = z.array(z.number().min(-100).max(50)).min(1).max(720);

/**
 * What to auto-plan a floor with (decision 0016): the requirement profile (an .esx requirement id; omitted = the
 * project's default), the band and the AP model's radio on it (from the editor's catalogue). `maxTxPowerDbm` is
 * the most power the plan may give it.
 */
export const AutoPlanRequestSchema = z.object({
  requirementId: z.string().min(1).max(100).optional(),
  band: BandSchema.default('5'),
  radio: z.object({
    maxTxPowerDbm: z.number().min(-10).max(36),
    widthMhz: z.union([z.literal(20), z.literal(40), z.literal(80), z.literal(160)]),
    streams: z.number().int().min(1).max(16),
    technology: z.enum(['B', 'A', 'G', 'N', 'AC', 'AX', 'BE']),
    heightM: z.number().min(0.5).max(30).default(2.4),
    antenna: z.object({ azimuthGainsDbi: GainsSchema, elevationGainsDbi: GainsSchema }).optional(),
  }),
  goalPercent: z.number().min(50).max(100).default(95),
});
export type AutoPlanRequest = z.infer<typeof AutoPlanRequestSchema>;

/** One proposed AP: its place in plan units (the floor image's pixels, as .esx coordinates), channel and power. */
export const ProposedAccessPointSchema = z.object({
  x: z.number(),
  y: z.number(),
  /** The 20 MHz channel numbers it occupies, as .esx simulatedRadios.channel. */
  channel: z.array(z.number().int()),
  transmitPowerDbm: z.number(),
});

/** A floor's auto-plan: the APs proposed (nothing is saved), the share of the required area they meet and a lower bound. */
export const AutoPlanProposalSchema = z.object({
  floorPlanId: z.string(),
  band: BandSchema,
  requirementName: z.string(),
  accessPoints: z.array(ProposedAccessPointSchema),
  /** Percentage of the required area meeting the requirement with the proposal and the APs kept, by network health. */
  passPercent: z.number(),
  requiredAreaM2: z.number(),
  candidateSites: z.number().int(),
  /** No choice among the candidate sites meets the goal with fewer APs. */
  lowerBound: z.number().int(),
});
export type AutoPlanProposal = z.infer<typeof AutoPlanProposalSchema>;

/** Where an auto-plan job is: waiting for a free slot, planning, or ended one of three ways. */
export const AutoPlanJobStateSchema = z.enum(['queued', 'running', 'done', 'failed', 'cancelled']);
export type AutoPlanJobState = z.infer<typeof AutoPlanJobStateSchema>;

/**
 * An auto-plan running as a job off the API's request thread (decision "auto-plan jobs"): started by POST, polled
 * by GET until it ends, cancelled by DELETE. `progress.share` runs 0–1 through the phases; `result` comes with
 * `done`, `error` with `failed` (a bound hit, the server stopping, or the engine's refusal).
 */
export const AutoPlanJobSchema = z.object({
  jobId: z.string(),
  projectId: z.string(),
  floorPlanId: z.string(),
  state: AutoPlanJobStateSchema,
  progress: z.object({
    share: z.number().min(0).max(1),
    phase: z.enum(['queued', 'starting', 'predicting', 'selecting', 'channels', 'evaluating', 'finished']),
  }),
  result: AutoPlanProposalSchema.optional(),
  error: z.object({ message: z.string(), code: z.string() }).optional(),
});
export type AutoPlanJob = z.infer<typeof AutoPlanJobSchema>;
