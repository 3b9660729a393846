import { ERROR_TEXT, projectEndpoints } from '@airscope/contracts';
import { getApiClientConfig } from '../../../lib/api/api-client-config.ts';
import { ApiRequestError } from '../../../lib/api/api-request-error.ts';
import { readBlobErrorMessage, reportedBlobError } from '../../../lib/api/blob-call-errors.ts';
import { buildRequest } from '../../../lib/api/build-request.ts';

type ProjectFileEndpoint = typeof projectEndpoints.getThumbnail | typeof projectEndpoints.downloadProject;

export interface ProjectFile {
  blob: Blob;
  headers: Headers;
}

const fail = (endpoint: ProjectFileEndpoint, error: ApiRequestError): ApiRequestError => reportedBlobError(endpoint.method, error);

/**
 * Fetches a project's binary (thumbnail or .esx) with the session cookie and CSRF header, which an
 * `<img src>` or plain link cannot send. `null` when the project has no such file.
 */
export async function fetchProjectFile(endpoint: ProjectFileEndpoint, projectId: string, signal?: AbortSignal): Promise<ProjectFile | null> {
  const { url, init } = buildRequest(endpoint, { params: { projectId }, headers: { Accept: '*/*' }, ...(signal ? { signal } : {}) });
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (cause) {
    throw fail(endpoint, new ApiRequestError(ERROR_TEXT.networkError, { status: 0, endpointId: endpoint.id, cause }));
  }
  if (!response.ok) {
    const message = await readBlobErrorMessage(response);
    if (message === ERROR_TEXT.notFound) return null;
    if (response.status === 401) getApiClientConfig().onUnauthorized();
    throw fail(endpoint, new ApiRequestError(message, { status: response.status, endpointId: endpoint.id }));
  }
  try {
    return { blob: await response.blob(), headers: response.headers };
  } catch (cause) {
    throw fail(endpoint, new ApiRequestError(ERROR_TEXT.networkError, { status: 0, endpointId: endpoint.id, cause }));
  }
}
