import { projectEndpoints, type Project } from '@airscope/contracts';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/api/fetch-file.ts';

/** Downloads a project's .esx from the manage list. */
export function downloadProject(project: Pick<Project, 'projectId' | 'name'>): Promise<string> {
  return downloadFile(projectEndpoints.downloadProject, { params: { projectId: project.projectId } }, `${project.name}.esx`);
}

export function useManageDownloadMutation() {
  return useMutation({ mutationKey: ['projects', 'download', 'manage'], mutationFn: downloadProject });
}
