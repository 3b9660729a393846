import { z } from 'zod';
import { CoordSchema, EsxIdSchema, PropagationPropertySchema, recordSchema } from './common.schema.ts';

const positive = z.number().positive();

/** A floor: its size in floor-plan units, its image, and metres per unit (absent when the map is unscaled). */
export const FloorPlanSchema = recordSchema({
  name: z.string().optional(),
  width: positive,
  height: positive,
  metersPerUnit: positive.optional(),
  imageId: EsxIdSchema,
  /** Raster rendering of a vector plan; coordinates stay in `imageId` space. */
  bitmapImageId: EsxIdSchema.optional(),
  cropMinX: z.number().optional(),
  cropMinY: z.number().optional(),
  cropMaxX: z.number().optional(),
  cropMaxY: z.number().optional(),
  rotateUpDirection: z.string().optional(),
  floorPlanType: z.string().optional(),
});
export type FloorPlan = z.infer<typeof FloorPlanSchema>;

/** Image metadata; the bytes are the `image-<id>` entry. Trust magic bytes over `imageFormat`. */
export const ImageSchema = recordSchema({
  imageFormat: z.string().optional(),
  resolutionWidth: z.number().nonnegative().optional(),
  resolutionHeight: z.number().nonnegative().optional(),
});
export type Image = z.infer<typeof ImageSchema>;

export const BuildingSchema = recordSchema({ name: z.string().optional() });
export type Building = z.infer<typeof BuildingSchema>;

/** Places a floor in a building: floor number (0 = ground), floor-to-floor height and slab thickness in metres. */
export const BuildingFloorSchema = recordSchema({
  floorPlanId: EsxIdSchema,
  buildingId: EsxIdSchema,
  floorTypeId: EsxIdSchema.optional(),
  floorNumber: z.int().optional(),
  height: z.number().nonnegative().optional(),
  thickness: z.number().nonnegative().optional(),
});
export type BuildingFloor = z.infer<typeof BuildingFloorSchema>;

/** Slab material: dB/m as `attenuationPerMeter` (schema ≤ 1.4) or per band in `propagationProperties` (≥ 1.5). */
export const FloorTypeSchema = recordSchema({
  name: z.string().optional(),
  key: z.string().optional(),
  isDefault: z.boolean().optional(),
  attenuationPerMeter: z.number().optional(),
  propagationProperties: z.array(PropagationPropertySchema).optional(),
});
export type FloorType = z.infer<typeof FloorTypeSchema>;

/** Floor alignment point: one physical point projected onto several floors. */
export const ReferencePointSchema = recordSchema({
  name: z.string().optional(),
  projections: z.array(z.looseObject({ floorPlanId: EsxIdSchema, coord: CoordSchema })).optional(),
});
export type ReferencePoint = z.infer<typeof ReferencePointSchema>;
