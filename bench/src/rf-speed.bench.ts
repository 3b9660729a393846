/**
 * Speed of the RF engine on fixture F1's first floor (the targets' input: 0.25 m cells, one band) and on a
 * larger synthetic F1-like floor (65 APs / 178 radios, ~850 wall segments, ~70 attenuation areas,
 * 100 m × 60 m), fast engine vs the plain reference (every wall tested for every cell and radio) in the same
 * process, plus the measured (survey) heatmap of the whole mall floor.
 * Run: `npm run bench -- rf-speed` (or `npx tsx bench/src/rf-speed.bench.ts --reference-radios=N` to time the
 * reference on N radios and extrapolate). Targets: speed-up ≥ 20×, fast < 1 s, max |Δ| ≤ 0.01 dB, move one AP
 * < 50 ms, mall < 2 s.
 */
import { pathToFileURL } from 'node:url';
import {
  accessPointKeyOfBssid,
  bandOfFrequency,
  channelCentreMhz,
  channelOfFrequency,
  computeVisualisation,
  computeVisualisations,
  createGrid,
  createVisualisationContext,
  createPredictionCache,
  dbm,
  interpolateSurveyFields,
  metres,
  mhz,
  pointM,
  predictFloorFields,
  predictFloorFieldsReference,
  sameOnAllBands,
  VISUALISATION_TYPES,
  type AntennaPattern,
  type AttenuationAreaM,
  type Band,
  type FloorModel,
  type GridSpec,
  type RadioModel,
  type SurveySample,
  type WallSegmentM,
} from '@airscope/core';
import { buildFloorRfModel, listFloorPlanIds } from '@airscope/esx';
import { readEsx } from '@airscope/esx-archive';
import { loadMallObservations } from './rf-accuracy.bench.ts';
import { ESX_FIXTURES } from '@airscope/test-data';

const F1 = ESX_FIXTURES.F1;

/** Park–Miller generator so the synthetic floor is the same on every run. */
function seeded(seed: number): () => number {
  let s = seed;
  return () => (s = (s * 16807) % 2147483647) / 2147483647;
}

const WALL_TYPES = {
  drywall: [0.1, 30],
  brick: [0.3, 33.33],
  concrete: [0.5, 24],
  glass: [0.015, 200],
  door: [0.04, 100],
  elevator: [0.2, 150],
  cubicle: [0.1, 10],
} as const;

function wall(kind: keyof typeof WALL_TYPES, ax: number, ay: number, bx: number, by: number, topM?: number): WallSegmentM {
  const [t, att] = WALL_TYPES[kind];
  return {
    a: pointM(ax, ay),
    b: pointM(bx, by),
    thicknessM: metres(t),
    attenuationDbPerM: sameOnAllBands(att),
    ...(topM ? { topM: metres(topM) } : {}),
  };
}

