import {
  computeLegendBins,
  computeVisualisations,
  cellCentreX,
  cellCentreY,
  cellIndexAt,
  createGrid,
  fieldValueAt,
  DEFAULT_LEGENDS,
  filterRadios,
  forEachCellInPolygon,
  predictFloorFields,
  REFERENCE_CLIENT,
  summariseArea,
  traceContours,
  type FloorModel,
  type GridSpec,
  type PointM,
  type RadioField,
  type RadioModel,
  type VisualisationType,
} from '@airscope/core';
import { EMPTY_HEATMAP, type HeatmapOptions, type HeatmapResult } from '@airscope/contracts';

/** What one floor's heatmap is computed from, in metres. */
export interface FloorHeatmapInput {
  floor: FloorModel;
  widthM: number;
  heightM: number;
  radios: readonly RadioModel[];
  /** Per-radio measured fields on `measuredGrid`, when the project has surveys on this floor. */
  measured?: { grid: GridSpec; radios: readonly RadioModel[]; fields: ReadonlyMap<string, RadioField> } | null;
  areas?: ReadonlyArray<{ id: string; name: string; polygon: readonly PointM[] }>;
}

// Cell size by the requested accuracy; 'very' is the finest the API computes on request.
const CELL_SIZE_M = { very: 0.5, high: 1, medium: 2, low: 4 } as const;

/** The grid, radios, per-radio fields and client a heatmap with these options is computed from. */
export function prepareHeatmapFields(input: FloorHeatmapInput, options: Omit<HeatmapOptions, 'type'>, gridOverride?: GridSpec) {
  const useMeasured =
    Boolean(input.measured) && options['signal-prediction'] !== 'one-floor' && options['signal-prediction'] !== 'all-floors';
  const grid = gridOverride ?? heatmapGridOf(input, options);
  const pool = useMeasured ? input.measured!.radios : input.radios;
  // Planned radios are the customer's own; a project that marks none as "mine" would otherwise show nothing.
  const onlyMine = (options['only-my-aps'] ?? true) && pool.some((radio) => radio.isMine === true);
  const radios = filterRadios(pool, {
    onlyMyAps: onlyMine,
    onlyMeasured: options['only-measured'] ?? false,
    ...(options['radio-ids'] ? { radioIds: options['radio-ids'] } : {}),
  });
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

const round1 = (v: number) => Math.round(v * 10) / 10;

/**
 * Computes one heatmap: measured fields when the floor was surveyed and prediction is off, else the
 * multi-wall prediction of the planned radios; then the visualisation, its legend, areas and contours.
 */
export function computeFloorHeatmap(input: FloorHeatmapInput, options: HeatmapOptions): HeatmapResult {
  const type = options.type as VisualisationType;
  if (type === 'no-visualization') return EMPTY_HEATMAP;
  const { grid, radios, fields, client } = prepareHeatmapFields(input, options);
  const scope = scopeOf(input.floor, grid);
  const result = computeVisualisations([type], { grid, radios, fields, band: options['radio-band'] ?? '5', client, scope }).get(type)!;
  const stops = DEFAULT_LEGENDS[type];
  const legend = computeLegendBins(result.values, stops, scope);
  const passThreshold = type === 'nw-health' ? 1 : stops[Math.floor(stops.length / 2)]?.from;
  return {
    binType: result.unit,
    bins: legend.bins.map((bin) => ({ from: bin.from, to: Number.isFinite(bin.to) ? bin.to : null, color: bin.colour, share: bin.share })),
    vertices: {
      originX: grid.originX,
      originY: grid.originY,
      cellSize: grid.cellSizeM,
      cols: grid.cols,
      rows: grid.rows,
      values: Array.from(result.values, (v) => (Number.isFinite(v) ? round1(v) : null)),
    },
    areas: (input.areas ?? []).map((area) => {
      const stats = summariseArea(result.values, grid, area.polygon, scope, passThreshold);
      return { areaId: area.id, name: area.name, ...presentStats(stats) };
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

function presentStats(stats: ReturnType<typeof summariseArea>) {
  const finite = (v: number | undefined) => (v !== undefined && Number.isFinite(v) ? round1(v) : null);
  return {
    cells: stats.cells,
    mean: finite(stats.mean),
    min: finite(stats.min),
    max: finite(stats.max),
    passRate: finite(stats.shareAtLeast),
  };
}
