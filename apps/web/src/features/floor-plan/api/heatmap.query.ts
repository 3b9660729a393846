import { decodeCompactHeatmap, HEATMAP_COMPACT_TYPE, heatmapEndpoints, type HeatmapOptions } from '@airscope/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';

export type HeatmapRequest = Pick<
  HeatmapOptions,
  'type' | 'radio-band' | 'visualization-height' | 'client-offset-db' | 'requirement' | 'requirement-grey-out' | 'survey-map'
>;

export const heatmapQuery = (projectId: string, floorRowId: number, request: HeatmapRequest) =>
  queryOptions({
    queryKey: ['projects', projectId, 'floor-plans', floorRowId, 'heatmap', request] as const,
    queryFn: ({ signal }) =>
      callEndpoint(heatmapEndpoints.computeHeatmap, {
        params: { projectId, floorId: String(floorRowId) },
        body: { ...request, accuracy: 'very' },
        // The compact form: a tenth of the JSON's bytes, and no JSON of 20,000 values to parse (issue 21).
        binary: { type: HEATMAP_COMPACT_TYPE, decode: decodeCompactHeatmap },
        signal,
      }),
  });

/** The heatmap of one floor; the previous picture stays while the next visualisation computes. */
export function useHeatmap(projectId: string, floorRowId: number, request: HeatmapRequest, enabled: boolean) {
  return useQuery({ ...heatmapQuery(projectId, floorRowId, request), enabled, placeholderData: keepPreviousData });
}
