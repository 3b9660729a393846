import { z } from 'zod';

export const PROJECT_NAME_MAX_LENGTH = 200;
export const PROJECT_TAG_MAX_LENGTH = 40;
export const PROJECT_TAGS_MAX = 30;

/** Where a project is: the city picked in the update dialog, with its country and coordinates. */
export const ProjectLocationSchema = z
  .object({
    country: z.string().trim().min(1).max(100),
    city: z.string().trim().min(1).max(100),
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
  })
  .strict();
export type ProjectLocation = z.infer<typeof ProjectLocationSchema>;

/** A regulatory domain: the ISO 3166-1 alpha-2 code of a country the server's table holds (it refuses others). */
export const RegulatoryDomainCodeSchema = z.string().regex(/^[A-Z]{2}$/, 'A country code is two capital letters.');

/** Name, location and regulatory-domain edits; `location: null` clears country, city and coordinates. */
export const ProjectDetailsUpdateSchema = z
  .object({
    name: z.string().trim().min(1).max(PROJECT_NAME_MAX_LENGTH),
    location: ProjectLocationSchema.nullable(),
    regulatoryDomain: RegulatoryDomainCodeSchema.nullable(),
  })
  .partial()
  .strict();
export type ProjectDetailsUpdate = z.infer<typeof ProjectDetailsUpdateSchema>;

/** The whole tag list of a project; duplicates (ignoring case) are refused rather than silently merged. */
export const ProjectTagsUpdateSchema = z
  .object({
    tags: z
      .array(z.string().trim().min(1).max(PROJECT_TAG_MAX_LENGTH))
      .max(PROJECT_TAGS_MAX)
      .refine((tags) => new Set(tags.map((tag) => tag.toLowerCase())).size === tags.length, 'Tags must be unique.'),
  })
  .strict();
export type ProjectTagsUpdate = z.infer<typeof ProjectTagsUpdateSchema>;
