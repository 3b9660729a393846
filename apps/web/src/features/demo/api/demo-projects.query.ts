import { sharingEndpoints } from '@airscope/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';

export const demoProjectsQuery = queryOptions({
  queryKey: ['demo', 'projects'] as const,
  queryFn: async ({ signal }) => (await callEndpoint(sharingEndpoints.listDemoProjects, { signal })) ?? [],
});

/** The demo organisation's projects anyone may open. */
export const useDemoProjects = () => useQuery(demoProjectsQuery);
