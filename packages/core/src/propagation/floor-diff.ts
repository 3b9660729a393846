import type { PointM } from '../geometry/points.ts';
import { BANDS } from '../model/bands.ts';
import type { AttenuationAreaM, FloorModel, WallSegmentM } from '../model/floor-model.ts';

/**
 * One wall whose loss changed between two versions of a floor: same geometry (ends and heights), loss
 * before and after (absent = no wall). A wall moved or re-heighted is a removal plus an addition.
 */
export interface WallChange {
  readonly geometry: WallSegmentM;
  readonly before: WallSegmentM | undefined;
  readonly after: WallSegmentM | undefined;
}

/** What differs between two versions of a floor, as far as the prediction sees it. */
export interface FloorDiff {
  /** The floor's level moved: every path to or from it changes, nothing can be reused. */
  readonly isStructural: boolean;
  readonly walls: readonly WallChange[];
  /** Polygons of attenuation areas added, removed or changed (old and new forms both listed). */
  readonly areaPolygons: readonly (readonly PointM[])[];
}

/**
 * The prediction-relevant difference between two versions of a floor. Walls and areas are matched by value
 * (the editor's worker receives fresh copies of every object), so reordering alone is no change; walls with
 * the same ends and heights are paired, so a changed wall type is a loss change at fixed geometry.
 */
export function diffFloors(before: FloorModel, after: FloorModel): FloorDiff {
  if ((before.elevationM ?? 0) !== (after.elevationM ?? 0)) return { isStructural: true, walls: [], areaPolygons: [] };
  return { isStructural: false, walls: diffWalls(before.walls, after.walls), areaPolygons: diffAreas(before, after) };
}

/** Loss (dB at normal incidence) of a wall on a band index, as the prepared floor computes it; ≤ 0 counts as no wall. */
export function wallLossDb(wall: WallSegmentM | undefined, band: number): number {
  if (!wall) return 0;
  const loss = wall.attenuationDbPerM[BANDS[band]!] * wall.thicknessM;
  return loss > 0 ? loss : 0;
}

function geometryKey(w: WallSegmentM): string {
  return `${w.a.x},${w.a.y},${w.b.x},${w.b.y},${w.bottomM ?? 0},${w.topM ?? ''}`;
}

function lossKey(w: WallSegmentM): string {
  return `${w.thicknessM}|${w.attenuationDbPerM['2.4']},${w.attenuationDbPerM['5']},${w.attenuationDbPerM['6']}`;
}

function diffWalls(before: readonly WallSegmentM[], after: readonly WallSegmentM[]): WallChange[] {
  if (before === after) return [];
  const inPlace = diffInPlace(before, after);
  if (inPlace) return inPlace;
  // Unchanged walls cancel out as a multiset of full keys; what is left is removed or added.
  const remaining = new Map<string, number>();
  for (const w of before) {
    const key = `${geometryKey(w)}|${lossKey(w)}`;
    remaining.set(key, (remaining.get(key) ?? 0) + 1);
  }
  const added: WallSegmentM[] = [];
  for (const w of after) {
    const key = `${geometryKey(w)}|${lossKey(w)}`;
    const n = remaining.get(key) ?? 0;
    if (n > 0) remaining.set(key, n - 1);
    else added.push(w);
  }
  const removedByGeometry = new Map<string, WallSegmentM[]>();
  for (const w of before) {
    const key = `${geometryKey(w)}|${lossKey(w)}`;
    const n = remaining.get(key) ?? 0;
    if (n === 0) continue;
    remaining.set(key, n - 1);
    const g = geometryKey(w);
    const list = removedByGeometry.get(g);
    if (list) list.push(w);
    else removedByGeometry.set(g, [w]);
  }
  const changes: WallChange[] = [];
  for (const w of added) {
    const previous = removedByGeometry.get(geometryKey(w))?.shift();
    changes.push({ geometry: w, before: previous, after: w });
  }
  for (const list of removedByGeometry.values()) for (const w of list) changes.push({ geometry: w, before: w, after: undefined });
  return changes;
}