/** An office floor: perimeter with windows, two corridors with doors, partitioned rooms, cores, cubicle rows and areas. */
export function buildSyntheticFloor(): FloorModel {
  const rnd = seeded(20240611);
  const walls: WallSegmentM[] = [];
  for (let x = 0; x < 100; x += 4) {
    walls.push(wall(x % 8 ? 'glass' : 'brick', x, 0, x + 4, 0), wall(x % 8 ? 'glass' : 'brick', x, 60, x + 4, 60));
  }
  for (let y = 0; y < 60; y += 4) {
    walls.push(wall('brick', 0, y, 0, Math.min(60, y + 4)), wall('brick', 100, y, 100, Math.min(60, y + 4)));
  }
  for (const cy of [18, 21, 39, 42]) {
    for (let x = 0; x < 100; x += 5) {
      walls.push(wall('drywall', x, cy, x + 4, cy), wall('door', x + 4, cy, x + 5, cy));
    }
  }
  for (const [y0, y1] of [
    [0, 18],
    [21, 39],
    [42, 60],
  ] as const) {
    for (let x = 5; x < 100; x += 5) {
      if (x > 40 && x < 60 && y0 === 21) continue;
      const mid = y0 + (y1 - y0) / 2;
      walls.push(wall('drywall', x, y0, x, mid), wall('drywall', x, mid, x, y1));
    }
  }
  for (const [cx, cy] of [
    [20, 28],
    [80, 28],
    [48, 8],
    [48, 50],
  ] as const) {
    walls.push(
      wall('elevator', cx, cy, cx + 4, cy),
      wall('elevator', cx + 4, cy, cx + 4, cy + 4),
      wall('concrete', cx + 4, cy + 4, cx, cy + 4),
      wall('concrete', cx, cy + 4, cx, cy),
    );
  }
  while (walls.length < 850) {
    const x = 41 + rnd() * 17,
      y = 22 + rnd() * 16,
      horizontal = rnd() < 0.5;
    walls.push(wall('cubicle', x, y, horizontal ? x + 1.6 : x, horizontal ? y : y + 1.6, 1.4));
  }
  const areas: AttenuationAreaM[] = [];
  for (let i = 0; i < 70; i++) {
    const x = rnd() * 92,
      y = rnd() * 54,
      w = 2 + rnd() * 6,
      h = 2 + rnd() * 5;
    const kind = i % 3;
    areas.push({
      polygon: [pointM(x, y), pointM(x + w, y), pointM(x + w, y + h), pointM(x, y + h)],
      attenuationDbPerM: sameOnAllBands([3, 1.1, 17][kind]!),
      ...(kind === 0 ? { topM: metres(1.5) } : {}),
    });
  }
  return { id: 'synthetic', walls, attenuationAreas: areas };
}

const OMNI: AntennaPattern = {
  azimuthGainsDbi: [3],
  elevationGainsDbi: Array.from({ length: 72 }, (_, i) => 3 - 12 * Math.abs(Math.sin((i * 5 * Math.PI) / 180)) ** 3),
};
const PATCH: AntennaPattern = {
  azimuthGainsDbi: Array.from({ length: 72 }, (_, i) => 8 - (25 * (1 - Math.cos((i * 5 * Math.PI) / 180))) / 2),
  elevationGainsDbi: Array.from({ length: 72 }, (_, i) => 8 - (25 * (1 - Math.cos((i * 5 * Math.PI) / 180))) / 2),
};
const FIVE: readonly [number, number][] = [
  [36, 80],
  [52, 80],
  [100, 80],
  [116, 80],
  [132, 40],
  [149, 80],
  [44, 20],
  [60, 20],
  [108, 20],
  [124, 20],
  [140, 20],
  [157, 20],
  [165, 20],
];

/** 65 APs on a 13 × 5 grid, like F1: every AP has a 2.4 and a 5 GHz radio and 48 add a third (6 GHz here, BLE in F1): 178 radios. */
export function buildSyntheticRadios(): RadioModel[] {
  const radios: RadioModel[] = [];
  const make = (ap: number, slot: number, band: Band, channel: number, width: number, x: number, y: number, patch: boolean): RadioModel => {
    const centre = channelCentreMhz(band, channel) + (width === 20 ? 0 : width / 2 - 10);
    return {
      id: `ap${ap}-r${slot}`,
      apId: `ap${ap}`,
      position: pointM(x, y),
      heightM: metres(patch ? 3 : 2.4),
      band,
      channel,
      centreMhz: mhz(centre),
      widthMhz: mhz(width),
      txPowerDbm: dbm(band === '2.4' ? 11 : 14),
      antenna: patch ? PATCH : OMNI,
      azimuthDeg: patch ? 90 : 0,
      tiltDeg: patch ? -10 : 0,
      mounting: patch ? 'wall' : 'ceiling',
      streams: 2 + (ap % 3),
      standards: ['N', 'AC', 'AX'],
      shortGuardInterval: true,
      isMine: true,
    };
  };
  for (let ap = 0; ap < 65; ap++) {
    const x = 4 + (ap % 13) * 7.6,
      y = 6 + Math.floor(ap / 13) * 12;
    const patch = ap === 5 || ap === 59;
    radios.push(make(ap, 0, '2.4', [1, 6, 11][ap % 3]!, 20, x, y, patch));
    const [ch, w] = FIVE[ap % FIVE.length]!;
    radios.push(make(ap, 1, '5', ch, w, x, y, patch));
    if (ap < 48) radios.push(make(ap, 2, '6', 1 + 16 * (ap % 14), 80, x, y, patch));
  }
  return radios;
}

