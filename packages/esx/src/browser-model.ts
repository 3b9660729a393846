/**
 * The browser-safe part of `@airscope/esx` (`@airscope/esx/model`): record schemas and types, the
 * record → RF-engine mapping of one floor, and the unit conversions. Nothing here reads archives, so
 * nothing pulls in Node (Buffer, zlib, yauzl); the planning editor runs it in the page.
 */
export type { EsxProject, EsxWarning, JsonObject } from './esx-project.ts';
export { newEsxProject } from './new-esx-project.ts';
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
  type FrequencyBand,
  type RadioChannel,
} from './normalize-channel.ts';
export { attenuationDbPerMeter, wallLossDb, wallSegmentPointIds } from './normalize-attenuation.ts';
export * from './schemas/common.schema.ts';
export * from './schemas/floor.schema.ts';
export * from './schemas/radio.schema.ts';
export * from './schemas/wall.schema.ts';
export * from './schemas/area.schema.ts';
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
  SkippedRadio,
  SkippedRadioReason,
} from './rf-model/floor-rf-model.ts';
export { RfModelError, RfModelErrorCode, isRfModelError } from './rf-model/rf-model-error.ts';
export { toCoreAzimuth, DEFAULT_ANTENNA_HEIGHT_M } from './rf-model/build-simulated-radios.ts';
export { buildAntennaPattern } from './rf-model/build-antenna-pattern.ts';
