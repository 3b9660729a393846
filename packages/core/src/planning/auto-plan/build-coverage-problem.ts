import { pointM, type PointM } from '../../geometry/points.ts';
import { cellCentreX, cellCentreY, cellIndexAt } from '../../model/grid.ts';
import type { RadioModel } from '../../model/radio-model.ts';
import { predictFloorFields } from '../../propagation/predict-floor-fields.ts';
import type { AutoPlanInput } from './auto-plan-input.ts';
import type { CoverageProblem } from './coverage-state.ts';
import { deriveCoverageTargets, type CoverageTarget } from './coverage-targets.ts';
import { findRequiredArea, type RequiredArea } from './coverage-grid.ts';

/** A site-selection problem on a floor with the sites' positions and the grid it was built on. */
export interface FloorCoverageProblem extends CoverageProblem {
  readonly area: RequiredArea;
  readonly sites: readonly PointM[];
}

/** A radio of the AP model at a site, on this floor, at full power. */
export function radioAtSite(input: AutoPlanInput, position: PointM, index: number): RadioModel {
  return {
    ...input.template,
    id: `auto-${index}-radio`,
    apId: `auto-${index}`,
    floorId: input.floor.id,
    position,
    band: input.band,
  };
}

/**
 * Candidate sites every `spacingM` on required cells (so never in an exclusion area), each predicted once by the
 * engine at the AP model's full power, and what each required cell needs of them (its profile's targets).
 * Radios on other floors among the fixed ones are predicted through the building's slabs. `onPredicted` is told the
 * share of the sites predicted so far.
 */
export function buildCoverageProblem(
  input: AutoPlanInput,
  cellM: number,
  spacingM: number,
  onPredicted?: (share: number) => void,
): FloorCoverageProblem {
  const area = findRequiredArea(input, cellM);
  const { grid } = area;
  const required = new Uint8Array(grid.cols * grid.rows);
  for (const i of area.cells) required[i] = 1;
  const sites: PointM[] = [];
  for (let y = spacingM / 2; y < input.heightM; y += spacingM) {
    for (let x = spacingM / 2; x < input.widthM; x += spacingM) {
      const i = cellIndexAt(grid, x, y);
      if (i >= 0 && required[i] === 1) sites.push(pointM(cellCentreX(grid, i % grid.cols), cellCentreY(grid, Math.floor(i / grid.cols))));
    }
  }
  const radios = sites.map((position, k) => radioAtSite(input, position, k));
  const fixed = (input.fixedRadios ?? []).filter((radio) => radio.band === input.band);
  const options = input.building ? { building: input.building } : {};
  const onCells = (field: Float32Array | undefined) => Float32Array.from(area.cells, (i) => field?.[i] ?? -Infinity);
  // Sites are predicted a batch at a time and only their required cells kept: a whole-floor field per site of a large
  // floor would hold the floor's grid once per site; each radio's field does not depend on the others in the call.
  const levels: Float32Array[] = [];
  for (let start = 0; start < radios.length; start += PREDICTION_BATCH) {
    const batch = radios.slice(start, start + PREDICTION_BATCH);
    const predicted = predictFloorFields(input.floor, batch, grid, options).fields;
    for (const radio of batch) levels.push(onCells(predicted.get(radio.id)));
    onPredicted?.(levels.length / radios.length);
  }
  const fixedPredicted = fixed.length > 0 ? predictFloorFields(input.floor, fixed, grid, options).fields : new Map<string, Float32Array>();
  const { targets, demand } = mergeTargets(input, area);
  return {
    area,
    sites,
    cellCount: area.cells.length,
    targets,
    demand,
    levels,
    fixedLevels: fixed.filter((radio) => fixedPredicted.has(radio.id)).map((radio) => onCells(fixedPredicted.get(radio.id))),
  };
}

/** Candidate sites predicted per engine call, between which progress is told. */
const PREDICTION_BATCH = 64;

/** One target per distinct level over every profile; a cell needs of it what its own profile asks (0 = nothing). */
function mergeTargets(input: AutoPlanInput, area: RequiredArea): { targets: CoverageTarget[]; demand: Uint8Array[] } {
  const perProfile = area.profiles.map((profile) => {
    const needs = new Map<number, number>();
    for (const t of deriveCoverageTargets(profile, input.band, input.template, input.client)) {
      if (Number.isFinite(t.thresholdDbm)) needs.set(t.thresholdDbm, Math.max(needs.get(t.thresholdDbm) ?? 0, t.count));
    }
    return needs;
  });
  const levels = [...new Set(perProfile.flatMap((needs) => [...needs.keys()]))].sort((a, b) => b - a);
  const targets = levels.map((thresholdDbm) => ({
    thresholdDbm,
    count: Math.max(...perProfile.map((needs) => needs.get(thresholdDbm) ?? 0)),
  }));
  const demand = levels.map((level) => Uint8Array.from(area.profileOf, (p) => perProfile[p]!.get(level) ?? 0));
  return { targets, demand };
}
