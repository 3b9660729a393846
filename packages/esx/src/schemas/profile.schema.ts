import { z } from 'zod';
import { EsxIdListSchema, FrequencyBandSchema, recordSchema } from './common.schema.ts';

/** One pass/fail rule; `value` unit depends on `type` (dBm, dB, Mbps, count, ms or fraction). */
export const RequirementCriterionSchema = z.looseObject({
  type: z.string(),
  function: z.string().optional(),
  value: z.number(),
  additionalLimit: z.number().optional(),
  frequencyBand: FrequencyBandSchema.optional(),
  radioTechnology: z.string().optional(),
});
export type RequirementCriterion = z.infer<typeof RequirementCriterionSchema>;

/** A requirement profile ("Ekahau Best Practices", custom grades, ...). */
export const RequirementSchema = recordSchema({
  name: z.string().optional(),
  key: z.string().optional(),
  isDefault: z.boolean().optional(),
  criteria: z.array(RequirementCriterionSchema).optional(),
});
export type Requirement = z.infer<typeof RequirementSchema>;

export const NetworkCapacitySettingSchema = recordSchema({
  frequencyBand: FrequencyBandSchema.optional(),
  numberOfSsids: z.number().optional(),
  maxAssociatedClientsAmount: z.number().optional(),
});
export type NetworkCapacitySetting = z.infer<typeof NetworkCapacitySettingSchema>;

/** Client device profile; offsets in dB relative to the survey adapter, per band. */
export const DeviceProfileSchema = recordSchema({
  name: z.string().optional(),
  offset24: z.number().optional(),
  offset5: z.number().optional(),
  offset6: z.number().optional(),
});
export type DeviceProfile = z.infer<typeof DeviceProfileSchema>;

export const ApplicationProfileSchema = recordSchema({
  name: z.string().optional(),
  packetSize: z.number().optional(),
  bitRate: z.number().optional(),
});
export type ApplicationProfile = z.infer<typeof ApplicationProfileSchema>;

export const UsageProfileSchema = recordSchema({
  name: z.string().optional(),
  applicationProfileIds: EsxIdListSchema.optional(),
});
export type UsageProfile = z.infer<typeof UsageProfileSchema>;
