import { traceContours } from '../visualisation/contours.ts';
import { summariseCells } from '../visualisation/area-statistics.ts';
import { DEFAULT_LEGENDS } from '../visualisation/legend-bins.ts';
import { findGreyedCells, REQUIREMENT_GREY } from '../visualisation/requirement-visualisation.ts';
import { EKAHAU_BEST_PRACTICES, type RequirementProfile } from '../visualisation/requirements.ts';
import type { VisualisationUnit, VisualizationType } from '../visualisation/visualisation-types.ts';
import { computeHeatmapGrids, prepareSharedFields, type FloorHeatmapInput, type SharedFloorFields } from './heatmap-fields.ts';
import type { HeatmapPipelineOptions } from './heatmap-steps.ts';
import { finiteOrNull, indicesOf, presentBins, presentHeatmapValues, presentRequirement, presentStats, round1 } from './present-heatmap.ts';

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

/** The answer to a heatmap request: the shape of the API's `HeatmapResult` (see its schema for each field). */
export interface FloorHeatmap {
  readonly binType: VisualisationUnit;
  readonly bins?: ReturnType<typeof presentBins>;
  readonly greyedCells?: number[];
  readonly greyColor?: string;
  readonly requirement?: ReturnType<typeof presentRequirement>;
  readonly vertices: { originX: number; originY: number; cellSize: number; cols: number; rows: number; values: (number | null)[] };
  readonly areas: (ReturnType<typeof presentStats> & { areaId: string; name: string; passRate: number | null })[];
  readonly contours: { threshold: number; rings: [number, number][][] }[];
}

/** The answer for 'no-visualization': nothing drawn. */
const EMPTY_HEATMAP: FloorHeatmap = {
  binType: 'none',
  bins: [],
  vertices: { originX: 0, originY: 0, cellSize: 1, cols: 0, rows: 0, values: [] },
  areas: [],
  contours: [],
};

/**
 * Computes one presented heatmap: the visualisation `options.type` of the shared fields, its legend bins and
 * colours (unless `legend` is false), the requirement judged, with `requirement-grey-out` the cells failing it,
 * each area's statistics and pass rate, and the contours at the legend's thresholds. `shared` is the floor's
 * kept fields for these options; without it they are computed afresh.
 */
export function computeFloorHeatmap(
  input: FloorHeatmapInput,
  options: HeatmapPipelineOptions & { readonly type: VisualizationType },
  shared: () => SharedFloorFields = () => prepareSharedFields(input, options),
): FloorHeatmap {
  const type = options.type;
  if (type === 'no-visualization') return EMPTY_HEATMAP;
  const profile = chooseRequirement(input, options.requirement);
  const isGreyOut = options['requirement-grey-out'] ?? true;
  const fields = shared();
  const { grid, scope } = fields;
  const isPassMap = type === 'requirement' || type === 'nw-health';
  // The grey-out, the area pass rates and the requirement summary judge the chosen profile alone, whatever the map shows.
  const results = computeHeatmapGrids(fields, type === 'requirement' ? [type] : [type, 'requirement'], { requirement: profile });
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
      values: presentHeatmapValues(result.values),
    },
    areas: (input.areas ?? []).map((area) => {
      const cells = fields.cellsOf(area.polygon);
      const stats = summariseCells(result.values, grid, cells, scope);
      // Network health judges each area by its own profile; every other map reports the chosen profile's pass rate.
      const passes = type === 'nw-health' ? result.values : judged.passes;
      const passRate = summariseCells(passes, grid, cells, scope, 1).shareAtLeast;
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
