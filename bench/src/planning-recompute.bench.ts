/**
 * Live planning on a big building: a synthetic 5-floor office (200 APs with a 2.4 and a 5 GHz radio each,
 * 5,000 wall segments, concrete slabs), every floor predicted from every radio of the building (radios on
 * other floors through the slabs), as the live view does. Prints the time to recompute all floors with the
 * prediction cache after one AP moves and after one wall type changes, beside a from-scratch recompute of the
 * same building in the same run. Run: `npx tsx bench/src/planning-recompute.bench.ts [--cell=0.5]`.
 */
import {
  channelCentreMhz,
  computeVisualisation,
  createGrid,
  createPredictionCache,
  dbm,
  metres,
  mhz,
  pointM,
  predictFloorFields,
  sameOnAllBands,
  type FloorModel,
  type GridSpec,
  type PredictionCache,
  type RadioModel,
  type WallSegmentM,
} from '@airscope/core';
import { seededRandom } from '../../packages/core/src/testing/fixtures.ts';

const FLOORS = 5,
  APS = 200,
  WALLS = 5000,
  WIDTH_M = 100,
  DEPTH_M = 60,
  STOREY_M = 3.5;
const cellArg = process.argv.find((a) => a.startsWith('--cell='));
const CELL_M = cellArg ? Number(cellArg.slice(7)) : 0.5;

type WallType = { readonly name: string; readonly thicknessM: number; readonly dbPerM: number; readonly topM?: number };
const TYPES: readonly WallType[] = [
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
function buildFloors(dbPerM: readonly number[]): FloorModel[] {
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

function buildRadios(): RadioModel[] {
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

/** Every floor's fields plus its 5 GHz signal heatmap; returns wall ms and how many radio fields were computed. */
function recomputeBuilding(
  floors: readonly FloorModel[],
  radios: readonly RadioModel[],
  grid: GridSpec,
  cache: PredictionCache | undefined,
) {
  const t0 = performance.now();
  let recomputed = 0;
  for (const floor of floors) {
    const prediction = predictFloorFields(floor, radios, grid, { building: floors, ...(cache ? { cache } : {}) });
    recomputed += prediction.recomputedRadioIds.length;
    computeVisualisation('sig-strength', { grid, radios, fields: prediction.fields, band: '5' });
  }
  return { ms: performance.now() - t0, recomputed };
}

const grid = createGrid(WIDTH_M, DEPTH_M, CELL_M);
const baseLoss = TYPES.map((t) => t.dbPerM);
const floors = buildFloors(baseLoss);
const radios = buildRadios();
console.log(
  `Planning recompute: ${FLOORS} floors, ${APS} APs / ${radios.length} radios, ${floors.reduce((n, f) => n + f.walls.length, 0)} wall segments, ${grid.cols}×${grid.rows} cells of ${CELL_M} m per floor, every floor hears every radio`,
);

const scratch = recomputeBuilding(floors, radios, grid, undefined);
console.log(`  from scratch (no cache): ${scratch.ms.toFixed(0)} ms, ${scratch.recomputed} radio fields`);

const cache = createPredictionCache();
const warm = recomputeBuilding(floors, radios, grid, cache);
console.log(`  first pass filling the cache: ${warm.ms.toFixed(0)} ms, ${warm.recomputed} radio fields`);

const moved = radios.map((r) => (r.apId === 'ap57' ? { ...r, position: pointM(r.position.x + 2, r.position.y + 1) } : r));
const move = recomputeBuilding(floors, moved, grid, cache);
console.log(
  `  one AP moved: ${move.ms.toFixed(0)} ms, ${move.recomputed} radio fields recomputed (${(scratch.ms / move.ms).toFixed(1)}× faster than from scratch)`,
);

const coarseGrid = createGrid(WIDTH_M, DEPTH_M, 1);
const coarseCache = createPredictionCache();
recomputeBuilding(floors, radios, coarseGrid, coarseCache);
const coarseMove = recomputeBuilding(
  floors,
  radios.map((r) => (r.apId === 'ap58' ? { ...r, position: pointM(r.position.x - 2, r.position.y) } : r)),
  coarseGrid,
  coarseCache,
);
console.log(`  one AP moved, coarse 1 m pass (what a drag frame costs): ${coarseMove.ms.toFixed(0)} ms for all ${FLOORS} floors`);

const changedLoss = baseLoss.map((v, i) => (TYPES[i]!.name === 'cubicle' ? 14 : v));
const wallChange = recomputeBuilding(buildFloors(changedLoss), moved, grid, cache);
console.log(
  `  one wall type changed (cubicle 10 → 14 dB/m on every floor): ${wallChange.ms.toFixed(0)} ms, ${wallChange.recomputed} radio fields recomputed (${(scratch.ms / wallChange.ms).toFixed(2)}× from scratch)`,
);
