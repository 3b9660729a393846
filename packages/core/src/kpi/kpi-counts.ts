import type { NetworkHealthResult } from '../visualisation/network-health.ts';
import type { CriterionType } from '../visualisation/requirements.ts';
import { averageKpis, type KpiValues } from './kpi-average.ts';

/** Cells (grid cells of the scope) where a criterion applies, how many meet it, and how many criteria of the kind failed somewhere. */
export interface CriterionCount {
  readonly cells: number;
  readonly passed: number;
  readonly issues: number;
}

/**
 * Storable pass counts of one scope (project, floor or area); summing counts pools scopes and days by area. Every
 * criterion kind network health judges has its counts, so whatever fails health can be named (recommendations).
 */
export interface KpiCounts {
  readonly rssi: CriterionCount;
  readonly rssi2: CriterionCount;
  readonly snr: CriterionCount;
  readonly channelInterference: CriterionCount;
  readonly dataRate: CriterionCount;
  readonly accessPoints: CriterionCount;
  readonly networkHealth: CriterionCount;
}

export const KPI_KEYS = ['rssi', 'rssi2', 'snr', 'channelInterference', 'dataRate', 'accessPoints', 'networkHealth'] as const;
export type KpiKey = (typeof KPI_KEYS)[number];

/** The criterion kind each count pools: every RF criterion network health evaluates (requirements.ts isRfCriterion). */
export const CRITERION_OF: Readonly<Record<Exclude<KpiKey, 'networkHealth'>, CriterionType>> = {
  rssi: 'SIGNAL_STRENGTH',
  rssi2: 'SECONDARY_SIGNAL_STRENGTH',
  snr: 'SIGNAL_TO_NOISE_RATIO',
  channelInterference: 'CHANNEL_OVERLAP',
  dataRate: 'DATA_RATE',
  accessPoints: 'NUMBER_OF_ACCESS_POINTS',
};

const NONE: CriterionCount = { cells: 0, passed: 0, issues: 0 };

/** Counts of one network-health evaluation: per criterion kind, pooled over bands and profiles; health over in-scope cells. */
export function countKpiPasses(health: NetworkHealthResult): KpiCounts {
  const count = (type: CriterionType): CriterionCount => {
    let cells = 0,
      passed = 0,
      issues = 0;
    for (const c of health.criteria) {
      if (c.criterion.type !== type || !c.isEvaluated || c.applicableCells === 0) continue;
      cells += c.applicableCells;
      passed += Math.round(c.passShare * c.applicableCells);
      if (c.passShare < 1) issues++;
    }
    return { cells, passed, issues };
  };
  const failing = health.criteria.filter((c) => c.isEvaluated && c.applicableCells > 0 && c.passShare < 1).length;
  const healthy = Number.isNaN(health.overallPassShare) ? 0 : Math.round(health.overallPassShare * health.inScopeCells);
  return {
    rssi: count(CRITERION_OF.rssi),
    rssi2: count(CRITERION_OF.rssi2),
    snr: count(CRITERION_OF.snr),
    channelInterference: count(CRITERION_OF.channelInterference),
    dataRate: count(CRITERION_OF.dataRate),
    accessPoints: count(CRITERION_OF.accessPoints),
    networkHealth: { cells: health.inScopeCells, passed: healthy, issues: failing },
  };
}

/** Sum of counts (e.g. the floors of a project, or the days of a date range). */
export function sumKpiCounts(list: readonly KpiCounts[]): KpiCounts {
  const add = (key: KpiKey): CriterionCount =>
    list.reduce((s, k) => ({ cells: s.cells + k[key].cells, passed: s.passed + k[key].passed, issues: s.issues + k[key].issues }), NONE);
  return Object.fromEntries(KPI_KEYS.map((key) => [key, add(key)])) as unknown as KpiCounts;
}

/** Percent (0–100, rounded) of a count's cells that pass; null without applicable cells. */
export const passPercent = (c: CriterionCount): number | null => (c.cells > 0 ? Math.round((100 * c.passed) / c.cells) : null);

/** The product's KPI percentages (docs/product.md §3) from counts; a kind without applicable cells is null. */
export function kpiValuesFromCounts(counts: KpiCounts): KpiValues & { average: number | undefined } {
  const pct = passPercent;
  const values = {
    rssi: pct(counts.rssi),
    rssi2: pct(counts.rssi2),
    snr: pct(counts.snr),
    channelInterference: pct(counts.channelInterference),
    networkHealth: pct(counts.networkHealth),
  };
  return { ...values, average: averageKpis(values) };
}
