import type { BandSelection } from '../model/bands.ts';
import type { ClientProfile } from '../model/client-profiles.ts';
import { fieldValueAt, type RadioField } from '../model/field-window.ts';
import type { FloorModel } from '../model/floor-model.ts';
import { cellCentreX, cellCentreY, cellIndexAt, type GridSpec } from '../model/grid.ts';
import type { PointM } from '../geometry/points.ts';
import type { RadioModel } from '../model/radio-model.ts';
import type { PredictionCache } from '../propagation/prediction-cache.ts';
import { predictFloorFields } from '../propagation/predict-floor-fields.ts';
import { cellsInPolygon } from '../visualisation/area-statistics.ts';
import { computeVisualisations, createVisualisationContext, type VisualisationContext } from '../visualisation/compute-visualisations.ts';
import type { RequirementArea } from '../visualisation/network-health.ts';
import type { RequirementProfile } from '../visualisation/requirements.ts';
import type { VisualisationResult, VisualizationType } from '../visualisation/visualisation-types.ts';
import {
  chooseHeatmapRadios,
  heatmapClient,
  heatmapGridFor,
  heatmapScope,
  isMeasuredHeatmap,
  type HeatmapPipelineOptions,
} from './heatmap-steps.ts';

/** What one floor's heatmap is computed from, in metres. */
export interface FloorHeatmapInput {
  readonly floor: FloorModel;
  readonly widthM: number;
  readonly heightM: number;
  /** The planned (or, without a survey, every) radio of the floor: the pool the options choose from. */
  readonly radios: readonly RadioModel[];
  /** Per-radio measured fields on `measured.grid`, when the project has surveys on this floor. */
  readonly measured?: { grid: GridSpec; radios: readonly RadioModel[]; fields: ReadonlyMap<string, RadioField> } | null;
  readonly areas?: ReadonlyArray<{ id: string; name: string; polygon: readonly PointM[] }>;
  /** The project's requirement profiles (with their .esx ids) and the one marked default. */
  readonly requirements?: {
    profiles: readonly (RequirementProfile & { id: string })[];
    defaultProfile?: (RequirementProfile & { id: string }) | undefined;
  };
}

/** Where the fields are computed: a grid other than the options' one, a caller's cache, the building's other floors. */
export interface HeatmapFieldsAt {
  readonly grid?: GridSpec;
  readonly cache?: PredictionCache;
  readonly building?: readonly FloorModel[];
  /** See `PredictionOptions.pairBands`. */
  readonly pairBands?: boolean;
}

/** The grid, chosen radios, their fields (dBm) and the client of a heatmap; `recomputedRadioIds` are the cache's misses. */
export interface HeatmapFields {
  readonly grid: GridSpec;
  readonly radios: readonly RadioModel[];
  readonly fields: ReadonlyMap<string, RadioField>;
  readonly client: ClientProfile;
  readonly recomputedRadioIds: readonly string[];
}

/** The grid a heatmap is drawn on: the survey's own grid when measured, else cells by the asked accuracy. */
export function heatmapGridOf(input: FloorHeatmapInput, options: HeatmapPipelineOptions): GridSpec {
  return isMeasuredHeatmap(Boolean(input.measured), options) ? input.measured!.grid : heatmapGridFor(input.widthM, input.heightM, options);
}

/** What a predicted heatmap predicts: the radios' fields on `grid` (metres) at the receiver height (m), heard by `client`. */
export interface HeatmapPrediction {
  readonly grid: GridSpec;
  readonly radios: readonly RadioModel[];
  readonly client: ClientProfile;
  readonly receiverHeightM: number | undefined;
}

/**
 * The prediction a heatmap with these options needs, or null when the floor's measured fields draw it. A caller that
 * predicts elsewhere (the server's field workers) predicts exactly this and passes the fields to `prepareSharedFields`.
 */
export function planHeatmapPrediction(
  input: FloorHeatmapInput,
  options: HeatmapPipelineOptions,
  at: { grid?: GridSpec } = {},
): HeatmapPrediction | null {
  if (isMeasuredHeatmap(Boolean(input.measured), options)) return null;
  return {
    grid: at.grid ?? heatmapGridFor(input.widthM, input.heightM, options),
    radios: chooseHeatmapRadios(input.radios, options),
    client: heatmapClient(options),
    receiverHeightM: options['visualization-height'],
  };
}

/**
 * The grid, radios, per-radio fields (dBm) and client a heatmap with these options is computed from: measured
 * fields when the floor was surveyed and prediction is off, else the multi-wall prediction of the chosen radios
 * (`planHeatmapPrediction`). With a `radio-band` only that band's radios are predicted (the others would never be drawn).
 */
