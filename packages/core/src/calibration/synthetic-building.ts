// A synthetic surveyed floor with known wall losses, for the calibration's tests and bench: the readings come from
// the reference prediction engine (an independent implementation) plus seeded Gaussian noise.
import { pointM } from '../geometry/points.ts';
import { sameOnAllBands } from '../model/bands.ts';
import { channelCentreMhz } from '../model/channels.ts';
import type { FloorModel, WallSegmentM } from '../model/floor-model.ts';
import { createGrid, type GridSpec } from '../model/grid.ts';
import type { RadioModel } from '../model/radio-model.ts';
import { computeFieldReference } from '../propagation/field-kernel-reference.ts';
import { seededRandom } from '../testing/fixtures.ts';
import { dbm, metres, mhz } from '../units/units.ts';
import type { CalibrationSample } from './calibration-paths.ts';

/** Wall types of the synthetic floor: loss of one wall at its thickness, the truth and the plan's stock guess (dB). */
export const SYNTHETIC_WALL_TYPES = [
  { key: 'drywall', thicknessM: 0.1, trueLossDb: 5, stockLossDb: 3 },
  { key: 'brick', thicknessM: 0.15, trueLossDb: 12, stockLossDb: 10 },
  { key: 'concrete', thicknessM: 0.2, trueLossDb: 18, stockLossDb: 12 },
  { key: 'glass', thicknessM: 0.01, trueLossDb: 2, stockLossDb: 3 },
] as const;

export interface SyntheticSurvey {
  readonly trueFloor: FloorModel;
  readonly stockFloor: FloorModel;
  readonly radios: readonly RadioModel[];
  readonly samples: readonly CalibrationSample[];
  readonly trueExponent: number;
  readonly trueTxOffsetDb: ReadonlyMap<string, number>;
}

const WIDTH = 40,
  HEIGHT = 24,
  CELL = 0.5,
  RECEIVER_HEIGHT = 1;

/** 40 × 24 m, four wall types, six 5 GHz APs, walks every 6 m in both directions cut into 8 m segments. */
export function buildSyntheticSurvey(options: { noiseSdDb: number; seed: number; trueExponent?: number }): SyntheticSurvey {
  const trueExponent = options.trueExponent ?? 3;
  const layout: [string, number, number, number, number][] = [
    ['drywall', 8, 0, 8, HEIGHT],
    ['drywall', 24, 0, 24, HEIGHT],
    ['brick', 16, 0, 16, HEIGHT],
    ['glass', 32, 0, 32, HEIGHT],
    ['concrete', 0, 12, WIDTH, 12],
    ['drywall', 0, 6, 16, 6],
    ['brick', 24, 18, WIDTH, 18],
  ];
  const walls = (truth: boolean): WallSegmentM[] =>
    layout.map(([key, ax, ay, bx, by]) => {
      const type = SYNTHETIC_WALL_TYPES.find((candidate) => candidate.key === key)!;
      const loss = truth ? type.trueLossDb : type.stockLossDb;
      return {
        a: pointM(ax, ay),
        b: pointM(bx, by),
        thicknessM: metres(type.thicknessM),
        attenuationDbPerM: sameOnAllBands(loss / type.thicknessM),
        typeKey: key,
      };
    });
  const trueFloor: FloorModel = { id: 'synthetic', walls: walls(true) };
  const stockFloor: FloorModel = { id: 'synthetic', walls: walls(false) };
  const offsets = [0, 2, -3, 1, -1, 3];
  const radios: RadioModel[] = [
    [4, 3],
    [20, 9],
    [36, 4],
    [4, 20],
    [20, 15],
    [36, 21],
  ].map(([x, y], i) => ({
    id: `radio-${i + 1}`,
    apId: `ap-${i + 1}`,
    position: pointM(x!, y!),
    heightM: metres(3),
    band: '5',
    channel: 36,
    centreMhz: mhz(channelCentreMhz('5', 36)),
    widthMhz: mhz(20),
    txPowerDbm: dbm(17),
    azimuthDeg: 0,
    tiltDeg: 0,
    streams: 2,
    standards: ['AC', 'AX'],
  }));
  const grid = createGrid(WIDTH, HEIGHT, CELL);
  const random = gaussian(options.seed);
  const samples: CalibrationSample[] = [];
  const truth = { trueFloor, trueExponent, trueTxOffsetDb: new Map(radios.map((radio, i) => [radio.id, offsets[i]!])) };
  radios.forEach((radio) => {
    const field = computeSyntheticTruth(truth, radio, grid);
    for (const [col, row, segmentId] of walkCells(grid.cols, grid.rows)) {
      const rssi = field[row * grid.cols + col]! + options.noiseSdDb * random();
      if (rssi < -92) continue;
      samples.push({ radioId: radio.id, x: (col + 0.5) * CELL, y: (row + 0.5) * CELL, rssiDbm: rssi, segmentId });
    }
  });
  return {
    stockFloor,
    radios,
    samples,
    ...truth,
  };
}

/** The noiseless received power (dBm) of one of the synthetic radios on a grid: what the survey samples, before noise. */
export function computeSyntheticTruth(
  survey: Pick<SyntheticSurvey, 'trueFloor' | 'trueExponent' | 'trueTxOffsetDb'>,
  radio: RadioModel,
  grid: GridSpec,
): Float32Array {
  const truthRadio = { ...radio, txPowerDbm: dbm(radio.txPowerDbm + (survey.trueTxOffsetDb.get(radio.id) ?? 0)) };
  return computeFieldReference(survey.trueFloor, survey.trueFloor, truthRadio, grid, {
    receiverHeightM: RECEIVER_HEIGHT,
    pathLoss: { exponent: survey.trueExponent },
    maxObliqueFactor: 2,
    building: [survey.trueFloor],
    signalFloorDbm: -200,
  });
}

/** Cells on the walks (rows every 6 m, columns every 6 m), each walk cut into 8 m segments. */
function* walkCells(cols: number, rows: number): Generator<[number, number, string]> {
  const step = Math.round(6 / CELL),
    segment = Math.round(8 / CELL);
  for (let row = step / 2; row < rows; row += step)
    for (let col = 0; col < cols; col++) yield [col, row, `row-${row}-${Math.floor(col / segment)}`];
  for (let col = step / 2; col < cols; col += step)
    for (let row = 0; row < rows; row++) yield [col, row, `col-${col}-${Math.floor(row / segment)}`];
}

/** Standard normal deviates from the tests' seeded Park–Miller generator (Box–Muller). */
function gaussian(seed: number): () => number {
  const uniform = seededRandom(seed);
  return () => Math.sqrt(-2 * Math.log(uniform())) * Math.cos(2 * Math.PI * uniform());
}
