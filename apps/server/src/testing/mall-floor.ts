// The shopping mall of the survey data (test-data/surveys/ilc2020-site2-F8, see its SOURCE.md) as a design project's
// floor: its plan image (800 × 742 px at 0.2959 m/px, 236.7 × 219.6 m) with shop walls drawn on a grid, the floor
// issue 32 item 11's auto-plan held the server on for minutes.
import fs from 'node:fs';
import { testDataPath } from '@airscope/test-data';

const MALL_DIR = testDataPath('surveys', 'ilc2020-site2-F8');
/** floor_info.json: the map's width in metres over the image's 800 px. */
export const MALL_METERS_PER_PIXEL = 236.712 / 800;
export const MALL_IMAGE_SIZE = { width: 800, height: 742 } as const;

/** The plan image's bytes (PNG), as a planner would upload it. */
export function mallFloorImage(): Buffer {
  return fs.readFileSync(`${MALL_DIR}/floor_image.png`);
}

type Change = { op: 'put'; collection: string; record: Record<string, unknown> & { id: string } };

/** The changes that make `floorPlanId` the mall's floor on image `imageId`: the floor, a brick wall type and its walls. */
export function mallFloorEdits(floorPlanId: string, imageId: string): Change[] {
  const changes: Change[] = [];
  const put = (collection: string, record: Change['record']) => changes.push({ op: 'put', collection, record });
  put('floorPlans', {
    id: floorPlanId,
    status: 'CREATED',
    name: 'Mall F8',
    width: MALL_IMAGE_SIZE.width,
    height: MALL_IMAGE_SIZE.height,
    metersPerUnit: MALL_METERS_PER_PIXEL,
    imageId,
  });
  put('wallTypes', {
    id: 'mall-walltype-brick',
    status: 'CREATED',
    name: 'Wall, Brick',
    key: 'BrickWall',
    color: '#8d4b2d',
    thickness: 0.3,
    propagationProperties: ['TWO', 'FIVE', 'SIX'].map((band) => ({ band, attenuationFactor: 33.33 })),
  });
  const at = (xM: number, yM: number) => ({ floorPlanId, coord: { x: xM / MALL_METERS_PER_PIXEL, y: yM / MALL_METERS_PER_PIXEL } });
  let w = 0;
  const wall = (ax: number, ay: number, bx: number, by: number) => {
    const [a, b] = [`mall-wp-${w}-a`, `mall-wp-${w}-b`];
    put('wallPoints', { id: a, status: 'CREATED', location: at(ax, ay) });
    put('wallPoints', { id: b, status: 'CREATED', location: at(bx, by) });
    put('wallSegments', { id: `mall-wall-${w}`, status: 'CREATED', wallTypeId: 'mall-walltype-brick', wallPoints: [a, b] });
    w += 1;
  };
  // Rows of shops every 20 m across the floor, each row split into 15 m units with a 5 m shop front left open.
  for (let y = 20; y < 215; y += 20) {
    for (let x = 5; x < 230; x += 15) {
      wall(x, y, x + 10, y);
      wall(x, y, x, y + 8);
    }
  }
  return changes;
}
