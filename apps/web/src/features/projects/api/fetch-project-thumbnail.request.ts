import { ERROR_TEXT, projectEndpoints } from '@airscope/contracts';
import { ApiRequestError } from '../../../lib/api/api-request-error.ts';
import { fetchFile, type FetchedFile } from '../../../lib/api/fetch-file.ts';

/** A project's PNG thumbnail; `null` when the project has none. */
export async function fetchProjectThumbnail(projectId: string, signal?: AbortSignal): Promise<FetchedFile | null> {
  try {
    return await fetchFile(projectEndpoints.getThumbnail, { params: { projectId }, ...(signal ? { signal } : {}) });
  } catch (error) {
    if (error instanceof ApiRequestError && error.message === ERROR_TEXT.notFound) return null;
    throw error;
  }
}
