import { projectEndpoints, type Project } from '@airscope/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';

export const plannerProjectsQuery = queryOptions({
  queryKey: ['projects', 'planner'] as const,
  queryFn: async ({ signal }): Promise<Project[]> => {
    const projects = await callEndpoint(projectEndpoints.listProjects, { query: {}, signal });
    // The planner opens only what the caller may edit, newest first.
    return (projects ?? []).filter((project) => project.canWrite).sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  },
});

/** The projects the caller may open in the planning editor. */
export const usePlannerProjects = () => useQuery(plannerProjectsQuery);
