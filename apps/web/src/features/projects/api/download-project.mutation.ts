import { projectEndpoints, type Project } from '@airscope/contracts';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/api/fetch-file.ts';

/** Downloads the project as .esx. */
export function useDownloadProjectMutation() {
  return useMutation({
    mutationKey: ['projects', 'download'],
    mutationFn: (project: Pick<Project, 'projectId' | 'name'>) =>
      downloadFile(projectEndpoints.downloadProject, { params: { projectId: project.projectId } }, `${project.name}.esx`),
  });
}
