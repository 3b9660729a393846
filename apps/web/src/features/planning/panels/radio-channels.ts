import { channelOptionsFor } from '@airscope/core';
import { normalizeRadioChannel, toFrequencyBand, type FrequencyBand } from '@airscope/esx';
import type { EditorDocument, EditorRecord } from '../document/editor-document.ts';

/** The band, primary 20 MHz channel and width of a simulated radio, or null when it has no Wi-Fi channel. */
export function describeRadio(
  document: EditorDocument,
  radio: EditorRecord,
): { band: FrequencyBand; primary: number; widthMhz: number } | null {
  const antenna = typeof radio.antennaTypeId === 'string' ? document.antennaTypes.get(radio.antennaTypeId) : undefined;
  const channel = normalizeRadioChannel(radio as never, toFrequencyBand(antenna?.frequencyBand as string | undefined));
  if (!channel) return null;
  const list = Array.isArray(radio.channel) ? (radio.channel as number[]) : [];
  return { band: channel.band, primary: list[0] ?? channel.channel, widthMhz: channel.widthMhz };
}

/** Widths a band offers here (MHz). */
export function widthsOf(band: FrequencyBand): number[] {
  return band === 'TWO' ? [20, 40] : [20, 40, 80, 160];
}

/**
 * The 20 MHz channel numbers of a channel of `widthMhz` holding `primary`: on 5 and 6 GHz the aligned block
 * of the primary's segment (core's channel options: 36–48, 149–161, …), or the primary alone where the
 * segment has no such block; on 2.4 GHz the primary and the channel 4 above it.
 */
export function channelsFor(band: FrequencyBand, primary: number, widthMhz: number): number[] {
  if (Math.round(widthMhz / 20) <= 1) return [primary];
  if (band === 'TWO') return [primary, primary + 4].filter((channel) => channel <= 13);
  const block = channelOptionsFor(band === 'FIVE' ? '5' : '6', widthMhz).find((option) => option.subChannels.includes(primary));
  return block ? [...block.subChannels] : [primary];
}