/** The common edit: the same walls in the same order, some with another loss. Undefined when any geometry differs. */
function diffInPlace(before: readonly WallSegmentM[], after: readonly WallSegmentM[]): WallChange[] | undefined {
  if (before.length !== after.length) return undefined;
  const changes: WallChange[] = [];
  for (let i = 0; i < before.length; i++) {
    const p = before[i]!,
      q = after[i]!;
    if (p === q) continue;
    if (p.a.x !== q.a.x || p.a.y !== q.a.y || p.b.x !== q.b.x || p.b.y !== q.b.y) return undefined;
    if ((p.bottomM ?? 0) !== (q.bottomM ?? 0) || (p.topM ?? Infinity) !== (q.topM ?? Infinity)) return undefined;
    const pa = p.attenuationDbPerM,
      qa = q.attenuationDbPerM;
    if (p.thicknessM !== q.thicknessM || pa['2.4'] !== qa['2.4'] || pa['5'] !== qa['5'] || pa['6'] !== qa['6'])
      changes.push({ geometry: q, before: p, after: q });
  }
  return changes;
}

function areaKey(a: AttenuationAreaM): string {
  const att = a.attenuationDbPerM;
  return `${a.polygon.map((p) => `${p.x},${p.y}`).join(';')}|${att['2.4']},${att['5']},${att['6']}|${a.bottomM ?? 0},${a.topM ?? ''}`;
}

function diffAreas(before: FloorModel, after: FloorModel): (readonly PointM[])[] {
  const old = before.attenuationAreas ?? [],
    next = after.attenuationAreas ?? [];
  if (old === next) return [];
  const remaining = new Map<string, number>();
  for (const a of old) remaining.set(areaKey(a), (remaining.get(areaKey(a)) ?? 0) + 1);
  const changed: (readonly PointM[])[] = [];
  for (const a of next) {
    const key = areaKey(a);
    const n = remaining.get(key) ?? 0;
    if (n > 0) remaining.set(key, n - 1);
    else changed.push(a.polygon);
  }
  for (const a of old) {
    const key = areaKey(a);
    const n = remaining.get(key) ?? 0;
    if (n === 0) continue;
    remaining.set(key, n - 1);
    changed.push(a.polygon);
  }
  return changed;
}

/**
 * Row layout of a change table: min x, ax, ay, bx, by, bottom, top (m above the floor), loss change (dB), change index,
 * and the wall's unit normal nx, ny (made once per table, not per field the change is planned for).
 */
export const CHANGE_STRIDE = 11;

/** A diff's wall changes on one band that change the loss, flat and sorted by their smallest x for range queries. */
export interface ChangeTable {
  readonly rows: Float64Array;
  readonly count: number;
  /** The widest change along x (m), so a query from x − r − width to x + r finds every change within r. */
  readonly maxWidth: number;
}

const tables = new WeakMap<FloorDiff, ChangeTable[]>();

/** The diff's wall changes on a band (index into BANDS), built once per diff and band. */
export function changeTable(diff: FloorDiff, band: number): ChangeTable {
  let perBand = tables.get(diff);
  if (!perBand) tables.set(diff, (perBand = []));
  const known = perBand[band];
  if (known) return known;
  const kept = diff.walls
    .map((c, index) => ({ w: c.geometry, delta: wallLossDb(c.after, band) - wallLossDb(c.before, band), index }))
    .filter((c) => c.delta !== 0)
    .sort((p, q) => Math.min(p.w.a.x, p.w.b.x) - Math.min(q.w.a.x, q.w.b.x));
  const rows = new Float64Array(kept.length * CHANGE_STRIDE);
  let maxWidth = 0;
  kept.forEach(({ w, delta, index }, k) => {
    const ex = w.b.x - w.a.x,
      ey = w.b.y - w.a.y;
    const len = Math.hypot(ex, ey) || 1;
    rows.set(
      [Math.min(w.a.x, w.b.x), w.a.x, w.a.y, w.b.x, w.b.y, w.bottomM ?? 0, w.topM ?? Infinity, delta, index, -ey / len, ex / len],
      k * CHANGE_STRIDE,
    );
    maxWidth = Math.max(maxWidth, Math.abs(w.b.x - w.a.x));
  });
  const table = { rows, count: kept.length, maxWidth };
  perBand[band] = table;
  return table;
}

/** Index of the first row whose min x is ≥ x. */
export function firstRowFrom(table: ChangeTable, x: number): number {
  let lo = 0,
    hi = table.count;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (table.rows[mid * CHANGE_STRIDE]! < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
