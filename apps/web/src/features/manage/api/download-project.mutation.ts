import { projectEndpoints, type Project } from '@airscope/contracts';
import { useMutation } from '@tanstack/react-query';
import { readDownloadFileName } from '../../../lib/api/download-file-name.ts';
import { fetchFile, saveBlob } from '../../../lib/api/fetch-file.ts';

/** Downloads a project's .esx from the manage list; unlike the projects page, "not found" is an error here. */
export async function downloadProject(project: Pick<Project, 'projectId' | 'name'>): Promise<string> {
  const file = await fetchFile(projectEndpoints.downloadProject, { params: { projectId: project.projectId } });
  const fileName = readDownloadFileName(file.headers.get('Content-Disposition'), `${project.name}.esx`);
  saveBlob(file.blob, fileName);
  return fileName;
}

export function useManageDownloadMutation() {
  return useMutation({ mutationKey: ['projects', 'download', 'manage'], mutationFn: downloadProject });
}
