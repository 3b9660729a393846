import type { FrequencyBand } from '@airscope/contracts';

/** Date range and band every dashboard call is asked with (docs/product.md §7 "with date range and frequencyBand"). */
export interface DashboardFilters {
  startDate: string | null;
  endDate: string | null;
  frequencyBand: FrequencyBand;
}

/** The dashboard's filters before the user picks any: no date range, 5 GHz. */
export const INITIAL_FILTERS: DashboardFilters = { startDate: null, endDate: null, frequencyBand: 'FIVE' };

export function dashboardQuery(filters: DashboardFilters) {
  return {
    frequencyBand: filters.frequencyBand,
    ...(filters.startDate ? { startDate: filters.startDate } : {}),
    ...(filters.endDate ? { endDate: filters.endDate } : {}),
  };
}
