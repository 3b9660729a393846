import type { RadioModel } from '../../model/radio-model.ts';
import { predictFloorFields } from '../../propagation/predict-floor-fields.ts';
import { computeVisualisations } from '../../visualisation/compute-visualisations.ts';
import type { AutoPlanInput } from './auto-plan-input.ts';
import { findRequiredArea } from './coverage-grid.ts';

/**
 * Share (0–1) of the required area where the product's network-health evaluation passes, with `radios` (on this
 * floor) and the fixed radios predicted by the engine on `cellM` cells: primary and secondary signal, SNR, data
 * rate, channel overlap and AP counts, each cell by its own profile, on the input's band.
 */
export function evaluateRequirementShare(input: AutoPlanInput, radios: readonly RadioModel[], cellM: number): number {
  const area = findRequiredArea(input, cellM);
  const all = [...(input.fixedRadios ?? []), ...radios].filter((radio) => radio.band === input.band);
  const options = input.building ? { building: input.building } : {};
  const fields = predictFloorFields(input.floor, all, area.grid, options).fields;
  const health = computeVisualisations(['nw-health'], {
    grid: area.grid,
    radios: all,
    fields,
    band: input.band,
    scope: area.scope,
    requirement: input.profile,
    requirementAreas: input.requirementAreas ?? [],
    ...(input.client ? { client: input.client } : {}),
  }).get('nw-health')!.health!;
  if (area.cells.length === 0) return 1;
  let passed = 0;
  for (const i of area.cells) if (health.passes[i] === 1) passed++;
  return passed / area.cells.length;
}
