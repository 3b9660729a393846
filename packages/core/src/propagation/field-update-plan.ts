import type { PointM } from '../geometry/points.ts';
import { isPointInPolygon } from '../geometry/polygon.ts';
import type { FloorModel } from '../model/floor-model.ts';
import type { GridSpec } from '../model/grid.ts';
import type { RadioModel } from '../model/radio-model.ts';
import { CHANGE_STRIDE, changeTable, firstRowFrom, type ChangeTable, type FloorDiff } from './floor-diff.ts';
import { floorDiffFor, type CachedField, type PredictionCache } from './prediction-cache.ts';
import { wallHeightBand } from './path-context.ts';
import { bandIndex } from './prepared-floor.ts';
import { aliveCells, distanceToSegment, distanceToSegment2, mayShadowBox } from './radio-reach.ts';
import { hasDecrease, type PendingCorrection } from './apply-field-corrections.ts';
import { WALL_CHANGE_COLUMNS, type CorrectionFrame } from './wall-loss-correction.ts';

/** Corrections in a row before a field is computed afresh, so float32 rounding cannot pile up (≈ 1e-5 dB each). */
export const MAX_CORRECTIONS = 16;

/** What to do with a cached field after the floors may have changed. */
export type FieldUpdate =
  { readonly kind: 'reuse' } | { readonly kind: 'correct'; readonly changes: Float64Array } | { readonly kind: 'recompute' };

/**
 * The rows of wall changes (wall-loss-correction.ts) of the fields planned since the last release, one growing array
 * kept between calls: an edit lists ~10³ walls per field for ~10³ fields, which as fresh arrays held until the
 * corrections ran made the garbage collector a sixth of a wall-type edit. Each planned field gets a view of its rows;
 * a view stays valid when the array grows (it keeps the old one), and the caller releases the rows once the
 * corrections holding them have run (releaseChangeRows).
 */
const changeRows = { data: new Float64Array(1 << 14), length: 0 };

/** Lets the next plans write over every change row handed out so far: their corrections have been applied. */
export function releaseChangeRows(): void {
  changeRows.length = 0;
}

function pushChangeRow(
  ax: number,
  ay: number,
  ex: number,
  ey: number,
  nx: number,
  ny: number,
  tLow: number,
  tHigh: number,
  delta: number,
  key: number,
): void {
  let { data } = changeRows;
  const o = changeRows.length;
  if (o + WALL_CHANGE_COLUMNS + 2 > data.length) {
    const grown = new Float64Array(2 * data.length);
    grown.set(data.subarray(0, o));
    changeRows.data = data = grown;
  }
  data[o] = ax;
  data[o + 1] = ay;
  data[o + 2] = ex;
  data[o + 3] = ey;
  data[o + 4] = nx;
  data[o + 5] = ny;
  data[o + 6] = tLow;
  data[o + 7] = tHigh;
  data[o + 8] = delta;
  data[o + 9] = key;
  changeRows.length = o + WALL_CHANGE_COLUMNS + 2;
}

/** A cached field and the current state it is checked against. */
export interface FieldUpdateInputs {
  readonly cache: PredictionCache;
  readonly entry: CachedField;
  readonly signature: string;
  readonly buildingKey: string;
  readonly radio: RadioModel;
  readonly receiver: FloorModel;
  readonly source: FloorModel;
  readonly grid: GridSpec;
  readonly receiverHeightM: number;
  readonly floorDbm: number;
}

/**
 * Decides from the floors' diffs whether a cached field still holds, can be corrected, or must be retraced.
 * A change can only show where a path from the radio to a cell crosses it, and every such path lies in the
 * disc about the radio out to the cell, so:
 * - a wall that only gains loss (a new wall, a heavier wall type) matters only within the disc of the cells
 *   above the floor or with an exact deficit (floor-deficit.ts), and is applied as a correction
 *   (wall-loss-correction.ts);
 * - a wall that loses loss (removed, moved away, a lighter type) can lift cells off the floor, so it matters within
 *   the radio's potential reach; it is a correction too unless some wall is lighter than when the field was traced
 *   (cells traced deeper than the deficits reach could rise), and then the field is retraced;
 * - a changed attenuation area within the potential reach retraces the field;
 * - a wall whose heights the radio's paths to this floor never meet does not matter at all.
 * Walls count on the receiver floor and on the radio's own floor only (the kernels' path context); levels
 * and slabs are in the signature-like building key.
 */
