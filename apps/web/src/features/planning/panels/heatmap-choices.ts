import { STOCK_CLIENT_PROFILES, VISUALISATION_TYPES, type BandSelection, type VisualizationType } from '@airscope/core';

/** Every visualisation the engine computes, with its message key. */
export const VISUALISATION_CHOICES: readonly { value: VisualizationType; labelKey: `planning.heatmap.types.${string}` }[] =
  VISUALISATION_TYPES.map((value) => ({ value, labelKey: `planning.heatmap.types.${value}` }));

export const BAND_CHOICES: readonly BandSelection[] = ['2.4', '5', '6', 'any'];

/** The reference client (no offset) and the engine's stock device profiles. */
export const CLIENT_CHOICES = [
  { name: 'Reference', offsetDb: 0 },
  ...STOCK_CLIENT_PROFILES.map((profile) => ({ name: profile.name, offsetDb: profile.offsetDb['5'] })),
];

export interface HeatmapSettings {
  readonly type: VisualizationType;
  readonly band: BandSelection;
  /** 0–100 %. */
  readonly opacity: number;
  /** Visualisation (receiver) height above the floor, m. */
  readonly heightM: number;
  /** Name of the chosen client profile. */
  readonly client: string;
}

export const DEFAULT_HEATMAP_SETTINGS: HeatmapSettings = { type: 'sig-strength', band: '5', opacity: 65, heightM: 1, client: 'Reference' };
