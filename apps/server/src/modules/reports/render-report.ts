import type { FastifyBaseLogger } from 'fastify';
import { ReportRequestSchema } from '@airscope/contracts';
import type { Clock } from '../../clock.ts';
import type { BlobStore } from '../../storage/blobs/blob-store.ts';
import type { ProjectModelService } from '../projects/index.ts';
import { buildReportDocument } from './build-report-document.ts';
import { renderReportDocx } from './render-docx.ts';
import { renderReportPdf } from './render-pdf.ts';
import type { ReportsRepository } from './reports.repository.ts';

export interface RenderReportDeps {
  reports: ReportsRepository;
  projectModels: ProjectModelService;
  blobs: BlobStore;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
}

// The rendering tells the user why it failed in plain words; details stay in the log.
const FAILURE_TEXT = 'The report could not be rendered.';

/** Renders one queued report: builds the document, lays it out, stores the file, records progress on the way. */
export async function runRenderReport(deps: RenderReportDeps, reportId: string): Promise<void> {
  const row = await deps.reports.findById(reportId);
  if (!row || row.status === 'DONE' || row.status === 'FAILED') return;
  if (!(await deps.reports.start(reportId))) return;
  try {
    const project = await deps.projectModels.findProject(row.project_id);
    if (!project || project.status === 'DELETE_REQUESTED') throw new Error('project gone');
    const options = ReportRequestSchema.parse(row.options);
    const model = await deps.projectModels.loadModel(project);
    await deps.reports.setProgress(reportId, 5);
    const document = await buildReportDocument({
      project: model,
      projectName: project.name,
      options,
      now: deps.clock.now(),
      onProgress: (percent) => deps.reports.setProgress(reportId, 5 + Math.round(percent * 0.85)),
    });
    const bytes = options.format === 'pdf' ? await renderReportPdf(document) : await renderReportDocx(document);
    const key = `projects/${project.id}/reports/${reportId}.${options.format}`;
    await deps.blobs.put(key, bytes, { contentType: options.format === 'pdf' ? 'application/pdf' : 'application/octet-stream' });
    await deps.reports.finish(reportId, { blob_key: key, size_bytes: bytes.length, at: deps.clock.now() });
    deps.log.info({ event: 'report.rendered', reportId, projectId: project.id, bytes: bytes.length }, 'report rendered');
  } catch (error) {
    deps.log.error({ err: error, reportId }, 'report rendering failed');
    await deps.reports.fail(reportId, FAILURE_TEXT, deps.clock.now());
  }
}
