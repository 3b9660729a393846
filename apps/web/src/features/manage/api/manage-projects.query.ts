import { projectEndpoints, type Project } from '@airscope/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';

export interface ManageProjectsOptions {
  query: string;
  includeProjectUser: boolean;
}

// Starts with the key the upload button invalidates, so a finished upload refreshes this list too.
export const manageProjectsKey = ['projects', 'list', 'manage'] as const;

export const manageProjectsQuery = (options: ManageProjectsOptions) =>
  queryOptions({
    queryKey: [...manageProjectsKey, options],
    queryFn: async ({ signal }): Promise<Project[]> => {
      const query = {
        // Tags always come along: the tags dialog edits the whole list, even while the column is hidden.
        includeTag: 'true' as const,
        includeProjectUser: String(options.includeProjectUser) as 'true' | 'false',
        ...(options.query.trim() ? { query: options.query.trim() } : {}),
      };
      return (await callEndpoint(projectEndpoints.listProjects, { query, signal })) ?? [];
    },
    placeholderData: keepPreviousData,
  });

export function useManageProjects(options: ManageProjectsOptions) {
  return useQuery(manageProjectsQuery(options));
}
