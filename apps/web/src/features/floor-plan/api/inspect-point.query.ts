import { heatmapEndpoints, type InspectRequest } from '@airscope/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';

export const inspectPointQuery = (projectId: string, floorRowId: number, request: InspectRequest) =>
  queryOptions({
    queryKey: ['projects', projectId, 'floor-plans', floorRowId, 'inspect', request] as const,
    queryFn: ({ signal }) =>
      callEndpoint(heatmapEndpoints.inspectFloorPoint, { params: { projectId, floorId: String(floorRowId) }, body: request, signal }),
  });

/** Every visualisation's value and the radios heard at the inspected point; idle until a point is chosen. */
export function useInspectPoint(projectId: string, floorRowId: number, request: InspectRequest | null) {
  return useQuery({
    ...inspectPointQuery(projectId, floorRowId, request ?? { xMetres: 0, yMetres: 0, options: {} }),
    enabled: request !== null,
  });
}
