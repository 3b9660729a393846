import { insightEndpoints, type Recommendation } from '@airscope/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';
import { defaultOnNotFound } from '../../../lib/api/default-on-not-found.ts';
import { dashboardQuery, type DashboardFilters } from './dashboard-filters.ts';

/** The project's shortfalls for the filters now chosen, worst first (docs/product.md §5 "Recommendations"). */
export const useRecommendations = (projectId: string, filters: DashboardFilters, enabled: boolean) =>
  useQuery({
    queryKey: ['insights', 'projects', projectId, 'recommendations', filters] as const,
    queryFn: ({ signal }): Promise<Recommendation[]> =>
      defaultOnNotFound(
        () => callEndpoint(insightEndpoints.listProjectRecommendations, { params: { projectId }, query: dashboardQuery(filters), signal }),
        [],
      ),
    enabled,
    placeholderData: keepPreviousData,
  });
