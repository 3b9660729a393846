import type { NetworkHealthResult } from '../visualisation/network-health.ts';
import type { CriterionType } from '../visualisation/requirements.ts';

/** KPI values of a project, floor or area (percent of area meeting each criterion); absent = not computed. */
export interface KpiValues {
  readonly rssi?: number | null;
  readonly rssi2?: number | null;
  readonly snr?: number | null;
  readonly channelInterference?: number | null;
  readonly networkHealth?: number | null;
}

/**
 * The "Average" KPI (docs/product.md §3, Project): the rounded mean of the criteria that are present among primary
 * coverage, secondary coverage, SNR, channel interference and network health; undefined when their sum is 0.
 */
export function averageKpis(kpis: KpiValues): number | undefined {
  const present = [kpis.rssi, kpis.rssi2, kpis.snr, kpis.channelInterference, kpis.networkHealth].filter(
    (v): v is number => typeof v === 'number' && !Number.isNaN(v),
  );
  const sum = present.reduce((s, v) => s + v, 0);
  return sum === 0 ? undefined : Math.round(sum / present.length);
}

/** KPI percentages (0–100, rounded) from network-health pass rates, pooling a criterion type over bands; absent types stay undefined. */
export function kpisFromHealth(health: NetworkHealthResult): KpiValues {
  const pct = (type: CriterionType): number | undefined => {
    let applicable = 0,
      passed = 0;
    for (const c of health.criteria) {
      if (c.criterion.type !== type || !c.isEvaluated || c.applicableCells === 0) continue;
      applicable += c.applicableCells;
      passed += c.passShare * c.applicableCells;
    }
    return applicable > 0 ? Math.round((100 * passed) / applicable) : undefined;
  };
  return {
    rssi: pct('SIGNAL_STRENGTH'),
    rssi2: pct('SECONDARY_SIGNAL_STRENGTH'),
    snr: pct('SIGNAL_TO_NOISE_RATIO'),
    channelInterference: pct('CHANNEL_OVERLAP'),
    networkHealth: Number.isNaN(health.overallPassShare) ? undefined : Math.round(100 * health.overallPassShare),
  };
}
