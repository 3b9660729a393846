import { queryOptions, useQuery } from '@tanstack/react-query';
import { analyticsEndpoints, type AnalyticsSummary } from '@airscope/contracts';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';

export function analyticsSummaryQuery(days: number) {
  return queryOptions({
    queryKey: ['analytics', 'summary', days] as const,
    queryFn: async (): Promise<AnalyticsSummary> => {
      const summary = await callEndpoint(analyticsEndpoints.getAnalyticsSummary, { query: { days } });
      if (!summary) throw new Error('The analytics summary is empty');
      return summary;
    },
  });
}

export function useAnalyticsSummary(days: number) {
  return useQuery(analyticsSummaryQuery(days));
}
