import {
  decodeProjectPlaces,
  insightEndpoints,
  type InsightProject,
  type InsightProjectPage,
  type InsightProjectPlaces,
  type ProjectPlace,
} from '@airscope/contracts';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';
import { defaultOnNotFound } from '../../../lib/api/default-on-not-found.ts';
import type { MapSelection } from '../map/map-selection.ts';
import { filterQuery, type InsightFilters } from './insight-filters.ts';

export interface ProjectPageRequest {
  filters: InsightFilters;
  /** The box drawn on the map, or none. */
  selection: MapSelection | null;
  page: number;
  size: number;
  /** `column,direction` keys joined by `;` (the server sorts and pages). */
  sort: string;
}

const NO_PAGE: InsightProjectPage = { content: [], totalPages: 0, totalElements: 0 };
const NO_PLACES: InsightProjectPlaces = { count: 0, ids: '', positions: '' };

/** One page of the main view's projects with their stored KPIs, and how many match (docs/product.md §7 project lists). */
export function loadInsightProjects(request: ProjectPageRequest, signal: AbortSignal): Promise<InsightProjectPage> {
  return defaultOnNotFound(
    () =>
      callEndpoint(insightEndpoints.listInsightProjects, {
        query: {
          ...filterQuery(request.filters),
          frequencyBand: request.filters.frequencyBand,
          page: request.page,
          size: request.size,
          sort: request.sort,
          ...(request.selection ?? {}),
        },
        signal,
      }),
    NO_PAGE,
  );
}

/**
 * Where every project matching the search is, for the map: the columnar answer decoded here, so a malformed one fails
 * the load (and shows its error state) rather than the map's render.
 */
export async function loadInsightProjectPlaces(filters: InsightFilters, signal: AbortSignal): Promise<ProjectPlace[]> {
  const query = filters.query.trim();
  const places = await defaultOnNotFound(
    () => callEndpoint(insightEndpoints.listInsightProjectPlaces, { query: query ? { query } : {}, signal }),
    NO_PLACES,
  );
  return decodeProjectPlaces(places);
}

/**
 * One project with its KPIs for the filters' band and dates (null once it is gone): a map marker's project is seldom on
 * the table's page.
 */
export function loadInsightProject(projectId: string, filters: InsightFilters): Promise<InsightProject | null> {
  const { startDate, endDate } = filterQuery(filters);
  return callEndpoint(insightEndpoints.getInsightProject, {
    params: { projectId },
    query: { frequencyBand: filters.frequencyBand, ...(startDate ? { startDate } : {}), ...(endDate ? { endDate } : {}) },
  });
}

/** docs/product.md §8 tells a failed search ("Could not search projects") apart from a failed load of the whole list. */
export function projectsFailureContext(filters: InsightFilters): 'searchProjects' | 'projects' {
  return filters.query.trim() ? 'searchProjects' : 'projects';
}
