import { ERROR_TEXT, projectEndpoints, type Project } from '@airscope/contracts';
import { useMutation } from '@tanstack/react-query';
import { getApiClientConfig } from '../../../lib/api/api-client-config.ts';
import { ApiRequestError } from '../../../lib/api/api-request-error.ts';
import { readBlobErrorMessage, reportedBlobError } from '../../../lib/api/blob-call-errors.ts';
import { buildRequest } from '../../../lib/api/build-request.ts';

const endpoint = projectEndpoints.downloadProject;

/** The server's RFC 6266 `filename*`, else the project's name (the server already made it safe). */
function fileNameOf(header: string | null, projectName: string): string {
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(header ?? '')?.[1];
  try {
    if (extended) return decodeURIComponent(extended);
  } catch {
    // A malformed header falls back to the project's name.
  }
  return `${projectName.replace(/[\\/:*?"<>|\u0000-\u001f]/g, '_')}.esx`;
}

const reported = (error: ApiRequestError): ApiRequestError => reportedBlobError(endpoint.method, error);

export async function downloadProject(project: Pick<Project, 'projectId' | 'name'>): Promise<string> {
  // A plain link cannot send the CSRF header, so the file is fetched and handed to the browser.
  const { url, init } = buildRequest(endpoint, { params: { projectId: project.projectId }, headers: { Accept: '*/*' } });
  const response = await fetch(url, init).catch((cause: unknown) => {
    throw reported(new ApiRequestError(ERROR_TEXT.networkError, { status: 0, endpointId: endpoint.id, cause }));
  });
  if (!response.ok) {
    const message = await readBlobErrorMessage(response);
    if (response.status === 401) getApiClientConfig().onUnauthorized();
    throw reported(new ApiRequestError(message, { status: response.status, endpointId: endpoint.id }));
  }
  const fileName = fileNameOf(response.headers.get('Content-Disposition'), project.name);
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
  return fileName;
}

export function useManageDownloadMutation() {
  return useMutation({ mutationKey: ['projects', 'download', 'manage'], mutationFn: downloadProject });
}
