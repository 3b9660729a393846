import { z } from 'zod';

/** Languages a report is written in (texts and number formats). */
export const ReportLanguageSchema = z.enum(['en', 'de', 'fr', 'es', 'fi']);
export type ReportLanguage = z.infer<typeof ReportLanguageSchema>;

export const ReportFormatSchema = z.enum(['pdf', 'docx']);
export type ReportFormat = z.infer<typeof ReportFormatSchema>;

/** Sections a report may hold, in the order they print. */
export const REPORT_SECTIONS = ['cover', 'floor-plans', 'access-points', 'requirements', 'capacity', 'bill-of-materials', 'notes'] as const;
export const ReportSectionSchema = z.enum(REPORT_SECTIONS);
export type ReportSection = z.infer<typeof ReportSectionSchema>;

/** Heatmaps a report can print per floor (every visualisation with values). */
export const ReportVisualizationSchema = z.enum([
  'sig-strength',
  'sig-strength-2nd',
  'snr',
  'ch-interference',
  'nw-health',
  'data-rate',
  'throughput',
]);
export type ReportVisualization = z.infer<typeof ReportVisualizationSchema>;

export const ReportBandSchema = z.enum(['2.4', '5', '6']);

/** Most a report may ask for: every floor × visualisation × band is one rendered heatmap. */
export const REPORT_LOGO_MAX_CHARS = 700_000;

export const ReportRequestSchema = z
  .object({
    format: ReportFormatSchema,
    language: ReportLanguageSchema,
    sections: z.array(ReportSectionSchema).min(1).max(REPORT_SECTIONS.length),
    visualizations: z.array(ReportVisualizationSchema).max(7).default([]),
    bands: z.array(ReportBandSchema).min(1).max(3).default(['5']),
    /** Floors to print (.esx floor-plan ids); all floors when omitted. */
    floorIds: z.array(z.string().min(1).max(100)).max(500).optional(),
    title: z.string().trim().max(200).optional(),
    /** A PNG or JPEG logo for the cover as a data URL; the Airscope mark when omitted. */
    logoDataUrl: z
      .string()
      .max(REPORT_LOGO_MAX_CHARS)
      .regex(/^data:image\/(png|jpeg);base64,[A-Za-z0-9+/=]+$/, 'The logo must be a PNG or JPEG image.')
      .optional(),
  })
  .strict();
export type ReportRequest = z.input<typeof ReportRequestSchema>;
export type ReportOptions = z.output<typeof ReportRequestSchema>;

export const ReportStatusValueSchema = z.enum(['QUEUED', 'RUNNING', 'DONE', 'FAILED']);

/** A report job: progress 0–100 while it runs; `downloadUrl` once DONE. */
export const ReportStatusSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  format: ReportFormatSchema,
  language: ReportLanguageSchema,
  status: ReportStatusValueSchema,
  progress: z.number().int().min(0).max(100),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
  error: z.string().nullable(),
  fileName: z.string(),
  downloadUrl: z.string().nullable(),
});
export type ReportStatus = z.infer<typeof ReportStatusSchema>;

export const BomFormatSchema = z.enum(['csv', 'xlsx']);
export type BomFormat = z.infer<typeof BomFormatSchema>;
