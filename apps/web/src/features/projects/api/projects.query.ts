import { projectEndpoints, type Project } from '@airscope/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';

/** Every cached project list starts with this key; invalidate it when projects come or go. */
export const projectsQueryKey = ['projects', 'list'] as const;

async function listProjects(signal: AbortSignal): Promise<Project[]> {
  const projects = await callEndpoint(projectEndpoints.listProjects, { query: { includeTag: 'true', includeProjectUser: 'true' }, signal });
  // docs/product.md §8 loaders: a not-found answer is an empty list.
  return projects ?? [];
}

export const projectsQuery = () => queryOptions({ queryKey: projectsQueryKey, queryFn: ({ signal }) => listProjects(signal) });

export function useProjects() {
  return useQuery(projectsQuery());
}
