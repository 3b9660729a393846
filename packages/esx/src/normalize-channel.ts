export type FrequencyBand = 'TWO' | 'FIVE' | 'SIX';

/** A Wi-Fi channel in the form the RF engine uses. */
export interface RadioChannel {
  band: FrequencyBand;
  /** First listed 20 MHz channel; Ekahau does not record which sub-channel is primary. */
  channel: number;
  /** Channel number of the centre of the whole (possibly bonded) channel, e.g. 42 for 36+40+44+48. */
  centerChannel: number;
  /** Centre frequency of the whole channel in MHz. */
  centerFrequencyMhz: number;
  /** 20 × number of 20 MHz sub-channels. */
  widthMhz: number;
  /** The 20 MHz sub-channel numbers, ascending. */
  subChannels: number[];
}

/** The two encodings Ekahau uses on radios and measurements. */
export interface ChannelFields {
  channel?: readonly number[] | undefined;
  channelByCenterFrequencyDefinedNarrowChannels?: readonly number[] | undefined;
}

const SIX_GHZ_CHANNEL_2_MHZ = 5935;

/** Band and 20 MHz channel number of a centre frequency in MHz (IEEE 802.11 channel plans), or undefined. */
export function frequencyToChannel(frequencyMhz: number): { band: FrequencyBand; channel: number } | undefined {
  if (frequencyMhz === 2484) return { band: 'TWO', channel: 14 };
  if (frequencyMhz >= 2400 && frequencyMhz <= 2500) return wholeChannel('TWO', (frequencyMhz - 2407) / 5);
  if (frequencyMhz >= 5000 && frequencyMhz <= 5900) return wholeChannel('FIVE', (frequencyMhz - 5000) / 5);
  if (frequencyMhz === SIX_GHZ_CHANNEL_2_MHZ) return { band: 'SIX', channel: 2 };
  if (frequencyMhz > 5900 && frequencyMhz <= 7200) return wholeChannel('SIX', (frequencyMhz - 5950) / 5);
  return undefined;
}

/** Centre frequency in MHz of a 20 MHz channel number on a band, or undefined when the band has no such channel. */
export function channelToFrequency(channel: number, band: FrequencyBand): number | undefined {
  if (!isChannelOnBand(channel, band)) return undefined;
  if (band === 'TWO') return channel === 14 ? 2484 : 2407 + 5 * channel;
  if (band === 'FIVE') return 5000 + 5 * channel;
  return channel === 2 ? SIX_GHZ_CHANNEL_2_MHZ : 5950 + 5 * channel;
}

/**
 * Normalises either channel encoding. Centre-frequency lists (AI Pro 11) are unambiguous; channel-number
 * lists (10.x) are read as 2.4 GHz for 1–14 and 5 GHz for 32–177 unless `bandHint` (e.g. the antenna's
 * band) says 6 GHz, whose numbers overlap both.
 */
export function normalizeRadioChannel(fields: ChannelFields, bandHint?: FrequencyBand): RadioChannel | undefined {
  const frequencies = fields.channelByCenterFrequencyDefinedNarrowChannels;
  if (frequencies !== undefined && frequencies.length > 0) return fromFrequencies(frequencies);
  const channels = fields.channel;
  if (channels === undefined || channels.length === 0) return undefined;
  const band = chooseBand(channels, bandHint);
  if (band === undefined) return undefined;
  const mhz = channels.map((channel) => channelToFrequency(channel, band));
  if (mhz.some((value) => value === undefined)) return undefined;
  return fromFrequencies(mhz as number[]);
}

function fromFrequencies(frequencies: readonly number[]): RadioChannel | undefined {
  const sorted = [...frequencies].sort((a, b) => a - b);
  const parts = sorted.map(frequencyToChannel);
  const first = parts[0];
  if (first === undefined || parts.some((part) => part === undefined || part.band !== first.band)) return undefined;
  const centerFrequencyMhz = (sorted[0]! + sorted[sorted.length - 1]!) / 2;
  const center = frequencyToChannel(centerFrequencyMhz);
  return {
    band: first.band,
    channel: first.channel,
    centerChannel: center?.channel ?? first.channel,
    centerFrequencyMhz,
    widthMhz: 20 * sorted.length,
    subChannels: parts.map((part) => part!.channel),
  };
}

function chooseBand(channels: readonly number[], hint: FrequencyBand | undefined): FrequencyBand | undefined {
  const candidates = (['TWO', 'FIVE', 'SIX'] as const).filter((band) => channels.every((channel) => isChannelOnBand(channel, band)));
  if (hint !== undefined && candidates.includes(hint)) return hint;
  return candidates[0];
}

function isChannelOnBand(channel: number, band: FrequencyBand): boolean {
  if (!Number.isInteger(channel)) return false;
  if (band === 'TWO') return channel >= 1 && channel <= 14;
  // 20 MHz channels: 32–144 in steps of 4, then 149–177 (UNII-3/4).
  if (band === 'FIVE')
    return (channel >= 32 && channel <= 144 && channel % 4 === 0) || (channel >= 149 && channel <= 177 && channel % 4 === 1);
  return channel === 2 || (channel >= 1 && channel <= 233 && channel % 4 === 1);
}

function wholeChannel(band: FrequencyBand, channel: number): { band: FrequencyBand; channel: number } | undefined {
  return Number.isInteger(channel) && channel > 0 ? { band, channel } : undefined;
}

/** Maps Ekahau's band names to ours; anything else is unknown. */
export function toFrequencyBand(value: unknown): FrequencyBand | undefined {
  return value === 'TWO' || value === 'FIVE' || value === 'SIX' ? value : undefined;
}
