import type { Band } from './bands.ts';

/** Centre frequency in MHz of a 20 MHz channel number: 2.4 GHz 2407 + 5·ch (ch 14 = 2484), 5 GHz 5000 + 5·ch, 6 GHz 5950 + 5·ch. */
export function channelCentreMhz(band: Band, channel: number): number {
  if (band === '2.4') return channel === 14 ? 2484 : 2407 + 5 * channel;
  return (band === '5' ? 5000 : 5950) + 5 * channel;
}

/** 20 MHz channel number of a centre frequency in MHz (inverse of channelCentreMhz). */
export function channelOfFrequency(band: Band, frequencyMhz: number): number {
  if (band === '2.4') return frequencyMhz === 2484 ? 14 : (frequencyMhz - 2407) / 5;
  return (frequencyMhz - (band === '5' ? 5000 : 5950)) / 5;
}

/** Centre frequencies (MHz) of the 20 MHz sub-channels making up a channel of the given centre and width. */
export function subChannelCentresMhz(centreMhz: number, widthMhz: number): number[] {
  const count = Math.max(1, Math.round(widthMhz / 20));
  return Array.from({ length: count }, (_, i) => centreMhz - (count * 20) / 2 + 10 + 20 * i);
}

/** A wide channel described by its occupied span. */
export interface ChannelSpan {
  readonly centreMhz: number;
  readonly widthMhz: number;
}

/** Span of a channel given as its list of 20 MHz sub-channel centres (.esx channelByCenterFrequencyDefinedNarrowChannels). */
export function channelSpanOfSubChannels(centresMhz: readonly number[]): ChannelSpan {
  const lo = Math.min(...centresMhz),
    hi = Math.max(...centresMhz);
  return { centreMhz: (lo + hi) / 2, widthMhz: 20 * centresMhz.length };
}

/**
 * Whether two channels share spectrum: their occupied spans [centre ± width/2] intersect, i.e. some
 * 20 MHz sub-channel of one overlaps some sub-channel of the other (so 2.4 GHz ch 1 and 3 overlap, 1 and 6 do not).
 */
export function doChannelsOverlap(a: ChannelSpan, b: ChannelSpan): boolean {
  return Math.abs(a.centreMhz - b.centreMhz) < (a.widthMhz + b.widthMhz) / 2;
}
