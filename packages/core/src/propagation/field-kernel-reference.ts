import { isPointInPolygon } from '../geometry/polygon.ts';
import { crossingParameter } from '../geometry/segment-intersection.ts';
import type { FloorModel } from '../model/floor-model.ts';
import type { GridSpec } from '../model/grid.ts';
import type { RadioModel } from '../model/radio-model.ts';
import { antennaGainDbi, orientAntenna } from './antenna-gain.ts';
import { freeSpaceLossAt1mDb } from './free-space-loss.ts';
import { MIN_PATH_DISTANCE_M, type PathLossModel } from './log-distance.ts';
import { wallCrossingLossDb } from './wall-loss.ts';

/** Settings of the reference engine, identical in meaning to the fast engine's. */
export interface ReferenceSettings {
  readonly receiverHeightM: number;
  readonly pathLoss: PathLossModel;
  readonly maxObliqueFactor: number;
  readonly building: readonly FloorModel[];
  readonly signalFloorDbm: number;
}

/**
 * Deliberately plain prediction of one radio (dBm per cell): every wall, area edge and slab is tested
 * for every cell with no index, and area path lengths come from sorted crossings walked from the
 * radio's containment — an independent method to check the fast engine against.
 */
export function computeFieldReference(
  receiver: FloorModel,
  source: FloorModel,
  radio: RadioModel,
  grid: GridSpec,
  settings: ReferenceSettings,
): Float32Array {
  const out = new Float32Array(grid.cols * grid.rows);
  const sx = radio.position.x,
    sy = radio.position.y;
  const sz = (source.elevationM ?? 0) + radio.heightM;
  const dz = (receiver.elevationM ?? 0) + settings.receiverHeightM - sz;
  const antenna = orientAntenna(radio.antenna, radio.azimuthDeg, radio.tiltDeg);
  const l0 = settings.pathLoss.lossAt1mDb ?? freeSpaceLossAt1mDb(radio.centreMhz);
  const floors = source === receiver ? [receiver] : [receiver, source];
  for (let row = 0; row < grid.rows; row++) {
    for (let col = 0; col < grid.cols; col++) {
      const rx = grid.originX + (col + 0.5) * grid.cellSizeM - sx;
      const ry = grid.originY + (row + 0.5) * grid.cellSizeM - sy;
      const d3 = Math.sqrt(rx * rx + ry * ry + dz * dz);
      let loss = l0 + 10 * settings.pathLoss.exponent * Math.log10(Math.max(d3, MIN_PATH_DISTANCE_M));
      for (const floor of floors) loss += wallsLossDb(floor, radio, sx, sy, sz, rx, ry, dz, d3, settings.maxObliqueFactor);
      loss += areasLossDb(receiver, radio, sx, sy, sz, rx, ry, dz, d3);
      loss += slabsLossDb(settings.building, radio, sx, sy, sz, rx, ry, dz, d3, settings.maxObliqueFactor);
      out[row * grid.cols + col] = Math.max(settings.signalFloorDbm, radio.txPowerDbm + antennaGainDbi(antenna, rx, ry, dz) - loss);
    }
  }
  return out;
}

function wallsLossDb(
  floor: FloorModel,
  radio: RadioModel,
  sx: number,
  sy: number,
  sz: number,
  rx: number,
  ry: number,
  dz: number,
  d3: number,
  maxF: number,
): number {
  let loss = 0;
  const elevation = floor.elevationM ?? 0;
  for (const w of floor.walls) {
    const ex = w.b.x - w.a.x,
      ey = w.b.y - w.a.y;
    const t = crossingParameter(sx, sy, rx, ry, w.a.x, w.a.y, ex, ey);
    if (t < 0) continue;
    const z = sz + dz * t;
    if (z < elevation + (w.bottomM ?? 0) || z > elevation + (w.topM ?? Infinity)) continue;
    const len = Math.hypot(ex, ey);
    const cos = Math.abs(rx * (-ey / len) + ry * (ex / len)) / d3;
    loss += wallCrossingLossDb(w.attenuationDbPerM[radio.band], w.thicknessM, cos, maxF);
  }
  return loss;
}

function areasLossDb(
  floor: FloorModel,
  radio: RadioModel,
  sx: number,
  sy: number,
  sz: number,
  rx: number,
  ry: number,
  dz: number,
  d3: number,
): number {
  let loss = 0;
  const elevation = floor.elevationM ?? 0;
  for (const area of floor.attenuationAreas ?? []) {
    const att = area.attenuationDbPerM[radio.band];
    if (att <= 0 || area.polygon.length < 3) continue;
    const ts: number[] = [];
    const p = area.polygon;
    for (let i = 0; i < p.length; i++) {
      const a = p[i]!,
        b = p[(i + 1) % p.length]!;
      const t = crossingParameter(sx, sy, rx, ry, a.x, a.y, b.x - a.x, b.y - a.y);
      if (t >= 0) ts.push(t);
    }
    ts.sort((x, y) => x - y);
    const zLow = elevation + (area.bottomM ?? 0),
      zHigh = elevation + (area.topM ?? Infinity);
    let inside = isPointInPolygon(sx, sy, p);
    let from = 0;
    let insideT = 0;
    for (const t of [...ts, 1]) {
      if (inside) insideT += overlapWithHeights(from, t, sz, dz, zLow, zHigh);
      inside = !inside;
      from = t;
    }
    loss += att * insideT * d3;
  }
  return loss;
}

/** Length (in path parameter t) of [t0, t1] where the path height sz + dz·t lies in [zLow, zHigh]. */
function overlapWithHeights(t0: number, t1: number, sz: number, dz: number, zLow: number, zHigh: number): number {
  let lo = 0,
    hi = 1;
  if (dz === 0) {
    if (sz < zLow || sz > zHigh) return 0;
  } else {
    const a = (zLow - sz) / dz,
      b = (zHigh - sz) / dz;
    lo = Math.max(0, Math.min(a, b));
    hi = Math.min(1, Math.max(a, b));
  }
  return Math.max(0, Math.min(t1, hi) - Math.max(t0, lo));
}

function slabsLossDb(
  building: readonly FloorModel[],
  radio: RadioModel,
  sx: number,
  sy: number,
  sz: number,
  rx: number,
  ry: number,
  dz: number,
  d3: number,
  maxF: number,
): number {
  let loss = 0;
  for (const f of building) {
    const z = f.elevationM ?? 0;
    if (!f.slab || z <= Math.min(sz, sz + dz) || z >= Math.max(sz, sz + dz)) continue;
    const t = (z - sz) / dz;
    if ((f.slab.holes ?? []).some((h) => isPointInPolygon(sx + t * rx, sy + t * ry, h))) continue;
    loss += wallCrossingLossDb(f.slab.attenuationDbPerM[radio.band], f.slab.thicknessM, Math.abs(dz) / d3, maxF);
  }
  return loss;
}
