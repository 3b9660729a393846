import { heatmapEndpoints } from '@airscope/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';

export const floorLayersQuery = (projectId: string, floorRowId: number) =>
  queryOptions({
    queryKey: ['projects', projectId, 'floor-plans', floorRowId, 'layers'] as const,
    queryFn: ({ signal }) => callEndpoint(heatmapEndpoints.getFloorLayers, { params: { projectId, floorId: String(floorRowId) }, signal }),
  });

/** APs, areas and survey walks of one floor, in plan pixels. */
export function useFloorLayers(projectId: string, floorRowId: number, enabled: boolean) {
  return useQuery({ ...floorLayersQuery(projectId, floorRowId), enabled });
}
