import { createEmptyCollections, newEsxProject, type EsxCollections, type EsxProject } from '@airscope/esx';
import { MATERIALS, METERS_PER_PIXEL, officeWalls, plannedAps, STOREY_HEIGHT_M, type MaterialName } from './office-layout.ts';

const BANDS = ['TWO', 'FIVE', 'SIX'] as const;
const STOREYS = ['Ground floor', 'First floor'];

/** Ids derived from names, so a re-seed builds the same project. */
const idOf = (...parts: Array<string | number>) => `demo-${parts.join('-')}`.replace(/[^A-Za-z0-9_-]/g, '-');
const coord = (m: [number, number]) => ({ x: m[0] / METERS_PER_PIXEL, y: m[1] / METERS_PER_PIXEL });

/** The planned two-storey demo office as an .esx project model: walls, materials, slabs and eight APs of four vendors. */
export function buildOfficeProject(image: { png: Buffer; width: number; height: number }): EsxProject {
  const c = createEmptyCollections() as unknown as Record<string, Record<string, unknown>[]>;
  const imageId = idOf('image', 'office');
  c.images!.push({ id: imageId, status: 'CREATED', imageFormat: 'PNG', resolutionWidth: image.width, resolutionHeight: image.height });
  const buildingId = idOf('building');
  c.buildings!.push({ id: buildingId, status: 'CREATED', name: 'Airscope HQ' });
  const slabId = idOf('floortype', 'slab');
  c.floorTypes!.push({
    id: slabId,
    status: 'CREATED',
    name: 'Concrete slab',
    propagationProperties: BANDS.map((band) => ({ band, attenuationFactor: 50 })),
  });
  for (const [name, material] of Object.entries(MATERIALS)) {
    c.wallTypes!.push({
      id: idOf('walltype', name),
      status: 'CREATED',
      name: material.name,
      key: material.key,
      color: material.color,
      thickness: material.thicknessM,
      propagationProperties: BANDS.map((band) => ({ band, attenuationFactor: material.dbPerM })),
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
  return newEsxProject({
    schemaVersion: '1.5.0',
    project: { id: idOf('project'), status: 'CREATED', name: 'Demo Office HQ', schemaVersion: '1.5.0', projectConfigurationId },
    projectConfiguration: { id: projectConfigurationId, status: 'CREATED' },
    collections: c as unknown as EsxCollections,
    imageFiles: [{ imageId, type: 'png', bytes: image.png }],
  });
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
