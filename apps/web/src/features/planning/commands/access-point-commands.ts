import { recordsOf, type EditorDocument, type EditorRecord, type RecordChange } from '../document/editor-document.ts';
import type { EditorCommand } from '../document/editor-history.ts';
import { newRecordId } from './new-record-id.ts';

/** One radio of an AP model: 20 MHz channel numbers (two or more = a wider channel) and power in dBm. */
export interface RadioTemplate {
  /** The band the radio is on, when the template knows it (catalogue models). */
  readonly band?: '2.4' | '5' | '6';
  readonly channel: readonly number[];
  readonly transmitPower: number;
  readonly technology: string;
  readonly antennaTypeId?: string;
  readonly spatialStreamCount?: number;
  readonly mounting?: 'CEILING' | 'WALL';
}

/** What a placed AP is made of: vendor and model names, its radios and the antenna types they use. */
export interface AccessPointTemplate {
  readonly vendor: string;
  readonly model: string;
  readonly radios: readonly RadioTemplate[];
  /** Antenna type records the radios point at; added to the project when missing. */
  readonly antennaTypes: readonly EditorRecord[];
}

/** The plain default AP: a 2.4 GHz and a 5 GHz radio with omni antennas, ceiling mounted at 2.4 m. */
export const DEFAULT_ACCESS_POINT: AccessPointTemplate = {
  vendor: 'Generic',
  model: 'Dual-band omni',
  radios: [
    { channel: [1], transmitPower: 14, technology: 'AX', spatialStreamCount: 2 },
    { channel: [36, 40], transmitPower: 17, technology: 'AX', spatialStreamCount: 2 },
  ],
  antennaTypes: [],
};

const DEFAULT_HEIGHT_M = 2.4;

/** Places an AP of the template at a plan point, named after the number of APs already in the project. */
export function placeAccessPoint(
  document: EditorDocument,
  floorPlanId: string,
  at: { x: number; y: number },
  template: AccessPointTemplate,
): { command: EditorCommand; accessPointId: string } {
  const accessPointId = newRecordId();
  const changes: RecordChange[] = [];
  for (const antenna of template.antennaTypes)
    if (!document.antennaTypes.has(antenna.id)) changes.push({ op: 'put', collection: 'antennaTypes', record: antenna });
  const name = nextAccessPointName(document);
  changes.push({
    op: 'put',
    collection: 'accessPoints',
    record: {
      id: accessPointId,
      status: 'CREATED',
      name,
      mine: true,
      userDefinedPosition: true,
      vendor: template.vendor,
      model: template.model,
      location: { floorPlanId, coord: { x: at.x, y: at.y } },
      // Every AP of an Ekahau file carries both lists; scripts read them unchecked.
      noteIds: [],
      tags: [],
    },
  });
  template.radios.forEach((radio, index) => {
    changes.push({
      op: 'put',
      collection: 'simulatedRadios',
      record: {
        id: newRecordId(),
        status: 'CREATED',
        accessPointId,
        accessPointIndex: index,
        enabled: true,
        transmitPower: radio.transmitPower,
        channel: [...radio.channel],
        technology: radio.technology,
        radioTechnology: 'IEEE802_11',
        antennaHeight: DEFAULT_HEIGHT_M,
        antennaMounting: radio.mounting ?? 'CEILING',
        antennaDirection: 0,
        antennaTilt: 0,
        spatialStreamCount: radio.spatialStreamCount ?? 2,
        ...(radio.antennaTypeId ? { antennaTypeId: radio.antennaTypeId } : {}),
      },
    });
  });
  return { accessPointId, command: { label: 'placeAccessPoint', changes } };
}

function nextAccessPointName(document: EditorDocument): string {
  const taken = new Set(recordsOf(document, 'accessPoints').map((ap) => ap.name));
  let number = document.accessPoints.size + 1;
  while (taken.has(`AP-${number}`)) number += 1;
  return `AP-${number}`;
}

export function radiosOf(document: EditorDocument, accessPointId: string): EditorRecord[] {
  return recordsOf(document, 'simulatedRadios').filter((radio) => radio.accessPointId === accessPointId);
}

export function moveAccessPoint(ap: EditorRecord, x: number, y: number): RecordChange[] {
  const location = ap.location as { floorPlanId: string };
  return [{ op: 'put', collection: 'accessPoints', record: { ...ap, location: { ...location, coord: { x, y } } } }];
}

/** Sets a field on every radio of the AP (height, tilt, mounting and direction belong to the AP as a whole). */
export function setRadiosField(document: EditorDocument, accessPointId: string, field: string, value: unknown): EditorCommand {
  return {
    label: 'editAccessPoint',
    changes: radiosOf(document, accessPointId).map((radio) => ({
      op: 'put',
      collection: 'simulatedRadios',
      record: { ...radio, [field]: value },
    })),
    coalesce: true,
  };
}

/** Rotates the AP: antenna direction in degrees clockwise from up, kept in [0, 360). */
export function rotateAccessPoint(document: EditorDocument, accessPointId: string, directionDeg: number): EditorCommand {
  // Each press of a rotate button is its own step.
  return {
    ...setRadiosField(document, accessPointId, 'antennaDirection', ((directionDeg % 360) + 360) % 360),
    label: 'rotateAccessPoint',
    coalesce: false,
  };
}

export function deleteAccessPoint(document: EditorDocument, accessPointId: string): RecordChange[] {
  return [
    ...radiosOf(document, accessPointId).map((radio): RecordChange => ({ op: 'delete', collection: 'simulatedRadios', id: radio.id })),
    { op: 'delete', collection: 'accessPoints', id: accessPointId },
  ];
}

/** What copy keeps: the AP and its radios as they are now. */
export interface CopiedAccessPoint {
  readonly accessPoint: EditorRecord;
  readonly radios: readonly EditorRecord[];
}

export function copyAccessPoint(document: EditorDocument, accessPointId: string): CopiedAccessPoint | null {
  const accessPoint = document.accessPoints.get(accessPointId);
  return accessPoint ? { accessPoint, radios: radiosOf(document, accessPointId) } : null;
}

/** A copy with new ids at a plan point of a floor, keeping every radio setting. */
export function pasteAccessPoint(
  document: EditorDocument,
  copied: CopiedAccessPoint,
  floorPlanId: string,
  at: { x: number; y: number },
): { command: EditorCommand; accessPointId: string } {
  const accessPointId = newRecordId();
  const changes: RecordChange[] = [
    {
      op: 'put',
      collection: 'accessPoints',
      record: {
        ...copied.accessPoint,
        id: accessPointId,
        name: nextAccessPointName(document),
        location: { floorPlanId, coord: { x: at.x, y: at.y } },
      },
    },
    ...copied.radios.map((radio): RecordChange => ({
      op: 'put',
      collection: 'simulatedRadios',
      record: { ...radio, id: newRecordId(), accessPointId },
    })),
  ];
  return { accessPointId, command: { label: 'pasteAccessPoint', changes } };
}
