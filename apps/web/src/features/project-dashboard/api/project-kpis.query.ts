import { insightEndpoints, type AreaKpiRow, type DailyHealth, type FloorKpiRow } from '@airscope/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';
import { defaultOnNotFound } from '../../../lib/api/default-on-not-found.ts';
import { dashboardQuery, type DashboardFilters } from './dashboard-filters.ts';

const base = (projectId: string) => ['insights', 'projects', projectId] as const;

// Each query is keyed by its filters, so only the answer for the filters now chosen is ever shown.
export const insightProjectQuery = (projectId: string, filters: DashboardFilters) =>
  queryOptions({
    queryKey: [...base(projectId), 'project', filters] as const,
    queryFn: ({ signal }) =>
      callEndpoint(insightEndpoints.getInsightProject, { params: { projectId }, query: dashboardQuery(filters), signal }),
    retry: false,
  });

/** The search text as the KPI calls send it: left out when empty (docs/product.md §5 floor and area searches). */
const searchQuery = (search: string) => (search ? { query: search } : {});

export const floorKpisQuery = (projectId: string, filters: DashboardFilters, search = '') =>
  queryOptions({
    queryKey: [...base(projectId), 'floor-kpis', filters, search] as const,
    queryFn: ({ signal }): Promise<FloorKpiRow[]> =>
      defaultOnNotFound(
        () =>
          callEndpoint(insightEndpoints.listFloorPlanKpis, {
            params: { projectId },
            query: { ...dashboardQuery(filters), ...searchQuery(search) },
            signal,
          }),
        [],
      ),
  });

export const areaKpisQuery = (projectId: string, floorPlanRowId: number, filters: DashboardFilters, search = '') =>
  queryOptions({
    queryKey: [...base(projectId), 'area-kpis', floorPlanRowId, filters, search] as const,
    queryFn: ({ signal }): Promise<AreaKpiRow[]> =>
      defaultOnNotFound(
        () =>
          callEndpoint(insightEndpoints.listAreaKpis, {
            params: { projectId, floorPlanRowId: String(floorPlanRowId) },
            query: { ...dashboardQuery(filters), ...searchQuery(search) },
            signal,
          }),
        [],
      ),
  });

export const dailyHealthQuery = (projectId: string, filters: DashboardFilters) =>
  queryOptions({
    queryKey: [...base(projectId), 'daily-health', filters] as const,
    queryFn: ({ signal }): Promise<DailyHealth[]> =>
      defaultOnNotFound(
        () => callEndpoint(insightEndpoints.getDailyNetworkHealth, { params: { projectId }, query: dashboardQuery(filters), signal }),
        [],
      ),
  });

export const useInsightProject = (projectId: string, filters: DashboardFilters) =>
  useQuery({ ...insightProjectQuery(projectId, filters), placeholderData: keepPreviousData });
export const useFloorKpis = (projectId: string, filters: DashboardFilters, search = '') =>
  useQuery({ ...floorKpisQuery(projectId, filters, search), placeholderData: keepPreviousData });
export const useAreaKpis = (projectId: string, floorPlanRowId: number | null, filters: DashboardFilters, search = '') =>
  useQuery({
    ...areaKpisQuery(projectId, floorPlanRowId ?? 0, filters, search),
    enabled: floorPlanRowId !== null,
    placeholderData: keepPreviousData,
  });
export const useDailyHealth = (projectId: string, filters: DashboardFilters, enabled = true) =>
  useQuery({ ...dailyHealthQuery(projectId, filters), enabled, placeholderData: keepPreviousData });

export const projectKpiPanelQuery = (projectId: string, filters: DashboardFilters) =>
  queryOptions({
    queryKey: [...base(projectId), 'kpi-panel', filters] as const,
    queryFn: ({ signal }) =>
      callEndpoint(insightEndpoints.getProjectKpis, { params: { projectId }, query: dashboardQuery(filters), signal }),
  });

export const useProjectKpiPanel = (projectId: string, filters: DashboardFilters, enabled = true) =>
  useQuery({ ...projectKpiPanelQuery(projectId, filters), enabled, placeholderData: keepPreviousData });
