import { z } from 'zod';
import { EsxIdListSchema, EsxIdSchema, recordSchema } from './common.schema.ts';

/** `project.json`: names, schema version and links; `history` holds real user names (PII). */
export const ProjectSchema = recordSchema({
  schemaVersion: z.string().optional(),
  name: z.string().optional(),
  title: z.string().optional(),
  customer: z.string().optional(),
  location: z.string().optional(),
  responsiblePerson: z.string().optional(),
  noteIds: EsxIdListSchema.optional(),
  projectAncestors: EsxIdListSchema.optional(),
  projectConfigurationId: EsxIdSchema.optional(),
  thumbnail: z
    .looseObject({
      dataFloorPlanId: EsxIdSchema.optional(),
      mimeType: z.string().optional(),
      data: z.string().optional(),
    })
    .optional(),
});
export type Project = z.infer<typeof ProjectSchema>;

/** `projectConfiguration.json`: grouping logics, favourite SSIDs and UI display options. */
export const ProjectConfigurationSchema = recordSchema({
  enabledGroupingLogics: z.array(z.string()).optional(),
  favoriteSsids: z.array(z.string()).optional(),
  displayOptions: z.array(z.looseObject({ key: z.string(), value: z.unknown() })).optional(),
});
export type ProjectConfiguration = z.infer<typeof ProjectConfigurationSchema>;

/** `projectHistorys.json` (sic): one record per save; tells which Ekahau version wrote the file. */
export const ProjectHistorySchema = recordSchema({
  projectId: EsxIdSchema.optional(),
  productName: z.string().optional(),
  productVersion: z.string().optional(),
  schemaVersion: z.string().optional(),
  timestamp: z.string().optional(),
});
export type ProjectHistory = z.infer<typeof ProjectHistorySchema>;
