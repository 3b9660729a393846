import { insightEndpoints, type DeviceCountPage, type DeviceCountTotals } from '@airscope/contracts';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';
import { defaultOnNotFound } from '../../../lib/api/default-on-not-found.ts';
import { filterQuery } from './insight-filters.ts';
import { settlePart, type PartOutcome } from './load-part.ts';
import type { PageRequest } from './survey-events.request.ts';

/** One page of device counts with the total device count and the most common vendor (which may fail alone). */
export async function loadDeviceCounts(
  request: PageRequest,
  signal: AbortSignal,
): Promise<{ page: DeviceCountPage; totals: PartOutcome<DeviceCountTotals> }> {
  const range = filterQuery(request.filters);
  const [page, totals] = await Promise.all([
    defaultOnNotFound(
      () =>
        callEndpoint(insightEndpoints.listDeviceCounts, {
          query: { ...range, page: request.page, size: request.size, sort: request.sort },
          signal,
        }),
      { content: [], totalPages: 0, totalElements: 0 },
    ),
    settlePart(
      defaultOnNotFound(() => callEndpoint(insightEndpoints.getDeviceCountTotals, { query: range, signal }), {
        totalDeviceCount: 0,
        mostCommonVendor: '',
      }),
    ),
  ]);
  return { page, totals };
}