/** ns per iteration of a fixed floating-point loop: a yardstick to compare this machine with others. */
function calibrateNsPerIteration(): number {
  const a = new Float64Array(1 << 16).map((_, i) => i + 1);
  const loop = (): number => {
    let s = 0;
    for (let r = 0; r < 200; r++) for (let i = 0; i < a.length; i++) s += Math.sqrt(a[i]!) / (a[(i * 7) & 0xffff]! + r);
    return s;
  };
  loop();
  const t = performance.now();
  loop();
  return ((performance.now() - t) * 1e6) / (200 * a.length);
}

/** Best wall-clock time of a few runs after a warm-up, with the CPU time of that run (the machine may be shared). */
function bestOf<T>(runs: number, fn: () => T): { ms: number; cpuMs: number; value: T } {
  let best = { ms: Infinity, cpuMs: Infinity, value: fn() };
  for (let i = 0; i < runs; i++) {
    const c = process.cpuUsage(),
      t = performance.now();
    const value = fn();
    const ms = performance.now() - t;
    if (ms < best.ms) best = { ms, cpuMs: process.cpuUsage(c).user / 1000, value };
  }
  return best;
}

export interface SpeedFigures {
  readonly fastMs: number;
  readonly fastCpuMs: number;
  readonly fastFieldsMs: number;
  readonly perCellFieldsMs: number;
  readonly referenceMs: number;
  readonly referenceCpuMs: number;
  readonly speedUp: number;
  readonly maxDiffDb: number;
  readonly moveFieldsMs: number;
  readonly moveFieldsCpuMs: number;
  readonly moveWithSignalMs: number;
  readonly moveWithSignalCpuMs: number;
  readonly moveWithAllMs: number;
  readonly moveWithAllCpuMs: number;
  readonly moveWithAllIncrementalMs: number;
  readonly moveWithAllIncrementalCpuMs: number;
  readonly moveMismatchedCells: number;
  readonly mallMs: Readonly<Record<string, number>>;
  readonly nsPerIteration: number;
}

/** One floor's figures: fast vs reference for all visualisations of one band, and moving one AP. */
interface FloorCase {
  readonly label: string;
  readonly floor: FloorModel;
  readonly radios: RadioModel[];
  readonly grid: GridSpec;
}

