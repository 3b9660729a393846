import { insightEndpoints, type SurveyDateRange, type SurveyEventPage, type SurveyEventTotals } from '@airscope/contracts';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';
import { defaultOnNotFound } from '../../../lib/api/default-on-not-found.ts';
import { filterQuery, type InsightFilters } from './insight-filters.ts';
import { settlePart, type PartOutcome } from './load-part.ts';

export interface PageRequest {
  filters: InsightFilters;
  page: number;
  size: number;
  sort: string;
}

const EMPTY_TOTALS: SurveyEventTotals = { durationSeconds: 0, distanceMeters: 0, discoveredAps: 0 };

/** One page of survey events of every project in reach, with the totals of all matching events (which may fail alone). */
export async function loadSurveyEvents(
  request: PageRequest,
  signal: AbortSignal,
): Promise<{ page: SurveyEventPage; totals: PartOutcome<SurveyEventTotals> }> {
  const range = filterQuery(request.filters);
  const [page, totals] = await Promise.all([
    defaultOnNotFound(
      () =>
        callEndpoint(insightEndpoints.listSurveyEvents, {
          query: { ...range, page: request.page, size: request.size, sort: request.sort },
          signal,
        }),
      { content: [], totalPages: 0, totalElements: 0 },
    ),
    settlePart(defaultOnNotFound(() => callEndpoint(insightEndpoints.getSurveyEventTotals, { query: range, signal }), EMPTY_TOTALS)),
  ]);
  return { page, totals };
}

/** The first and last survey day in reach (docs/product.md §4 shared search state). */
export function loadSurveyDateRange(signal: AbortSignal): Promise<SurveyDateRange> {
  return defaultOnNotFound(() => callEndpoint(insightEndpoints.getSurveyDateRange, { signal }), { startDate: null, endDate: null });
}
