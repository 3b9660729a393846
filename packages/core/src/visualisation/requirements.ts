import type { Band } from '../model/bands.ts';

/** Criterion kinds of an .esx requirement profile. */
export type CriterionType =
  | 'SIGNAL_STRENGTH'
  | 'SECONDARY_SIGNAL_STRENGTH'
  | 'SIGNAL_TO_NOISE_RATIO'
  | 'DATA_RATE'
  | 'CHANNEL_OVERLAP'
  | 'NUMBER_OF_ACCESS_POINTS'
  | 'PING_RTT'
  | 'RELATIVE_PING_PACKET_LOSS';

/** One requirement criterion; `additionalLimit` is the dBm threshold for CHANNEL_OVERLAP and NUMBER_OF_ACCESS_POINTS. */
export interface RequirementCriterion {
  readonly type: CriterionType;
  readonly comparison: 'AT_LEAST' | 'AT_MOST';
  readonly value: number;
  readonly additionalLimit?: number;
  /** Omitted = applies on every band. */
  readonly band?: Band;
}

/** A named set of criteria (.esx requirements). */
export interface RequirementProfile {
  readonly name: string;
  readonly key?: string;
  readonly criteria: readonly RequirementCriterion[];
}

const perBand = (bands: readonly Band[], c: Omit<RequirementCriterion, 'band'>): RequirementCriterion[] =>
  bands.map((band) => ({ ...c, band }));
const ALL: readonly Band[] = ['2.4', '5', '6'];
const HIGH: readonly Band[] = ['5', '6'];

/**
 * The stock default "Ekahau Best Practices" (DataVoIP) profile as stored in .esx files: primary ≥ −67 dBm,
 * secondary ≥ −67 dBm on 5/6 GHz, SNR ≥ 20 dB (2.4) / 25 dB (5/6), data rate ≥ 24 Mb/s, channel overlap
 * ≤ 2 (2.4) / ≤ 1 (5/6) APs at −85 dBm, ping RTT ≤ 200 ms and loss ≤ 0.
 */
export const EKAHAU_BEST_PRACTICES: RequirementProfile = {
  name: 'Ekahau Best Practices',
  key: 'DataVoIP',
  criteria: [
    ...perBand(ALL, { type: 'SIGNAL_STRENGTH', comparison: 'AT_LEAST', value: -67 }),
    ...perBand(HIGH, { type: 'SECONDARY_SIGNAL_STRENGTH', comparison: 'AT_LEAST', value: -67 }),
    ...perBand(['2.4'], { type: 'SIGNAL_TO_NOISE_RATIO', comparison: 'AT_LEAST', value: 20, additionalLimit: 1 }),
    ...perBand(HIGH, { type: 'SIGNAL_TO_NOISE_RATIO', comparison: 'AT_LEAST', value: 25, additionalLimit: 1 }),
    ...perBand(ALL, { type: 'DATA_RATE', comparison: 'AT_LEAST', value: 24 }),
    ...perBand(['2.4'], { type: 'CHANNEL_OVERLAP', comparison: 'AT_MOST', value: 2, additionalLimit: -85 }),
    ...perBand(HIGH, { type: 'CHANNEL_OVERLAP', comparison: 'AT_MOST', value: 1, additionalLimit: -85 }),
    ...perBand(ALL, { type: 'PING_RTT', comparison: 'AT_MOST', value: 200 }),
    ...perBand(ALL, { type: 'RELATIVE_PING_PACKET_LOSS', comparison: 'AT_MOST', value: 0 }),
  ],
};

/** Stock "Basic Connectivity" profile: −75 / −80 dBm, SNR 16 dB, 11 Mb/s, overlap ≤ 3 (2.4) / ≤ 1 at −80 dBm. */
export const BASIC_CONNECTIVITY: RequirementProfile = {
  name: 'Basic Connectivity',
  key: 'BasicConnectivity',
  criteria: [
    ...perBand(ALL, { type: 'SIGNAL_STRENGTH', comparison: 'AT_LEAST', value: -75 }),
    ...perBand(ALL, { type: 'SECONDARY_SIGNAL_STRENGTH', comparison: 'AT_LEAST', value: -80 }),
    ...perBand(ALL, { type: 'SIGNAL_TO_NOISE_RATIO', comparison: 'AT_LEAST', value: 16, additionalLimit: 1 }),
    ...perBand(ALL, { type: 'DATA_RATE', comparison: 'AT_LEAST', value: 11 }),
    ...perBand(['2.4'], { type: 'CHANNEL_OVERLAP', comparison: 'AT_MOST', value: 3, additionalLimit: -80 }),
    ...perBand(HIGH, { type: 'CHANNEL_OVERLAP', comparison: 'AT_MOST', value: 1, additionalLimit: -80 }),
  ],
};

/** Whether a criterion can be judged from RF fields alone (ping RTT and loss need active measurements). */
export function isRfCriterion(criterion: RequirementCriterion): boolean {
  return criterion.type !== 'PING_RTT' && criterion.type !== 'RELATIVE_PING_PACKET_LOSS';
}

/** Whether a measured value meets a criterion (AT_LEAST: ≥ value, AT_MOST: ≤ value); NaN never passes. */
export function meetsCriterion(criterion: RequirementCriterion, measured: number): boolean {
  return criterion.comparison === 'AT_LEAST' ? measured >= criterion.value : measured <= criterion.value;
}
