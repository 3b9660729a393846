import {
  computeVisualisations,
  createVisualisationContext,
  cellCentreX,
  cellCentreY,
  cellIndexAt,
  createGrid,
  fieldValueAt,
  DEFAULT_LEGENDS,
  EKAHAU_BEST_PRACTICES,
  filterRadios,
  isBandSelected,
  findGreyedCells,
  REQUIREMENT_GREY,
  forEachCellInPolygon,
  predictFloorFields,
  REFERENCE_CLIENT,
  summariseArea,
  traceContours,
  type BandSelection,
  type ClientProfile,
  type FloorModel,
  type GridSpec,
  type PointM,
  type RadioField,
  type RadioModel,
  type RequirementProfile,
  type VisualisationContext,
  type VisualisationType,
} from '@airscope/core';
import { EMPTY_HEATMAP, type HeatmapOptions, type HeatmapResult } from '@airscope/contracts';
import { finiteOrNull, indicesOf, presentBins, presentRequirement, presentStats, round1 } from './present-heatmap.ts';

/** What one floor's heatmap is computed from, in metres. */
export interface FloorHeatmapInput {
  floor: FloorModel;
  widthM: number;
  heightM: number;
  radios: readonly RadioModel[];
  /** Per-radio measured fields on `measuredGrid`, when the project has surveys on this floor. */
  measured?: { grid: GridSpec; radios: readonly RadioModel[]; fields: ReadonlyMap<string, RadioField> } | null;
  areas?: ReadonlyArray<{ id: string; name: string; polygon: readonly PointM[] }>;
  /** The project's requirement profiles (with their .esx ids) and the one marked default. */
  requirements?: {
    profiles: readonly (RequirementProfile & { id: string })[];
    defaultProfile?: (RequirementProfile & { id: string }) | undefined;
  };
}

/** The `requirement` option names a profile the project does not have. */
export class UnknownRequirementError extends Error {
  constructor(readonly requirement: string) {
    super(`unknown requirement profile ${requirement}`);
    this.name = 'UnknownRequirementError';
  }
}

/** The profile a heatmap judges: the one asked for (id, key or name), else the project's default, else Ekahau Best Practices. */
export function chooseRequirement(input: FloorHeatmapInput, asked: string | undefined): RequirementProfile & { id: string | null } {
  const profiles = input.requirements?.profiles ?? [];
  if (asked !== undefined) {
    const found = profiles.find((p) => p.id === asked) ?? profiles.find((p) => p.key === asked) ?? profiles.find((p) => p.name === asked);
    if (!found) throw new UnknownRequirementError(asked);
    return found;
  }
  return input.requirements?.defaultProfile ?? { ...EKAHAU_BEST_PRACTICES, id: null };
}

// Cell size by the requested accuracy; 'very' is the finest the API computes on request.
const CELL_SIZE_M = { very: 0.5, high: 1, medium: 2, low: 4 } as const;

/**
 * The grid, radios, per-radio fields and client a heatmap with these options is computed from. With a
 * `radio-band` only that band's radios are predicted (the others would never be drawn); reports ask
 * without one and get every band's fields at once.
 */
export function prepareHeatmapFields(input: FloorHeatmapInput, options: Omit<HeatmapOptions, 'type'>, gridOverride?: GridSpec) {
  const useMeasured =
    Boolean(input.measured) && options['signal-prediction'] !== 'one-floor' && options['signal-prediction'] !== 'all-floors';
  const grid = gridOverride ?? heatmapGridOf(input, options);
  const pool = useMeasured ? input.measured!.radios : input.radios;
  // Planned radios are the customer's own; a project that marks none as "mine" would otherwise show nothing.
  const onlyMine = (options['only-my-aps'] ?? true) && pool.some((radio) => radio.isMine === true);
  const band = options['radio-band'];
  const radios = filterRadios(pool, {
    onlyMyAps: onlyMine,
    onlyMeasured: options['only-measured'] ?? false,
    ...(options['radio-ids'] ? { radioIds: options['radio-ids'] } : {}),
  }).filter((radio) => band === undefined || isBandSelected(radio.band, band));
  const fields = useMeasured
    ? resampleMeasured(input.measured!, grid)
    : predictFloorFields(input.floor, radios, grid, {
        ...(options['visualization-height'] !== undefined ? { receiverHeightM: options['visualization-height'] } : {}),
      }).fields;
  const offset = -(options['client-offset-db'] ?? 0);
  const client = { ...REFERENCE_CLIENT, offsetDb: { '2.4': offset, '5': offset, '6': offset } };
  return { grid, radios, fields, client };
}

