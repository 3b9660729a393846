import { ERROR_TEXT, type projectEndpoints } from '@airscope/contracts';
import { ApiRequestError } from '../../../lib/api/api-request-error.ts';
import { fetchFile, type FetchedFile } from '../../../lib/api/fetch-file.ts';

type ProjectFileEndpoint = typeof projectEndpoints.getThumbnail | typeof projectEndpoints.downloadProject;

/** A project's binary (thumbnail or .esx); `null` when the project has no such file. */
export async function fetchProjectFile(endpoint: ProjectFileEndpoint, projectId: string, signal?: AbortSignal): Promise<FetchedFile | null> {
  try {
    return await fetchFile(endpoint, { params: { projectId }, ...(signal ? { signal } : {}) });
  } catch (error) {
    if (error instanceof ApiRequestError && error.message === ERROR_TEXT.notFound) return null;
    throw error;
  }
}
