import { dbm, type SurveySample } from '@airscope/core';
import type { EsxProject } from '../esx-project.ts';
import type { WifiTrack } from '../schemas/survey.schema.ts';
import { coordToMetres } from './convert-units.ts';
import { decodeSurveyTrack } from './decode-survey-track.ts';
import { flattenRoute, locateOnRoute, type Route } from './locate-on-route.ts';

/** Nanoseconds per millisecond: track times are ms, route times ns since the survey start. */
const NS_PER_MS = 1e6;

/**
 * Survey samples of one floor, `radioId` = the measured radio owning the heard BSSID: every record of
 * every Wi-Fi track of the floor's surveys, placed on the survey route at its time (metres), one sample
 * per (track, scan time, radio) holding the strongest RSSI (dBm) of the radio's BSSIDs in that scan and
 * that record's noise. Records of BSSIDs that no measured radio groups, tracks without a binary and
 * surveys without a timed route are skipped.
 */
export function collectSurveySamples(project: EsxProject, floorPlanId: string, metersPerUnit: number): SurveySample[] {
  const radioOfMeasurement = new Map<string, string>();
  for (const radio of project.collections.measuredRadios) {
    for (const measurementId of radio.accessPointMeasurementIds ?? []) radioOfMeasurement.set(measurementId, radio.id);
  }
  const tracks = new Map(project.trackFiles.map((file) => [file.binaryFileId, file.bytes]));
  const samples: SurveySample[] = [];
  for (const survey of project.collections.surveys) {
    if (survey.floorPlanId !== floorPlanId) continue;
    const route = flattenRoute(survey.routePoints);
    if (route === undefined) continue;
    for (const track of survey.wifiTracks ?? []) {
      const bytes = track.binaryFileId === undefined ? undefined : tracks.get(track.binaryFileId);
      if (bytes !== undefined) samples.push(...readTrackSamples(bytes, track, route, radioOfMeasurement, metersPerUnit));
    }
  }
  return samples;
}

function readTrackSamples(
  bytes: Uint8Array,
  track: WifiTrack,
  route: Route,
  radioOf: ReadonlyMap<string, string>,
  metersPerUnit: number,
): SurveySample[] {
  const strongest = new Map<string, SurveySample>();
  for (const record of decodeSurveyTrack(bytes).records) {
    const measurementId = track.accessPointMeasurementIds?.[record.apIndex];
    const radioId = measurementId === undefined ? undefined : radioOf.get(measurementId);
    if (radioId === undefined) continue;
    const key = `${record.timeMs}|${radioId}`;
    const previous = strongest.get(key);
    if (previous !== undefined && previous.rssiDbm >= record.rssiDbm) continue;
    const position = coordToMetres(locateOnRoute(route, record.timeMs * NS_PER_MS), metersPerUnit);
    strongest.set(key, {
      position,
      radioId,
      rssiDbm: dbm(record.rssiDbm),
      ...(record.noiseDbm !== undefined ? { noiseDbm: dbm(record.noiseDbm) } : {}),
    });
  }
  return [...strongest.values()];
}
