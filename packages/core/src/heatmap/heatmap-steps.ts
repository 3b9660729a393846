import type { BandSelection } from '../model/bands.ts';
import { REFERENCE_CLIENT, type ClientProfile } from '../model/client-profiles.ts';
import type { FloorModel } from '../model/floor-model.ts';
import { buildScopeMask, createGrid, forEachCellInPolygon, type GridSpec } from '../model/grid.ts';
import type { PointM } from '../geometry/points.ts';
import type { RadioModel } from '../model/radio-model.ts';
import { isBandSelected } from '../model/bands.ts';
import { filterRadios } from '../survey/radio-filters.ts';
import type { VisualizationType } from '../visualisation/visualisation-types.ts';

/**
 * The heatmap options of the product spec (docs/product.md §7), spelt as the API's query keys so the contract's
 * `HeatmapOptions` is one of these without a mapping. Every key is optional; the defaults are the spec's.
 */
export interface HeatmapPipelineOptions {
  readonly type?: VisualizationType | undefined;
  readonly accuracy?: 'low' | 'medium' | 'high' | 'very' | undefined;
  readonly 'requirement-grey-out'?: boolean | undefined;
  readonly 'radio-band'?: BandSelection | undefined;
  readonly legend?: boolean | undefined;
  readonly 'only-my-aps'?: boolean | undefined;
  readonly 'only-measured'?: boolean | undefined;
  readonly 'survey-map'?: 'plan-aware' | 'measured-only' | undefined;
  readonly 'signal-prediction'?: 'off' | 'one-floor' | 'all-floors' | undefined;
  readonly 'radio-ids'?: readonly string[] | undefined;
  /** Receiver height above the floor, metres. */
  readonly 'visualization-height'?: number | undefined;
  /** dB the client hears less than the reference client (10 for a phone). */
  readonly 'client-offset-db'?: number | undefined;
  /** A requirement profile's .esx id, key or name. */
  readonly requirement?: string | undefined;
}

/** Cell size (m) by the asked accuracy; 'very' is the finest the API computes on request. */
export const HEATMAP_CELL_SIZE_M = { very: 0.5, high: 1, medium: 2, low: 4 } as const;

/** The grid (metres) of a floor of `widthM` × `heightM` at the asked accuracy (default 'very'). */
export function heatmapGridFor(widthM: number, heightM: number, options: HeatmapPipelineOptions): GridSpec {
  return createGrid(widthM, heightM, HEATMAP_CELL_SIZE_M[options.accuracy ?? 'very']);
}

/** Whether measured fields draw the map: the floor has them and signal prediction was not asked for. */
export function isMeasuredHeatmap(hasMeasured: boolean, options: HeatmapPipelineOptions): boolean {
  return hasMeasured && options['signal-prediction'] !== 'one-floor' && options['signal-prediction'] !== 'all-floors';
}

/**
 * The radios a heatmap draws from `pool`: `only-my-aps` (default true, applied only when some radio is marked as
 * mine: planned radios are the customer's own, and a project marking none would otherwise show nothing),
 * `only-measured`, `radio-ids`, and with `radio-band` only that band's radios.
 */
export function chooseHeatmapRadios(pool: readonly RadioModel[], options: HeatmapPipelineOptions): RadioModel[] {
  const onlyMine = (options['only-my-aps'] ?? true) && pool.some((radio) => radio.isMine === true);
  const band = options['radio-band'];
  return filterRadios(pool, {
    onlyMyAps: onlyMine,
    onlyMeasured: options['only-measured'] ?? false,
    ...(options['radio-ids'] ? { radioIds: options['radio-ids'] } : {}),
  }).filter((radio) => band === undefined || isBandSelected(radio.band, band));
}

/** The reference client hearing `client-offset-db` dB less on every band. */
export function heatmapClient(options: HeatmapPipelineOptions): ClientProfile {
  const offset = -(options['client-offset-db'] ?? 0);
  return { ...REFERENCE_CLIENT, offsetDb: { '2.4': offset, '5': offset, '6': offset } };
}

/**
 * The cells a heatmap counts (1) on `grid`: outside the floor's exclusion areas, and when given only cells that
 * are `covered` (a survey's reach) and inside `polygon` (an area's statistics).
 */
export function heatmapScope(
  floor: FloorModel,
  grid: GridSpec,
  within: { readonly covered?: Uint8Array; readonly polygon?: readonly PointM[] } = {},
): Uint8Array {
  const scope = buildScopeMask(
    grid,
    (floor.exclusionAreas ?? []).map((area) => area.polygon),
  );
  if (within.covered) for (let i = 0; i < scope.length; i++) scope[i] = scope[i]! & within.covered[i]!;
  if (!within.polygon) return scope;
  const inside = new Uint8Array(scope.length);
  forEachCellInPolygon(grid, within.polygon, (i) => (inside[i] = scope[i]!));
  return inside;
}
