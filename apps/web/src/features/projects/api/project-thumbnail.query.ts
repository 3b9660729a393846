import type { Project } from '@airscope/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchProjectThumbnail } from './fetch-project-thumbnail.request.ts';

/** Keyed by version, so a changed project gets a fresh picture and the old one stays valid for the old version. */
export const projectThumbnailQuery = (project: Pick<Project, 'projectId' | 'projectVersion'>) =>
  queryOptions({
    queryKey: ['projects', project.projectId, 'thumbnail', project.projectVersion] as const,
    queryFn: async ({ signal }) => (await fetchProjectThumbnail(project.projectId, signal))?.blob ?? null,
    retry: false,
  });

export function useProjectThumbnail(project: Pick<Project, 'projectId' | 'projectVersion'>, enabled: boolean) {
  return useQuery({ ...projectThumbnailQuery(project), enabled });
}
