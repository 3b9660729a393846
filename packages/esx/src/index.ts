export { readEsx } from './read-esx.ts';
export { writeEsx, type WriteEsxOptions } from './write-esx.ts';
export { summarizeEsx } from './summarize-esx.ts';
export { EsxError, EsxErrorCode, isEsxError } from './esx-error.ts';
export { DEFAULT_ESX_LIMITS, resolveEsxLimits, type EsxLimits } from './esx-limits.ts';
export type {
  EsxArchiveFile,
  EsxImageFile,
  EsxImageType,
  EsxProject,
  EsxRawFile,
  EsxTrackFile,
  EsxWarning,
  EsxWarningCode,
  JsonObject,
  ReadEsxOptions,
} from './esx-project.ts';
export { newEsxProject } from './new-esx-project.ts';
export {
  createEmptyCollections,
  ESX_COLLECTION_NAMES,
  ESX_COLLECTION_SCHEMAS,
  isEsxCollectionName,
  type EsxCollectionName,
  type EsxCollections,
} from './esx-collections.ts';
export { detectImageType } from './detect-image-type.ts';
export {
  channelToFrequency,
  frequencyToChannel,
  normalizeRadioChannel,
  toFrequencyBand,
  type ChannelFields,
  type FrequencyBand,
  type RadioChannel,
} from './normalize-channel.ts';
export { attenuationDbPerMeter, wallLossDb, wallSegmentPointIds } from './normalize-attenuation.ts';
export * from './schemas/common.schema.ts';
export * from './schemas/project.schema.ts';
export * from './schemas/floor.schema.ts';
export * from './schemas/radio.schema.ts';
export * from './schemas/wall.schema.ts';
export * from './schemas/area.schema.ts';
export * from './schemas/survey.schema.ts';
export * from './schemas/profile.schema.ts';
export { readSurveyCsv } from './survey-csv/read-survey-csv.ts';
export {
  DEFAULT_SURVEY_CSV_LIMITS,
  type PositionUnit,
  type SurveyCsvLimits,
  type SurveyCsvOptions,
} from './survey-csv/survey-csv-options.ts';
export { SurveyCsvError } from './survey-csv/survey-csv-error.ts';
export { buildFloorRfModel, listFloorPlanIds } from './rf-model/build-floor-rf-model.ts';
export { convertRequirement } from './rf-model/build-requirements.ts';
export { createStockRequirements, DEFAULT_STOCK_REQUIREMENT_KEY } from './stock-requirements.ts';
export type {
  EsxRequirementProfile,
  FloorRequirements,
  FloorRfModel,
  MeasuredFloorData,
  SkippedRadio,
  SkippedRadioReason,
} from './rf-model/floor-rf-model.ts';
export { RfModelError, RfModelErrorCode, isRfModelError } from './rf-model/rf-model-error.ts';
export { buildAntennaPattern } from './rf-model/build-antenna-pattern.ts';
export { decodeSurveyTrack, type DecodedTrack, type TrackRecord } from './rf-model/decode-survey-track.ts';