export function planFieldUpdate(inputs: FieldUpdateInputs): FieldUpdate {
  const { entry, radio, receiver, source } = inputs;
  if (entry.signature !== inputs.signature || entry.buildingKey !== inputs.buildingKey) return { kind: 'recompute' };
  const sameFloor = source.id === receiver.id;
  const changedReceiver = entry.receiver !== receiver,
    changedSource = !sameFloor && entry.source !== source;
  if (!changedReceiver && !changedSource) return { kind: 'reuse' };
  const reach = entry.potentialReachM;
  if (reach < 0) return { kind: 'reuse' };
  const sx = radio.position.x,
    sy = radio.position.y;
  const receiverElevation = receiver.elevationM ?? 0;
  const sz = (source.elevationM ?? 0) + radio.heightM;
  const dz = receiverElevation + inputs.receiverHeightM - sz;
  const band = bandIndex(radio.band);
  // This field's rows, from here to the end of the shared array; dropped again unless the field is corrected.
  const start = changeRows.length;
  // Each with the base of its walls' keys: the receiver's changes and the source floor's never share a key.
  const floors: [FloorDiff, number, number][] = [];
  if (changedReceiver) {
    const diff = floorDiffFor(inputs.cache, entry.receiver, receiver);
    if (diff.isStructural) return { kind: 'recompute' };
    for (const polygon of diff.areaPolygons) if (isAreaWithin(polygon, sx, sy, reach)) return { kind: 'recompute' };
    floors.push([diff, receiverElevation, 0]);
  }
  if (changedSource) {
    const diff = floorDiffFor(inputs.cache, entry.source, source);
    if (diff.isStructural) return { kind: 'recompute' };
    floors.push([diff, source.elevationM ?? 0, 1e7]);
  }
  const frame = { sx, sy, sz, dz, reach };
  const update = planWallChanges(inputs, frame, floors, band, start);
  if (update.kind !== 'correct') changeRows.length = start;
  return update;
}

function planWallChanges(
  inputs: FieldUpdateInputs,
  frame: { sx: number; sy: number; sz: number; dz: number; reach: number },
  floors: readonly [FloorDiff, number, number][],
  band: number,
  start: number,
): FieldUpdate {
  for (const [diff, elevation, keyBase] of floors)
    if (!collectChanges(inputs, { ...frame, keyBase }, changeTable(diff, band), elevation, true)) return { kind: 'recompute' };
  if (changeRows.length === start) return { kind: 'reuse' };
  const changes = changeRows.data.subarray(start, changeRows.length);
  // Cells traced deep below the floor can rise only through walls lighter now than when traced (floor-deficit.ts).
  if (hasDecrease(changes) && isLighterThanTraced(inputs, frame, band)) return { kind: 'recompute' };
  return inputs.entry.corrections >= MAX_CORRECTIONS ? { kind: 'recompute' } : { kind: 'correct', changes };
}

/**
 * Adds the relevant wall loss changes of one floor to the change rows (with `collect`); false when a relevant change
 * lowers a loss and the field has no deficits to tell which cells at the floor it may lift (then it must be retraced),
 * or when any relevant change lowers a loss if `collect` is false. Changes are visited only within the potential reach along x; a gain
 * of loss matters only where the field is above the floor or has an exact deficit.
 */
