import type { FrequencyBand } from '@airscope/contracts';

/** What every list of the main view is filtered by (docs/product.md §3 "Shared search state", §7 query parameters). */
export interface InsightFilters {
  query: string;
  startDate: string | null;
  endDate: string | null;
  frequencyBand: FrequencyBand;
}

/** The query parameters of the filters; empty values are left out, the text is trimmed (docs/product.md §5). */
export function filterQuery(filters: InsightFilters) {
  const query = filters.query.trim();
  return {
    ...(query ? { query } : {}),
    ...(filters.startDate ? { startDate: filters.startDate } : {}),
    ...(filters.endDate ? { endDate: filters.endDate } : {}),
  };
}

/** A stable text standing for the filters, for effect keys. */
export function filtersKey(filters: InsightFilters): string {
  return JSON.stringify([filters.query.trim(), filters.startDate, filters.endDate, filters.frequencyBand]);
}
