import { heatmapEndpoints, type HeatmapOptions } from '@airscope/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';

export type HeatmapRequest = Pick<HeatmapOptions, 'type' | 'radio-band' | 'visualization-height' | 'client-offset-db'>;

export const heatmapQuery = (projectId: string, floorRowId: number, request: HeatmapRequest) =>
  queryOptions({
    queryKey: ['projects', projectId, 'floor-plans', floorRowId, 'heatmap', request] as const,
    queryFn: ({ signal }) =>
      callEndpoint(heatmapEndpoints.computeHeatmap, {
        params: { projectId, floorId: String(floorRowId) },
        body: { ...request, accuracy: 'very' },
        signal,
      }),
  });

/** The heatmap of one floor; the previous picture stays while the next visualisation computes. */
export function useHeatmap(projectId: string, floorRowId: number, request: HeatmapRequest, enabled: boolean) {
  return useQuery({ ...heatmapQuery(projectId, floorRowId, request), enabled, placeholderData: keepPreviousData });
}