function timeFloor(c: FloorCase, options: { referenceRadios?: number }): Omit<SpeedFigures, 'mallMs' | 'nsPerIteration'> {
  const { floor, radios, grid } = c;
  console.log(
    `${c.label}: ${radios.length} radios on 5 GHz, ${floor.walls.length} wall segments, ${floor.attenuationAreas?.length ?? 0} attenuation areas, ${grid.cols}×${grid.rows} cells of ${grid.cellSizeM} m`,
  );
  const visualise = (fields: ReadonlyMap<string, Float32Array>): unknown =>
    computeVisualisations(VISUALISATION_TYPES, { grid, radios, fields, band: '5' });
  const fast = bestOf(3, () => {
    const t = performance.now();
    const f = predictFloorFields(floor, radios, grid, { cache: createPredictionCache() });
    const fieldsMs = performance.now() - t;
    visualise(f.fields);
    return { fields: f.fields, fieldsMs };
  });
  // The previous engine (cells searched one by one through angular bins), same process, same input.
  const perCell = bestOf(2, () => predictFloorFields(floor, radios, grid, { perCellKernel: true }));
  const subset = radios.slice(0, Math.min(radios.length, options.referenceRadios ?? radios.length));
  const t0 = performance.now(),
    c0 = process.cpuUsage();
  const reference = predictFloorFieldsReference(floor, subset, grid);
  const refFieldsMs = performance.now() - t0,
    refFieldsCpuMs = process.cpuUsage(c0).user / 1000;
  const t1 = performance.now(),
    c1 = process.cpuUsage();
  visualise(fast.value.fields);
  const visMs = performance.now() - t1,
    visCpuMs = process.cpuUsage(c1).user / 1000;
  const referenceMs = (refFieldsMs * radios.length) / subset.length + visMs;
  const referenceCpuMs = (refFieldsCpuMs * radios.length) / subset.length + visCpuMs;
  let maxDiffDb = 0;
  for (const [id, ref] of reference.fields) {
    const f = fast.value.fields.get(id)!;
    for (let i = 0; i < f.length; i++) maxDiffDb = Math.max(maxDiffDb, Math.abs(f[i]! - ref[i]!));
  }
  const move = timeMoveOneAp(floor, radios, grid);
  const figures = {
    fastMs: fast.ms,
    fastCpuMs: fast.cpuMs,
    fastFieldsMs: fast.value.fieldsMs,
    perCellFieldsMs: perCell.ms,
    referenceMs,
    referenceCpuMs,
    speedUp: referenceMs / fast.ms,
    maxDiffDb,
    ...move,
  };
  const extrapolated = subset.length < radios.length ? ` (reference timed on ${subset.length} radios, extrapolated)` : '';
  console.log(
    `  all ${VISUALISATION_TYPES.length} visualisations, 5 GHz: fast ${fast.ms.toFixed(0)} ms wall / ${fast.cpuMs.toFixed(0)} ms CPU (fields ${fast.value.fieldsMs.toFixed(0)} ms) | reference ${(referenceMs / 1000).toFixed(1)} s wall / ${(referenceCpuMs / 1000).toFixed(1)} s CPU${extrapolated} | speed-up ${figures.speedUp.toFixed(1)}× wall, ${(referenceCpuMs / fast.cpuMs).toFixed(1)}× CPU (target ≥ 20×, fast < 1000 ms)`,
  );
  console.log(
    `  fields only: edge-shadow kernel ${fast.value.fieldsMs.toFixed(0)} ms wall | per-cell angular-bin kernel (previous engine) ${perCell.ms.toFixed(0)} ms wall / ${perCell.cpuMs.toFixed(0)} ms CPU`,
  );
  console.log(`  largest |fast − reference| over ${reference.fields.size} radio fields: ${maxDiffDb.toFixed(5)} dB (target ≤ 0.01)`);
  console.log(
    `  move one AP: fields ${move.moveFieldsMs.toFixed(1)} ms wall / ${move.moveFieldsCpuMs.toFixed(1)} ms CPU | + signal heatmap ${move.moveWithSignalMs.toFixed(1)} ms wall / ${move.moveWithSignalCpuMs.toFixed(1)} ms CPU | + all visualisations from scratch ${move.moveWithAllMs.toFixed(1)} ms wall / ${move.moveWithAllCpuMs.toFixed(1)} ms CPU`,
  );
  console.log(
    `  move one AP, fields + all visualisations updated from the previous frame: ${move.moveWithAllIncrementalMs.toFixed(1)} ms wall / ${move.moveWithAllIncrementalCpuMs.toFixed(1)} ms CPU (target < 50 ms) | from scratch in the same run ${move.moveWithAllMs.toFixed(1)} ms wall | cells differing from scratch: ${move.moveMismatchedCells}`,
  );
  return figures;
}

