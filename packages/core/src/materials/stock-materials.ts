import type { BandValues } from '../model/bands.ts';

/** A wall material of the planning library: thickness and loss per metre travelled inside, per band. */
export interface StockMaterial {
  /** Ekahau's wall-type key where the material is one of its defaults. */
  readonly key: string;
  readonly name: string;
  readonly color: string;
  readonly thicknessM: number;
  /** dB per metre inside the material; × thickness gives the loss of one wall at normal incidence. */
  readonly dbPerM: BandValues<number>;
  /** Where the numbers come from. */
  readonly source: 'ekahau-default' | 'itu-r-p2040';
  /** Doors and windows are drawn as openings in walls. */
  readonly kind: 'wall' | 'door' | 'window';
}

const flat = (dbPerM: number): BandValues<number> => ({ '2.4': dbPerM, '5': dbPerM, '6': dbPerM });

/**
 * The material library a design project starts with. Ekahau's stock wall types (one value for every
 * band, as the vendor ships them: wallTypes.json of an .esx) and, beside them, frequency-dependent
 * slabs derived from ITU-R P.2040 Table 3 for a single homogeneous slab at normal incidence
 * (2.437 / 5.5 / 6.5 GHz; test-data/materials), which lose more at 5 and 6 GHz as measured walls do.
 */
export const STOCK_MATERIALS: readonly StockMaterial[] = [
  { key: 'DryWall', name: 'Wall, Dry', color: '#9aa5b1', thicknessM: 0.1, dbPerM: flat(30), source: 'ekahau-default', kind: 'wall' },
  { key: 'BrickWall', name: 'Wall, Brick', color: '#8d4b2d', thicknessM: 0.3, dbPerM: flat(33.33), source: 'ekahau-default', kind: 'wall' },
  { key: 'Concrete', name: 'Wall, Concrete', color: '#5d5d5d', thicknessM: 0.5, dbPerM: flat(24), source: 'ekahau-default', kind: 'wall' },
  {
    key: 'CinderBlockWall',
    name: 'Wall, Cinder Block',
    color: '#7b7b6f',
    thicknessM: 0.25,
    dbPerM: flat(20),
    source: 'ekahau-default',
    kind: 'wall',
  },
  {
    key: 'ElevatorShaft',
    name: 'Elevator Shaft',
    color: '#2d2d2d',
    thicknessM: 0.2,
    dbPerM: flat(150),
    source: 'ekahau-default',
    kind: 'wall',
  },
  { key: 'Cubicle', name: 'Cubicle', color: '#c9b458', thicknessM: 0.1, dbPerM: flat(10), source: 'ekahau-default', kind: 'wall' },
  { key: 'Marble', name: 'Marble', color: '#d8d2c4', thicknessM: 0.05, dbPerM: flat(120), source: 'ekahau-default', kind: 'wall' },
  {
    key: 'Window',
    name: 'Window, Interior',
    color: '#4fa3d1',
    thicknessM: 0.005,
    dbPerM: flat(200),
    source: 'ekahau-default',
    kind: 'window',
  },
  { key: 'ThinDoor', name: 'Door, Thin', color: '#b08968', thicknessM: 0.08, dbPerM: flat(25), source: 'ekahau-default', kind: 'door' },
  {
    key: 'InteriorOfficeDoor',
    name: 'Door, Interior Office',
    color: '#a47148',
    thicknessM: 0.04,
    dbPerM: flat(100),
    source: 'ekahau-default',
    kind: 'door',
  },
  {
    key: 'HollowWoodDoor',
    name: 'Door, Hollow Wood',
    color: '#c08552',
    thicknessM: 0.04,
    dbPerM: flat(100),
    source: 'ekahau-default',
    kind: 'door',
  },
  {
    key: 'SolidWoodDoor',
    name: 'Door, Solid Wood',
    color: '#7f5539',
    thicknessM: 0.04,
    dbPerM: flat(150),
    source: 'ekahau-default',
    kind: 'door',
  },
  {
    key: 'SteelRollupDoor',
    name: 'Door, Steel Rollup',
    color: '#6c757d',
    thicknessM: 0.038,
    dbPerM: flat(289.47),
    source: 'ekahau-default',
    kind: 'door',
  },
  {
    key: 'SteelFire/ExitDoor',
    name: 'Door, Steel Fire/Exit',
    color: '#495057',
    thicknessM: 0.04,
    dbPerM: flat(325),
    source: 'ekahau-default',
    kind: 'door',
  },
  // ITU-R P.2040 slabs: total loss 8.1 / 14.0 / 15.7 dB over 100 mm of concrete, 3.2 / 3.6 / 4.1 dB over 100 mm of brick.
  {
    key: 'ItuConcrete100',
    name: 'Concrete 100 mm (ITU-R P.2040)',
    color: '#4a4e69',
    thicknessM: 0.1,
    dbPerM: { '2.4': 80.7, '5': 140.3, '6': 156.7 },
    source: 'itu-r-p2040',
    kind: 'wall',
  },
  {
    key: 'ItuConcrete200',
    name: 'Concrete 200 mm (ITU-R P.2040)',
    color: '#22223b',
    thicknessM: 0.2,
    dbPerM: { '2.4': 73.75, '5': 132.4, '6': 149.85 },
    source: 'itu-r-p2040',
    kind: 'wall',
  },
  {
    key: 'ItuBrick100',
    name: 'Brick 100 mm (ITU-R P.2040)',
    color: '#9a031e',
    thicknessM: 0.1,
    dbPerM: { '2.4': 32, '5': 36.3, '6': 40.9 },
    source: 'itu-r-p2040',
    kind: 'wall',
  },
];
