import type { Readable } from 'node:stream';
import type { BomFormat, ReportLanguage, ReportOptions, ReportStatus } from '@airscope/contracts';
import type { Clock } from '../../clock.ts';
import type { Actor } from '../../http/actor.ts';
import { notFound } from '../../http/http-error.ts';
import { isUuid } from '../../http/is-uuid.ts';
import type { BlobStore } from '../../storage/blobs/blob-store.ts';
import type { JobQueue } from '../../storage/queue/job-queue.ts';
import { safeDownloadName, type ProjectModelService } from '../projects/index.ts';
import type { ProjectsService } from '../projects/projects.service.ts';
import { buildBillOfMaterials } from './bill-of-materials.ts';
import { writeBomCsv, writeBomXlsx } from './bom-export.ts';
import { RENDER_REPORT_JOB } from './reports.jobs.ts';
import { reportTexts } from './report-texts.ts';
import { presentReport, reportFileName } from './reports.presenter.ts';
import type { ReportsRepository } from './reports.repository.ts';

export interface ReportsServiceDeps {
  projectsService: ProjectsService;
  projectModels: ProjectModelService;
  reports: ReportsRepository;
  blobs: BlobStore;
  queue: JobQueue;
  clock: Clock;
}

export const CONTENT_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

export function createReportsService(deps: ReportsServiceDeps) {
  const { projectsService, reports } = deps;

  /** A report of a project the actor may read, and only the actor's own: anything else is 404. */
  async function ownReport(actor: Actor, projectId: string, reportId: string) {
    const project = await projectsService.authorize(actor, projectId, 'read');
    const row = isUuid(reportId) ? await reports.findById(reportId) : undefined;
    if (!row || row.project_id !== projectId || row.created_by !== actor.user.id) throw notFound();
    return { project, row };
  }

  return {
    /** docs/product.md §1 custom reports: the rendering runs as a job; the answer is the queued report. */
    async create(actor: Actor, projectId: string, options: ReportOptions): Promise<ReportStatus> {
      const project = await projectsService.authorize(actor, projectId, 'read');
      const row = await reports.insert({
        project_id: projectId,
        created_by: actor.user.id,
        format: options.format,
        language: options.language,
        options,
        created_at: deps.clock.now(),
      });
      await deps.queue.send(RENDER_REPORT_JOB, { reportId: row.id }, { retryLimit: 1, expireInSeconds: 15 * 60 });
      return presentReport(row, project.name);
    },

    async list(actor: Actor, projectId: string): Promise<ReportStatus[]> {
      const project = await projectsService.authorize(actor, projectId, 'read');
      return (await reports.listForUser(projectId, actor.user.id)).map((row) => presentReport(row, project.name));
    },

    async get(actor: Actor, projectId: string, reportId: string): Promise<ReportStatus> {
      const { project, row } = await ownReport(actor, projectId, reportId);
      return presentReport(row, project.name);
    },

    async file(actor: Actor, projectId: string, reportId: string): Promise<{ fileName: string; contentType: string; stream: Readable }> {
      const { project, row } = await ownReport(actor, projectId, reportId);
      if (row.status !== 'DONE' || !row.blob_key) throw notFound();
      return {
        fileName: reportFileName(project.name, row),
        contentType: CONTENT_TYPES[row.format as 'pdf' | 'docx'],
        stream: await deps.blobs.getStream(row.blob_key),
      };
    },

    /** docs/product.md §1 bill of materials export: APs, radios, antennas and mounts with per-floor counts. */
    async billOfMaterials(actor: Actor, projectId: string, format: BomFormat, language: ReportLanguage) {
      const project = await projectsService.authorize(actor, projectId, 'read');
      // The BOM needs only the records, never the images or survey tracks.
      const model = await deps.projectModels.loadModel(project, { files: [] });
      const texts = reportTexts(language);
      const items = buildBillOfMaterials(model, { noBuilding: texts.t('noBuilding') });
      const bytes = format === 'csv' ? writeBomCsv(items, texts) : await writeBomXlsx(items, texts);
      return {
        fileName: safeDownloadName(`${project.name} ${texts.t('section.bill-of-materials')}`, format),
        contentType: CONTENT_TYPES[format],
        bytes,
      };
    },
  };
}
export type ReportsService = ReturnType<typeof createReportsService>;
