import { z } from 'zod';
import { defineJob, type JobDefinition } from '../../module-contract/server-module.ts';
import { runRenderReport, type RenderReportDeps } from './render-report.ts';

export const RENDER_REPORT_JOB = 'render-report';
export const RenderReportJobSchema = z.object({ reportId: z.string().min(1) });

/** Renders a queued report to PDF or DOCX. */
export function reportsJobs(deps: RenderReportDeps): JobDefinition[] {
  return [defineJob({ name: RENDER_REPORT_JOB, payload: RenderReportJobSchema, run: ({ reportId }) => runRenderReport(deps, reportId) })];
}
