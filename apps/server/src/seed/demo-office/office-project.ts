import {
  completeEsxProject,
  createEmptyCollections,
  nameUuid,
  newEsxProject,
  STOCK_CATALOGUES,
  type EsxCollections,
  type EsxProject,
} from '@airscope/esx';
import { MATERIALS, METERS_PER_PIXEL, officeWalls, plannedAps, STOREY_HEIGHT_M, type MaterialName } from './office-layout.ts';

const BANDS = ['TWO', 'FIVE', 'SIX'] as const;
const STOREYS = ['Ground floor', 'First floor'];

/** Ids derived from names (UUID v4 layout, as Ekahau writes), so a re-seed builds the same project. */
export const officeRecordId = (...parts: Array<string | number>): string => nameUuid('demo-office', ...parts.map(String));
const idOf = officeRecordId;
// The demo's slabs: Ekahau's stock "Heavy Floor" (50 dB/m), the default of its floor types here.
const SLAB_KEY = 'FloorTypes.HeavyFloor';
// When the demo project was drawn: its history record and project dates, fixed so every seed is byte-identical.
const DRAWN_AT = '2026-10-06T09:00:00.000Z';
const coord = (m: [number, number]) => ({ x: m[0] / METERS_PER_PIXEL, y: m[1] / METERS_PER_PIXEL });

/** The planned two-storey demo office as an .esx project model: walls, materials, slabs and eight APs of four vendors. */
export function buildOfficeProject(image: { png: Buffer; width: number; height: number }): EsxProject {
  const c = createEmptyCollections() as unknown as Record<string, Record<string, unknown>[]>;
  const imageId = idOf('image', 'office');
  c.images!.push({ id: imageId, status: 'CREATED', imageFormat: 'PNG', resolutionWidth: image.width, resolutionHeight: image.height });
  const buildingId = idOf('building');
  c.buildings!.push({ id: buildingId, status: 'CREATED', name: 'Airscope HQ' });
  c.floorTypes!.push(
    ...STOCK_CATALOGUES.floorTypes((kind, key) => idOf(kind, key)).map((type) => ({ ...type, isDefault: type.key === SLAB_KEY })),
  );
  const slabId = idOf('floorType', SLAB_KEY);
  for (const [name, material] of Object.entries(MATERIALS)) {
    c.wallTypes!.push({
      id: idOf('walltype', name),
      status: 'CREATED',
      name: material.name,
      key: material.key,
      color: material.color,
      thickness: material.thicknessM,
      propagationProperties: BANDS.map((band) => ({ band, attenuationFactor: material.dbPerM })),
      lowerEdge: 0,
    });
  }
  STOREYS.forEach((storeyName, storey) => {
    const floorPlanId = idOf('floor', storey);
    c.floorPlans!.push({
      id: floorPlanId,
      status: 'CREATED',
      name: storeyName,
      width: image.width,
      height: image.height,
      metersPerUnit: METERS_PER_PIXEL,
      imageId,
    });
    c.buildingFloors!.push({
      id: idOf('buildingfloor', storey),
      status: 'CREATED',
      floorPlanId,
      buildingId,
      floorTypeId: slabId,
      floorNumber: storey,
      height: STOREY_HEIGHT_M,
      thickness: 0.3,
    });
    officeWalls().forEach((wall, w) => addWall(c, floorPlanId, storey, w, wall.from, wall.to, wall.material));
    plannedAps(storey).forEach((ap, a) => {
      const apId = idOf('ap', storey, a);
      c.accessPoints!.push({
        id: apId,
        status: 'CREATED',
        name: ap.name,
        mine: true,
        vendor: ap.vendor,
        model: ap.model,
        location: { floorPlanId, coord: coord(ap.at) },
      });
      const radio = {
        accessPointId: apId,
        status: 'CREATED',
        enabled: true,
        antennaHeight: 2.7,
        antennaDirection: 0,
        antennaTilt: 0,
        antennaMounting: 'CEILING',
        spatialStreamCount: 2,
        shortGuardInterval: true,
      };
      c.simulatedRadios!.push({
        ...radio,
        id: idOf('radio', storey, a, 5),
        accessPointIndex: 1,
        transmitPower: 17,
        channel: ap.channel5,
        technology: 'AX',
      });
      c.simulatedRadios!.push({
        ...radio,
        id: idOf('radio', storey, a, 24),
        accessPointIndex: 0,
        transmitPower: 11,
        channel: [ap.channel24],
        technology: 'AX',
      });
    });
  });
  const projectConfigurationId = idOf('configuration');
  return completeEsxProject(
    newEsxProject({
      schemaVersion: '1.5.0',
      project: { id: idOf('project'), status: 'CREATED', name: 'Demo Office HQ', schemaVersion: '1.5.0', projectConfigurationId },
      projectConfiguration: { id: projectConfigurationId, status: 'CREATED' },
      collections: c as unknown as EsxCollections,
      imageFiles: [{ imageId, type: 'png', bytes: image.png }],
    }),
    { savedAt: DRAWN_AT },
  );
}

function addWall(
  c: Record<string, Record<string, unknown>[]>,
  floorPlanId: string,
  storey: number,
  w: number,
  a: [number, number],
  b: [number, number],
  material: MaterialName,
) {
  const [p1, p2] = [idOf('wp', storey, w, 'a'), idOf('wp', storey, w, 'b')];
  c.wallPoints!.push({ id: p1, status: 'CREATED', location: { floorPlanId, coord: coord(a) } });
  c.wallPoints!.push({ id: p2, status: 'CREATED', location: { floorPlanId, coord: coord(b) } });
  c.wallSegments!.push({ id: idOf('wall', storey, w), status: 'CREATED', wallTypeId: idOf('walltype', material), wallPoints: [p1, p2] });
}
