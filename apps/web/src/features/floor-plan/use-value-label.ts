import type { HeatmapResult } from '@airscope/contracts';
import { useTranslation } from 'react-i18next';
import { unitKeyOf } from './heatmap-choices.ts';

/** Formats heatmap values in the page language with the bin type's unit (pass/fail as words). */
export function useValueLabel(binType: HeatmapResult['binType']) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const unitKey = unitKeyOf(binType);
  const unit = unitKey ? t(unitKey) : '';
  return {
    unit,
    formatNumber: (value: number) => number.format(value),
    formatValue: (value: number) => {
      if (binType === 'pass') return value >= 1 ? t('floorPlanView.legend.pass') : t('floorPlanView.legend.fail');
      return `${number.format(value)} ${unit}`.trim();
    },
  };
}
