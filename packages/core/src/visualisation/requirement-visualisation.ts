import { forEachCellInPolygon, type GridSpec } from '../model/grid.ts';
import type { PointM } from '../geometry/points.ts';
import type { NetworkHealthResult } from './network-health.ts';
import type { CriterionType, RequirementProfile } from './requirements.ts';
import type { VisualizationType } from './visualisation-types.ts';

/** Grey shown instead of a cell's colour where the requirement is not met. */
export const REQUIREMENT_GREY = '#9e9e9e';

// The criterion a visualisation shows; a cell of that visualisation is greyed when this criterion fails there.
const CRITERIA_SHOWN: Partial<Record<VisualizationType, readonly CriterionType[]>> = {
  'sig-strength': ['SIGNAL_STRENGTH'],
  'sig-strength-2nd': ['SECONDARY_SIGNAL_STRENGTH'],
  snr: ['SIGNAL_TO_NOISE_RATIO'],
  'ch-interference': ['CHANNEL_OVERLAP'],
  'data-rate': ['DATA_RATE'],
  throughput: ['DATA_RATE'],
};

/** Pass rate (0–1, NaN when no in-scope cell) of one area: share of its in-scope cells where the profile passes. */
export interface AreaRequirementPassRate {
  readonly areaId: string;
  readonly cells: number;
  readonly passRate: number;
}

/**
 * Cells to grey out on a heatmap of `type`: for the requirement and network-health maps every cell failing the
 * profile; for a single-quantity map (signal, SNR, overlap, data rate) the cells failing the criteria of that
 * quantity; none for a map the profile says nothing about. `health` must come from `profile` alone (no areas),
 * so bit k of `failedCriteria` is `profile.criteria[k]` (criteria past 31 share bit 31).
 */
export function findGreyedCells(type: VisualizationType, health: NetworkHealthResult, profile: RequirementProfile): Uint8Array {
  const cells = health.passes.length;
  const greyed = new Uint8Array(cells);
  if (type === 'requirement' || type === 'nw-health') {
    for (let i = 0; i < cells; i++) if (health.passes[i] === 0) greyed[i] = 1;
    return greyed;
  }
  const shown = CRITERIA_SHOWN[type];
  if (!shown) return greyed;
  let mask = 0;
  profile.criteria.forEach((criterion, k) => {
    if (shown.includes(criterion.type)) mask |= 1 << Math.min(k, 31);
  });
  if (mask === 0) return greyed;
  for (let i = 0; i < cells; i++) if ((health.failedCriteria[i]! & mask) !== 0) greyed[i] = 1;
  return greyed;
}

/** Pass rate of a requirement map (1 pass, 0 fail, NaN out of scope) inside each area (polygons in metres). */
export function summariseRequirementAreas(
  passes: Float32Array,
  grid: GridSpec,
  areas: readonly { readonly id: string; readonly polygon: readonly PointM[] }[],
): AreaRequirementPassRate[] {
  return areas.map((area) => {
    let cells = 0;
    let passed = 0;
    forEachCellInPolygon(grid, area.polygon, (i) => {
      const value = passes[i]!;
      if (Number.isNaN(value)) return;
      cells++;
      if (value === 1) passed++;
    });
    return { areaId: area.id, cells, passRate: cells > 0 ? passed / cells : NaN };
  });
}
