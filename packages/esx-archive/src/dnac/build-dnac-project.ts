import { createEmptyCollections, type EsxCollections, type EsxImageFile, type EsxProject, type AccessPoint } from '@airscope/esx';
import { buildImportedProject } from '../build-imported-project.ts';
import { imageFormatOf } from '../detect-image-type.ts';
import { makeRecordId } from '../survey-csv/make-record-id.ts';
import type { DnacLimits } from './dnac-limits.ts';
import type { DnacAccessPoint, DnacMaps } from './dnac-maps.ts';
import { floorImageOf, type FloorImage } from './dnac-floor-image.ts';

/** Same schema version the survey CSV import writes (Ekahau AI Pro 11.8). */
/** Key of the Ekahau tag that carries an AP's MAC: planned APs have no MAC field of their own. */
export const MAC_TAG_KEY = 'MAC';

type MakeId = (kind: string, key: string) => string;

/**
 * The `.esx` model of a map archive: one building record per Cisco building, one floor plan per floor with
 * its image and scale, APs placed in floor-plan pixels with name, model and MAC (tag), and a simulated radio per
 * Cisco radio. Ids derive from the archive's hash, so converting the same archive twice gives the same model.
 */
export function buildDnacProject(maps: DnacMaps, files: ReadonlyMap<string, Buffer>, archiveHash: string, limits: DnacLimits): EsxProject {
  const makeId: MakeId = (kind, key) => makeRecordId(archiveHash, kind, key);
  const collections = createEmptyCollections();
  const imageFiles: EsxImageFile[] = [];
  const macTagId = makeId('tagKey', MAC_TAG_KEY);
  const manyBuildings = maps.buildings.length > 1;
  maps.buildings.forEach((building, buildingIndex) => {
    const buildingId = makeId('building', String(buildingIndex));
    collections.buildings.push({ id: buildingId, status: 'CREATED', name: building.name });
    building.floors.forEach((floor, floorIndex) => {
      const key = `${buildingIndex}/${floorIndex}`;
      const image = floorImageOf(floor, maps.metersPerUnit, files, limits);
      const floorPlanId = makeId('floorPlan', key);
      const imageId = makeId('image', key);
      collections.images.push({
        id: imageId,
        status: 'CREATED',
        imageFormat: imageFormatOf(image.type),
        resolutionWidth: image.width,
        resolutionHeight: image.height,
      });
      imageFiles.push({ imageId, type: image.type, bytes: image.bytes });
      collections.floorPlans.push({
        id: floorPlanId,
        status: 'CREATED',
        name: manyBuildings ? `${building.name} / ${floor.name}` : floor.name,
        width: image.width,
        height: image.height,
        metersPerUnit: image.metersPerPixel,
        imageId,
        cropMinX: 0,
        cropMinY: 0,
        cropMaxX: image.width,
        cropMaxY: image.height,
        rotateUpDirection: 'UP',
        floorPlanType: 'FSPL',
      });
      collections.buildingFloors.push({
        id: makeId('buildingFloor', key),
        status: 'CREATED',
        floorPlanId,
        buildingId,
        // Cisco counts the ground floor as level 1; Ekahau as floor 0 (docs/dnac-map-archive.md).
        ...(floor.level === undefined ? {} : { floorNumber: floor.level >= 1 ? floor.level - 1 : floor.level }),
        ...(floor.height === undefined || floor.height <= 0 ? {} : { height: floor.height * maps.metersPerUnit }),
      });
      floor.accessPoints.forEach((ap, apIndex) => {
        const accessPointId = makeId('accessPoint', `${key}/${apIndex}`);
        collections.accessPoints.push(accessPointOf(ap, accessPointId, floorPlanId, image, maps.metersPerUnit, macTagId));
        addRadios(collections, ap, accessPointId, makeId);
      });
    });
  });
  if (collections.accessPoints.some((ap) => ap.tags !== undefined)) {
    collections.tagKeys.push({ id: macTagId, status: 'CREATED', key: MAC_TAG_KEY });
  }
  return buildImportedProject({ projectId: makeId('project', ''), name: projectNameOf(maps), collections, imageFiles });
}

function accessPointOf(
  ap: DnacAccessPoint,
  id: string,
  floorPlanId: string,
  image: FloorImage,
  metersPerUnit: number,
  macTagId: string,
): AccessPoint {
  const toPixels = (value: number): number => (value * metersPerUnit) / image.metersPerPixel;
  return {
    id,
    status: 'CREATED',
    name: ap.name,
    mine: true,
    vendor: 'Cisco',
    ...(ap.model ? { model: ap.model } : {}),
    ...(ap.position
      ? { userDefinedPosition: true, location: { floorPlanId, coord: { x: toPixels(ap.position.x), y: toPixels(ap.position.y) } } }
      : {}),
    ...(ap.mac ? { tags: [{ tagKeyId: macTagId, value: ap.mac }] } : {}),
  };
}

/** Slots of an AP the archive gives no Radio for: a planned AP always has its radios, here with no channel or power known. */
const UNKNOWN_RADIO_SLOTS: DnacAccessPoint['radios'] = [
  { band: 'TWO', channel: undefined, transmitPower: undefined },
  { band: 'FIVE', channel: undefined, transmitPower: undefined },
];

function addRadios(collections: EsxCollections, ap: DnacAccessPoint, accessPointId: string, makeId: MakeId): void {
  const radios = ap.radios.length > 0 ? ap.radios : UNKNOWN_RADIO_SLOTS;
  radios.forEach((radio, index) => {
    collections.simulatedRadios.push({
      id: makeId('simulatedRadio', `${accessPointId}/${index}`),
      status: 'CREATED',
      accessPointId,
      accessPointIndex: index,
      enabled: true,
      ...(radio.transmitPower === undefined ? {} : { transmitPower: radio.transmitPower }),
      ...(radio.channel === undefined ? {} : { channel: [radio.channel] }),
    });
  });
}

/** The only building's name, else the innermost site all buildings share, else a plain default. */
function projectNameOf(maps: DnacMaps): string {
  if (maps.buildings.length === 1) return maps.buildings[0]!.name;
  const [first, ...rest] = maps.buildings.map((building) => building.sitePath);
  const shared = (first ?? []).filter((site, index) => rest.every((path) => path[index] === site));
  return shared.at(-1) ?? 'Cisco map export';
}
