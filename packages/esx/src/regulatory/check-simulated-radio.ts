import { checkRadioSetting, type RadioSetting, type RadioSettingCheck, type RegulatoryDomain } from '@airscope/core';
import { buildAntennaPattern } from '../rf-model/build-antenna-pattern.ts';
import { toCoreBand } from '../rf-model/convert-units.ts';
import { normalizeRadioChannel, toFrequencyBand, type ChannelFields, type FrequencyBand } from '../normalize-channel.ts';
import type { AntennaType } from '../schemas/radio.schema.ts';

/** The fields of a planned radio a regulatory check reads. */
export type CheckedRadioFields = ChannelFields & {
  readonly transmitPower?: number | undefined;
  readonly antennaTypeId?: string | undefined;
  readonly radioTechnology?: string | undefined;
  readonly enabled?: boolean | undefined;
};

/** Peak gain (dBi) of an antenna type over both planes; 0 without one (the engine then radiates isotropically). */
export function peakAntennaGainDbi(antenna: AntennaType | undefined): number {
  const pattern = antenna ? buildAntennaPattern(antenna) : undefined;
  if (!pattern) return 0;
  return Math.max(...pattern.azimuthGainsDbi, ...pattern.elevationGainsDbi);
}

/**
 * A planned radio as the regulatory check reads it: its band, primary (first listed) channel, width, power and peak
 * antenna gain; undefined for a radio with no channel at all. The band is the channel's, else its antenna type's,
 * else (a channel list no band holds, e.g. `[999]` saved before channels were checked) 2.4 GHz for numbers up to 14
 * and 5 GHz above, as the engine reads channel numbers: the check can then say why, and the editor offer the fix.
 */
export function radioSettingOf(radio: CheckedRadioFields, antennas: ReadonlyMap<string, AntennaType>): RadioSetting | undefined {
  const antenna = radio.antennaTypeId === undefined ? undefined : antennas.get(radio.antennaTypeId);
  const antennaBand = toFrequencyBand(antenna?.frequencyBand);
  const normalized = normalizeRadioChannel(radio, antennaBand);
  const listed = radio.channel?.[0];
  const guessed: FrequencyBand | undefined = listed === undefined ? undefined : listed <= 14 ? 'TWO' : 'FIVE';
  const band = normalized?.band ?? antennaBand ?? guessed;
  const primary = normalized ? (listed ?? normalized.channel) : listed;
  if (band === undefined || primary === undefined) return undefined;
  return {
    band: toCoreBand(band),
    primary,
    widthMhz: normalized?.widthMhz ?? 20 * Math.max(1, radio.channel?.length ?? 1),
    transmitPowerDbm: radio.transmitPower ?? 0,
    antennaGainDbi: peakAntennaGainDbi(antenna),
  };
}

/** The regulatory check of a planned Wi-Fi radio (Bluetooth radios and radios without a channel pass): see `checkRadioSetting`. */
export function checkSimulatedRadio(
  radio: CheckedRadioFields,
  antennas: ReadonlyMap<string, AntennaType>,
  domain: RegulatoryDomain | undefined,
): RadioSettingCheck {
  if (radio.radioTechnology === 'BLUETOOTH') return { channels: undefined, problems: [], isDfs: false };
  const setting = radioSettingOf(radio, antennas);
  return setting ? checkRadioSetting(domain, setting) : { channels: undefined, problems: [], isDfs: false };
}
