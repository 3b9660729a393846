import type { CriterionType, RequirementArea, RequirementCriterion } from '@airscope/core';
import type { EsxProject } from '../esx-project.ts';
import { toFrequencyBand } from '../normalize-channel.ts';
import type { Requirement, RequirementCriterion as EsxCriterion } from '../schemas/profile.schema.ts';
import { polygonToMetres, toCoreBand } from './convert-units.ts';
import type { EsxRequirementProfile, FloorRequirements } from './floor-rf-model.ts';

const CRITERION_TYPES: readonly CriterionType[] = [
  'SIGNAL_STRENGTH',
  'SECONDARY_SIGNAL_STRENGTH',
  'SIGNAL_TO_NOISE_RATIO',
  'DATA_RATE',
  'CHANNEL_OVERLAP',
  'NUMBER_OF_ACCESS_POINTS',
  'PING_RTT',
  'RELATIVE_PING_PACKET_LOSS',
];

/**
 * The project's requirement profiles (all floors share them) and this floor's requirement areas
 * (.esx `areas` with a `requirementId`, polygons in metres). Units of `value` follow the criterion type
 * (dBm, dB, Mb/s, count, ms, fraction); `additionalLimit` is the dBm threshold of overlap / AP counts.
 */
export function buildRequirements(project: EsxProject, floorPlanId: string, metersPerUnit: number): FloorRequirements {
  const profiles = project.collections.requirements.map(convertRequirement);
  const byId = new Map(profiles.map((profile) => [profile.id, profile]));
  const areas: RequirementArea[] = [];
  for (const area of project.collections.areas) {
    const requirement = area.requirementId === undefined ? undefined : byId.get(area.requirementId);
    if (area.floorPlanId !== floorPlanId || requirement === undefined || area.area.length < 3) continue;
    areas.push({ polygon: polygonToMetres(area.area, metersPerUnit), requirement });
  }
  return { profiles, defaultProfile: profiles.find((profile) => profile.isDefault), areas };
}

/**
 * One requirement profile in the engine's shape. Criteria of another radio technology (Bluetooth), of an
 * unknown type or comparison, or of a band the engine does not know are left out.
 */
export function convertRequirement(requirement: Requirement): EsxRequirementProfile {
  const criteria = (requirement.criteria ?? []).flatMap((criterion) => {
    const converted = convertCriterion(criterion);
    return converted === undefined ? [] : [converted];
  });
  return {
    id: requirement.id,
    name: requirement.name ?? requirement.key ?? requirement.id,
    ...(requirement.key !== undefined ? { key: requirement.key } : {}),
    isDefault: requirement.isDefault === true,
    criteria,
  };
}

function convertCriterion(criterion: EsxCriterion): RequirementCriterion | undefined {
  if (criterion.radioTechnology !== undefined && criterion.radioTechnology !== 'IEEE802_11') return undefined;
  const type = CRITERION_TYPES.find((known) => known === criterion.type);
  const comparison = criterion.function === 'AT_LEAST' || criterion.function === 'AT_MOST' ? criterion.function : undefined;
  if (type === undefined || comparison === undefined) return undefined;
  const band = criterion.frequencyBand === undefined ? undefined : toFrequencyBand(criterion.frequencyBand);
  if (criterion.frequencyBand !== undefined && band === undefined) return undefined;
  return {
    type,
    comparison,
    value: criterion.value,
    ...(criterion.additionalLimit !== undefined ? { additionalLimit: criterion.additionalLimit } : {}),
    ...(band !== undefined ? { band: toCoreBand(band) } : {}),
  };
}
