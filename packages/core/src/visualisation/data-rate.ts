import type { Band } from '../model/bands.ts';
import type { ClientProfile } from '../model/client-profiles.ts';
import type { RadioModel, Technology } from '../model/radio-model.ts';
import { DSSS_RATES, MCS_MIN_SNR_DB, mcsDataRateMbps, OFDM_RATES, PHY_LIMITS, phyOfTechnology } from './mcs-tables.ts';

/** The link a client and a radio would use: technology, width (MHz), streams and guard interval (µs). */
export interface LinkCapabilities {
  readonly technology: Technology;
  readonly widthMhz: number;
  readonly streams: number;
  readonly guardIntervalUs: number;
}

const NEWEST_FIRST: readonly Technology[] = ['BE', 'AX', 'AC', 'N', 'G', 'A', 'B'];
const BAND_TECHNOLOGIES: Readonly<Record<Band, readonly Technology[]>> = {
  '2.4': ['BE', 'AX', 'N', 'G', 'B'],
  '5': ['BE', 'AX', 'AC', 'N', 'A'],
  '6': ['BE', 'AX'],
};

/** Best common link of a radio and a client: newest shared amendment valid on the band, narrowest width, fewest streams. */
export function negotiateLink(radio: RadioModel, client: ClientProfile): LinkCapabilities | undefined {
  const technology =
    NEWEST_FIRST.find((t) => BAND_TECHNOLOGIES[radio.band].includes(t) && radio.standards.includes(t) && client.technologies.includes(t)) ??
    (radio.standards.length === 0 ? BAND_TECHNOLOGIES[radio.band].find((t) => client.technologies.includes(t)) : undefined);
  if (!technology) return undefined;
  const phy = phyOfTechnology(technology);
  const maxWidth = phy ? PHY_LIMITS[phy].maxWidthMhz : 20;
  const maxStreams = phy ? PHY_LIMITS[phy].maxStreams : 1;
  return {
    technology,
    widthMhz: Math.min(radio.widthMhz, client.maxWidthMhz, maxWidth),
    streams: Math.max(1, Math.min(radio.streams, client.streams, maxStreams)),
    guardIntervalUs: phy === 'HE' || phy === 'EHT' ? 0.8 : radio.shortGuardInterval ? 0.4 : 0.8,
  };
}

/** Lowest SNR (dB) covered by a rate table; index 0 of the table. */
export const RATE_TABLE_MIN_SNR = -10;
/** Entries in a rate table (integer SNR from −10 to 69 dB). */
export const RATE_TABLE_SIZE = 80;

/**
 * Expected PHY data rate (Mb/s) at each integer SNR for a link: the fastest rate whose minimum SNR is met
 * (802.11 sensitivity-derived thresholds), 0 below the slowest rate; index i is SNR −10 + i dB.
 */
export function buildRateTable(link: LinkCapabilities): Float32Array {
  const steps: (readonly [number, number])[] = [];
  const phy = phyOfTechnology(link.technology);
  if (phy) {
    for (let mcs = 0; mcs <= PHY_LIMITS[phy].maxMcs; mcs++) {
      const rate = mcsDataRateMbps(phy, mcs, link.widthMhz, link.streams, link.guardIntervalUs);
      if (rate !== undefined) steps.push([rate, MCS_MIN_SNR_DB[mcs]!]);
    }
  } else {
    steps.push(...(link.technology === 'B' ? DSSS_RATES : OFDM_RATES));
  }
  const table = new Float32Array(RATE_TABLE_SIZE);
  for (let i = 0; i < RATE_TABLE_SIZE; i++) {
    const snr = RATE_TABLE_MIN_SNR + i;
    for (const [rate, minSnr] of steps) if (snr >= minSnr && rate > table[i]!) table[i] = rate;
  }
  return table;
}

/** Looks up a rate table at an SNR in dB (floored to an integer, clamped to the table). */
export function rateAtSnr(table: Float32Array, snrDb: number): number {
  if (!(snrDb >= RATE_TABLE_MIN_SNR)) return 0;
  const i = Math.floor(snrDb) - RATE_TABLE_MIN_SNR;
  return table[i < RATE_TABLE_SIZE ? i : RATE_TABLE_SIZE - 1]!;
}
