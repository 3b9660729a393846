import type { Technology } from '../model/radio-model.ts';

/** Bits per subcarrier and coding rate of MCS 0–13 (IEEE 802.11-2020 Tables 19-27ff, 21-30ff; 802.11ax-2021; 802.11be-2024). */
const MODULATION: readonly (readonly [bits: number, rate: number])[] = [
  [1, 1 / 2],
  [2, 1 / 2],
  [2, 3 / 4],
  [4, 1 / 2],
  [4, 3 / 4],
  [6, 2 / 3],
  [6, 3 / 4],
  [6, 5 / 6],
  [8, 3 / 4],
  [8, 5 / 6],
  [10, 3 / 4],
  [10, 5 / 6],
  [12, 3 / 4],
  [12, 5 / 6],
];

/** Data subcarriers per channel width (MHz): HT/VHT use 64-point FFT per 20 MHz, HE/EHT 256-point (4× denser). */
const DATA_SUBCARRIERS: Readonly<Record<'HT' | 'HE', Readonly<Record<number, number>>>> = {
  HT: { 20: 52, 40: 108, 80: 234, 160: 468 },
  HE: { 20: 234, 40: 468, 80: 980, 160: 1960, 320: 3920 },
};

/** The high-throughput PHY families with MCS tables. */
export type McsPhy = 'HT' | 'VHT' | 'HE' | 'EHT';

/** Highest MCS index, widest channel (MHz) and most spatial streams of each PHY. */
export const PHY_LIMITS: Readonly<Record<McsPhy, { maxMcs: number; maxWidthMhz: number; maxStreams: number }>> = {
  HT: { maxMcs: 7, maxWidthMhz: 40, maxStreams: 4 },
  VHT: { maxMcs: 9, maxWidthMhz: 160, maxStreams: 8 },
  HE: { maxMcs: 11, maxWidthMhz: 160, maxStreams: 8 },
  EHT: { maxMcs: 13, maxWidthMhz: 320, maxStreams: 16 },
};

/** PHY family of an amendment letter (N = HT, AC = VHT, AX = HE, BE = EHT), or undefined for legacy a/b/g. */
export function phyOfTechnology(technology: Technology): McsPhy | undefined {
  return technology === 'N' ? 'HT' : technology === 'AC' ? 'VHT' : technology === 'AX' ? 'HE' : technology === 'BE' ? 'EHT' : undefined;
}

/**
 * PHY data rate in Mb/s = data subcarriers × bits/subcarrier × coding rate × streams / symbol time, with
 * symbol time 3.2 µs + GI (0.8 or 0.4 µs) for HT/VHT and 12.8 µs + GI (0.8, 1.6 or 3.2 µs) for HE/EHT.
 * Returns undefined for combinations the standard does not define (e.g. VHT 20 MHz MCS 9 with 1 stream).
 */
export function mcsDataRateMbps(phy: McsPhy, mcs: number, widthMhz: number, streams: number, guardIntervalUs: number): number | undefined {
  const limits = PHY_LIMITS[phy];
  if (mcs < 0 || mcs > limits.maxMcs || streams < 1 || streams > limits.maxStreams || widthMhz > limits.maxWidthMhz) return undefined;
  if (phy === 'VHT' && !isVhtCombinationValid(mcs, widthMhz, streams)) return undefined;
  const subcarriers = DATA_SUBCARRIERS[phy === 'HT' || phy === 'VHT' ? 'HT' : 'HE'][widthMhz];
  if (subcarriers === undefined) return undefined;
  const [bits, rate] = MODULATION[mcs]!;
  const symbolUs = (phy === 'HT' || phy === 'VHT' ? 3.2 : 12.8) + guardIntervalUs;
  return (subcarriers * bits * rate * streams) / symbolUs;
}

/** VHT MCS/width/stream exclusions where the bits per symbol do not divide evenly (IEEE 802.11-2020, clause 21.5). */
function isVhtCombinationValid(mcs: number, widthMhz: number, streams: number): boolean {
  if (widthMhz === 20 && mcs === 9) return streams === 3 || streams === 6;
  if (widthMhz === 80 && mcs === 6) return streams !== 3 && streams !== 7;
  if (widthMhz === 80 && mcs === 9) return streams !== 6;
  if (widthMhz === 160 && mcs === 9) return streams !== 3;
  return true;
}

/**
 * Minimum SNR (dB) per MCS 0–13: the 802.11 minimum receiver sensitivity for 20 MHz (−82, −79, −77, −74,
 * −70, −66, −65, −64, −59, −57, −54, −52, −49, −46 dBm) minus the −91 dBm noise it assumes (−174 dBm/Hz +
 * 73 dB for 20 MHz + 10 dB noise figure); width-independent because signal and noise both scale with width.
 */
export const MCS_MIN_SNR_DB: readonly number[] = [9, 12, 14, 17, 21, 25, 26, 27, 32, 34, 37, 39, 42, 45];

/** Legacy OFDM (802.11a/g) rates in Mb/s with minimum SNR from the same sensitivities (−82 … −65 dBm). */
export const OFDM_RATES: readonly (readonly [rateMbps: number, minSnrDb: number])[] = [
  [6, 9],
  [9, 10],
  [12, 12],
  [18, 14],
  [24, 17],
  [36, 21],
  [48, 25],
  [54, 26],
];

/**
 * 802.11b DSSS/CCK rates in Mb/s: 11 Mb/s from the standard's −76 dBm sensitivity (15 dB over −91 dBm);
 * lower rates approximated 3 dB per halving of the rate (processing gain).
 */
export const DSSS_RATES: readonly (readonly [rateMbps: number, minSnrDb: number])[] = [
  [1, 5],
  [2, 8],
  [5.5, 12],
  [11, 15],
];
