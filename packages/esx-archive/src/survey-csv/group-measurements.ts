import type { AccessPoint, AccessPointMeasurement, MeasuredRadio } from '@airscope/esx';
import type { Observation } from './read-observation.ts';
import { refuseTooLarge } from './survey-csv-error.ts';

/** The measured network: who was heard, grouped into radios and access points. */
export interface MeasuredNetwork {
  accessPoints: AccessPoint[];
  measuredRadios: MeasuredRadio[];
  accessPointMeasurements: AccessPointMeasurement[];
  /** Measurement id of each row, in row order. */
  measurementIds: string[];
}

type MakeId = (kind: string, key: string) => string;

/**
 * The access point a (normalised) BSSID belongs to — the RF engine's rule (packages/core
 * survey/bssid-grouping.ts): equal after clearing the locally-administered bit of the first octet
 * (Meraki, Ubiquiti set it for virtual BSSIDs) and ignoring the last hex digit (vendors count it up
 * per SSID). "02:bb:cc:dd:ee:f1" → "00:bb:cc:dd:ee:fx".
 */
export function accessPointKeyOfBssid(bssid: string): string {
  const firstOctet = (parseInt(bssid.slice(0, 2), 16) & ~0x02).toString(16).padStart(2, '0');
  return `${firstOctet}${bssid.slice(2, 16)}x`;
}

/**
 * One measurement per (BSSID, SSID, channel) — a BSSID heard on another channel (the AP changed
 * channel between walks) is a second measurement with the same MAC; one measured radio per access
 * point and band, as the RF engine keys radios (radioKeyOfBssid in packages/core); one access point per AP key.
 */
export function groupMeasurements(rows: readonly Observation[], makeId: MakeId, maxBssids: number): MeasuredNetwork {
  const measurements = new Map<string, { row: Observation; id: string }>();
  const bssids = new Set<string>();
  const measurementIds = rows.map((row) => {
    const key = `${row.bssid}|${row.channel.primaryMhz}|${row.channel.widthMhz}|${row.ssid ?? ''}`;
    let found = measurements.get(key);
    if (found === undefined) {
      bssids.add(row.bssid);
      if (bssids.size > maxBssids) {
        throw refuseTooLarge(`the file names more than ${maxBssids} different BSSIDs; split it into smaller files.`, row.line);
      }
      found = { row, id: makeId('accessPointMeasurement', key) };
      measurements.set(key, found);
    }
    return found.id;
  });

  const sorted = [...measurements.values()].sort((a, b) => compareRows(a.row, b.row));
  const accessPoints = new Map<string, AccessPoint>();
  const radios = new Map<string, MeasuredRadio & { accessPointMeasurementIds: string[] }>();
  for (const { row, id } of sorted) {
    const apKey = accessPointKeyOfBssid(row.bssid);
    let accessPoint = accessPoints.get(apKey);
    if (accessPoint === undefined) {
      accessPoint = describeAccessPoint(makeId('accessPoint', apKey), row.bssid);
      accessPoints.set(apKey, accessPoint);
    }
    const radioKey = `${apKey}@${row.channel.band}`;
    let radio = radios.get(radioKey);
    if (radio === undefined) {
      radio = { id: makeId('measuredRadio', radioKey), status: 'CREATED', accessPointId: accessPoint.id, accessPointMeasurementIds: [] };
      radios.set(radioKey, radio);
    }
    radio.accessPointMeasurementIds.push(id);
  }
  return {
    accessPoints: [...accessPoints.values()],
    measuredRadios: [...radios.values()],
    accessPointMeasurements: sorted.map(({ row, id }) => describeMeasurement(id, row)),
    measurementIds,
  };
}

/** Ekahau names measured APs "Measured AP-xx:xx" after the last two octets of a BSSID. */
function describeAccessPoint(id: string, firstBssid: string): AccessPoint {
  return { id, status: 'CREATED', name: `Measured AP-${firstBssid.slice(-5)}`, mine: false, hidden: false, userDefinedPosition: false };
}

function describeMeasurement(id: string, row: Observation): AccessPointMeasurement {
  const measurement: AccessPointMeasurement = { id, status: 'CREATED', mac: row.bssid };
  if (row.ssid !== undefined) measurement.ssid = row.ssid;
  // Centre frequencies rather than channel numbers: 6 GHz channel numbers overlap 2.4/5 GHz ones.
  measurement.channelByCenterFrequencyDefinedNarrowChannels = [...row.channel.subChannelsMhz];
  return measurement;
}

function compareRows(a: Observation, b: Observation): number {
  if (a.bssid !== b.bssid) return a.bssid < b.bssid ? -1 : 1;
  if (a.channel.primaryMhz !== b.channel.primaryMhz) return a.channel.primaryMhz - b.channel.primaryMhz;
  if (a.channel.widthMhz !== b.channel.widthMhz) return a.channel.widthMhz - b.channel.widthMhz;
  const ssidA = a.ssid ?? '';
  const ssidB = b.ssid ?? '';
  return ssidA === ssidB ? 0 : ssidA < ssidB ? -1 : 1;
}
