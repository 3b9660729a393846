import { passPercent, type CriterionCount, type KpiCounts } from '@airscope/core';
import {
  RECOMMENDATION_CRITERIA,
  RECOMMENDATION_HIGH_BELOW,
  RECOMMENDATION_LIMIT,
  RECOMMENDATION_PASS_TARGET,
  type Recommendation,
  type RecommendationCriterion,
} from '@airscope/contracts';

/** A place the KPIs were stored for: an area of a floor, or a whole floor (area null). */
export interface KpiPlace {
  floorPlanRowId: number;
  floorPlanName: string;
  areaId: string | null;
  areaName: string | null;
  /** The stored counts of the network-health evaluation of the place (the counts the KPI tables show). */
  counts: KpiCounts;
}

/** Which stored count each recommendation criterion reads. */
const COUNT_OF: Readonly<Record<RecommendationCriterion, keyof KpiCounts>> = {
  rssi: 'rssi',
  secondaryRssi: 'rssi2',
  snr: 'snr',
  channelInterference: 'channelInterference',
  dataRate: 'dataRate',
  accessPoints: 'accessPoints',
  networkHealth: 'networkHealth',
};
const KINDS = RECOMMENDATION_CRITERIA.filter((criterion) => criterion !== 'networkHealth');

const isShort = (count: CriterionCount) => {
  const percent = passPercent(count);
  return percent !== null && percent < RECOMMENDATION_PASS_TARGET;
};

/**
 * What fails at one place, read from the same evaluation as its network health: each criterion kind short of the
 * pass target; if health is short though every kind passes on its own (cells failing different criteria), health.
 */
function fixesAt(place: KpiPlace): Recommendation[] {
  const short: RecommendationCriterion[] = KINDS.filter((criterion) => isShort(place.counts[COUNT_OF[criterion]]));
  if (short.length === 0 && isShort(place.counts.networkHealth)) short.push('networkHealth');
  return short.map((criterion) => {
    const { issues } = place.counts[COUNT_OF[criterion]];
    const percent = passPercent(place.counts[COUNT_OF[criterion]])!;
    return {
      floorPlanRowId: place.floorPlanRowId,
      floorPlanName: place.floorPlanName,
      areaId: place.areaId,
      areaName: place.areaName,
      criterion,
      passPercent: percent,
      issues,
      severity: percent < RECOMMENDATION_HIGH_BELOW ? 'high' : 'medium',
    };
  });
}

/**
 * One recommendation per place and criterion that falls short of the pass target, the worst first; a place whose
 * network health is short always gets one. A floor that has areas is judged by its areas: the areas are where the
 * requirement applies, and the floor's own row would repeat them. Its own row speaks only when its health is short
 * and none of its areas explains it (the failing cells lie outside every area). A criterion the profile does not
 * have (no cells) says nothing.
 */
export function recommendFixes(places: readonly KpiPlace[]): Recommendation[] {
  const found: Recommendation[] = [];
  const floors = new Map<number, { floor: KpiPlace | undefined; areas: KpiPlace[] }>();
  for (const place of places) {
    const entry = floors.get(place.floorPlanRowId) ?? { floor: undefined, areas: [] };
    if (place.areaId === null) entry.floor = place;
    else entry.areas.push(place);
    floors.set(place.floorPlanRowId, entry);
  }
  for (const { floor, areas } of floors.values()) {
    const inAreas = areas.flatMap(fixesAt);
    found.push(...inAreas);
    if (floor && (areas.length === 0 || (inAreas.length === 0 && isShort(floor.counts.networkHealth)))) found.push(...fixesAt(floor));
  }
  return found
    .sort(
      (a, b) =>
        a.passPercent - b.passPercent ||
        a.floorPlanName.localeCompare(b.floorPlanName) ||
        (a.areaName ?? '').localeCompare(b.areaName ?? '') ||
        RECOMMENDATION_CRITERIA.indexOf(a.criterion) - RECOMMENDATION_CRITERIA.indexOf(b.criterion),
    )
    .slice(0, RECOMMENDATION_LIMIT);
}
