import { planningEndpoints, projectEndpoints, type FloorCalibration } from '@airscope/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';

/** The server's survey calibration of a saved floor (nothing is saved by asking). */
export async function calibrateFloor(projectId: string, floorPlanId: string): Promise<FloorCalibration> {
  const calibration = await callEndpoint(planningEndpoints.calibrateFloor, { params: { projectId, floorId: floorPlanId } });
  if (!calibration) throw new Error('the calibration answered nothing');
  return calibration;
}

/** Floor plans that some survey of the project walked: the editor's document does not carry surveys. */
async function loadSurveyedFloorIds(projectId: string, signal?: AbortSignal): Promise<ReadonlySet<string>> {
  const batch = await callEndpoint(projectEndpoints.getProjectBatch, {
    params: { projectId },
    query: { poTypes: 'SURVEY' } as never,
    ...(signal ? { signal } : {}),
  });
  const surveys = ((batch ?? {}) as Record<string, readonly Record<string, unknown>[]>).surveys ?? [];
  return new Set(
    surveys.flatMap((survey) => (typeof survey.floorPlanId === 'string' && survey.status !== 'DELETED' ? [survey.floorPlanId] : [])),
  );
}

export function useSurveyedFloorIds(projectId: string) {
  return useQuery(
    queryOptions({
      queryKey: ['projects', projectId, 'surveyed-floors'] as const,
      queryFn: ({ signal }) => loadSurveyedFloorIds(projectId, signal),
    }),
  );
}
