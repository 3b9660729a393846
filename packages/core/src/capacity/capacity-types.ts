import type { PointM } from '../geometry/points.ts';
import type { Band } from '../model/bands.ts';
import type { ClientProfile } from '../model/client-profiles.ts';
import type { RadioField } from '../model/field-window.ts';
import type { GridSpec } from '../model/grid.ts';
import type { RadioModel, Technology } from '../model/radio-model.ts';
import type { LegendStop } from '../visualisation/legend-bins.ts';

/** One application a client runs: its offered load in bit/s, both ways when full duplex; voice gets the 50 % limit. */
export interface CapacityApplication {
  readonly name: string;
  readonly bitRateBps: number;
  readonly fullDuplex: boolean;
  readonly isVoice: boolean;
}

/** A number of clients of one device profile running one usage profile (its applications). */
export interface CapacityClientGroup {
  readonly device: ClientProfile;
  readonly count: number;
  readonly applications: readonly CapacityApplication[];
}

/** A capacity area: clients spread evenly over the polygon (metres). */
export interface CapacityArea {
  readonly id: string;
  readonly name: string;
  readonly polygon: readonly PointM[];
  readonly groups: readonly CapacityClientGroup[];
}

export interface CapacityInput {
  readonly grid: GridSpec;
  readonly radios: readonly RadioModel[];
  /** Per-radio received signal (dBm, reference client) on `grid`. */
  readonly fields: ReadonlyMap<string, RadioField>;
  readonly areas: readonly CapacityArea[];
  /** Noise floor per band, dBm; defaults to the engine's (−92 / −95 / −95). */
  readonly noiseFloorDbm?: Partial<Record<Band, number>>;
  /** Weakest signal (dBm, after the client offset) a client still associates at; default −82. */
  readonly minAssociationDbm?: number;
}

/** Load of one radio: who associated, what they ask for, the airtime it costs. */
export interface RadioCapacity {
  readonly radioId: string;
  readonly apId: string;
  readonly band: Band;
  readonly channel: number;
  /** Clients associated (fractional when an area's clients spread over cells served by several radios). */
  readonly clients: number;
  readonly demandMbps: number;
  /** Client-weighted mean PHY rate of the associated clients, Mb/s. */
  readonly meanPhyRateMbps: number;
  /** Estimated share of airtime used, 0–1 (may exceed 1 when overloaded). */
  readonly airtime: number;
  /** 0.7, or 0.5 when any associated client runs voice. */
  readonly limit: number;
  readonly isOverloaded: boolean;
  readonly hasVoice: boolean;
  readonly technology: Technology | null;
}

export interface CapacityResult {
  readonly radios: readonly RadioCapacity[];
  /** Clients of the areas that no radio serves (out of coverage or no common technology). */
  readonly unservedClients: number;
  /** Capacity visualisation: airtime (%) of the radio serving each cell inside a capacity area, NaN elsewhere. */
  readonly airtimePercent: Float32Array;
}

/** Airtime above these shares is flagged (Ekahau: > 70 %, > 50 % with voice). */
export const AIRTIME_LIMIT = 0.7;
export const VOICE_AIRTIME_LIMIT = 0.5;

/** Colours of the capacity visualisation (airtime %, serving radio of each cell): green, then warmer towards the limit. */
export const AIRTIME_LEGEND: readonly LegendStop[] = [
  { from: 0, colour: '#1a9850' },
  { from: 30, colour: '#a6d96a' },
  { from: 50, colour: '#fee08b' },
  { from: 70, colour: '#d7191c' },
];
