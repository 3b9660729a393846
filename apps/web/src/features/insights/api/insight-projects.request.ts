import { insightEndpoints, type InsightProject } from '@airscope/contracts';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';
import { defaultOnNotFound } from '../../../lib/api/default-on-not-found.ts';
import { filterQuery, type InsightFilters } from './insight-filters.ts';

/** The projects of the main view with their stored KPIs (docs/product.md §7 project lists). */
export function loadInsightProjects(filters: InsightFilters, signal: AbortSignal): Promise<InsightProject[]> {
  return defaultOnNotFound(
    () =>
      callEndpoint(insightEndpoints.listInsightProjects, {
        query: { ...filterQuery(filters), frequencyBand: filters.frequencyBand },
        signal,
      }),
    [],
  );
}

/** docs/product.md §8 tells a failed search ("Could not search projects") apart from a failed load of the whole list. */
export function projectsFailureContext(filters: InsightFilters): 'searchProjects' | 'projects' {
  return filters.query.trim() ? 'searchProjects' : 'projects';
}
