import { projectEndpoints, type FloorPlan } from '@airscope/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';

export const floorPlansQuery = (projectId: string) =>
  queryOptions({
    queryKey: ['projects', projectId, 'floor-plans'] as const,
    // docs/product.md §8 loaders: a not-found answer is an empty list.
    queryFn: async ({ signal }): Promise<FloorPlan[]> =>
      (await callEndpoint(projectEndpoints.getFloorPlans, { params: { projectId }, signal })) ?? [],
  });

/** The floor plan with the route's numeric row id, or null when the project has none such. */
export function useFloorPlan(projectId: string, rowId: number) {
  return useQuery({ ...floorPlansQuery(projectId), select: (plans) => plans.find((plan) => plan.rowId === rowId) ?? null });
}
