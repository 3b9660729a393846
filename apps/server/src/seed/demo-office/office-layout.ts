/**
 * The demo office, described in metres: a 40 m × 24 m floor plate on two levels, offices along the
 * north side, a corridor, an open-plan south side with a glass meeting room and a lift core.
 * Materials are Ekahau's stock wall types (test-data/materials: thickness and dB/m per band).
 */
export interface Material {
  key: string;
  name: string;
  color: string;
  thicknessM: number;
  dbPerM: number;
}

export const MATERIALS = {
  brick: { key: 'BrickWall', name: 'Wall, Brick', color: '#8d4b2d', thicknessM: 0.3, dbPerM: 33.33 },
  concrete: { key: 'Concrete', name: 'Wall, Concrete', color: '#5d5d5d', thicknessM: 0.5, dbPerM: 24 },
  drywall: { key: 'DryWall', name: 'Wall, Dry', color: '#9aa5b1', thicknessM: 0.1, dbPerM: 30 },
  glass: { key: 'Window', name: 'Window, Interior', color: '#4fa3d1', thicknessM: 0.005, dbPerM: 200 },
  lift: { key: 'ElevatorShaft', name: 'Elevator Shaft', color: '#2d2d2d', thicknessM: 0.2, dbPerM: 150 },
} satisfies Record<string, Material>;
export type MaterialName = keyof typeof MATERIALS;

export interface WallLine {
  from: [number, number];
  to: [number, number];
  material: MaterialName;
}

export interface PlannedAp {
  name: string;
  vendor: string;
  model: string;
  at: [number, number];
  channel5: [number, number];
  channel24: number;
}

export const FLOOR_WIDTH_M = 40;
export const FLOOR_HEIGHT_M = 24;
export const METERS_PER_PIXEL = 0.05;
export const STOREY_HEIGHT_M = 3.5;

function rectangle(x0: number, y0: number, x1: number, y1: number, material: MaterialName): WallLine[] {
  return [
    { from: [x0, y0], to: [x1, y0], material },
    { from: [x1, y0], to: [x1, y1], material },
    { from: [x1, y1], to: [x0, y1], material },
    { from: [x0, y1], to: [x0, y0], material },
  ];
}

/** Walls of one storey; both storeys share the core and façade. */
export function officeWalls(): WallLine[] {
  return [
    ...rectangle(0, 0, FLOOR_WIDTH_M, FLOOR_HEIGHT_M, 'brick'),
    { from: [0, 10], to: [40, 10], material: 'drywall' },
    { from: [0, 14], to: [18, 14], material: 'drywall' },
    { from: [22, 14], to: [40, 14], material: 'drywall' },
    ...[8, 16, 24, 32].map((x): WallLine => ({ from: [x, 0], to: [x, 10], material: 'drywall' })),
    ...rectangle(18, 14, 22, 18, 'lift'),
    { from: [18, 18], to: [18, 24], material: 'concrete' },
    ...rectangle(28, 16, 38, 22, 'glass'),
  ];
}

/** Four APs of four vendors per storey, on a clean 5 GHz (40 MHz) and 2.4 GHz channel plan. */
export function plannedAps(storey: number): PlannedAp[] {
  const plan5: Array<[number, number]> =
    storey === 0
      ? [
          [36, 40],
          [52, 56],
          [100, 104],
          [149, 153],
        ]
      : [
          [149, 153],
          [100, 104],
          [52, 56],
          [36, 40],
        ];
  const plan24 = storey === 0 ? [1, 6, 11, 1] : [11, 1, 6, 11];
  const sites: Array<Omit<PlannedAp, 'name' | 'channel5' | 'channel24'>> = [
    { vendor: 'Cisco', model: 'C9130AXI', at: [8, 5] },
    { vendor: 'Aruba', model: 'AP-535', at: [28, 5] },
    { vendor: 'Ubiquiti', model: 'U6-Pro', at: [10, 19] },
    { vendor: 'Juniper Mist', model: 'AP45', at: [33, 19] },
  ];
  return sites.map((site, i) => ({ ...site, name: `AP-${storey}${i + 1}`, channel5: plan5[i]!, channel24: plan24[i]! }));
}

/**
 * The surveyor's walk on the ground floor: down the corridor, back through the open-plan area, then along
 * the rooms on the north side. It reaches 1 m from each outer wall, so with a 1 m margin the surveyed
 * floor is exactly the drawn plan.
 */
export function surveyRoute(): Array<[number, number]> {
  const waypoints: Array<[number, number]> = [
    [1, 12],
    [39, 12],
    [39, 20],
    [37, 23],
    [29, 23],
    [27, 20],
    [1, 20],
    [1, 12],
    [1, 1],
    [4, 4],
    [39, 4],
    [39, 1],
  ];
  const route: Array<[number, number]> = [waypoints[0]!];
  for (let leg = 1; leg < waypoints.length; leg += 1) {
    const [[x0, y0], [x1, y1]] = [waypoints[leg - 1]!, waypoints[leg]!];
    const steps = Math.max(1, Math.round(Math.hypot(x1 - x0, y1 - y0) / 1.2));
    for (let step = 1; step <= steps; step += 1) route.push([x0 + ((x1 - x0) * step) / steps, y0 + ((y1 - y0) * step) / steps]);
  }
  return route;
}
