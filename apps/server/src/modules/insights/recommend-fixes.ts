import {
  RECOMMENDATION_CRITERIA,
  RECOMMENDATION_HIGH_BELOW,
  RECOMMENDATION_LIMIT,
  RECOMMENDATION_PASS_TARGET,
  type Kpis,
  type Recommendation,
} from '@airscope/contracts';

/** A place the KPIs were stored for: an area of a floor, or a whole floor (area null). */
export interface KpiPlace {
  floorPlanRowId: number;
  floorPlanName: string;
  areaId: string | null;
  areaName: string | null;
  kpis: Kpis;
}

/**
 * One recommendation per place and criterion that falls short of the pass target, the worst first. A floor that has
 * areas is judged by its areas only: the areas are where the requirement applies, and the floor's own row would repeat
 * them. A criterion the profile does not have (value null) says nothing.
 */
export function recommendFixes(places: readonly KpiPlace[]): Recommendation[] {
  const floorsWithAreas = new Set(places.filter((place) => place.areaId !== null).map((place) => place.floorPlanRowId));
  const found: Recommendation[] = [];
  for (const place of places) {
    if (place.areaId === null && floorsWithAreas.has(place.floorPlanRowId)) continue;
    for (const criterion of RECOMMENDATION_CRITERIA) {
      const { value, issues } = place.kpis[criterion];
      if (value === null || value >= RECOMMENDATION_PASS_TARGET) continue;
      found.push({
        floorPlanRowId: place.floorPlanRowId,
        floorPlanName: place.floorPlanName,
        areaId: place.areaId,
        areaName: place.areaName,
        criterion,
        passPercent: Math.round(value),
        issues,
        severity: value < RECOMMENDATION_HIGH_BELOW ? 'high' : 'medium',
      });
    }
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
