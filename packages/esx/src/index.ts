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
  EsxReadProgress,
} from './esx-project.ts';
export { createEsxReadProgress } from './esx-project.ts';
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
export { readImageSize, type ImageSize } from './read-image-size.ts';
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
export { capacityAreasOfFloor, clientOfDeviceProfile, type CapacityItem } from './rf-model/capacity-areas.ts';
export { planFloorCapacity, predictCapacityFields, type CapacityFields, type FloorCapacityPlan } from './rf-model/plan-floor-capacity.ts';
export { createStockRequirements, DEFAULT_STOCK_REQUIREMENT_KEY } from './stock-requirements.ts';
export { createStockCapacityProfiles, type StockCapacityProfiles } from './stock-capacity-profiles.ts';
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
export { calibrateFloor, type FloorCalibrationReport } from './calibration/calibrate-floor.ts';
export { CalibrationRefusedError } from './calibration/calibration-refusal.ts';
export {
  autoPlanProjectFloor,
  UnknownRequirementProfileError,
  type AutoPlanReport,
  type AutoPlanRequestOf,
} from './auto-plan/auto-plan-project-floor.ts';
export { pairMeasuredRadios } from './calibration/survey-readings.ts';
export { decodeSurveyTrack, type DecodedTrack, type TrackRecord } from './rf-model/decode-survey-track.ts';
export {
  buildPushedSurvey,
  PushedSurveyError,
  type ExistingNetwork,
  type PushedNetwork,
  type PushedScan,
  type PushedRecord,
  type PushedSurvey,
} from './survey-push/build-pushed-survey.ts';
export { makeRecordId } from './survey-csv/make-record-id.ts';
export { convertDnacArchive } from './dnac/convert-dnac-archive.ts';
export { isDnacError } from './dnac/dnac-error.ts';
export { DEFAULT_DNAC_LIMITS } from './dnac/dnac-limits.ts';
