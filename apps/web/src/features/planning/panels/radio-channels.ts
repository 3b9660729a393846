import { normalizeRadioChannel, toFrequencyBand, type FrequencyBand } from '@airscope/esx/model';
import type { EditorDocument, EditorRecord } from '../document/editor-document.ts';

/** The band, primary 20 MHz channel and width of a simulated radio, or null when it has no Wi-Fi channel. */
export function describeRadio(document: EditorDocument, radio: EditorRecord): { band: FrequencyBand; primary: number; widthMhz: number } | null {
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
 * The 20 MHz channel numbers of a channel of `widthMhz` holding `primary`: on 5 and 6 GHz the aligned
 * block (36–40, 36–48, …; 6 GHz 1–5, 1–13, …), on 2.4 GHz the primary and the channel 4 above it.
 */
export function channelsFor(band: FrequencyBand, primary: number, widthMhz: number): number[] {
  const count = Math.max(1, Math.round(widthMhz / 20));
  if (count === 1) return [primary];
  if (band === 'TWO') return [primary, primary + 4].filter((channel) => channel <= 13);
  const base = band === 'FIVE' ? 36 : 1;
  const start = base + Math.floor((primary - base) / (4 * count)) * 4 * count;
  return Array.from({ length: count }, (_, index) => start + index * 4);
}
