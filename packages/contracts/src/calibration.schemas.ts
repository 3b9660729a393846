import { z } from 'zod';

const BandSchema = z.enum(['2.4', '5', '6']);

/** A wall type's loss per crossing on one band (dB at its thickness, normal incidence): stock, fitted, 95 % interval. */
export const CalibratedWallTypeSchema = z.object({
  wallTypeId: z.string(),
  name: z.string(),
  band: BandSchema,
  stockLossDb: z.number(),
  fittedLossDb: z.number(),
  ci95Db: z.number(),
  crossings: z.number().int(),
});

/** A planned radio the survey heard: the transmit offset the fit found and the power it then gets (dBm). */
export const CalibratedRadioSchema = z.object({
  radioId: z.string(),
  accessPointId: z.string(),
  accessPointName: z.string(),
  band: BandSchema,
  offsetDb: z.number(),
  transmitPowerDbm: z.number(),
});

/**
 * A floor's survey calibration (docs/product.md §7, decision 0014): held-out error before and after (folds of whole walk
 * segments), the fitted values, and `changes`, the record puts that apply it as one planning save.
 */
export const FloorCalibrationSchema = z.object({
  floorPlanId: z.string(),
  readings: z.number().int(),
  heldOut: z
    .object({ folds: z.number().int(), readings: z.number().int(), stockMaeDb: z.number(), calibratedMaeDb: z.number() })
    .nullable(),
  exponent: z.number(),
  wallTypes: z.array(CalibratedWallTypeSchema),
  radios: z.array(CalibratedRadioSchema),
  changes: z.array(
    z.object({
      op: z.literal('put'),
      collection: z.enum(['wallTypes', 'simulatedRadios']),
      record: z.looseObject({ id: z.string() }),
    }),
  ),
});
export type FloorCalibration = z.infer<typeof FloorCalibrationSchema>;
