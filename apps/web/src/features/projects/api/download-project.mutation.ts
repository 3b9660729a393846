import { ERROR_TEXT, projectEndpoints, type Project } from '@airscope/contracts';
import { useMutation } from '@tanstack/react-query';
import { readDownloadFileName } from '../../../lib/api/download-file-name.ts';
import { saveBlob } from '../../../lib/api/fetch-file.ts';
import { fetchProjectFile } from './fetch-project-file.request.ts';

/** Fetches the project as .esx (it needs the CSRF header, so no plain link) and hands it to the browser. */
export function useDownloadProjectMutation() {
  return useMutation({
    mutationKey: ['projects', 'download'],
    mutationFn: async (project: Pick<Project, 'projectId' | 'name'>) => {
      const file = await fetchProjectFile(projectEndpoints.downloadProject, project.projectId);
      if (!file) throw new Error(ERROR_TEXT.notFound);
      const fileName = readDownloadFileName(file.headers.get('Content-Disposition'), `${project.name}.esx`);
      saveBlob(file.blob, fileName);
      return fileName;
    },
  });
}
