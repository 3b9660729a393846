import type { RadioSettingProblem } from '@airscope/core';
import type { i18n as I18n, TFunction } from 'i18next';
import { countryName } from './country-name.ts';

const BAND_KEY = { '2.4': 'b24', '5': 'b5', '6': 'b6' } as const;

/** The reason a radio value is refused, in the user's language. */
export function describeRadioProblem(t: TFunction, i18n: Pick<I18n, 'language'>, problem: RadioSettingProblem): string {
  switch (problem.kind) {
    case 'not-a-channel':
      return t('planning.ap.problem.notAChannel', {
        channel: problem.channel,
        band: t(`planning.heatmap.bands.${BAND_KEY[problem.band]}`),
      });
    case 'no-such-width':
      return t('planning.ap.problem.noSuchWidth', {
        channel: problem.channel,
        width: problem.widthMhz,
        band: t(`planning.heatmap.bands.${BAND_KEY[problem.band]}`),
      });
    case 'not-allowed':
      return t('planning.ap.problem.notAllowed', {
        channel: problem.channel,
        band: t(`planning.heatmap.bands.${BAND_KEY[problem.band]}`),
        country: countryName(problem.countryCode, i18n.language, problem.country),
      });
    case 'power-range':
      return t('planning.ap.problem.powerRange', { min: problem.min, max: problem.max });
    case 'over-eirp':
      return t('planning.ap.problem.overEirp', {
        eirp: problem.eirpDbm,
        power: problem.powerDbm,
        gain: problem.antennaGainDbi,
        max: problem.maxEirpDbm,
        channel: problem.channel,
        country: countryName(problem.countryCode, i18n.language, problem.country),
      });
  }
}
