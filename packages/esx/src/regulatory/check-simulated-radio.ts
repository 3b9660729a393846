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
 * A planned radio as the regulatory check reads it: its band (the channel's, else its antenna type's), primary
 * (first listed) channel, width, power and peak antenna gain; undefined for a radio with no channel at all.
 * A channel list that is no Wi-Fi channel keeps the antenna's band so the check can say why.
 */
export function radioSettingOf(radio: CheckedRadioFields, antennas: ReadonlyMap<string, AntennaType>): RadioSetting | undefined {
  const antenna = radio.antennaTypeId === undefined ? undefined : antennas.get(radio.antennaTypeId);
  const antennaBand = toFrequencyBand(antenna?.frequencyBand);
  const normalized = normalizeRadioChannel(radio, antennaBand);
  const listed = radio.channel?.[0];
  const band: FrequencyBand | undefined = normalized?.band ?? antennaBand;
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

/**
 * The regulatory check of a planned Wi-Fi radio (Bluetooth radios and radios without a channel pass): see
 * `checkRadioSetting`. A channel list no band holds (e.g. `[999]` with no antenna band) is refused as channel
 * `999` of the 5 GHz band, the band the engine reads numbers above 14 as.
 */
export function checkSimulatedRadio(
  radio: CheckedRadioFields,
  antennas: ReadonlyMap<string, AntennaType>,
  domain: RegulatoryDomain | undefined,
): RadioSettingCheck {
  if (radio.radioTechnology === 'BLUETOOTH') return { channels: undefined, problems: [], isDfs: false };
  const listed = radio.channel?.[0];
  const setting =
    radioSettingOf(radio, antennas) ??
    (listed === undefined
      ? undefined
      : { band: listed <= 14 ? '2.4' : '5', primary: listed, widthMhz: 20, transmitPowerDbm: radio.transmitPower ?? 0, antennaGainDbi: 0 });
  if (!setting) return { channels: undefined, problems: [], isDfs: false };
  return checkRadioSetting(domain, setting as RadioSetting);
}
