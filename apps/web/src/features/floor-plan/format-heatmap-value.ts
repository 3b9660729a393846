import type { HeatmapResult, VisualizationType } from '@airscope/contracts';
import type { TFunction } from 'i18next';
import { unitKeyOf } from './heatmap-choices.ts';

/** The unit each visualisation's values are in (the heatmap's binType for that type). */
export const UNIT_OF: Readonly<Record<Exclude<VisualizationType, 'no-visualization'>, HeatmapResult['binType']>> = {
  'sig-strength': 'dBm',
  'sig-strength-2nd': 'dBm',
  snr: 'dB',
  'ch-interference': 'count',
  'nw-health': 'pass',
  requirement: 'pass',
  'data-rate': 'Mbps',
  throughput: 'Mbps',
};

/** A value in the page language with its unit; pass/fail as words. */
export function formatHeatmapValue(t: TFunction, language: string, binType: HeatmapResult['binType'], value: number): string {
  if (binType === 'pass') return value >= 1 ? t('floorPlanView.legend.pass') : t('floorPlanView.legend.fail');
  const unitKey = unitKeyOf(binType);
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(value);
  return `${number} ${unitKey ? t(unitKey) : ''}`.trim();
}
