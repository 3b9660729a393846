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
 * Radios on other floors among the fixed ones are predicted through the building's slabs.
 */
export function buildCoverageProblem(input: AutoPlanInput, cellM: number, spacingM: number): FloorCoverageProblem {
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
  const predicted = predictFloorFields(input.floor, [...radios, ...fixed], grid, options).fields;
  const onCells = (field: Float32Array | undefined) => Float32Array.from(area.cells, (i) => field?.[i] ?? -Infinity);
  const { targets, demand } = mergeTargets(input, area);
  return {
    area,
    sites,
    cellCount: area.cells.length,
    targets,
    demand,
    levels: radios.map((radio) => onCells(predicted.get(radio.id))),
    fixedLevels: fixed.filter((radio) => predicted.has(radio.id)).map((radio) => onCells(predicted.get(radio.id))),
  };
}

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
