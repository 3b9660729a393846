// A hybrid project for the calibration's tests: the demo walk survey's floor given the office's ground-floor
// walls and planned APs (the layout the survey was simulated on), but drawn with the stock guesses a planner
// would start from: walls lighter than built and APs planned 3 dB louder than they transmit.
import { MATERIALS, METERS_PER_PIXEL, officeWalls, plannedAps, type MaterialName } from '../seed/demo-office/office-layout.ts';

/** Loss per crossing the plan starts from (dB), beside the built one (MATERIALS: dB/m × thickness). */
export const PLANNED_LOSS_DB: Readonly<Record<MaterialName, number>> = { brick: 5, concrete: 12, drywall: 1, glass: 1, lift: 15 };
/** Transmit power the plan starts from, 3 dB above what the surveyed radios sent (17 and 11 dBm). */
export const PLANNED_POWER_DBM = { five: 20, two: 14 } as const;

type Change = { op: 'put'; collection: string; record: Record<string, unknown> & { id: string } };

/** The changes that draw the office's ground floor onto the survey's floor plan `floorPlanId`. */
export function hybridOfficeEdits(floorPlanId: string): Change[] {
  const at = (m: readonly [number, number]) => ({ floorPlanId, coord: { x: m[0] / METERS_PER_PIXEL, y: m[1] / METERS_PER_PIXEL } });
  const changes: Change[] = [];
  const put = (collection: string, record: Change['record']) => changes.push({ op: 'put', collection, record });
  for (const [name, material] of Object.entries(MATERIALS) as [MaterialName, (typeof MATERIALS)[MaterialName]][]) {
    const attenuationFactor = PLANNED_LOSS_DB[name] / material.thicknessM;
    put('wallTypes', {
      id: `hybrid-walltype-${name}`,
      status: 'CREATED',
      name: material.name,
      key: material.key,
      color: material.color,
      thickness: material.thicknessM,
      propagationProperties: ['TWO', 'FIVE', 'SIX'].map((band) => ({ band, attenuationFactor })),
    });
  }
  officeWalls().forEach((wall, w) => {
    put('wallPoints', { id: `hybrid-wp-${w}-a`, status: 'CREATED', location: at(wall.from) });
    put('wallPoints', { id: `hybrid-wp-${w}-b`, status: 'CREATED', location: at(wall.to) });
    put('wallSegments', {
      id: `hybrid-wall-${w}`,
      status: 'CREATED',
      wallTypeId: `hybrid-walltype-${wall.material}`,
      wallPoints: [`hybrid-wp-${w}-a`, `hybrid-wp-${w}-b`],
    });
  });
  plannedAps(0).forEach((ap, a) => {
    const apId = `hybrid-ap-${a}`;
    put('accessPoints', {
      id: apId,
      status: 'CREATED',
      name: ap.name,
      mine: true,
      vendor: ap.vendor,
      model: ap.model,
      location: at(ap.at),
    });
    const radio = { accessPointId: apId, status: 'CREATED', enabled: true, antennaHeight: 2.7, spatialStreamCount: 2, technology: 'AX' };
    put('simulatedRadios', {
      ...radio,
      id: `hybrid-radio-${a}-5`,
      accessPointIndex: 1,
      transmitPower: PLANNED_POWER_DBM.five,
      channel: ap.channel5,
    });
    put('simulatedRadios', {
      ...radio,
      id: `hybrid-radio-${a}-24`,
      accessPointIndex: 0,
      transmitPower: PLANNED_POWER_DBM.two,
      channel: [ap.channel24],
    });
  });
  return changes;
}