/** Fixture F1's first floor (the Done-when input), 0.25 m cells, its 5 GHz radios. */
async function loadF1Case(): Promise<FloorCase> {
  const project = await readEsx(F1);
  const model = buildFloorRfModel(project, listFloorPlanIds(project)[0]!);
  return {
    label: 'Fixture F1, first floor',
    floor: model.floor,
    radios: model.radios.filter((r) => r.band === '5'),
    grid: createGrid(model.widthM, model.heightM, 0.25),
  };
}

/**
 * Times fixture F1 (the targets' input) and a larger synthetic F1-like floor (more radios on 5 GHz,
 * 100 × 60 m), then the mall's measured heatmap. Returns the F1 figures.
 */
export async function runRfSpeedBench(options: { referenceRadios?: number } = {}): Promise<SpeedFigures> {
  const nsPerIteration = calibrateNsPerIteration();
  console.log(`RF speed (machine yardstick ${nsPerIteration.toFixed(1)} ns/iteration)`);
  const f1 = timeFloor(await loadF1Case(), options);
  const synthetic = buildSyntheticRadios().filter((r) => r.band === '5');
  timeFloor(
    { label: 'Synthetic F1-like floor, 100 × 60 m', floor: buildSyntheticFloor(), radios: synthetic, grid: createGrid(100, 60, 0.25) },
    options,
  );
  const mallMs = timeMallMeasuredHeatmap();
  for (const [k, v] of Object.entries(mallMs))
    console.log(`  measured heatmap, whole mall floor, ${k}: ${v.toFixed(0)} ms wall (target < 2000 ms)`);
  return { ...f1, mallMs, nsPerIteration };
}

function timeMoveOneAp(
  floor: FloorModel,
  radios: RadioModel[],
  grid: GridSpec,
): {
  moveFieldsMs: number;
  moveFieldsCpuMs: number;
  moveWithSignalMs: number;
  moveWithSignalCpuMs: number;
  moveWithAllMs: number;
  moveWithAllCpuMs: number;
  moveWithAllIncrementalMs: number;
  moveWithAllIncrementalCpuMs: number;
  moveMismatchedCells: number;
} {
  const cache = createPredictionCache();
  let current = radios;
  const first = predictFloorFields(floor, current, grid, { cache });
  // The live view's way: each frame's visualisations updated from the previous frame's (decision 0029).
  let context = createVisualisationContext({ grid, radios: current, fields: first.fields, band: '5' });
  computeVisualisations(VISUALISATION_TYPES, { grid, radios: current, fields: first.fields, band: '5' }, context);
  const incrementalMs: number[] = [],
    incrementalCpuMs: number[] = [];
  let mismatched = 0;
  const fieldsMs: number[] = [],
    fieldsCpuMs: number[] = [],
    signalMs: number[] = [],
    allMs: number[] = [],
    signalCpuMs: number[] = [],
    allCpuMs: number[] = [];
  const apIds = [...new Set(radios.map((r) => r.apId))];
  for (let k = 0; k < 7; k++) {
    const apId = apIds[(k * 11) % apIds.length]!;
    current = current.map((r) => (r.apId === apId ? { ...r, position: pointM(r.position.x + 1.5, r.position.y + 0.5) } : r));
    const t0 = performance.now(),
      c0 = process.cpuUsage();
    const { fields } = predictFloorFields(floor, current, grid, { cache });
    const t1 = performance.now(),
      fieldsCpu = process.cpuUsage(c0).user / 1000;
    fieldsCpuMs.push(fieldsCpu);
    computeVisualisation('sig-strength', { grid, radios: current, fields, band: '5' });
    const t2 = performance.now(),
      signalCpu = process.cpuUsage(c0).user / 1000;
    const fresh = computeVisualisations(VISUALISATION_TYPES, { grid, radios: current, fields, band: '5' });
    const t3 = performance.now(),
      allCpu = process.cpuUsage(c0).user / 1000;
    const c4 = process.cpuUsage();
    const input = { grid, radios: current, fields, band: '5' } as const;
    context = createVisualisationContext(input, context);
    const updated = computeVisualisations(VISUALISATION_TYPES, input, context);
    const t5 = performance.now();
    incrementalMs.push(t1 - t0 + t5 - t3);
    incrementalCpuMs.push(fieldsCpu + process.cpuUsage(c4).user / 1000);
    for (const [type, result] of fresh) mismatched += countDifferentCells(result.values, updated.get(type)!.values);
    fieldsMs.push(t1 - t0);
    signalMs.push(t2 - t0);
    allMs.push(t1 - t0 + t3 - t2);
    signalCpuMs.push(signalCpu);
    allCpuMs.push(fieldsCpu + allCpu - signalCpu);
  }
  const med = (v: number[]): number => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)]!;
  return {
    moveFieldsMs: med(fieldsMs),
    moveFieldsCpuMs: med(fieldsCpuMs),
    moveWithSignalMs: med(signalMs),
    moveWithSignalCpuMs: med(signalCpuMs),
    moveWithAllMs: med(allMs),
    moveWithAllCpuMs: med(allCpuMs),
    moveWithAllIncrementalMs: med(incrementalMs),
    moveWithAllIncrementalCpuMs: med(incrementalCpuMs),
    moveMismatchedCells: mismatched,
  };
}

