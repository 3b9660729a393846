import { z } from 'zod';

/**
 * Record ids: UUIDs in every real file. Only letters, digits, "-" and "_" are accepted, because ids also
 * name archive entries (`image-<id>`, `survey-<id>.json`, `track-<id>.bin`).
 */
export const EsxIdSchema = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/, 'must be an id made of letters, digits, "-" or "_"');
export const EsxIdListSchema = z.array(EsxIdSchema);

/** Every record of every collection: an id and a status ("CREATED"; soft-deleted ones are "DELETED"). */
export const EsxRecordSchema = z.looseObject({
  id: EsxIdSchema,
  status: z.string().optional(),
});
export type EsxRecord = z.infer<typeof EsxRecordSchema>;

/** A point in floor-plan units (pixels of the floor's image), origin top-left, y down. */
export const CoordSchema = z.looseObject({ x: z.number(), y: z.number() });
export type Coord = z.infer<typeof CoordSchema>;

/** A point placed on a floor. */
export const FloorLocationSchema = z.looseObject({ floorPlanId: EsxIdSchema, coord: CoordSchema });
export type FloorLocation = z.infer<typeof FloorLocationSchema>;

/** A polygon in floor-plan units, implicitly closed. */
export const PolygonSchema = z.array(CoordSchema);

/** Ekahau bands: TWO = 2.4 GHz, FIVE = 5 GHz, SIX = 6 GHz; other values are kept but ignored by the engine. */
export const FrequencyBandSchema = z.string();

/** Loss of a material on one band (schema ≥ 1.5): dB per metre travelled through it. */
export const PropagationPropertySchema = z.looseObject({
  band: FrequencyBandSchema,
  attenuationFactor: z.number(),
  reflectionCoefficient: z.number().optional(),
  diffractionCoefficient: z.number().optional(),
});
export type PropagationProperty = z.infer<typeof PropagationPropertySchema>;

/** Builds a record schema: id and status plus the given fields, unknown fields kept. */
export function recordSchema<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.looseObject({ ...EsxRecordSchema.shape, ...shape });
}
