import { ERROR_TEXT, type EndpointDef } from '@airscope/contracts';
import { getApiClientConfig } from './api-client-config.ts';
import { ApiRequestError } from './api-request-error.ts';
import { readBlobErrorMessage, reportedBlobError } from './blob-call-errors.ts';
import { buildRequest, type RequestParts } from './build-request.ts';
import { readDownloadFileName } from './download-file-name.ts';

/** A file answer: its bytes and headers (the name is in Content-Disposition). */
export interface FetchedFile {
  readonly blob: Blob;
  readonly headers: Headers;
}

/**
 * Fetches a binary (image, .esx, report) with the session cookie and CSRF header, which an `<img src>` or a
 * plain link cannot send. Failures follow docs/product.md §8 for blob calls: the JSON error body gives the message, a
 * 401 leaves for the sign-in page, and the error is reported unless the client's rules drop it.
 */
export async function fetchFile(endpoint: EndpointDef, parts: Omit<RequestParts, 'headers'>): Promise<FetchedFile> {
  const fail = (error: ApiRequestError): ApiRequestError => reportedBlobError(endpoint.method, error);
  const networkError = (cause: unknown): ApiRequestError =>
    fail(new ApiRequestError(ERROR_TEXT.networkError, { status: 0, endpointId: endpoint.id, cause }));
  const { url, init } = buildRequest(endpoint, { ...parts, headers: { Accept: '*/*' } });
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (cause) {
    throw networkError(cause);
  }
  if (!response.ok) {
    const message = await readBlobErrorMessage(response);
    if (response.status === 401) getApiClientConfig().onUnauthorized();
    throw fail(new ApiRequestError(message, { status: response.status, endpointId: endpoint.id }));
  }
  try {
    return { blob: await response.blob(), headers: response.headers };
  } catch (cause) {
    throw networkError(cause);
  }
}

/** Hands bytes to the browser as a download under the given name. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken its own reference once the click returns; a delay spares slow engines.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Fetches a file (a plain link cannot send the CSRF header) and saves it under the server's name, else `fallbackName`. */
export async function downloadFile(
  endpoint: EndpointDef,
  parts: Omit<RequestParts, 'headers' | 'body'>,
  fallbackName: string,
): Promise<string> {
  const file = await fetchFile(endpoint, parts);
  const fileName = readDownloadFileName(file.headers.get('Content-Disposition'), fallbackName);
  saveBlob(file.blob, fileName);
  return fileName;
}