/** The grid a heatmap is drawn on: the survey's own grid when measured, else cells by the asked accuracy. */
export function heatmapGridOf(input: FloorHeatmapInput, options: Omit<HeatmapOptions, 'type'>): GridSpec {
  const useMeasured =
    Boolean(input.measured) && options['signal-prediction'] !== 'one-floor' && options['signal-prediction'] !== 'all-floors';
  return useMeasured ? input.measured!.grid : createGrid(input.widthM, input.heightM, CELL_SIZE_M[options.accuracy ?? 'very']);
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

/** 1 where a cell counts, 0 inside the floor's exclusion areas. */
export function scopeOf(floor: FloorModel, grid: GridSpec): Uint8Array {
  const scope = new Uint8Array(grid.cols * grid.rows).fill(1);
  for (const area of floor.exclusionAreas ?? []) forEachCellInPolygon(grid, area.polygon, (i) => (scope[i] = 0));
  return scope;
}

/**
 * What every visualisation of one floor shares for one set of field-shaping options (see `sharedFieldsKey`):
 * the grid, radios, per-radio fields, client, scope and the per-cell passes of `context`. The server keeps
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
}

/** Prepares the shared part of a floor's heatmaps; `prepared` may bring fields computed elsewhere (the tests' full path). */
export function prepareSharedFields(
  input: FloorHeatmapInput,
  options: Omit<HeatmapOptions, 'type'>,
  prepared: ReturnType<typeof prepareHeatmapFields> = prepareHeatmapFields(input, options),
): SharedFloorFields {
  const { grid, radios, fields, client } = prepared;
  const band = options['radio-band'] ?? '5';
  return {
    grid,
    radios,
    fields,
    client,
    band,
    scope: scopeOf(input.floor, grid),
    context: createVisualisationContext({ grid, radios, fields, band, client }),
  };
}

/** The options that change the shared fields; the others (type, legend, requirement, grey-out, mode) only change one pass. */
export function sharedFieldsKey(options: Omit<HeatmapOptions, 'type'>): string {
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
 * Computes one heatmap: measured fields when the floor was surveyed and prediction is off, else the
 * multi-wall prediction of the planned radios; then the visualisation, its legend (unless `legend` is false),
 * areas and contours, and with `requirement-grey-out` the cells failing the chosen requirement profile.
 * `shared` is the floor's kept fields for these options; without it they are computed afresh.
 */
export function computeFloorHeatmap(
  input: FloorHeatmapInput,
  options: HeatmapOptions,
  shared: () => SharedFloorFields = () => prepareSharedFields(input, options),
): HeatmapResult {
  const type = options.type as VisualisationType;
  if (type === 'no-visualization') return EMPTY_HEATMAP;
  const profile = chooseRequirement(input, options.requirement);
  const isGreyOut = options['requirement-grey-out'] ?? true;
  const { grid, radios, fields, client, band, scope, context } = shared();
  const isPassMap = type === 'requirement' || type === 'nw-health';
  // The grey-out, the area pass rates and the requirement summary judge the chosen profile alone, whatever the map shows.
  const types: VisualisationType[] = type === 'requirement' ? [type] : [type, 'requirement'];
  const results = computeVisualisations(types, { grid, radios, fields, band, client, scope, requirement: profile }, context);
  const result = results.get(type)!;
  const judged = results.get('requirement')!.health!;
  const stops =
    isPassMap && isGreyOut
      ? DEFAULT_LEGENDS[type].map((stop) => (stop.from === 0 ? { ...stop, colour: REQUIREMENT_GREY } : stop))
      : DEFAULT_LEGENDS[type];
  const greyed = isGreyOut ? findGreyedCells(type, judged, profile) : undefined;
  return {
    binType: result.unit,
    ...(options.legend === false ? {} : { bins: presentBins(result.values, stops, scope) }),
    ...(greyed ? { greyedCells: indicesOf(greyed), greyColor: REQUIREMENT_GREY } : {}),
    requirement: presentRequirement(profile, judged),
    vertices: {
      originX: grid.originX,
      originY: grid.originY,
      cellSize: grid.cellSizeM,
      cols: grid.cols,
      rows: grid.rows,
      values: Array.from(result.values, (v) => (Number.isFinite(v) ? round1(v) : null)),
    },
    areas: (input.areas ?? []).map((area) => {
      const stats = summariseArea(result.values, grid, area.polygon, scope);
      // Network health judges each area by its own profile; every other map reports the chosen profile's pass rate.
      const passes = type === 'nw-health' ? result.values : judged.passes;
      const passRate = summariseArea(passes, grid, area.polygon, scope, 1).shareAtLeast;
      return { areaId: area.id, name: area.name, ...presentStats(stats), passRate: finiteOrNull(passRate, 1000) };
    }),
    contours: traceContours(
      result.values,
      grid,
      stops.map((stop) => stop.from),
    ).map((level) => ({
      threshold: level.threshold,
      rings: level.rings.map((ring) => ring.map((p) => [round1(p.x), round1(p.y)] as [number, number])),
    })),
  };
}
