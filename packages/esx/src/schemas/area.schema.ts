import { z } from 'zod';
import { EsxIdListSchema, EsxIdSchema, FloorLocationSchema, PolygonSchema, recordSchema } from './common.schema.ts';

/** A capacity/requirement area: the requirement profile that applies inside the polygon. */
export const AreaSchema = recordSchema({
  floorPlanId: EsxIdSchema,
  name: z.string().optional(),
  color: z.string().optional(),
  area: PolygonSchema,
  requirementId: EsxIdSchema.optional(),
  noteIds: EsxIdListSchema.optional(),
  capacityItems: z.array(z.unknown()).optional(),
});
export type Area = z.infer<typeof AreaSchema>;

/** A region left out of coverage statistics and heatmaps. */
export const ExclusionAreaSchema = recordSchema({
  floorPlanId: EsxIdSchema,
  name: z.string().optional(),
  area: PolygonSchema,
});
export type ExclusionArea = z.infer<typeof ExclusionAreaSchema>;

/** A note; `imageIds` are photos. `history` holds real user names (PII). */
export const NoteSchema = recordSchema({
  text: z.string().optional(),
  imageIds: EsxIdListSchema.optional(),
});
export type Note = z.infer<typeof NoteSchema>;

/** A pin on the map that carries notes. */
export const PictureNoteSchema = recordSchema({
  location: FloorLocationSchema,
  noteIds: EsxIdListSchema.optional(),
});
export type PictureNote = z.infer<typeof PictureNoteSchema>;

/** A cable run drawn on a floor; length = sum of segment lengths × metersPerUnit. */
export const CableNoteSchema = recordSchema({
  floorPlanId: EsxIdSchema,
  points: PolygonSchema.optional(),
  color: z.string().optional(),
  noteIds: EsxIdListSchema.optional(),
});
export type CableNote = z.infer<typeof CableNoteSchema>;

/** A non-Wi-Fi interferer placed on a floor. */
export const InterfererSchema = recordSchema({
  name: z.string().optional(),
  location: FloorLocationSchema.optional(),
});
export type Interferer = z.infer<typeof InterfererSchema>;