export function prepareHeatmapFields(input: FloorHeatmapInput, options: HeatmapPipelineOptions, at: HeatmapFieldsAt = {}): HeatmapFields {
  const planned = planHeatmapPrediction(input, options, at.grid ? { grid: at.grid } : {});
  if (!planned) {
    const grid = at.grid ?? heatmapGridOf(input, options);
    const radios = chooseHeatmapRadios(input.measured!.radios, options);
    return { grid, radios, fields: resampleMeasured(input.measured!, grid), client: heatmapClient(options), recomputedRadioIds: [] };
  }
  const { grid, radios, client, receiverHeightM } = planned;
  const prediction = predictFloorFields(input.floor, radios, grid, {
    ...(at.cache ? { cache: at.cache } : {}),
    ...(at.building ? { building: at.building } : {}),
    ...(receiverHeightM !== undefined ? { receiverHeightM } : {}),
    ...(at.pairBands !== undefined ? { pairBands: at.pairBands } : {}),
  });
  return { grid, radios, fields: prediction.fields, client, recomputedRadioIds: prediction.recomputedRadioIds };
}

/** Measured fields live on the survey grid; a one-cell grid inside it reads the cell it falls in. */
function resampleMeasured(measured: NonNullable<FloorHeatmapInput['measured']>, grid: GridSpec): ReadonlyMap<string, RadioField> {
  if (grid === measured.grid) return measured.fields;
  const out = new Map<string, RadioField>();
  for (let row = 0; row < grid.rows; row++) {
    for (let col = 0; col < grid.cols; col++) {
      const index = cellIndexAt(measured.grid, cellCentreX(grid, col), cellCentreY(grid, row));
      for (const [radioId, field] of measured.fields) {
        let values = out.get(radioId) as Float32Array | undefined;
        if (!values) out.set(radioId, (values = new Float32Array(grid.cols * grid.rows).fill(NaN)));
        values[row * grid.cols + col] = index < 0 ? NaN : fieldValueAt(field, measured.grid, index);
      }
    }
  }
  return out;
}

/**
 * What every visualisation of one floor shares for one set of field-shaping options (see `sharedFieldsKey`):
 * the grid, radios, per-radio fields, client, band, scope and the per-cell passes of `context`. A caller may keep
 * it, so a floor's second visualisation runs only its own per-cell pass.
 */
export interface SharedFloorFields {
  readonly grid: GridSpec;
  readonly radios: readonly RadioModel[];
  readonly fields: ReadonlyMap<string, RadioField>;
  readonly client: ClientProfile;
  readonly band: BandSelection;
  readonly scope: Uint8Array;
  readonly context: VisualisationContext;
  /** The grid cells of an area's polygon (m), found once per polygon: each visualisation summarises every area. */
  readonly cellsOf: (polygon: readonly PointM[]) => Int32Array;
}

/**
 * The shared part of a floor's heatmaps for `options` (band default 5 GHz). `prepared` may bring fields computed
 * elsewhere and `scope` a mask the caller keeps; both default to computing afresh. `previous`, the same floor's
 * shared fields before some radios' fields changed (an AP moved), lets each visualisation recompute only the cells
 * those fields changed (createVisualisationContext); its results equal a computation from scratch.
 */
export function prepareSharedFields(
  input: FloorHeatmapInput,
  options: HeatmapPipelineOptions,
  prepared: HeatmapFields = prepareHeatmapFields(input, options),
  scope: Uint8Array = heatmapScope(input.floor, prepared.grid),
  previous?: SharedFloorFields,
): SharedFloorFields {
  const { grid, radios, fields, client } = prepared;
  const band = options['radio-band'] ?? '5';
  const areaCells = new Map<string, Int32Array>();
  const cellsOf = (polygon: readonly PointM[]): Int32Array => {
    const key = JSON.stringify(polygon);
    let cells = areaCells.get(key);
    if (!cells) areaCells.set(key, (cells = cellsInPolygon(grid, polygon)));
    return cells;
  };
  const context = createVisualisationContext({ grid, radios, fields, band, client }, previous?.context);
  return { grid, radios, fields, client, band, scope, context, cellsOf };
}

/** The options that change the shared fields; the others (type, legend, requirement, grey-out, mode) only change one pass. */
export function sharedFieldsKey(options: HeatmapPipelineOptions): string {
  return JSON.stringify([
    options.accuracy,
    options['signal-prediction'],
    options['survey-map'],
    options['radio-band'],
    options['only-my-aps'],
    options['only-measured'],
    options['radio-ids'],
    options['visualization-height'],
    options['client-offset-db'],
  ]);
}

/**
 * The raw value grids (NaN = no value or out of scope) of `types` from a floor's shared fields, judged by
 * `requirement` (default Ekahau Best Practices) and the floor's `requirementAreas`: the live planner, KPIs and
 * reports draw these; the heatmap API presents them (`computeFloorHeatmap`).
 */
export function computeHeatmapGrids(
  shared: SharedFloorFields,
  types: readonly VisualizationType[],
  judging: {
    readonly requirement?: RequirementProfile | undefined;
    readonly requirementAreas?: readonly RequirementArea[] | undefined;
  } = {},
): Map<VisualizationType, VisualisationResult> {
  const { grid, radios, fields, band, client, scope, context } = shared;
  return computeVisualisations(
    types,
    {
      grid,
      radios,
      fields,
      band,
      client,
      scope,
      ...(judging.requirement ? { requirement: judging.requirement } : {}),
      ...(judging.requirementAreas ? { requirementAreas: judging.requirementAreas } : {}),
    },
    context,
  );
}
