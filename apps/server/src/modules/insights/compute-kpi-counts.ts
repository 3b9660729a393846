import {
  computeHeatmapGrids,
  countKpiPasses,
  createGrid,
  fieldValueAt,
  heatmapClient,
  heatmapScope,
  interpolateSurveyFields,
  prepareHeatmapFields,
  prepareSharedFields,
  type BandSelection,
  type FloorHeatmapInput,
  type HeatmapFields,
  type KpiCounts,
  type PointM,
} from '@airscope/core';
import { buildFloorRfModel, type EsxProject, type FloorRfModel } from '@airscope/esx';
import type { FrequencyBand } from '@airscope/contracts';

export const KPI_BANDS: ReadonlyArray<{ band: FrequencyBand; engine: BandSelection }> = [
  { band: 'TWO', engine: '2.4' },
  { band: 'FIVE', engine: '5' },
  { band: 'SIX', engine: '6' },
  { band: 'ANY', engine: 'any' },
];

// KPI grids at 1 m: the survey's own resolution; finer cells would not change a percentage.
const KPI_CELL_M = 1;

/** Counts of one scope of a floor (the whole floor when areaId is '') for one band. */
export interface ScopeCounts {
  areaId: string;
  areaName: string;
  band: FrequencyBand;
  counts: KpiCounts;
}

/** The fields KPIs judge, with the cells that have a value: for surveys, only where someone walked near enough to measure. */
interface Fields {
  prepared: HeatmapFields;
  covered: Uint8Array;
}

/**
 * Measured fields when the floor model has survey samples (interpolated on the KPI grid), else the heatmap
 * pipeline's prediction of the planned radios with the default options (only mine, reference client).
 */
function fieldsOf(input: FloorHeatmapInput, rf: FloorRfModel): Fields {
  const grid = createGrid(rf.widthM, rf.heightM, KPI_CELL_M);
  const cells = grid.cols * grid.rows;
  if (rf.measured && rf.measured.samples.length > 0) {
    const radioBands = new Map(rf.measured.radios.map((radio) => [radio.id, radio.band]));
    const fields = interpolateSurveyFields(rf.measured.samples, grid, { radioBands });
    const covered = new Uint8Array(cells);
    for (const field of fields.values()) for (let i = 0; i < cells; i++) if (Number.isFinite(fieldValueAt(field, grid, i))) covered[i] = 1;
    return { prepared: { grid, radios: rf.measured.radios, fields, client: heatmapClient({}), recomputedRadioIds: [] }, covered };
  }
  const prepared = prepareHeatmapFields(input, {}, { grid });
  return { prepared, covered: new Uint8Array(cells).fill(prepared.radios.length > 0 ? 1 : 0) };
}

/** The floor's named areas in metres (areas with fewer than three corners have no inside). */
function areasOf(project: EsxProject, rf: FloorRfModel) {
  return project.collections.areas
    .filter((area) => area.floorPlanId === rf.floorPlanId && area.area.length >= 3)
    .map((area) => ({
      id: area.id,
      name: area.name ?? '',
      polygon: area.area.map((p) => ({ x: p.x * rf.metersPerUnit, y: p.y * rf.metersPerUnit }) as PointM),
    }));
}

/**
 * KPI counts of one floor of `project` (whose surveys may be a subset, e.g. one day's): for each band,
 * the whole floor and each of its areas, judged against the floor's requirement profile and areas.
 * Null when the floor cannot be modelled (no scale) or has nothing to judge.
 */
export function computeFloorKpiCounts(project: EsxProject, floorPlanId: string): ScopeCounts[] | null {
  let rf: FloorRfModel;
  try {
    rf = buildFloorRfModel(project, floorPlanId);
  } catch {
    return null;
  }
  const input: FloorHeatmapInput = { floor: rf.floor, widthM: rf.widthM, heightM: rf.heightM, radios: rf.radios };
  const { prepared, covered } = fieldsOf(input, rf);
  if (prepared.radios.length === 0) return null;
  const scopes = [{ id: '', name: '', polygon: undefined as readonly PointM[] | undefined }, ...areasOf(project, rf)];
  const out: ScopeCounts[] = [];
  for (const scope of scopes) {
    const cells = heatmapScope(rf.floor, prepared.grid, { covered, ...(scope.polygon ? { polygon: scope.polygon } : {}) });
    for (const { band, engine } of KPI_BANDS) {
      const shared = prepareSharedFields(input, { 'radio-band': engine }, prepared, cells);
      const result = computeHeatmapGrids(shared, ['nw-health'], {
        requirement: rf.requirements.defaultProfile,
        requirementAreas: rf.requirements.areas,
      }).get('nw-health');
      if (result?.health) out.push({ areaId: scope.id, areaName: scope.name, band, counts: countKpiPasses(result.health) });
    }
  }
  return out;
}
