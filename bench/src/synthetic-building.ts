/**
 * The synthetic 5-floor office of the planning-recompute bench: 200 APs with a 2.4 and a 5 GHz radio each,
 * 5,000 wall segments of six wall types (perimeter, corridors, rooms, a core, low cubicles), concrete slabs.
 * Shared by the bench and the test that checks incremental edits against a full recompute on it.
 */
import {
  channelCentreMhz,
  dbm,
  metres,
  mhz,
  pointM,
  sameOnAllBands,
  type FloorModel,
  type RadioModel,
  type WallSegmentM,
} from '@airscope/core';
import { seededRandom } from '../../packages/core/src/testing/fixtures.ts';

export const FLOORS = 5,
  APS = 200,
  WALLS = 5000,
  WIDTH_M = 100,
  DEPTH_M = 60,
  STOREY_M = 3.5;
export type WallType = { readonly name: string; readonly thicknessM: number; readonly dbPerM: number; readonly topM?: number };
export const TYPES: readonly WallType[] = [
  { name: 'drywall', thicknessM: 0.1, dbPerM: 30 },
  { name: 'brick', thicknessM: 0.3, dbPerM: 33.33 },
  { name: 'glass', thicknessM: 0.015, dbPerM: 200 },
  { name: 'door', thicknessM: 0.04, dbPerM: 100 },
  { name: 'concrete', thicknessM: 0.5, dbPerM: 24 },
  { name: 'cubicle', thicknessM: 0.1, dbPerM: 10, topM: 1.4 },
];

/** Wall segments of a floor as (type index, coordinates): perimeter, corridors, rooms, then cubicles up to the count. */
function floorLayout(rnd: () => number, count: number): { type: number; ax: number; ay: number; bx: number; by: number }[] {
  const out: { type: number; ax: number; ay: number; bx: number; by: number }[] = [];
  for (let x = 0; x < WIDTH_M; x += 4)
    out.push({ type: x % 8 ? 2 : 1, ax: x, ay: 0, bx: x + 4, by: 0 }, { type: x % 8 ? 2 : 1, ax: x, ay: DEPTH_M, bx: x + 4, by: DEPTH_M });
  for (let y = 0; y < DEPTH_M; y += 4)
    out.push({ type: 1, ax: 0, ay: y, bx: 0, by: y + 4 }, { type: 1, ax: WIDTH_M, ay: y, bx: WIDTH_M, by: y + 4 });
  for (const cy of [18, 21, 39, 42])
    for (let x = 0; x < WIDTH_M; x += 5)
      out.push({ type: 0, ax: x, ay: cy, bx: x + 4, by: cy }, { type: 3, ax: x + 4, ay: cy, bx: x + 5, by: cy });
  for (const [y0, y1] of [
    [0, 18],
    [21, 39],
    [42, 60],
  ] as const)
    for (let x = 5; x < WIDTH_M; x += 5) out.push({ type: 0, ax: x, ay: y0, bx: x, by: y1 });
  for (const [cx, cy] of [
    [20, 28],
    [80, 28],
  ] as const)
    out.push(
      { type: 4, ax: cx, ay: cy, bx: cx + 4, by: cy },
      { type: 4, ax: cx + 4, ay: cy, bx: cx + 4, by: cy + 4 },
      { type: 4, ax: cx + 4, ay: cy + 4, bx: cx, by: cy + 4 },
      { type: 4, ax: cx, ay: cy + 4, bx: cx, by: cy },
    );
  while (out.length < count) {
    const x = 30 + rnd() * 40,
      y = 22 + rnd() * 16,
      horizontal = rnd() < 0.5;
    out.push({ type: 5, ax: x, ay: y, bx: horizontal ? x + 1.6 : x, by: horizontal ? y : y + 1.6 });
  }
  return out.slice(0, count);
}

const layouts = Array.from({ length: FLOORS }, (_, f) => floorLayout(seededRandom(7000 + f), WALLS / FLOORS));

/** The engine floors for given wall-type losses (dB/m per type). */
export function buildFloors(dbPerM: readonly number[]): FloorModel[] {
  return layouts.map((layout, f) => ({
    id: `floor-${f}`,
    elevationM: metres(f * STOREY_M),
    slab: { thicknessM: metres(0.3), attenuationDbPerM: sameOnAllBands(45) },
    walls: layout.map(({ type, ax, ay, bx, by }): WallSegmentM => {
      const kind = TYPES[type]!;
      return {
        a: pointM(ax, ay),
        b: pointM(bx, by),
        thicknessM: metres(kind.thicknessM),
        attenuationDbPerM: sameOnAllBands(dbPerM[type]!),
        ...(kind.topM ? { topM: metres(kind.topM) } : {}),
      };
    }),
  }));
}

export function buildRadios(): RadioModel[] {
  const radios: RadioModel[] = [];
  const perFloor = APS / FLOORS;
  for (let ap = 0; ap < APS; ap++) {
    const floor = Math.floor(ap / perFloor),
      k = ap % perFloor;
    const x = 6 + (k % 8) * 12.5,
      y = 6 + Math.floor(k / 8) * 12;
    for (const [band, channel] of [
      ['2.4', [1, 6, 11][ap % 3]!],
      ['5', [36, 52, 100, 116, 132, 149][ap % 6]!],
    ] as const) {
      radios.push({
        id: `ap${ap}-${band}`,
        apId: `ap${ap}`,
        floorId: `floor-${floor}`,
        position: pointM(x, y),
        heightM: metres(2.7),
        band,
        channel,
        centreMhz: mhz(channelCentreMhz(band, channel)),
        widthMhz: mhz(20),
        txPowerDbm: dbm(band === '2.4' ? 14 : 17),
        azimuthDeg: 0,
        tiltDeg: 0,
        streams: 2,
        standards: ['AX'],
        isMine: true,
      });
    }
  }
  return radios;
}
