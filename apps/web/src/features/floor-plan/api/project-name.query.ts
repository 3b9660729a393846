import { projectEndpoints } from '@airscope/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';

export const projectNameQuery = (projectId: string) =>
  queryOptions({
    queryKey: ['projects', projectId, 'name'] as const,
    queryFn: async ({ signal }) => (await callEndpoint(projectEndpoints.getProject, { params: { projectId }, signal }))?.name ?? null,
    retry: false,
  });

/** The project's name for the page header; the header falls back to the id while it loads or fails. */
export function useProjectName(projectId: string) {
  return useQuery(projectNameQuery(projectId)).data ?? null;
}
