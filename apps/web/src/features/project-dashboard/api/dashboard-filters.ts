import type { FrequencyBand } from '@airscope/contracts';

/** Date range and band every dashboard call is asked with (spec §7 "with date range and frequencyBand"). */
export interface DashboardFilters {
  startDate: string | null;
  endDate: string | null;
  frequencyBand: FrequencyBand;
}

export function dashboardQuery(filters: DashboardFilters) {
  return {
    frequencyBand: filters.frequencyBand,
    ...(filters.startDate ? { startDate: filters.startDate } : {}),
    ...(filters.endDate ? { endDate: filters.endDate } : {}),
  };
}
