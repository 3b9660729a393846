import { isPointInPolygon } from '../geometry/polygon.ts';
import type { PointM } from '../geometry/points.ts';
import type { FloorModel } from '../model/floor-model.ts';
import type { RadioModel } from '../model/radio-model.ts';
import { orientAntenna, type OrientedAntenna } from './antenna-gain.ts';
import { freeSpaceLossAt1mDb } from './free-space-loss.ts';
import type { PathLossModel } from './log-distance.ts';
import { AREA_EDGE_STRIDE, bandIndex, WALL_STRIDE, type PathWalls, type PreparedFloor } from './prepared-floor.ts';

/** Stride of a path wall: ax, ay, ex, ey, loss dB at normal incidence, nx, ny, tLow, tHigh. */
export const PATH_WALL_STRIDE = 9;
/** Stride of a path area edge: ax, ay, ex, ey, dB/m, tLow, tHigh, area index on the receiver floor. */
export const PATH_AREA_EDGE_STRIDE = 8;

/** A slab crossed between the radio's and the receiver's floor. */
export interface CrossedSlab {
  readonly z: number;
  readonly lossDb: number;
  readonly holes: readonly (readonly PointM[])[];
}

/** Everything about one radio that is constant over the cells of one receiver floor. */
export interface PathContext {
  readonly sx: number;
  readonly sy: number;
  readonly sz: number;
  readonly dz: number;
  readonly txDbm: number;
  readonly lossAt1mDb: number;
  readonly exponent: number;
  readonly antenna: OrientedAntenna;
  /** Walls that can block this radio on this band, with the t range where their heights match. */
  readonly walls: Float64Array;
  readonly wallCount: number;
  readonly areaEdges: Float64Array;
  readonly areaEdgeCount: number;
  /** Per receiver-floor area: dB/m on this band (0 = inactive), and the clamped t range where heights match. */
  readonly areaAtt: Float64Array;
  readonly areaTLow: Float64Array;
  readonly areaTHigh: Float64Array;
  readonly areaPolygons: readonly (readonly PointM[])[];
  /** Σ dB/m × clamp(0) over areas containing the radio, subtracted per metre of path. */
  readonly sourceInsideCoef: number;
  readonly slabs: readonly CrossedSlab[];
  readonly maxObliqueFactor: number;
}

/** Inputs shared by every radio of one prediction. */
export interface PathContextInputs {
  readonly receiver: PreparedFloor;
  readonly source: PreparedFloor;
  readonly building: readonly FloorModel[];
  readonly receiverHeightM: number;
  readonly pathLoss: PathLossModel;
  readonly maxObliqueFactor: number;
}

/** Builds the per-radio context: heights, antenna frame, relevant walls and area edges with their t ranges. */
export function buildPathContext(radio: RadioModel, inputs: PathContextInputs): PathContext {
  const { receiver, source } = inputs;
  const sz = source.elevationM + radio.heightM;
  const rz = receiver.elevationM + inputs.receiverHeightM;
  const dz = rz - sz;
  const b = bandIndex(radio.band);
  const { walls, count: wallCount } = pathWallsFor(receiver, source, b, sz, dz);
  const areaCount = receiver.areaAttenuation.length;
  const areaAtt = new Float64Array(areaCount),
    areaTLow = new Float64Array(areaCount),
    areaTHigh = new Float64Array(areaCount);
  let sourceInsideCoef = 0;
  for (let a = 0; a < areaCount; a++) {
    const [tl, th] = heightRangeToT(receiver.areaZ[2 * a]!, receiver.areaZ[2 * a + 1]!, sz, dz);
    const lo = Math.max(0, tl),
      hi = Math.min(1, th);
    const att = receiver.areaAttenuation[a]![b]!;
    if (att <= 0 || lo > hi) continue;
    areaAtt[a] = att;
    areaTLow[a] = lo;
    areaTHigh[a] = hi;
    if (isPointInPolygon(radio.position.x, radio.position.y, receiver.areaPolygons[a]!)) sourceInsideCoef += att * lo;
  }
  const areaEdges = new Float64Array(receiver.areaEdgeCount * PATH_AREA_EDGE_STRIDE);
  let areaEdgeCount = 0;
  const e = receiver.areaEdges;
  for (let i = 0; i < receiver.areaEdgeCount; i++) {
    const o = i * AREA_EDGE_STRIDE;
    const id = e[o + 4]!;
    if (areaAtt[id] === 0) continue;
    const k = areaEdgeCount++ * PATH_AREA_EDGE_STRIDE;
    areaEdges[k] = e[o]!;
    areaEdges[k + 1] = e[o + 1]!;
    areaEdges[k + 2] = e[o + 2]!;
    areaEdges[k + 3] = e[o + 3]!;
    areaEdges[k + 4] = areaAtt[id]!;
    areaEdges[k + 5] = areaTLow[id]!;
    areaEdges[k + 6] = areaTHigh[id]!;
    areaEdges[k + 7] = id;
  }
  return {
    sx: radio.position.x,
    sy: radio.position.y,
    sz,
    dz,
    txDbm: radio.txPowerDbm,
    lossAt1mDb: inputs.pathLoss.lossAt1mDb ?? freeSpaceLossAt1mDb(radio.centreMhz),
    exponent: inputs.pathLoss.exponent,
    antenna: orientAntenna(radio.antenna, radio.azimuthDeg, radio.tiltDeg),
    walls,
    wallCount,
    areaEdges,
    areaEdgeCount,
    areaAtt,
    areaPolygons: receiver.areaPolygons,
    areaTLow,
    areaTHigh,
    sourceInsideCoef,
    slabs: crossedSlabs(inputs.building, sz, rz, b),
    maxObliqueFactor: inputs.maxObliqueFactor,
  };
}

