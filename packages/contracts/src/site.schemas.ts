import { z } from 'zod';

const NameSchema = z.string().trim().min(1, 'Name is required').max(100, 'Name can be at most 100 characters');

/** A site of the caller's organisation, with how much it holds and what the caller may do to it. */
export const SiteSchema = z.object({
  id: z.string(),
  name: z.string(),
  buildingCount: z.number().int(),
  floorCount: z.number().int(),
  /** Projects of the organisation placed under the site. */
  projectCount: z.number().int(),
  /** The projects under the site that the caller can see (the map groups its markers by these). */
  projectIds: z.array(z.string()),
  canManage: z.boolean(),
});
export type Site = z.infer<typeof SiteSchema>;

export const SiteBuildingSchema = z.object({
  id: z.string(),
  siteId: z.string(),
  name: z.string(),
  floorCount: z.number().int(),
  projectCount: z.number().int(),
});
export type SiteBuilding = z.infer<typeof SiteBuildingSchema>;

export const SiteFloorSchema = z.object({
  id: z.string(),
  buildingId: z.string(),
  name: z.string(),
  /** Storey number: 0 ground, negative below. */
  level: z.number().int(),
});
export type SiteFloor = z.infer<typeof SiteFloorSchema>;

export const SiteNameBodySchema = z.object({ name: NameSchema }).strict();
export const SiteFloorBodySchema = z.object({ name: NameSchema, level: z.number().int().min(-20).max(300) }).strict();
export const SiteFloorUpdateSchema = z
  .object({ name: NameSchema.optional(), level: z.number().int().min(-20).max(300).optional() })
  .strict();

/** Where a project sits: a site (null takes it out of every site) and optionally one of the site's buildings. */
export const ProjectPlacementBodySchema = z.object({ siteId: z.uuid().nullable(), buildingId: z.uuid().nullable().optional() }).strict();
export const ProjectPlacementSchema = z.object({ projectId: z.string(), siteId: z.string().nullable(), buildingId: z.string().nullable() });
export type ProjectPlacement = z.infer<typeof ProjectPlacementSchema>;
