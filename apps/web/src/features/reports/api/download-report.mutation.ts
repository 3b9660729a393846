import { reportEndpoints, type BomFormat, type ReportLanguage, type ReportStatus } from '@airscope/contracts';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/api/fetch-file.ts';

/** Downloads a finished report file. */
export function useDownloadReport() {
  return useMutation({
    mutationKey: ['reports', 'download'],
    mutationFn: (report: Pick<ReportStatus, 'projectId' | 'id' | 'fileName'>) =>
      downloadFile(reportEndpoints.downloadReport, { params: { projectId: report.projectId, reportId: report.id } }, report.fileName),
  });
}

/** Downloads the project's bill of materials as CSV or XLSX, in the chosen language. */
export function useDownloadBillOfMaterials(projectId: string) {
  return useMutation({
    mutationKey: ['reports', 'bom', projectId],
    mutationFn: ({ format, language }: { format: BomFormat; language: ReportLanguage }) =>
      downloadFile(
        reportEndpoints.downloadBillOfMaterials,
        { params: { projectId }, query: { format, language } },
        `bill-of-materials.${format}`,
      ),
  });
}
