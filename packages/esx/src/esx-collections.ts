import type { z } from 'zod';
import {
  AreaSchema,
  CableNoteSchema,
  ExclusionAreaSchema,
  InterfererSchema,
  NoteSchema,
  PictureNoteSchema,
} from './schemas/area.schema.ts';
import {
  BuildingFloorSchema,
  BuildingSchema,
  FloorPlanSchema,
  FloorTypeSchema,
  ImageSchema,
  ReferencePointSchema,
} from './schemas/floor.schema.ts';
import {
  ApplicationProfileSchema,
  DeviceProfileSchema,
  NetworkCapacitySettingSchema,
  RequirementSchema,
  UsageProfileSchema,
} from './schemas/profile.schema.ts';
import { ProjectHistorySchema } from './schemas/project.schema.ts';
import {
  AccessPointMeasurementSchema,
  AccessPointSchema,
  AntennaTypeSchema,
  MeasuredRadioSchema,
  SimulatedRadioSchema,
  TagKeySchema,
} from './schemas/radio.schema.ts';
import { SurveyBookmarkSchema, SurveyLookupSchema, SurveySchema, WifiAdapterInformationSchema } from './schemas/survey.schema.ts';
import {
  AttenuationAreaSchema,
  AttenuationAreaTypeSchema,
  HoleInFloorSchema,
  WallPointSchema,
  WallSegmentSchema,
  WallTypeSchema,
} from './schemas/wall.schema.ts';

/**
 * Every collection we know, keyed by its file stem (`accessPoints` ↔ `accessPoints.json` holding
 * `{"accessPoints": [...]}`), with the schema each live record must pass. `surveys` also gathers the
 * per-survey `survey-<id>.json` files.
 */
export const ESX_COLLECTION_SCHEMAS = {
  floorPlans: FloorPlanSchema,
  images: ImageSchema,
  buildings: BuildingSchema,
  buildingFloors: BuildingFloorSchema,
  floorTypes: FloorTypeSchema,
  referencePoints: ReferencePointSchema,
  accessPoints: AccessPointSchema,
  simulatedRadios: SimulatedRadioSchema,
  measuredRadios: MeasuredRadioSchema,
  accessPointMeasurements: AccessPointMeasurementSchema,
  antennaTypes: AntennaTypeSchema,
  tagKeys: TagKeySchema,
  wallTypes: WallTypeSchema,
  wallPoints: WallPointSchema,
  wallSegments: WallSegmentSchema,
  attenuationAreaTypes: AttenuationAreaTypeSchema,
  attenuationAreas: AttenuationAreaSchema,
  holeInFloors: HoleInFloorSchema,
  areas: AreaSchema,
  exclusionAreas: ExclusionAreaSchema,
  notes: NoteSchema,
  pictureNotes: PictureNoteSchema,
  cableNotes: CableNoteSchema,
  interferers: InterfererSchema,
  requirements: RequirementSchema,
  networkCapacitySettings: NetworkCapacitySettingSchema,
  deviceProfiles: DeviceProfileSchema,
  applicationProfiles: ApplicationProfileSchema,
  usageProfiles: UsageProfileSchema,
  surveys: SurveySchema,
  surveyLookups: SurveyLookupSchema,
  surveyBookmarks: SurveyBookmarkSchema,
  wifiAdapterInformations: WifiAdapterInformationSchema,
  projectHistorys: ProjectHistorySchema,
} as const;

export type EsxCollectionName = keyof typeof ESX_COLLECTION_SCHEMAS;

/** Live (not DELETED) records of every known collection; a collection absent from the file is empty. */
export type EsxCollections = { [Name in EsxCollectionName]: z.infer<(typeof ESX_COLLECTION_SCHEMAS)[Name]>[] };

export const ESX_COLLECTION_NAMES = Object.keys(ESX_COLLECTION_SCHEMAS) as EsxCollectionName[];

export function isEsxCollectionName(name: string): name is EsxCollectionName {
  return Object.hasOwn(ESX_COLLECTION_SCHEMAS, name);
}

export function createEmptyCollections(): EsxCollections {
  const collections = {} as Record<EsxCollectionName, unknown[]>;
  for (const name of ESX_COLLECTION_NAMES) collections[name] = [];
  return collections as EsxCollections;
}
