import { z } from 'zod';
import { EsxIdListSchema, EsxIdSchema, FloorLocationSchema, FrequencyBandSchema, recordSchema } from './common.schema.ts';

/** 20 MHz channel numbers (≤ 10.x files): `[36, 40]` is a 40 MHz channel. */
export const ChannelListSchema = z.array(z.int().positive());
/** 20 MHz sub-channel centre frequencies in MHz (AI Pro 11.x files), e.g. `[5180, 5200]`. */
export const CentreFrequencyListSchema = z.array(z.number().positive());

export const ApTagSchema = z.looseObject({ tagKeyId: EsxIdSchema, value: z.string().optional() });

/** A planned or measured access point; measured ones that were never placed have no `location`. */
export const AccessPointSchema = recordSchema({
  name: z.string().optional(),
  mine: z.boolean().optional(),
  hidden: z.boolean().optional(),
  userDefinedPosition: z.boolean().optional(),
  location: FloorLocationSchema.optional(),
  vendor: z.string().optional(),
  model: z.string().optional(),
  color: z.string().optional(),
  noteIds: EsxIdListSchema.optional(),
  tags: z.array(ApTagSchema).optional(),
});
export type AccessPoint = z.infer<typeof AccessPointSchema>;

/** One radio slot of a planned AP. Power in dBm, height in metres, direction and tilt in degrees. */
export const SimulatedRadioSchema = recordSchema({
  accessPointId: EsxIdSchema,
  accessPointIndex: z.int().nonnegative().optional(),
  enabled: z.boolean().optional(),
  transmitPower: z.number().optional(),
  channel: ChannelListSchema.optional(),
  channelByCenterFrequencyDefinedNarrowChannels: CentreFrequencyListSchema.optional(),
  technology: z.string().optional(),
  radioTechnology: z.string().optional(),
  antennaTypeId: EsxIdSchema.optional(),
  defaultAntennas: z
    .array(
      z.looseObject({
        radioTechnology: z.string().optional(),
        frequencyBand: FrequencyBandSchema.optional(),
        antennaTypeId: EsxIdSchema,
      }),
    )
    .optional(),
  antennaMounting: z.string().optional(),
  antennaHeight: z.number().optional(),
  antennaDirection: z.number().optional(),
  antennaTilt: z.number().optional(),
  spatialStreamCount: z.int().nonnegative().optional(),
  shortGuardInterval: z.boolean().optional(),
  greenfield: z.boolean().optional(),
});
export type SimulatedRadio = z.infer<typeof SimulatedRadioSchema>;

/** Groups the BSSIDs (measurements) heard from one physical radio of a measured AP. */
export const MeasuredRadioSchema = recordSchema({
  accessPointId: EsxIdSchema,
  accessPointMeasurementIds: EsxIdListSchema.optional(),
  /** Shape unknown (no public sample); kept as found. */
  overridingChannel: z.unknown().optional(),
});
export type MeasuredRadio = z.infer<typeof MeasuredRadioSchema>;

/** One BSSID/SSID heard during surveys. The first listed channel is not necessarily the primary one. */
export const AccessPointMeasurementSchema = recordSchema({
  mac: z.string().optional(),
  ssid: z.string().optional(),
  channel: ChannelListSchema.optional(),
  channelByCenterFrequencyDefinedNarrowChannels: CentreFrequencyListSchema.optional(),
  technologies: z.array(z.string()).optional(),
  security: z.string().optional(),
  /** Base64 of the raw beacon information elements. */
  informationElements: z.string().optional(),
});
export type AccessPointMeasurement = z.infer<typeof AccessPointMeasurementSchema>;

/** Antenna gains in dBi per angle in degrees. */
export const AntennaPlaneSchema = z.looseObject({
  alignmentAngle: z.number().optional(),
  gains: z.array(z.looseObject({ angle: z.number(), gain: z.number() })),
});

/** An antenna pattern; custom antennas travel inside the project. */
export const AntennaTypeSchema = recordSchema({
  name: z.string().optional(),
  frequencyBand: FrequencyBandSchema.optional(),
  radioTechnology: z.string().optional(),
  directional: z.boolean().optional(),
  maxGain: z.number().optional(),
  apVendor: z.string().optional(),
  apModel: z.string().optional(),
  /** Ekahau's `INTERNAL_ANTENNA` (built into the AP) or `EXTERNAL_ANTENNA` (bought and mounted on its own). */
  apCoupling: z.string().optional(),
  hplane: AntennaPlaneSchema.optional(),
  eplane: AntennaPlaneSchema.optional(),
});
export type AntennaType = z.infer<typeof AntennaTypeSchema>;

/** AP tag keys ("Serial", ...); values live on each AP. */
export const TagKeySchema = recordSchema({ key: z.string().optional() });
export type TagKey = z.infer<typeof TagKeySchema>;
