import type { reportEndpoints } from '@airscope/contracts';
import { readDownloadFileName } from '../../../lib/api/download-file-name.ts';
import { fetchFile, saveBlob } from '../../../lib/api/fetch-file.ts';

type FileEndpoint = typeof reportEndpoints.downloadReport | typeof reportEndpoints.downloadBillOfMaterials;

/** Fetches a report or BOM file (a plain link cannot send the CSRF header) and saves it under the server's name. */
export async function downloadReportFile(endpoint: FileEndpoint, parts: { params: Record<string, string>; query?: Record<string, string> }, fallbackName: string): Promise<string> {
  const file = await fetchFile(endpoint, parts);
  const fileName = readDownloadFileName(file.headers.get('Content-Disposition'), fallbackName);
  saveBlob(file.blob, fileName);
  return fileName;
}
