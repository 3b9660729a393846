import type { Band } from '../../model/bands.ts';
import type { ClientProfile } from '../../model/client-profiles.ts';
import { createGrid } from '../../model/grid.ts';
import type { RadioModel } from '../../model/radio-model.ts';
import { dbm } from '../../units/units.ts';
import { computeVisualisations } from '../../visualisation/compute-visualisations.ts';
import type { RequirementCriterion, RequirementProfile } from '../../visualisation/requirements.ts';

/** A cell needs at least `count` APs whose predicted level (dBm, before the client offset) is at least `thresholdDbm`. */
export interface CoverageTarget {
  readonly thresholdDbm: number;
  readonly count: number;
}

// Ramp of received levels the product's own evaluation is run on, to read where each criterion starts passing.
const RAMP_LOW_DBM = -100;
const RAMP_STEP_DB = 0.1;
const RAMP_CELLS = 901;

/**
 * The coverage a profile asks of the APs on `band`, read from the product's requirement evaluation itself
 * (computeVisualisations on a ramp of levels with the AP model's radio): the primary level at which signal,
 * SNR and data rate all pass, the secondary level, and the AP counts of NUMBER_OF_ACCESS_POINTS (AT_LEAST).
 * Channel overlap and AT_MOST counts are not coverage; the final evaluation judges them.
 */
export function deriveCoverageTargets(
  profile: RequirementProfile,
  band: Band,
  template: RadioModel,
  client?: ClientProfile,
): CoverageTarget[] {
  const applies = (c: RequirementCriterion) => c.band === undefined || c.band === band;
  const primary = profile.criteria.filter(
    (c) => applies(c) && (c.type === 'SIGNAL_STRENGTH' || c.type === 'SIGNAL_TO_NOISE_RATIO' || c.type === 'DATA_RATE'),
  );
  const secondary = profile.criteria.filter((c) => applies(c) && c.type === 'SECONDARY_SIGNAL_STRENGTH');
  const targets: CoverageTarget[] = [];
  if (primary.length > 0) targets.push({ thresholdDbm: lowestPassingLevel(primary, band, template, client, false), count: 1 });
  if (secondary.length > 0) targets.push({ thresholdDbm: lowestPassingLevel(secondary, band, template, client, true), count: 2 });
  for (const c of profile.criteria) {
    if (!applies(c) || c.type !== 'NUMBER_OF_ACCESS_POINTS' || c.comparison !== 'AT_LEAST' || c.value <= 0) continue;
    targets.push({ thresholdDbm: (c.additionalLimit ?? -85) - (client?.offsetDb[band] ?? 0), count: Math.ceil(c.value) });
  }
  return targets;
}

/** Lowest ramp level from which the criteria pass on every higher level; +Infinity when none passes. */
function lowestPassingLevel(
  criteria: readonly RequirementCriterion[],
  band: Band,
  template: RadioModel,
  client: ClientProfile | undefined,
  isSecondary: boolean,
): number {
  const grid = createGrid(RAMP_CELLS, 1, 1);
  const ramp = Float32Array.from({ length: RAMP_CELLS }, (_, i) => RAMP_LOW_DBM + i * RAMP_STEP_DB);
  const probe: RadioModel = { ...template, id: 'ramp', apId: 'ramp', band, txPowerDbm: dbm(0) };
  const radios: RadioModel[] = [probe];
  const fields = new Map<string, Float32Array>([['ramp', ramp]]);
  // For the secondary level a strong first AP serves every cell, so only the ramp AP's level decides.
  if (isSecondary) {
    radios.push({ ...probe, id: 'strong', apId: 'strong' });
    fields.set('strong', new Float32Array(RAMP_CELLS).fill(-20));
  }
  const health = computeVisualisations(['requirement'], {
    grid,
    radios,
    fields,
    band,
    ...(client ? { client } : {}),
    requirement: { name: 'probe', criteria: criteria.map((c) => ({ ...c, band })) },
  }).get('requirement')!.health!;
  let lowest = Infinity;
  for (let i = RAMP_CELLS - 1; i >= 0 && health.passes[i] === 1; i--) lowest = ramp[i]!;
  return lowest;
}
