import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { ApiErrorSchema } from './api-error.schemas.ts';
import { BomFormatSchema, ReportLanguageSchema, ReportRequestSchema, ReportStatusSchema } from './report.schemas.ts';

const errors = { 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema } as const;
const ProjectParams = z.object({ projectId: z.string().min(1).max(64) });
const ReportParams = z.object({ projectId: z.string().min(1).max(64), reportId: z.string().min(1).max(64) });

export const createReport = defineEndpoint({
  id: 'createReport',
  method: 'POST',
  path: '/reportapi/v1/projects/:projectId/reports',
  summary: 'Queue a PDF or DOCX report of the project with the chosen sections, heatmaps, bands and language',
  tag: 'reports',
  access: 'session',
  params: ProjectParams,
  body: ReportRequestSchema,
  responses: { 202: ReportStatusSchema, 400: ApiErrorSchema, 429: ApiErrorSchema, ...errors },
});

export const listReports = defineEndpoint({
  id: 'listReports',
  method: 'GET',
  path: '/reportapi/v1/projects/:projectId/reports',
  summary: "The caller's reports of the project, newest first",
  tag: 'reports',
  access: 'session',
  params: ProjectParams,
  responses: { 200: z.array(ReportStatusSchema), ...errors },
});

export const getReport = defineEndpoint({
  id: 'getReport',
  method: 'GET',
  path: '/reportapi/v1/projects/:projectId/reports/:reportId',
  summary: 'A report job: its status and progress',
  tag: 'reports',
  access: 'session',
  params: ReportParams,
  responses: { 200: ReportStatusSchema, ...errors },
});

export const downloadReport = defineEndpoint({
  id: 'downloadReport',
  method: 'GET',
  path: '/reportapi/v1/projects/:projectId/reports/:reportId/file',
  summary: 'The rendered report file (404 until it is done)',
  tag: 'reports',
  access: 'session',
  params: ReportParams,
  responses: { 200: z.any(), ...errors },
});

export const downloadBillOfMaterials = defineEndpoint({
  id: 'downloadBillOfMaterials',
  method: 'GET',
  path: '/reportapi/v1/projects/:projectId/bill-of-materials',
  summary: 'The bill of materials (APs by vendor and model, radios, antennas, mounts; per floor and building) as CSV or XLSX',
  tag: 'reports',
  access: 'session',
  params: ProjectParams,
  query: z.object({ format: BomFormatSchema.default('csv'), language: ReportLanguageSchema.default('en') }),
  responses: { 200: z.any(), 400: ApiErrorSchema, ...errors },
});
