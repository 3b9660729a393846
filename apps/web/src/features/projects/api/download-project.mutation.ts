import { ERROR_TEXT, projectEndpoints, type Project } from '@airscope/contracts';
import { useMutation } from '@tanstack/react-query';
import { readDownloadFileName } from '../download-file-name.ts';
import { fetchProjectFile } from './fetch-project-file.request.ts';

function saveBlob(blob: Blob, fileName: string): void {
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
