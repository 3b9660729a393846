import { z } from 'zod';

/** docs/product.md §4 project types; plan types are design projects. */
export const ProjectTypeSchema = z.enum(['MEASURED', 'SIMULATED', 'HYBRID', 'BROWNFIELD_PLAN', 'GREENFIELD_PLAN']);
export type ProjectType = z.infer<typeof ProjectTypeSchema>;

export const ProjectStatusSchema = z.enum(['COMPLETED', 'SKIP_COMPUTATION', 'DELETE_REQUESTED']);
export type ProjectStatus = z.infer<typeof ProjectStatusSchema>;

export const ProjectRoleSchema = z.enum(['OWNER', 'WRITE_SHARE_USER', 'WRITE_USER', 'READ_USER', 'MIXED_ROLE']);
export type ProjectRole = z.infer<typeof ProjectRoleSchema>;

export const ProjectUserSchema = z.object({
  userId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: ProjectRoleSchema,
});
export type ProjectUser = z.infer<typeof ProjectUserSchema>;

export const ProjectSchema = z.object({
  projectId: z.string(),
  name: z.string(),
  projectType: ProjectTypeSchema,
  status: ProjectStatusSchema,
  projectVersion: z.number().int(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  location: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** The country whose Wi-Fi rules (channels, EIRP, DFS) the planner applies: ISO 3166-1 alpha-2, or null for none. */
  regulatoryDomain: z.string().nullable(),
  ownerId: z.string(),
  ownerEmail: z.string(),
  /** The caller's role on the project and what it allows, so the UI never re-derives permissions. */
  role: ProjectRoleSchema,
  canWrite: z.boolean(),
  canShare: z.boolean(),
  floorPlanCount: z.number().int(),
  accessPointCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  tags: z.array(z.string()).optional(),
  users: z.array(ProjectUserSchema).optional(),
});
export type Project = z.infer<typeof ProjectSchema>;

/** docs/product.md §3 "Floor plan": rowId is the numeric id the floor-plan route uses. */
export const FloorPlanSchema = z.object({
  rowId: z.number().int(),
  id: z.string(),
  name: z.string(),
  width: z.number(),
  height: z.number(),
  metersPerUnit: z.number().nullable(),
  imageId: z.string().nullable(),
  bitmapImageId: z.string().nullable(),
  buildingName: z.string().nullable(),
  floorNumber: z.number().nullable(),
});
export type FloorPlan = z.infer<typeof FloorPlanSchema>;

/** Batch object types: the twelve of docs/product.md §7 first, then every other collection a client may need. */
export const PO_TYPE_COLLECTIONS = {
  ACCESS_POINT_MEASUREMENT: 'accessPointMeasurements',
  ACCESS_POINT: 'accessPoints',
  AREA: 'areas',
  BUILDING: 'buildings',
  FLOOR_PLAN: 'floorPlans',
  MEASURED_RADIO: 'measuredRadios',
  PROJECT_CONFIGURATION: 'projectConfiguration',
  SCAN_DEVICE_INFORMATION: 'scanDeviceInformation',
  SURVEY: 'surveys',
  WIFI_ADAPTER_INFORMATION: 'wifiAdapterInformations',
  SIMULATED_RADIO: 'simulatedRadios',
  TAG_KEY: 'tagKeys',
  ANTENNA_TYPE: 'antennaTypes',
  APPLICATION_PROFILE: 'applicationProfiles',
  ATTENUATION_AREA: 'attenuationAreas',
  ATTENUATION_AREA_TYPE: 'attenuationAreaTypes',
  BUILDING_FLOOR: 'buildingFloors',
  CABLE_NOTE: 'cableNotes',
  DEVICE_PROFILE: 'deviceProfiles',
  EXCLUSION_AREA: 'exclusionAreas',
  FLOOR_TYPE: 'floorTypes',
  HOLE_IN_FLOOR: 'holeInFloors',
  IMAGE: 'images',
  INTERFERER: 'interferers',
  NETWORK_CAPACITY_SETTING: 'networkCapacitySettings',
  NOTE: 'notes',
  PICTURE_NOTE: 'pictureNotes',
  REFERENCE_POINT: 'referencePoints',
  REQUIREMENT: 'requirements',
  SURVEY_BOOKMARK: 'surveyBookmarks',
  SURVEY_LOOKUP: 'surveyLookups',
  USAGE_PROFILE: 'usageProfiles',
  WALL_POINT: 'wallPoints',
  WALL_SEGMENT: 'wallSegments',
  WALL_TYPE: 'wallTypes',
} as const;
export const PoTypeSchema = z.enum(Object.keys(PO_TYPE_COLLECTIONS) as [keyof typeof PO_TYPE_COLLECTIONS]);
export type PoType = z.infer<typeof PoTypeSchema>;

export const ProjectBatchSchema = z.record(z.string(), z.array(z.record(z.string(), z.unknown())));
export type ProjectBatch = z.infer<typeof ProjectBatchSchema>;

export const UploadStatusSchema = z.enum(['IN_PROGRESS', 'COMMIT_IN_PROGRESS', 'COMMITTED', 'ROLLED_BACK', 'FAILED']);
export type UploadStatus = z.infer<typeof UploadStatusSchema>;

/** Why an upload failed, for machines (the text beside it is for people). */
export const UploadFailureCodeSchema = z.enum([
  'TOO_LARGE',
  'INVALID_ARCHIVE',
  'UNSUPPORTED_FORMAT',
  'INVALID_PROJECT',
  'INVALID_CSV',
  'STORAGE_FULL',
  'IMPORT_FAILED',
]);
export type UploadFailureCode = z.infer<typeof UploadFailureCodeSchema>;
