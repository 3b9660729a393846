import { siteEndpoints, type Site } from '@airscope/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';

/** The sites of the caller's organisation, with the projects the caller sees under each; the map groups by them. */
export const sitesQuery = () =>
  queryOptions({
    queryKey: ['sites'] as const,
    queryFn: async ({ signal }): Promise<Site[]> => (await callEndpoint(siteEndpoints.listSites, { signal })) ?? [],
  });

export function useSites() {
  return useQuery(sitesQuery());
}
