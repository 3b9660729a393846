import { buildPath, reportEndpoints, type ReportFormat, type ReportLanguage, type ReportStatus } from '@airscope/contracts';
import type { ReportRow } from '../../db/db.types.ts';
import { safeDownloadName } from '../projects/index.ts';

/** The download name of a report: project name, language and the format's extension. */
export function reportFileName(projectName: string, row: Pick<ReportRow, 'language' | 'format'>): string {
  return safeDownloadName(`${projectName} report ${row.language}`, row.format);
}

export function presentReport(row: ReportRow, projectName: string): ReportStatus {
  return {
    id: row.id,
    projectId: row.project_id,
    format: row.format as ReportFormat,
    language: row.language as ReportLanguage,
    status: row.status as ReportStatus['status'],
    progress: row.progress,
    createdAt: new Date(row.created_at).toISOString(),
    finishedAt: row.finished_at ? new Date(row.finished_at).toISOString() : null,
    sizeBytes: row.size_bytes,
    error: row.error,
    fileName: reportFileName(projectName, row),
    downloadUrl:
      row.status === 'DONE' ? buildPath(reportEndpoints.downloadReport.path, { projectId: row.project_id, reportId: row.id }) : null,
  };
}
