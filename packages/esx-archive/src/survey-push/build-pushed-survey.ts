import {
  frequencyToChannel,
  channelToFrequency,
  type FrequencyBand,
  type EsxTrackFile,
  type AccessPoint,
  type AccessPointMeasurement,
  type MeasuredRadio,
  type RoutePoint,
  type Survey,
  type SurveyLookup,
} from '@airscope/esx';
import { encodeSurveyTrack, type TrackSample } from '../survey-csv/encode-survey-track.ts';
import { accessPointKeyOfBssid } from '../survey-csv/group-measurements.ts';
import { listSubChannels } from '../survey-csv/read-wifi-channel.ts';

/** One network heard in one scan, as a survey device reports it. */
export interface PushedNetwork {
  bssid: string;
  ssid: string;
  frequencyMhz: number;
  widthMhz: number;
  signalDbm: number;
  noiseDbm?: number | undefined;
}

/** One scan at a plan position (floor-plan units, origin top-left). */
export interface PushedScan {
  timeMs: number;
  x: number;
  y: number;
  networks: readonly PushedNetwork[];
}

/** The measured network records the project already holds, so a new walk joins its access points. */
export interface ExistingNetwork {
  accessPoints: readonly AccessPoint[];
  measuredRadios: readonly MeasuredRadio[];
  accessPointMeasurements: readonly AccessPointMeasurement[];
}

export type PushedRecord =
  | { collection: 'accessPoints'; record: AccessPoint }
  | { collection: 'measuredRadios'; record: MeasuredRadio }
  | { collection: 'accessPointMeasurements'; record: AccessPointMeasurement }
  | { collection: 'surveys'; record: Survey }
  | { collection: 'surveyLookups'; record: SurveyLookup };

export interface PushedSurvey {
  /** Records to put (new ones, and existing radios that gained a measurement). */
  records: PushedRecord[];
  track: EsxTrackFile;
  survey: Survey;
  sampleCount: number;
  /** Distinct access points heard in this walk. */
  accessPointCount: number;
}

/** A push the engine cannot store; its message is shown to the device as is. */
export class PushedSurveyError extends Error {
  override readonly name = 'PushedSurveyError';
}

const NS_PER_MS = 1_000_000;
const MAX_TRACK_MS = 0x7fffffff;
const MAX_AP_INDEX = 0xffff;

interface Channel {
  band: FrequencyBand;
  primaryMhz: number;
  subChannelsMhz: number[];
}

function readChannel(network: PushedNetwork): Channel {
  const found = frequencyToChannel(network.frequencyMhz);
  if (!found || channelToFrequency(found.channel, found.band) !== network.frequencyMhz) {
    throw new PushedSurveyError(`${network.bssid}: ${network.frequencyMhz} MHz is not the centre of a 20 MHz Wi-Fi channel.`);
  }
  // A width the channel plan cannot bond (e.g. 80 MHz on 2.4 GHz) is taken as the 20 MHz primary alone.
  const subChannels = listSubChannels(found.band, found.channel, network.widthMhz) ?? [found.channel];
  return { band: found.band, primaryMhz: network.frequencyMhz, subChannelsMhz: subChannels.map((c) => channelToFrequency(c, found.band)!) };
}

const measurementKey = (mac: string, ssid: string, subChannelsMhz: readonly number[]): string =>
  `${mac.toLowerCase()}|${ssid}|${subChannelsMhz.join(',')}`;

function bandOfMeasurement(measurement: AccessPointMeasurement | undefined): FrequencyBand | undefined {
  const mhz = measurement?.channelByCenterFrequencyDefinedNarrowChannels?.[0];
  return typeof mhz === 'number' ? frequencyToChannel(mhz)?.band : undefined;
}

/**
 * Indexes what the project already measured: measurements by (MAC, SSID, channels), and radios by
 * (access point key, band), so a device's new walk reuses them instead of adding duplicate access points.
 */
function indexExisting(existing: ExistingNetwork) {
  const measurements = new Map<string, string>();
  const byId = new Map<string, AccessPointMeasurement>();
  for (const m of existing.accessPointMeasurements) {
    byId.set(m.id, m);
    if (typeof m.mac === 'string')
      measurements.set(measurementKey(m.mac, m.ssid ?? '', m.channelByCenterFrequencyDefinedNarrowChannels ?? []), m.id);
  }
  const radios = new Map<string, MeasuredRadio>();
  const accessPointIds = new Map<string, string>();
  for (const radio of existing.measuredRadios) {
    const first = byId.get(radio.accessPointMeasurementIds?.[0] ?? '');
    const band = bandOfMeasurement(first);
    if (typeof first?.mac !== 'string' || !band || typeof radio.accessPointId !== 'string') continue;
    const apKey = accessPointKeyOfBssid(first.mac.toLowerCase());
    radios.set(`${apKey}@${band}`, radio);
    accessPointIds.set(apKey, radio.accessPointId);
  }
  return { measurements, radios, accessPointIds };
}

/**
 * Turns a device's scans into one CONTINUOUS survey walk on a floor: a route point per scan, a Wi-Fi track
 * whose binary holds each heard network's RSSI at the scan's time, and the measurement, radio and access
 * point records of networks the project had not heard before. Ids come from `makeId`, stable per push.
 */
