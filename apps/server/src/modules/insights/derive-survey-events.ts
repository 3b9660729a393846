import type { EsxProject, Survey } from '@airscope/esx';

/** A floor of the project as stored: its numeric row id, name and scale. */
export interface FloorRef {
  rowId: string;
  floorPlanId: string;
  name: string;
  metersPerUnit: number | null;
}

/** One survey event row as stored (docs/product.md §3 survey event). */
export interface DerivedSurveyEvent {
  surveyId: string;
  floorPlanRowId: string | null;
  floorPlanName: string;
  startedAt: Date;
  durationSeconds: number;
  distanceMeters: number;
  discoveredAps: number;
  /** UTC day, YYYY-MM-DD: the day whose KPIs this survey counts toward. */
  day: string;
}

const NANOS_PER_SECOND = 1e9;

/** The survey's start; surveys without a readable start time count at the fallback (the project's import). */
export function surveyStart(survey: Survey, fallback: Date): Date {
  const parsed = survey.startTime ? new Date(survey.startTime) : undefined;
  return parsed && !Number.isNaN(parsed.getTime()) ? parsed : fallback;
}

export const dayOf = (date: Date): string => date.toISOString().slice(0, 10);

/** Walked distance in plan units: the sum of the legs' segment lengths (legs are not joined to each other). */
function walkedUnits(survey: Survey): number {
  let total = 0;
  for (const leg of survey.routePoints ?? []) {
    for (let i = 1; i < leg.length; i++)
      total += Math.hypot(leg[i]!.location.x - leg[i - 1]!.location.x, leg[i]!.location.y - leg[i - 1]!.location.y);
  }
  return total;
}

/** Duration in seconds: the survey's own (nanoseconds), else the span of its route point times. */
function durationSeconds(survey: Survey): number {
  if (typeof survey.duration === 'number' && survey.duration > 0) return survey.duration / NANOS_PER_SECOND;
  const times = (survey.routePoints ?? [])
    .flat()
    .map((p) => p.time)
    .filter((t): t is number => typeof t === 'number');
  return times.length > 1 ? (Math.max(...times) - Math.min(...times)) / NANOS_PER_SECOND : 0;
}

/** Access points heard in the survey: measured radios owning a heard BSSID, by AP; unmatched BSSIDs count one each. */
function discoveredAps(project: EsxProject, survey: Survey): number {
  const apOfMeasurement = new Map<string, string>();
  for (const radio of project.collections.measuredRadios)
    for (const id of radio.accessPointMeasurementIds ?? []) apOfMeasurement.set(id, radio.accessPointId);
  const heard = new Set<string>();
  for (const track of survey.wifiTracks ?? [])
    for (const id of track.accessPointMeasurementIds ?? []) heard.add(apOfMeasurement.get(id) ?? `bssid:${id}`);
  return heard.size;
}

/** One event per survey of the project: date, duration, distance walked (m), floor and APs heard. */
export function deriveSurveyEvents(project: EsxProject, floors: readonly FloorRef[], fallbackStart: Date): DerivedSurveyEvent[] {
  const byId = new Map(floors.map((floor) => [floor.floorPlanId, floor]));
  return project.collections.surveys.map((survey) => {
    const floor = byId.get(survey.floorPlanId);
    const startedAt = surveyStart(survey, fallbackStart);
    return {
      surveyId: survey.id,
      floorPlanRowId: floor?.rowId ?? null,
      floorPlanName: floor?.name ?? '',
      startedAt,
      durationSeconds: Math.round(durationSeconds(survey)),
      distanceMeters: Math.round(walkedUnits(survey) * (floor?.metersPerUnit ?? 0) * 10) / 10,
      discoveredAps: discoveredAps(project, survey),
      day: dayOf(startedAt),
    };
  });
}
