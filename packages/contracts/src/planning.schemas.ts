import { z } from 'zod';

/** A new design project (docs/product.md §4 plan types); shown only while the design-project flag is on. */
export const CreateDesignProjectSchema = z
  .object({
    name: z.string().trim().min(1).max(200),
    projectType: z.enum(['BROWNFIELD_PLAN', 'GREENFIELD_PLAN']),
  })
  .strict();
export type CreateDesignProject = z.infer<typeof CreateDesignProjectSchema>;

export const CreatedProjectSchema = z.object({ projectId: z.string(), projectVersion: z.number().int() });

/** Collections the planning editor may change, record by record (the .esx collections it draws). */
export const EDITABLE_COLLECTIONS = [
  'buildings',
  'buildingFloors',
  'floorTypes',
  'floorPlans',
  'wallTypes',
  'wallPoints',
  'wallSegments',
  'attenuationAreaTypes',
  'attenuationAreas',
  'exclusionAreas',
  'areas',
  'holeInFloors',
  'accessPoints',
  'simulatedRadios',
  'antennaTypes',
  'requirements',
  'notes',
  'deviceProfiles',
  'usageProfiles',
  'applicationProfiles',
] as const;
export const EditableCollectionSchema = z.enum(EDITABLE_COLLECTIONS);

/** One change: put a whole record (insert or replace by id), or delete one by id. */
export const RecordChangeSchema = z.discriminatedUnion('op', [
  z.object({ op: z.literal('put'), collection: EditableCollectionSchema, record: z.looseObject({ id: z.string().min(1).max(100) }) }),
  z.object({ op: z.literal('delete'), collection: EditableCollectionSchema, id: z.string().min(1).max(100) }),
]);
export type RecordChange = z.infer<typeof RecordChangeSchema>;

/**
 * A save of the planning editor: the changes since the version it loaded. Saved all or nothing; a
 * project that changed meanwhile answers 409 so the editor reloads instead of overwriting.
 */
export const ProjectEditsSchema = z
  .object({
    baseVersion: z.number().int().min(0),
    changes: z.array(RecordChangeSchema).min(1).max(5000),
  })
  .strict();
export type ProjectEdits = z.infer<typeof ProjectEditsSchema>;

export const SavedEditsSchema = z.object({ projectVersion: z.number().int() });

/** The stored plan image: its .esx image id and size in pixels (a floor plan's width and height). */
export const StoredImageSchema = z.object({
  imageId: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  imageFormat: z.enum(['PNG', 'JPEG']),
});