/** Distinct radio heights kept per floor pair; beyond this the lists are dropped (a height being dragged). */
const MAX_PATH_WALL_LISTS = 16;

/**
 * The walls of the receiver and the source floor that block the band and whose heights a path from height sz falling
 * by dz can meet, with their t ranges; memoised on the prepared receiver floor (read-only, shared by contexts).
 */
function pathWallsFor(receiver: PreparedFloor, source: PreparedFloor, b: number, sz: number, dz: number): PathWalls {
  let bySource = receiver.pathWalls.get(source);
  if (!bySource) receiver.pathWalls.set(source, (bySource = new Map()));
  const key = `${b}|${sz}|${dz}`;
  const known = bySource.get(key);
  if (known) return known;
  const floors = source.floor === receiver.floor ? [receiver] : [receiver, source];
  const walls = new Float64Array(floors.reduce((n, f) => n + f.wallCount, 0) * PATH_WALL_STRIDE);
  let count = 0;
  const band = new Float64Array(2);
  // Written value by value (no temporary arrays).
  for (const f of floors) {
    const fw = f.walls;
    for (let i = 0; i < f.wallCount; i++) {
      const o = i * WALL_STRIDE;
      const loss = fw[o + 8 + b]!;
      if (loss <= 0) continue;
      if (!wallHeightBand(fw[o + 6]!, fw[o + 7]!, sz, dz, band)) continue;
      const w = count++ * PATH_WALL_STRIDE;
      walls[w] = fw[o]!;
      walls[w + 1] = fw[o + 1]!;
      walls[w + 2] = fw[o + 2]!;
      walls[w + 3] = fw[o + 3]!;
      walls[w + 4] = loss;
      walls[w + 5] = fw[o + 4]!;
      walls[w + 6] = fw[o + 5]!;
      walls[w + 7] = band[0]!;
      walls[w + 8] = band[1]!;
    }
  }
  if (bySource.size >= MAX_PATH_WALL_LISTS) bySource.clear();
  const made = { walls, count };
  bySource.set(key, made);
  return made;
}

/**
 * The kernels' wall height test: writes into `out` the path parameter range [tLow, tHigh] where z(t) = sz + dz·t
 * lies within the wall's heights [zLow, zHigh] (±∞ for a level path within them); false when the path from the
 * radio (t = 0) to the cell (t = 1) never meets them. Shared by the path context and the edit planner, which must
 * agree on which walls a path can cross.
 */
export function wallHeightBand(zLow: number, zHigh: number, sz: number, dz: number, out: Float64Array): boolean {
  let tLow: number, tHigh: number;
  if (dz === 0) {
    if (!(sz >= zLow && sz <= zHigh)) return false;
    tLow = -Infinity;
    tHigh = Infinity;
  } else {
    const t1 = (zLow - sz) / dz,
      t2 = (zHigh - sz) / dz;
    tLow = t1 < t2 ? t1 : t2;
    tHigh = t1 < t2 ? t2 : t1;
  }
  out[0] = tLow;
  out[1] = tHigh;
  return !(tLow > tHigh || tHigh <= 0 || tLow > 1);
}

/** Path parameter range [tLow, tHigh] where z(t) = sz + dz·t lies within [zLow, zHigh]. */
export function heightRangeToT(zLow: number, zHigh: number, sz: number, dz: number): [number, number] {
  if (dz === 0) return sz >= zLow && sz <= zHigh ? [-Infinity, Infinity] : [1, 0];
  const t1 = (zLow - sz) / dz,
    t2 = (zHigh - sz) / dz;
  return t1 < t2 ? [t1, t2] : [t2, t1];
}

/** Slabs whose level lies strictly between the two heights, with their normal-incidence loss in dB. */
function crossedSlabs(building: readonly FloorModel[], sz: number, rz: number, band: number): CrossedSlab[] {
  const lo = Math.min(sz, rz),
    hi = Math.max(sz, rz);
  const out: CrossedSlab[] = [];
  for (const f of building) {
    const z = f.elevationM ?? 0;
    if (!f.slab || z <= lo || z >= hi) continue;
    const att = [f.slab.attenuationDbPerM['2.4'], f.slab.attenuationDbPerM['5'], f.slab.attenuationDbPerM['6']][band]!;
    out.push({ z, lossDb: att * f.slab.thicknessM, holes: f.slab.holes ?? [] });
  }
  return out;
}

/**
 * True when two radios' contexts differ only in their bands' losses (the 2.4 and 5 GHz radios of one AP, every
 * wall and area blocking on both): same position and height, same walls and area edges in the same order with
 * the same height ranges. The grid kernel then traces both with one pass over the walls' shadows.
 */
export function sharesPathGeometry(a: PathContext, b: PathContext): boolean {
  if (a.sx !== b.sx || a.sy !== b.sy || a.sz !== b.sz || a.dz !== b.dz || a.maxObliqueFactor !== b.maxObliqueFactor) return false;
  if (a.wallCount !== b.wallCount || a.areaEdgeCount !== b.areaEdgeCount) return false;
  return (
    sameExceptColumn(a.walls, b.walls, a.wallCount * PATH_WALL_STRIDE, PATH_WALL_STRIDE) &&
    sameExceptColumn(a.areaEdges, b.areaEdges, a.areaEdgeCount * PATH_AREA_EDGE_STRIDE, PATH_AREA_EDGE_STRIDE)
  );
}

/** Equal rows but for column 4 (the loss or dB/m, which is per band). */
function sameExceptColumn(a: Float64Array, b: Float64Array, length: number, stride: number): boolean {
  for (let i = 0, col = 0; i < length; i++, col = col + 1 === stride ? 0 : col + 1) {
    if (col !== 4 && a[i] !== b[i]) return false;
  }
  return true;
}
