import type { Band, BandSelection } from '../model/bands.ts';
import type { ClientProfile } from '../model/client-profiles.ts';
import type { GridSpec } from '../model/grid.ts';
import type { RadioField } from '../model/field-window.ts';
import type { RadioModel } from '../model/radio-model.ts';
import type { NetworkHealthResult, RequirementArea } from './network-health.ts';
import type { RequirementProfile } from './requirements.ts';

/**
 * Heatmap types of the product (docs/product.md §3 plus data rate and throughput from the release notes); `requirement` is
 * pass / fail of one chosen requirement profile over the whole floor, where `nw-health` follows the requirement areas.
 */
export type VisualizationType =
  | 'sig-strength'
  | 'sig-strength-2nd'
  | 'snr'
  | 'ch-interference'
  | 'nw-health'
  | 'requirement'
  | 'data-rate'
  | 'throughput'
  | 'no-visualization';

/** Every visualisation type that produces values. */
export const VISUALISATION_TYPES: readonly VisualizationType[] = [
  'sig-strength',
  'sig-strength-2nd',
  'snr',
  'ch-interference',
  'nw-health',
  'data-rate',
  'throughput',
];

/** Unit of a visualisation's values. */
export type VisualisationUnit = 'dBm' | 'dB' | 'count' | 'pass' | 'Mbps' | 'none';

/** What a visualisation is computed from: per-radio fields (dBm) of one floor and the viewing choices. */
export interface VisualisationInput {
  readonly grid: GridSpec;
  readonly radios: readonly RadioModel[];
  /** Per-radio fields (dBm): full-grid arrays or windows. */
  readonly fields: ReadonlyMap<string, RadioField>;
  readonly band: BandSelection;
  readonly client?: ClientProfile;
  /** 1 = cell counts (not excluded); default all cells. */
  readonly scope?: Uint8Array;
  readonly noiseFloorDbm?: Partial<Record<Band, number>>;
  /** Measured noise per cell in dBm (NaN = unknown, use the band's floor). */
  readonly measuredNoiseDbm?: Float32Array;
  readonly interferenceThresholdDbm?: number;
  readonly requirement?: RequirementProfile;
  readonly requirementAreas?: readonly RequirementArea[];
}

/** One heatmap: a value per cell (NaN = none / out of scope), or no values for no-visualization. */
export interface VisualisationResult {
  readonly type: VisualizationType;
  readonly unit: VisualisationUnit;
  readonly values: Float32Array;
  readonly health?: NetworkHealthResult;
}
