import type { Kpis } from '@airscope/contracts';

/** docs/product.md §4 coverage criteria, Primary Coverage first (the default). */
export const CRITERIA = ['rssi', 'secondaryRssi', 'snr', 'channelInterference', 'networkHealth', 'average'] as const;
export type Criterion = (typeof CRITERIA)[number];
export const DEFAULT_CRITERION: Criterion = 'rssi';

/** The percent value of one criterion, null when it was not computed. */
export function criterionValue(kpis: Kpis, criterion: Criterion): number | null {
  return criterion === 'average' ? kpis.average : kpis[criterion].value;
}

/** Failing spots summed over the five measured criteria. */
export function totalIssues(kpis: Kpis): number {
  return kpis.rssi.issues + kpis.secondaryRssi.issues + kpis.snr.issues + kpis.channelInterference.issues + kpis.networkHealth.issues;
}

/** Traffic-light colour of a pass percentage: most of the area passing is good. */
export function kpiColour(value: number | null): string {
  if (value === null) return 'gray';
  if (value >= 90) return 'teal';
  if (value >= 70) return 'yellow';
  return 'red';
}
