/**
 * `@airscope/esx`: the Ekahau project model, safe in a browser. Record schemas and types, the version
 * normalisation, the record → RF-engine mapping of one floor, capacity, calibration and auto-planning.
 * Nothing here reads or writes files or needs Node at runtime; archives, CSV and other imports are
 * `@airscope/esx-archive` (docs/decisions/0026).
 */
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
} from './esx-project.ts';
export { newEsxProject } from './new-esx-project.ts';
export { completeEsxProject, type CompleteEsxOptions } from './complete/complete-esx-project.ts';
export { isUuid, nameUuid } from './complete/name-uuid.ts';
export { replacedRecordId } from './complete/replace-non-uuid-ids.ts';
export { usesPointPairWalls } from './complete/wall-segment-shape.ts';
export { STOCK_CATALOGUES, DEFAULT_FLOOR_TYPE_KEY, type StockId } from './complete/stock-catalogues.ts';
export { summarizeEsx } from './summarize-esx.ts';
export {
  ESX_COLLECTION_NAMES,
  ESX_COLLECTION_SCHEMAS,
  createEmptyCollections,
  isEsxCollectionName,
  type EsxCollectionName,
  type EsxCollections,
} from './esx-collections.ts';
export {
  channelToFrequency,
  frequencyToChannel,
  normalizeRadioChannel,
  toFrequencyBand,
  type ChannelFields,
  type FrequencyBand,
  type RadioChannel,
} from './normalize-channel.ts';
export { checkSimulatedRadio, peakAntennaGainDbi, radioSettingOf, type CheckedRadioFields } from './regulatory/check-simulated-radio.ts';
export { attenuationDbPerMeter, wallLossDb, wallSegmentPointIds } from './normalize-attenuation.ts';
export * from './schemas/common.schema.ts';
export * from './schemas/project.schema.ts';
export * from './schemas/floor.schema.ts';
export * from './schemas/radio.schema.ts';
export * from './schemas/wall.schema.ts';
export * from './schemas/area.schema.ts';
export * from './schemas/survey.schema.ts';
export * from './schemas/profile.schema.ts';
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
export { toEsxBand } from './rf-model/convert-units.ts';
export { toCoreAzimuth, DEFAULT_ANTENNA_HEIGHT_M } from './rf-model/build-simulated-radios.ts';
export { buildAntennaPattern } from './rf-model/build-antenna-pattern.ts';
export { decodeSurveyTrack, type DecodedTrack, type TrackRecord } from './rf-model/decode-survey-track.ts';
export { calibrateFloor, type FloorCalibrationReport } from './calibration/calibrate-floor.ts';
export { CalibrationRefusedError } from './calibration/calibration-refusal.ts';
export { pairMeasuredRadios } from './calibration/survey-readings.ts';
export {
  autoPlanProjectFloor,
  checkAutoPlanRequest,
  UnknownRequirementProfileError,
  type AutoPlanReport,
  type AutoPlanRequestOf,
} from './auto-plan/auto-plan-project-floor.ts';