/** Cells whose values differ bit for bit between two rasters. */
function countDifferentCells(a: Float32Array, b: Float32Array): number {
  const x = new Uint32Array(a.buffer, a.byteOffset, a.length),
    y = new Uint32Array(b.buffer, b.byteOffset, b.length);
  return x.reduce((differ, bits, i) => (bits === y[i] ? differ : differ + 1), 0);
}

/** Measured heatmap of every radio heard on the mall floor (236.7 × 219.7 m), BSSIDs grouped into radios. */
function timeMallMeasuredHeatmap(): Record<string, number> {
  const obs = loadMallObservations();
  const radios = new Map<string, RadioModel>();
  const samples: SurveySample[] = [];
  for (const o of obs) {
    const band = bandOfFrequency(o.freqMhz);
    if (!band) continue;
    const id = `${accessPointKeyOfBssid(o.bssid)}@${band}`;
    if (!radios.has(id)) {
      radios.set(id, {
        id,
        apId: accessPointKeyOfBssid(o.bssid),
        position: pointM(0, 0),
        heightM: metres(2.4),
        band,
        channel: channelOfFrequency(band, o.freqMhz),
        centreMhz: mhz(o.freqMhz),
        widthMhz: mhz(20),
        txPowerDbm: dbm(0),
        azimuthDeg: 0,
        tiltDeg: 0,
        streams: 2,
        standards: ['N', 'AC'],
        isMeasured: true,
      });
    }
    samples.push({ position: pointM(o.x, o.y), radioId: id, rssiDbm: dbm(o.rssi) });
  }
  const out: Record<string, number> = {};
  for (const cell of [1, 0.5]) {
    const grid = createGrid(236.712, 219.747, cell);
    const t0 = performance.now(),
      c0 = process.cpuUsage();
    const fields = interpolateSurveyFields(samples, grid);
    const t1 = performance.now(),
      fieldsCpu = process.cpuUsage(c0).user / 1000;
    computeVisualisations(VISUALISATION_TYPES, { grid, radios: [...radios.values()], fields, band: 'any' });
    const t2 = performance.now(),
      allCpu = process.cpuUsage(c0).user / 1000;
    out[
      `${radios.size} radios from ${obs.length} observations, ${cell} m cells (${grid.cols}×${grid.rows}), fields (CPU ${fieldsCpu.toFixed(0)} ms)`
    ] = t1 - t0;
    out[`  ${cell} m cells, fields + all ${VISUALISATION_TYPES.length} visualisations for band any (CPU ${allCpu.toFixed(0)} ms)`] =
      t2 - t0;
  }
  return out;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const limit = process.argv.find((a) => a.startsWith('--reference-radios='));
  await runRfSpeedBench(limit ? { referenceRadios: Number(limit.split('=')[1]) } : {});
}
