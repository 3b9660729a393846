import type { Band } from '../model/bands.ts';
import { channelOptionsFor } from '../planning/channel-options.ts';
import { maxEirpDbmOf, regulatoryRuleOf, type RegulatoryDomain } from './regulatory-domains.ts';

/** Transmit power (dBm, at the antenna port) a planned radio may be given anywhere: what AP radios can set. */
export const TRANSMIT_POWER_RANGE_DBM = { min: -10, max: 36 } as const;

/** The widths (MHz) the planner offers per band. */
export const WIDTHS_MHZ: Readonly<Record<Band, readonly number[]>> = { '2.4': [20, 40], '5': [20, 40, 80, 160], '6': [20, 40, 80, 160] };

// 20 MHz channel numbers of each band (IEEE 802.11-2020 Annex E); channel 14 is 802.11b-only in Japan and left out.
const BAND_CHANNELS: Readonly<Record<Band, readonly number[]>> = {
  '2.4': Array.from({ length: 13 }, (_, i) => i + 1),
  '5': channelOptionsFor('5', 20).map((option) => option.channel),
  '6': channelOptionsFor('6', 20).map((option) => option.channel),
};

/** Whether a number is a 20 MHz Wi-Fi channel of the band. */
export function isChannelOfBand(band: Band, channel: number): boolean {
  return BAND_CHANNELS[band].includes(channel);
}

/**
 * The 20 MHz channels of the `widthMhz` channel holding `primary`: on 5 and 6 GHz the aligned block of its segment,
 * on 2.4 GHz the primary and the channel 4 above; undefined when no such channel exists (e.g. 160 MHz at 132).
 */
export function bondedChannelsOf(band: Band, primary: number, widthMhz: number): number[] | undefined {
  if (!isChannelOfBand(band, primary) || !WIDTHS_MHZ[band].includes(widthMhz)) return undefined;
  if (widthMhz === 20) return [primary];
  if (band === '2.4') return isChannelOfBand(band, primary + 4) ? [primary, primary + 4] : undefined;
  const block = channelOptionsFor(band, widthMhz).find((option) => option.subChannels.includes(primary));
  return block ? [...block.subChannels] : undefined;
}

/** What a planned radio is set to: band, primary channel, width, transmit power and its antenna's peak gain. */
export interface RadioSetting {
  readonly band: Band;
  readonly primary: number;
  readonly widthMhz: number;
  readonly transmitPowerDbm: number;
  /** Peak gain of the radio's antenna, dBi (0 for the engine's isotropic default). */
  readonly antennaGainDbi: number;
}

/** Why a setting is refused, with the field it belongs to and the values its message names. */
export type RadioSettingProblem =
  | { readonly field: 'channel'; readonly kind: 'not-a-channel'; readonly band: Band; readonly channel: number }
  | { readonly field: 'width'; readonly kind: 'no-such-width'; readonly band: Band; readonly channel: number; readonly widthMhz: number }
  | {
      readonly field: 'channel';
      readonly kind: 'not-allowed';
      readonly band: Band;
      readonly channel: number;
      readonly widthMhz: number;
      readonly country: string;
      readonly countryCode: string;
    }
  | { readonly field: 'power'; readonly kind: 'power-range'; readonly powerDbm: number; readonly min: number; readonly max: number }
  | {
      readonly field: 'power';
      readonly kind: 'over-eirp';
      readonly eirpDbm: number;
      readonly powerDbm: number;
      readonly antennaGainDbi: number;
      readonly maxEirpDbm: number;
      readonly country: string;
      readonly countryCode: string;
      readonly channel: number;
    };

/** The outcome of a check: the 20 MHz channels the setting occupies (when it has a channel) and what is wrong. */
export interface RadioSettingCheck {
  readonly channels: readonly number[] | undefined;
  readonly problems: readonly RadioSettingProblem[];
  /** DFS applies to one of its channels in the domain. */
  readonly isDfs: boolean;
}

/**
 * Checks a radio setting: the channel exists on its band at its width, the transmit power is in the settable
 * range and, with a domain, every sub-channel is allowed there and the EIRP (transmit power + peak antenna gain)
 * stays within the lowest limit of the rules covering them (spectral-density limits taken over the width).
 */
export function checkRadioSetting(domain: RegulatoryDomain | undefined, setting: RadioSetting): RadioSettingCheck {
  const { band, primary, widthMhz, transmitPowerDbm } = setting;
  const problems: RadioSettingProblem[] = [];
  const { min, max } = TRANSMIT_POWER_RANGE_DBM;
  if (!Number.isFinite(transmitPowerDbm) || transmitPowerDbm < min || transmitPowerDbm > max)
    problems.push({ field: 'power', kind: 'power-range', powerDbm: transmitPowerDbm, min, max });
  if (!isChannelOfBand(band, primary)) {
    problems.push({ field: 'channel', kind: 'not-a-channel', band, channel: primary });
    return { channels: undefined, problems, isDfs: false };
  }
  const channels = bondedChannelsOf(band, primary, widthMhz);
  if (!channels) {
    problems.push({ field: 'width', kind: 'no-such-width', band, channel: primary, widthMhz });
    return { channels: undefined, problems, isDfs: false };
  }
  if (!domain) return { channels, problems, isDfs: false };
  const refused = channels.find((channel) => !regulatoryRuleOf(domain, band, channel));
  if (refused !== undefined) {
    problems.push({
      field: 'channel',
      kind: 'not-allowed',
      band,
      channel: refused,
      widthMhz,
      country: domain.name,
      countryCode: domain.code,
    });
    return { channels, problems, isDfs: false };
  }
  const isDfs = channels.some((channel) => regulatoryRuleOf(domain, band, channel)!.isDfs);
  const maxEirpDbm = maxEirpDbmOf(domain, band, channels)!;
  const eirpDbm = Math.round((transmitPowerDbm + setting.antennaGainDbi) * 10) / 10;
  if (eirpDbm > maxEirpDbm)
    problems.push({
      field: 'power',
      kind: 'over-eirp',
      eirpDbm,
      powerDbm: transmitPowerDbm,
      antennaGainDbi: Math.round(setting.antennaGainDbi * 10) / 10,
      maxEirpDbm,
      country: domain.name,
      countryCode: domain.code,
      channel: primary,
    });
  return { channels, problems, isDfs };
}

const BAND_NAME: Readonly<Record<Band, string>> = { '2.4': '2.4 GHz', '5': '5 GHz', '6': '6 GHz' };

/** The reason for a refusal in English, for API errors (the web app words the same values through i18n). */
export function describeRadioSettingProblem(problem: RadioSettingProblem): string {
  switch (problem.kind) {
    case 'not-a-channel':
      return `Channel ${problem.channel} is not a ${BAND_NAME[problem.band]} channel.`;
    case 'no-such-width':
      return `Channel ${problem.channel} is not part of any ${problem.widthMhz} MHz channel on ${BAND_NAME[problem.band]}.`;
    case 'not-allowed':
      return `Channel ${problem.channel} (${BAND_NAME[problem.band]}) is not allowed in ${problem.country}.`;
    case 'power-range':
      return `Transmit power must be between ${problem.min} and ${problem.max} dBm.`;
    case 'over-eirp':
      return `${problem.eirpDbm} dBm EIRP (${problem.powerDbm} dBm + ${problem.antennaGainDbi} dBi antenna) exceeds the ${problem.maxEirpDbm} dBm allowed on channel ${problem.channel} in ${problem.country}.`;
  }
}
