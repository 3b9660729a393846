import type { Band } from '../model/bands.ts';
import { channelCentreMhz } from '../model/channels.ts';

/** One channel a radio may use: its primary (lowest) 20 MHz channel, its centre and width. */
export interface ChannelOption {
  readonly channel: number;
  readonly centreMhz: number;
  readonly widthMhz: number;
  /** The 20 MHz channel numbers it occupies. */
  readonly subChannels: readonly number[];
}

const range = (from: number, to: number, step: number): number[] =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);

// Contiguous runs of 20 MHz channels in which wider channels are bonded (IEEE 802.11-2020 Annex E;
// 5 GHz U-NII-1/2, U-NII-2e, U-NII-3; 6 GHz U-NII-5..8 with channels 1 + 4k).
const SEGMENTS: Readonly<Record<Band, readonly (readonly number[])[]>> = {
  '2.4': [range(1, 13, 1)],
  '5': [range(36, 64, 4), range(100, 144, 4), range(149, 165, 4)],
  '6': [range(1, 233, 4)],
};

/**
 * The channels of a band at a width (MHz): 2.4 GHz offers 20 MHz channels 1–13, 5 and 6 GHz the aligned
 * 20/40/80/160 MHz blocks of their segments. With `allowed` (20 MHz channel numbers), only blocks whose
 * every sub-channel is allowed (e.g. leaving out DFS channels).
 */
export function channelOptionsFor(band: Band, widthMhz: number, allowed?: readonly number[]): ChannelOption[] {
  if (band === '2.4' && widthMhz !== 20) return [];
  const size = Math.round(widthMhz / 20);
  if (size < 1 || ![1, 2, 4, 8].includes(size)) return [];
  const allowedSet = allowed ? new Set(allowed) : undefined;
  const options: ChannelOption[] = [];
  for (const segment of SEGMENTS[band]) {
    for (let start = 0; start + size <= segment.length; start += size) {
      const subChannels = segment.slice(start, start + size);
      if (allowedSet && !subChannels.every((c) => allowedSet.has(c))) continue;
      const lo = channelCentreMhz(band, subChannels[0]!),
        hi = channelCentreMhz(band, subChannels[size - 1]!);
      options.push({ channel: subChannels[0]!, centreMhz: (lo + hi) / 2, widthMhz: size * 20, subChannels });
    }
  }
  return options;
}

/** Share (0–1) of the narrower channel's spectrum that the other channel also occupies. */
export function channelOverlapFraction(
  a: Pick<ChannelOption, 'centreMhz' | 'widthMhz'>,
  b: Pick<ChannelOption, 'centreMhz' | 'widthMhz'>,
): number {
  const shared =
    Math.min(a.centreMhz + a.widthMhz / 2, b.centreMhz + b.widthMhz / 2) -
    Math.max(a.centreMhz - a.widthMhz / 2, b.centreMhz - b.widthMhz / 2);
  return shared <= 0 ? 0 : shared / Math.min(a.widthMhz, b.widthMhz);
}
