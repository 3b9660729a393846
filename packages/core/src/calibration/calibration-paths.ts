import { crossingParameter } from '../geometry/segment-intersection.ts';
import type { Band } from '../model/bands.ts';
import type { FloorModel } from '../model/floor-model.ts';
import type { RadioModel } from '../model/radio-model.ts';
import { antennaGainDbi, orientAntenna } from '../propagation/antenna-gain.ts';
import { freeSpaceLossAt1mDb } from '../propagation/free-space-loss.ts';
import { MIN_PATH_DISTANCE_M } from '../propagation/log-distance.ts';
import { DEFAULT_MAX_OBLIQUE_FACTOR, obliqueFactor } from '../propagation/wall-loss.ts';

/** One survey reading of one radio at a known point of the floor (metres, dBm). */
export interface CalibrationSample {
  readonly radioId: string;
  readonly x: number;
  readonly y: number;
  readonly rssiDbm: number;
  /** The stretch of the survey walk the reading belongs to: cross-validation holds out whole segments. */
  readonly segmentId: string;
}

/** A wall type seen on the floor, with its stock attenuation per band (dB/m) and its usual thickness (m). */
export interface CalibrationWallType {
  readonly key: string;
  readonly stockDbPerM: Readonly<Record<Band, number>>;
  readonly typicalThicknessM: number;
}

/**
 * What the fit needs of one reading: the known part of the received power (transmit power + antenna gain −
 * free-space loss at 1 m, dBm), −10·log10(distance), and per wall type the effective thickness crossed
 * (Σ thickness × 1/cos θ, metres), so that RSSI = known + offset − 10·n·log10 d − Σ dB/m × thickness.
 */
export interface CalibrationPath {
  readonly sample: CalibrationSample;
  readonly radioIndex: number;
  readonly band: Band;
  readonly knownDbm: number;
  readonly minusTenLogD: number;
  readonly thicknessByType: Float64Array;
}

/** Wall types of a floor by their `typeKey`, stock values taken as the median over the type's walls. */
export function collectWallTypes(floor: FloorModel): CalibrationWallType[] {
  const byKey = new Map<string, { dbPerM: Record<Band, number[]>; thickness: number[] }>();
  for (const wall of floor.walls) {
    if (wall.typeKey === undefined) continue;
    const entry = byKey.get(wall.typeKey) ?? { dbPerM: { '2.4': [], '5': [], '6': [] }, thickness: [] };
    for (const band of ['2.4', '5', '6'] as const) entry.dbPerM[band].push(wall.attenuationDbPerM[band]);
    entry.thickness.push(wall.thicknessM);
    byKey.set(wall.typeKey, entry);
  }
  return [...byKey.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, entry]) => ({
      key,
      stockDbPerM: { '2.4': median(entry.dbPerM['2.4']), '5': median(entry.dbPerM['5']), '6': median(entry.dbPerM['6']) },
      typicalThicknessM: median(entry.thickness),
    }));
}

/**
 * The path terms of every reading of a radio on the same floor (COST-231 multi-wall geometry with the
 * oblique-incidence factor, as the prediction engine uses). Readings of unknown radios are dropped.
 */
export function traceCalibrationPaths(
  floor: FloorModel,
  radios: readonly RadioModel[],
  samples: readonly CalibrationSample[],
  options: { receiverHeightM: number; maxObliqueFactor?: number },
): { paths: CalibrationPath[]; types: CalibrationWallType[] } {
  const types = collectWallTypes(floor);
  const typeIndex = new Map(types.map((type, i) => [type.key, i]));
  const radioIndex = new Map(radios.map((radio, i) => [radio.id, i]));
  const antennas = radios.map((radio) => orientAntenna(radio.antenna, radio.azimuthDeg, radio.tiltDeg));
  const maxFactor = options.maxObliqueFactor ?? DEFAULT_MAX_OBLIQUE_FACTOR;
  const paths: CalibrationPath[] = [];
  for (const sample of samples) {
    const index = radioIndex.get(sample.radioId);
    if (index === undefined) continue;
    const radio = radios[index]!;
    const rx = sample.x - radio.position.x,
      ry = sample.y - radio.position.y;
    const dz = options.receiverHeightM - radio.heightM;
    const d3 = Math.sqrt(rx * rx + ry * ry + dz * dz);
    const thicknessByType = new Float64Array(types.length);
    for (const wall of floor.walls) {
      const t = wall.typeKey === undefined ? undefined : typeIndex.get(wall.typeKey);
      if (t === undefined) continue;
      const ex = wall.b.x - wall.a.x,
        ey = wall.b.y - wall.a.y;
      const u = crossingParameter(radio.position.x, radio.position.y, rx, ry, wall.a.x, wall.a.y, ex, ey);
      if (u < 0) continue;
      const z = radio.heightM + dz * u;
      if (z < (wall.bottomM ?? 0) || z > (wall.topM ?? Infinity)) continue;
      const len = Math.hypot(ex, ey);
      const cos = Math.abs(rx * (-ey / len) + ry * (ex / len)) / d3;
      thicknessByType[t] = thicknessByType[t]! + wall.thicknessM * obliqueFactor(cos, maxFactor);
    }
    paths.push({
      sample,
      radioIndex: index,
      band: radio.band,
      knownDbm: radio.txPowerDbm + antennaGainDbi(antennas[index]!, rx, ry, dz) - freeSpaceLossAt1mDb(radio.centreMhz),
      minusTenLogD: -10 * Math.log10(Math.max(d3, MIN_PATH_DISTANCE_M)),
      thicknessByType,
    });
  }
  return { paths, types };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
