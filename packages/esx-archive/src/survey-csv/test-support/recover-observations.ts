import type { EsxProject } from '@airscope/esx';

/** One observation read back from a project: what a CSV row said, in metres from the floor's origin. */
export interface RecoveredObservation {
  floor: string;
  survey: string;
  timeMs: number;
  bssid: string;
  ssid: string | undefined;
  frequencyMhz: number;
  rssi: number;
  noise: number | undefined;
  xMeters: number;
  yMeters: number;
}

interface TrackRecord {
  timeMs: number;
  apIndex: number;
  rssi: number;
  noise: number | undefined;
  frequencyMhz: number;
}

/**
 * Reads every survey track back into observations, written independently of the encoder from the
 * docs/esx-format.md (§9): the sample's measurement by apIndex, its position at the route point of its time.
 */
export function recoverObservations(project: EsxProject): RecoveredObservation[] {
  const { collections } = project;
  const floors = new Map(collections.floorPlans.map((floor) => [floor.id, floor]));
  const measurements = new Map(collections.accessPointMeasurements.map((m) => [m.id, m]));
  const tracks = new Map(project.trackFiles.map((track) => [track.binaryFileId, track.bytes]));
  const observations: RecoveredObservation[] = [];
  for (const survey of collections.surveys) {
    const floor = floors.get(survey.floorPlanId)!;
    const startMs = Date.parse(survey.startTime!);
    const places = new Map((survey.routePoints ?? []).flat().map((point) => [point.time!, point.location]));
    for (const wifiTrack of survey.wifiTracks ?? []) {
      for (const record of decodeSurveyTrack(tracks.get(wifiTrack.binaryFileId!)!)) {
        const measurement = measurements.get(wifiTrack.accessPointMeasurementIds![record.apIndex]!)!;
        const place = places.get(record.timeMs * 1e6)!;
        observations.push({
          floor: floor.name!,
          survey: survey.name!,
          timeMs: startMs + record.timeMs,
          bssid: measurement.mac!,
          ssid: measurement.ssid,
          frequencyMhz: record.frequencyMhz,
          rssi: record.rssi,
          noise: record.noise,
          xMeters: place.x * floor.metersPerUnit!,
          yMeters: place.y * floor.metersPerUnit!,
        });
      }
    }
  }
  return observations;
}

/** Parses a `track-<id>.bin`; throws on an unknown tag, so a wrong encoder cannot pass silently. */
export function decodeSurveyTrack(bytes: Buffer): TrackRecord[] {
  if (bytes[0] !== 0x02 || bytes[1] !== 0x01) throw new Error('track header is not 02 01');
  const records: TrackRecord[] = [];
  let offset = 2;
  let current: Partial<TrackRecord> = {};
  while (offset < bytes.length) {
    const tag = bytes[offset]!;
    offset += 1;
    switch (tag) {
      case 0x00:
        offset += 4;
        break; // scan round number
      case 0x01:
      case 0x10:
        current = {};
        break;
      case 0x02:
        current.timeMs = bytes.readInt32BE(offset);
        offset += 4;
        break;
      case 0x04:
        current.apIndex = bytes.readUInt16BE(offset);
        offset += 2;
        break;
      case 0x05:
        current.rssi = bytes.readInt8(offset);
        offset += 1;
        break;
      case 0x06:
        current.noise = bytes.readInt8(offset);
        offset += 1;
        break;
      case 0x11:
        current.frequencyMhz = bytes.readInt32BE(offset);
        offset += 4;
        break;
      case 0x09:
        records.push({ noise: undefined, ...current } as TrackRecord);
        break;
      default:
        throw new Error(`unknown track tag ${tag} at byte ${offset - 1}`);
    }
  }
  return records;
}
