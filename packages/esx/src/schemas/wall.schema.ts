import { z } from 'zod';
import { EsxIdSchema, FloorLocationSchema, PolygonSchema, PropagationPropertySchema, recordSchema } from './common.schema.ts';

/** A wall vertex, shared by the segments that meet there. */
export const WallPointSchema = recordSchema({ location: FloorLocationSchema });
export type WallPoint = z.infer<typeof WallPointSchema>;

/** A straight wall between two wall points: `point1Id`/`point2Id` (10.x) or `wallPoints: [a, b]` (newer). */
export const WallSegmentSchema = recordSchema({
  wallTypeId: EsxIdSchema,
  point1Id: EsxIdSchema.optional(),
  point2Id: EsxIdSchema.optional(),
  wallPoints: z.tuple([EsxIdSchema, EsxIdSchema]).optional(),
}).refine((segment) => segment.wallPoints !== undefined || (segment.point1Id !== undefined && segment.point2Id !== undefined), {
  message: 'a wall segment needs point1Id and point2Id, or wallPoints',
});
export type WallSegment = z.infer<typeof WallSegmentSchema>;

/**
 * A wall material. Thickness and edges in metres; loss as `totalAttenuation` dB per crossing (schema ≤ 1.4)
 * or per band `propagationProperties[].attenuationFactor` dB/m × thickness (≥ 1.5).
 */
export const WallTypeSchema = recordSchema({
  name: z.string().optional(),
  key: z.string().optional(),
  color: z.string().optional(),
  thickness: z.number().nonnegative().optional(),
  lowerEdge: z.number().optional(),
  upperEdge: z.number().optional(),
  totalAttenuation: z.number().optional(),
  propagationProperties: z.array(PropagationPropertySchema).optional(),
});
export type WallType = z.infer<typeof WallTypeSchema>;

/** A material filling an area: dB per metre travelled inside, as `attenuation` (≤ 1.4) or `propagationProperties` (≥ 1.5). */
export const AttenuationAreaTypeSchema = recordSchema({
  name: z.string().optional(),
  key: z.string().optional(),
  color: z.string().optional(),
  lowerEdge: z.number().optional(),
  upperEdge: z.number().optional(),
  attenuation: z.number().optional(),
  propagationProperties: z.array(PropagationPropertySchema).optional(),
});
export type AttenuationAreaType = z.infer<typeof AttenuationAreaTypeSchema>;

export const AttenuationAreaSchema = recordSchema({
  floorPlanId: EsxIdSchema,
  attenuationAreaTypeId: EsxIdSchema,
  area: PolygonSchema,
});
export type AttenuationArea = z.infer<typeof AttenuationAreaSchema>;

/** No sample or schema evidence yet: only the links are checked. */
export const HoleInFloorSchema = recordSchema({
  floorPlanId: EsxIdSchema.optional(),
  area: PolygonSchema.optional(),
});
export type HoleInFloor = z.infer<typeof HoleInFloorSchema>;
