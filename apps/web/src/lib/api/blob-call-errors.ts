import { describeApiError, ERROR_TEXT, type HttpMethod } from '@airscope/contracts';
import { getApiClientConfig } from './api-client-config.ts';
import type { ApiRequestError } from './api-request-error.ts';
import { shouldReportError } from './should-report-error.ts';

/** docs/product.md §8: reported unless the request client's rules drop it (400, 401, 403, the not-found text). */
export function reportedBlobError(method: HttpMethod, error: ApiRequestError): ApiRequestError {
  if (shouldReportError(method, error.status, error.message)) getApiClientConfig().reportError(error);
  return error;
}

/** docs/product.md §8: the error body of a blob call is parsed when it is JSON; unreadable JSON says so. */
export async function readBlobErrorMessage(response: Response): Promise<string> {
  if (!(response.headers.get('Content-Type') ?? '').includes('json')) return ERROR_TEXT.unexpected;
  try {
    return describeApiError(JSON.parse(await response.text()) as unknown);
  } catch {
    return ERROR_TEXT.invalidJson;
  }
}
