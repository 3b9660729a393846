import type { Band, CriterionType, RequirementCriterion } from '@airscope/core';
import type { ReportTable } from './report-document.ts';
import type { FloorHealth } from './report-floor.ts';
import type { ReportTexts } from './report-texts.ts';

const UNIT: Record<CriterionType, string> = {
  SIGNAL_STRENGTH: 'dBm',
  SECONDARY_SIGNAL_STRENGTH: 'dBm',
  SIGNAL_TO_NOISE_RATIO: 'dB',
  DATA_RATE: 'Mbit/s',
  CHANNEL_OVERLAP: '',
  NUMBER_OF_ACCESS_POINTS: '',
  PING_RTT: 'ms',
  RELATIVE_PING_PACKET_LOSS: '%',
};

/** "≥ −67 dBm", "≤ 1 @ −85 dBm": a criterion's target as printed. */
function describeTarget(criterion: RequirementCriterion, texts: ReportTexts): string {
  const sign = criterion.comparison === 'AT_LEAST' ? '≥' : '≤';
  const value = criterion.type === 'RELATIVE_PING_PACKET_LOSS' ? texts.number(criterion.value * 100) : texts.number(criterion.value);
  const unit = UNIT[criterion.type] ? ` ${UNIT[criterion.type]}` : '';
  const extra =
    (criterion.type === 'CHANNEL_OVERLAP' || criterion.type === 'NUMBER_OF_ACCESS_POINTS') && criterion.additionalLimit !== undefined
      ? ` @ ${texts.number(criterion.additionalLimit)} dBm`
      : '';
  return `${sign} ${value}${unit}${extra}`;
}

/** Pass rates per floor and band: each requirement profile in use overall, then each RF criterion it judges. */
export function requirementRows(
  floors: readonly { floor: string; bands: readonly FloorHealth[] }[],
  texts: ReportTexts,
  bandLabel: (band: Band, texts: ReportTexts) => string,
): ReportTable {
  const header = [
    texts.t('floor'),
    texts.t('bandColumn'),
    texts.t('requirement'),
    texts.t('criterion'),
    texts.t('range'),
    texts.t('passRate'),
  ];
  const rows: string[][] = [];
  for (const { floor, bands } of floors) {
    for (const { band, health } of bands) {
      for (const profile of health.profiles) {
        if (profile.cells === 0) continue;
        rows.push([floor, bandLabel(band, texts), profile.name, texts.t('overall'), '', texts.percent(profile.passShare)]);
        for (const criterion of health.criteria) {
          if (criterion.profileName !== profile.name || !criterion.isEvaluated || criterion.applicableCells === 0) continue;
          if (criterion.criterion.band && criterion.criterion.band !== band) continue;
          rows.push([
            floor,
            bandLabel(band, texts),
            profile.name,
            texts.t(`criterion.${criterion.criterion.type}`),
            describeTarget(criterion.criterion, texts),
            texts.percent(criterion.passShare),
          ]);
        }
      }
    }
  }
  return { header, rows };
}
