import type { EsxTrackFile, RoutePoint, Survey, SurveyLookup } from '@airscope/esx';
import { encodeSurveyTrack, type TrackSample } from './encode-survey-track.ts';
import type { FloorLayout } from './lay-out-floor-plan.ts';
import type { Observation } from './read-observation.ts';
import { refuseRow, refuseTooLarge } from './survey-csv-error.ts';

export interface SurveyParts {
  surveys: Survey[];
  surveyLookups: SurveyLookup[];
  trackFiles: EsxTrackFile[];
}

type MakeId = (kind: string, key: string) => string;

const NS_PER_MS = 1_000_000;
/** Track times are signed 32-bit milliseconds: just under 25 days. */
const MAX_TRACK_MS = 0x7fffffff;
const MAX_AP_INDEX = 0xffff;

/**
 * One survey per (floor, survey name): a CONTINUOUS route through every distinct (time, position) of
 * its rows, and one primary Wi-Fi track whose binary holds each row's RSSI and noise at its time, so
 * a reader interpolating the route at a sample's time finds the row's exact position.
 */
export function buildSurveys(
  rows: readonly Observation[],
  measurementIds: readonly string[],
  floors: ReadonlyMap<string, FloorLayout>,
  makeId: MakeId,
  maxSurveys: number,
): SurveyParts {
  const groups = new Map<string, number[]>();
  rows.forEach((row, index) => {
    const key = `${row.floor}\u0000${row.survey}`;
    let group = groups.get(key);
    if (group === undefined) {
      if (groups.size === maxSurveys) throw refuseTooLarge(`the file holds more than ${maxSurveys} surveys (walks per floor).`, row.line);
      groups.set(key, (group = []));
    }
    group.push(index);
  });
  const parts: SurveyParts = { surveys: [], surveyLookups: [], trackFiles: [] };
  for (const [key, indexes] of groups) {
    const floor = floors.get(rows[indexes[0]!]!.floor)!;
    const { survey, track } = buildSurvey(key, indexes, rows, measurementIds, floor, makeId);
    parts.surveys.push(survey);
    parts.trackFiles.push(track);
    parts.surveyLookups.push({ id: makeId('surveyLookup', key), status: 'CREATED', surveyId: survey.id, floorPlanId: floor.floorPlan.id });
  }
  return parts;
}

function buildSurvey(
  key: string,
  indexes: number[],
  rows: readonly Observation[],
  measurementIds: readonly string[],
  floor: FloorLayout,
  makeId: MakeId,
) {
  // Stable: rows with the same time keep their order in the file.
  const order = [...indexes].sort((a, b) => rows[a]!.timeMs - rows[b]!.timeMs || a - b);
  const first = rows[order[0]!]!;
  const last = rows[order[order.length - 1]!]!;
  const startMs = first.timeMs;
  if (last.timeMs - startMs > MAX_TRACK_MS) {
    const days = ((last.timeMs - startMs) / 86_400_000).toFixed(1);
    throw refuseRow(
      last.line,
      `survey '${first.survey}' on floor '${first.floor}' would last ${days} days (it starts on line ${first.line}); a survey can last at most 24 days. Give later rows another survey name.`,
    );
  }
  const routePoints: RoutePoint[] = [];
  const apIndexes = new Map<string, number>();
  const samples: TrackSample[] = [];
  let previous: Observation | undefined;
  for (const index of order) {
    const row = rows[index]!;
    const location = floor.toFloorUnits(row);
    const time = (row.timeMs - startMs) * NS_PER_MS;
    const point = routePoints[routePoints.length - 1];
    if (point === undefined || point.time !== time) routePoints.push({ time, location });
    else if (point.location.x !== location.x || point.location.y !== location.y) throw describeTwoPlaces(previous!, row);
    previous = row;
    const measurementId = measurementIds[index]!;
    let apIndex = apIndexes.get(measurementId);
    if (apIndex === undefined) {
      if (apIndexes.size > MAX_AP_INDEX)
        throw refuseTooLarge(
          `survey '${row.survey}' hears more than ${MAX_AP_INDEX + 1} BSSID/channel pairs, more than a survey track can index.`,
          row.line,
        );
      apIndexes.set(measurementId, (apIndex = apIndexes.size));
    }
    samples.push({ timeMs: row.timeMs - startMs, apIndex, rssi: row.rssi, noise: row.noise, frequencyMhz: row.channel.primaryMhz });
  }
  const trackId = makeId('track', key);
  const survey: Survey = {
    id: makeId('survey', key),
    status: 'CREATED',
    name: first.survey,
    floorPlanId: floor.floorPlan.id,
    startTime: new Date(startMs).toISOString(),
    duration: (last.timeMs - startMs) * NS_PER_MS,
    routeType: 'CONTINUOUS',
    routePoints: [routePoints],
    wifiTracks: [{ binaryFileId: trackId, primary: true, secondary: false, accessPointMeasurementIds: [...apIndexes.keys()] }],
  };
  return { survey, track: { binaryFileId: trackId, bytes: encodeSurveyTrack(samples) } };
}

function describeTwoPlaces(earlier: Observation, row: Observation) {
  const at = (r: Observation): string => `(${r.x}, ${r.y}) ${r.unit}`;
  return refuseRow(
    row.line,
    `survey '${row.survey}' is at ${at(earlier)} on line ${earlier.line} and at ${at(row)} here at the same time; one walk cannot be in two places at once. Give each walk its own survey name.`,
  );
}
