import { describeApiError, ERROR_TEXT, type reportEndpoints } from '@airscope/contracts';
import { getApiClientConfig } from '../../../lib/api/api-client-config.ts';
import { ApiRequestError } from '../../../lib/api/api-request-error.ts';
import { buildRequest } from '../../../lib/api/build-request.ts';

type FileEndpoint = typeof reportEndpoints.downloadReport | typeof reportEndpoints.downloadBillOfMaterials;

/** The name the server gave a download (RFC 5987 `filename*` first), or the fallback. */
export function readFileName(disposition: string | null, fallback: string): string {
  const extended = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended);
    } catch {
      // A malformed encoding falls through to the plain name.
    }
  }
  return disposition?.match(/filename="([^"]+)"/i)?.[1] ?? fallback;
}

/** Hands bytes to the browser as a download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Fetches a report or BOM file with the session cookie and CSRF header (a plain link cannot send the header) and saves it. */
export async function downloadReportFile(endpoint: FileEndpoint, parts: { params: Record<string, string>; query?: Record<string, string> }, fallbackName: string): Promise<string> {
  const { url, init } = buildRequest(endpoint, { ...parts, headers: { Accept: '*/*' } });
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (cause) {
    throw new ApiRequestError(ERROR_TEXT.networkError, { status: 0, endpointId: endpoint.id, cause });
  }
  if (!response.ok) {
    if (response.status === 401) getApiClientConfig().onUnauthorized();
    const isJson = (response.headers.get('Content-Type') ?? '').includes('json');
    const message = isJson ? describeApiError(await response.json().catch(() => null)) : ERROR_TEXT.unexpected;
    throw new ApiRequestError(message, { status: response.status, endpointId: endpoint.id });
  }
  const fileName = readFileName(response.headers.get('Content-Disposition'), fallbackName);
  saveBlob(await response.blob(), fileName);
  return fileName;
}
