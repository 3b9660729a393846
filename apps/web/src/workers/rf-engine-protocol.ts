import type {
  AntennaPattern,
  BandSelection,
  FloorModel,
  GridSpec,
  RadioModel,
  RequirementArea,
  RequirementProfile,
  VisualizationType,
  VisualisationUnit,
} from '@airscope/core';

/**
 * Messages between the page and the RF engine worker. Floors are sent once and named by a key, so the
 * worker keeps the same floor object between requests and its prediction cache recomputes only the
 * radios that changed (moving one AP recomputes that AP's radios). Everything is structured-clone data.
 */
export type RfEngineRequest = SetFloorRequest | ComputeRequest | DropFloorRequest;

/** Stores (or replaces) a floor under a key. */
export interface SetFloorRequest {
  readonly kind: 'set-floor';
  readonly requestId: number;
  readonly floorKey: string;
  readonly floor: FloorModel;
}

/** Forgets a floor and its cached fields. */
export interface DropFloorRequest {
  readonly kind: 'drop-floor';
  readonly requestId: number;
  readonly floorKey: string;
}

/**
 * Predicted heatmaps of a stored floor, with the same meaning as the server's heatmap options:
 * radios are filtered like `only-my-aps` / `only-measured` / `radio-ids`, the client offset is
 * subtracted from every band, and exclusion areas of the floor are out of scope (NaN).
 */
export interface ComputeRequest {
  readonly kind: 'compute';
  readonly requestId: number;
  readonly floorKey: string;
  /** A radio may name its antenna by `antennaKey` instead of carrying it: see `antennas`. */
  readonly radios: readonly WireRadio[];
  /** Patterns the worker has not been sent yet, by key; it keeps them for later requests of the same client. */
  readonly antennas?: readonly { readonly key: number; readonly pattern: AntennaPattern }[];
  readonly grid: GridSpec;
  readonly band: BandSelection;
  readonly types: readonly VisualizationType[];
  /** Receiver (visualisation) height above the floor, m; default the engine's 1 m. */
  readonly receiverHeightM?: number;
  /** dB the client hears less than the reference client (server option `client-offset-db`). */
  readonly clientOffsetDb?: number;
  /** Default true, and like the server only applied when some radio is marked as mine. */
  readonly onlyMyAps?: boolean;
  readonly onlyMeasured?: boolean;
  readonly radioIds?: readonly string[];
  /** Stored floors of the same building (this floor included), so radios on other floors reach this one through the slabs. */
  readonly buildingFloorKeys?: readonly string[];
  /** Network health's profile outside requirement areas; default Ekahau Best Practices. */
  readonly requirement?: RequirementProfile;
  /** Polygons (m) of this floor judged by their own profile. */
  readonly requirementAreas?: readonly RequirementArea[];
}

/** A radio as sent: its antenna either inline or named by the key of a pattern sent before. */
export type WireRadio = RadioModel & { readonly antennaKey?: number };

/** One heatmap: a value per grid cell, row-major, NaN = no value or out of scope. */
export interface RfEngineGrid {
  readonly type: VisualizationType;
  readonly unit: VisualisationUnit;
  readonly values: Float32Array;
}

export type RfEngineResponse =
  | { readonly kind: 'ok'; readonly requestId: number }
  | {
      readonly kind: 'result';
      readonly requestId: number;
      readonly grids: readonly RfEngineGrid[];
      readonly recomputedRadioIds: readonly string[];
    }
  | { readonly kind: 'error'; readonly requestId: number; readonly message: string };