function collectChanges(
  { entry, grid, floorDbm }: FieldUpdateInputs,
  { sx, sy, sz, dz, reach, keyBase }: { sx: number; sy: number; sz: number; dz: number; reach: number; keyBase: number },
  table: ChangeTable,
  elevation: number,
  collect: boolean,
): boolean {
  const rows = table.rows;
  const reach2 = (reach + 1e-9) * (reach + 1e-9);
  const band = heightBand;
  for (let k = firstRowFrom(table, sx - reach - table.maxWidth); k < table.count; k++) {
    const o = k * CHANGE_STRIDE;
    if (rows[o]! > sx + reach) break;
    const ax = rows[o + 1]!,
      ay = rows[o + 2]!,
      bx = rows[o + 3]!,
      by = rows[o + 4]!;
    if (!wallHeightBand(elevation + rows[o + 5]!, elevation + rows[o + 6]!, sz, dz, band)) continue;
    const tLow = band[0]!,
      tHigh = band[1]!;
    const distance2 = distanceToSegment2(sx, sy, ax, ay, bx, by);
    if (distance2 > reach2) continue;
    const delta = rows[o + 7]!;
    if (delta < 0) {
      if (!entry.deficit || !collect) return false;
    } else {
      if (!collect) continue;
      entry.alive ??= aliveCells(entry.field, grid, sx, sy, floorDbm, entry.deficit);
      const alive = entry.alive;
      if (distance2 > (alive.radiusM + 1e-9) * (alive.radiusM + 1e-9) || alive.radiusM < 0) continue;
      if (!mayShadowBox(sx, sy, ax, ay, bx, by, tLow, tHigh, alive)) continue;
    }
    pushChangeRow(ax, ay, bx - ax, by - ay, rows[o + 9]!, rows[o + 10]!, tLow, tHigh, delta, keyBase + rows[o + 8]!);
  }
  return true;
}

const heightBand = new Float64Array(2);

/** Whether a wall within reach has less loss on the band now than in the floors the field was traced on. */
function isLighterThanTraced(
  inputs: FieldUpdateInputs,
  frame: { sx: number; sy: number; sz: number; dz: number; reach: number },
  band: number,
): boolean {
  const { entry, receiver, source } = inputs;
  const pairs: [FloorModel, FloorModel][] = [[entry.tracedReceiver, receiver]];
  if (source.id !== receiver.id) pairs.push([entry.tracedSource, source]);
  for (const [traced, now] of pairs) {
    if (traced === now) continue;
    const diff = floorDiffFor(inputs.cache, traced, now);
    const decreases = changeTable(diff, band);
    if (!collectChanges(inputs, { ...frame, keyBase: 0 }, decreases, now.elevationM ?? 0, false)) return true;
  }
  return false;
}

/** Whether an area can lie on a path within `reach` of the radio: the radio is inside it or an edge comes that close. */
function isAreaWithin(polygon: readonly PointM[], sx: number, sy: number, reach: number): boolean {
  if (polygon.length < 3) return false;
  if (isPointInPolygon(sx, sy, polygon)) return true;
  for (let i = 0; i < polygon.length; i++) {
    const a = polygon[i]!,
      b = polygon[(i + 1) % polygon.length]!;
    if (distanceToSegment(sx, sy, a.x, a.y, b.x, b.y) <= reach + 1e-9) return true;
  }
  return false;
}

/**
 * Brings a cached field up to date if that needs no full tracing: reused as it is, or queued in `pending` for a
 * correction for changed walls. Returns undefined when the radio must be retraced.
 */
export function updateCachedField(
  inputs: FieldUpdateInputs,
  frame: CorrectionFrame,
  pending: PendingCorrection[],
): 'reused' | 'corrected' | undefined {
  const update = planFieldUpdate(inputs);
  if (update.kind === 'recompute') return undefined;
  const { entry } = inputs;
  if (update.kind === 'correct') pending.push({ radio: inputs.radio, source: inputs.source, entry, changes: update.changes, frame });
  entry.receiver = inputs.receiver;
  entry.source = inputs.source;
  return update.kind === 'correct' ? 'corrected' : 'reused';
}