export function buildPushedSurvey(
  input: { floorPlan: { id: string; width: number; height: number }; surveyName: string; scans: readonly PushedScan[] },
  existing: ExistingNetwork,
  makeId: (kind: string, key: string) => string,
): PushedSurvey {
  const { floorPlan } = input;
  const scans = [...input.scans].sort((a, b) => a.timeMs - b.timeMs);
  if (scans.length === 0) throw new PushedSurveyError('The survey has no scans.');
  const startMs = scans[0]!.timeMs;
  if (scans[scans.length - 1]!.timeMs - startMs > MAX_TRACK_MS)
    throw new PushedSurveyError('A survey walk can last at most 24 days; push longer walks as several surveys.');
  const index = indexExisting(existing);
  const records: PushedRecord[] = [];
  const changedRadios = new Map<string, MeasuredRadio>();
  const apIndexes = new Map<string, number>();
  const heardAccessPoints = new Set<string>();
  const routePoints: RoutePoint[] = [];
  const samples: TrackSample[] = [];

  const measurementIdOf = (network: PushedNetwork): string => {
    const mac = network.bssid.toLowerCase();
    const channel = readChannel(network);
    const key = measurementKey(mac, network.ssid, channel.subChannelsMhz);
    const apKey = accessPointKeyOfBssid(mac);
    heardAccessPoints.add(apKey);
    const known = index.measurements.get(key);
    if (known) return known;
    const id = makeId('accessPointMeasurement', key);
    records.push({
      collection: 'accessPointMeasurements',
      record: { id, status: 'CREATED', mac, ssid: network.ssid, channelByCenterFrequencyDefinedNarrowChannels: channel.subChannelsMhz },
    });
    index.measurements.set(key, id);
    let accessPointId = index.accessPointIds.get(apKey);
    if (!accessPointId) {
      accessPointId = makeId('accessPoint', apKey);
      records.push({
        collection: 'accessPoints',
        record: {
          id: accessPointId,
          status: 'CREATED',
          name: `Measured AP-${mac.slice(-5)}`,
          mine: false,
          hidden: false,
          userDefinedPosition: false,
        },
      });
      index.accessPointIds.set(apKey, accessPointId);
    }
    const radioKey = `${apKey}@${channel.band}`;
    const radio = index.radios.get(radioKey) ?? {
      id: makeId('measuredRadio', radioKey),
      status: 'CREATED',
      accessPointId,
      accessPointMeasurementIds: [],
    };
    const updated = { ...radio, accessPointMeasurementIds: [...(radio.accessPointMeasurementIds ?? []), id] };
    index.radios.set(radioKey, updated);
    changedRadios.set(updated.id, updated);
    return id;
  };

  for (const scan of scans) {
    if (scan.x < 0 || scan.y < 0 || scan.x > floorPlan.width || scan.y > floorPlan.height) {
      throw new PushedSurveyError(
        `The point (${scan.x}, ${scan.y}) lies outside the floor plan (0–${floorPlan.width} × 0–${floorPlan.height} plan units).`,
      );
    }
    const timeMs = scan.timeMs - startMs;
    const previous = routePoints[routePoints.length - 1];
    if (previous && previous.time === timeMs * NS_PER_MS) {
      if (previous.location.x !== scan.x || previous.location.y !== scan.y)
        throw new PushedSurveyError('Two scans have the same time but different places; one walk cannot be in two places at once.');
    } else {
      routePoints.push({ time: timeMs * NS_PER_MS, location: { x: scan.x, y: scan.y } });
    }
    for (const network of scan.networks) {
      const measurementId = measurementIdOf(network);
      let apIndex = apIndexes.get(measurementId);
      if (apIndex === undefined) {
        if (apIndexes.size > MAX_AP_INDEX)
          throw new PushedSurveyError(
            `The walk hears more than ${MAX_AP_INDEX + 1} BSSID/channel pairs, more than a survey track can index.`,
          );
        apIndexes.set(measurementId, (apIndex = apIndexes.size));
      }
      samples.push({
        timeMs,
        apIndex,
        rssi: Math.round(network.signalDbm),
        noise: network.noiseDbm === undefined ? undefined : Math.round(network.noiseDbm),
        frequencyMhz: network.frequencyMhz,
      });
    }
  }
  for (const radio of changedRadios.values()) records.push({ collection: 'measuredRadios', record: radio });

  const trackId = makeId('track', 'wifi');
  const survey: Survey = {
    id: makeId('survey', input.surveyName),
    status: 'CREATED',
    name: input.surveyName,
    floorPlanId: floorPlan.id,
    startTime: new Date(startMs).toISOString(),
    duration: (scans[scans.length - 1]!.timeMs - startMs) * NS_PER_MS,
    routeType: 'CONTINUOUS',
    routePoints: [routePoints],
    wifiTracks: [{ binaryFileId: trackId, primary: true, secondary: false, accessPointMeasurementIds: [...apIndexes.keys()] }],
  };
  records.push({ collection: 'surveys', record: survey });
  records.push({
    collection: 'surveyLookups',
    record: { id: makeId('surveyLookup', input.surveyName), status: 'CREATED', surveyId: survey.id, floorPlanId: floorPlan.id },
  });
  return {
    records,
    track: { binaryFileId: trackId, bytes: encodeSurveyTrack(samples) },
    survey,
    sampleCount: samples.length,
    accessPointCount: heardAccessPoints.size,
  };
}
