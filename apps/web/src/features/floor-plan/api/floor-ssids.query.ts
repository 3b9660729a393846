import { heatmapEndpoints } from '@airscope/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';

export const floorSsidsQuery = (projectId: string, floorRowId: number) =>
  queryOptions({
    queryKey: ['projects', projectId, 'floor-plans', floorRowId, 'ssids'] as const,
    queryFn: ({ signal }) => callEndpoint(heatmapEndpoints.listFloorSsids, { params: { projectId, floorId: String(floorRowId) }, signal }),
  });

/** The SSIDs heard in the floor's survey, with the radios that carry each. */
export function useFloorSsids(projectId: string, floorRowId: number, enabled: boolean) {
  return useQuery({ ...floorSsidsQuery(projectId, floorRowId), enabled });
}
