import type { FloorModel } from '../model/floor-model.ts';
import type { GridSpec } from '../model/grid.ts';
import type { RadioModel } from '../model/radio-model.ts';
import { settleCorrection } from './floor-deficit.ts';
import type { CachedField } from './prediction-cache.ts';
import { aliveCells, type AliveCells } from './radio-reach.ts';
import { accumulateWallChanges, WALL_CHANGE_COLUMNS, type CorrectionFrame } from './wall-loss-correction.ts';

/** A correction decided for one cached field, applied with the others of the same call (applyCorrections). */
export interface PendingCorrection {
  readonly radio: RadioModel;
  readonly source: FloorModel;
  readonly entry: CachedField;
  /** Rows of WALL_CHANGE_COLUMNS, then the Δ dB and a key naming the wall within the edit. */
  readonly changes: Float64Array;
  readonly frame: CorrectionFrame;
}

/** A corrected field with cells a lighter wall may have lifted off the floor: the box [col0, col1, row0, row1] to trace. */
export interface PendingRetrace {
  readonly correction: PendingCorrection;
  readonly box: readonly [number, number, number, number];
}

/**
 * Applies the queued corrections, each into a new array (earlier answers keep theirs) that becomes the cached
 * field. Fields seen from the same point (an AP's radios on each band) are corrected in one pass. Returns the
 * radios whose field changed, and the boxes of cells still to trace (predict-floor-fields.ts traces them).
 */
export function applyCorrections(
  pending: readonly PendingCorrection[],
  grid: GridSpec,
): { readonly changed: string[]; readonly retraces: PendingRetrace[] } {
  const changed: string[] = [];
  const retraces: PendingRetrace[] = [];
  const groups = new Map<string, PendingCorrection[]>();
  for (const p of pending) {
    const key = `${p.frame.sx}|${p.frame.sy}|${p.frame.dz}`;
    const group = groups.get(key);
    if (group) group.push(p);
    else groups.set(key, [p]);
  }
  const { cols, rows } = grid;
  for (const group of groups.values()) {
    const frame = group[0]!.frame;
    const spans = { rowLo: new Int32Array(rows).fill(cols), rowHi: new Int32Array(rows).fill(-1) };
    for (const { entry, changes } of group) {
      // The cells above the floor and those whose deficit follows every change (radio-reach.ts aliveCells).
      widenToAlive((entry.alive ??= aliveCells(entry.field, grid, frame.sx, frame.sy, frame.floorDbm, entry.deficit)), spans);
    }
    const accs = group.map((_, m) => accumulator(m, cols * rows));
    const touched = { rowLo: new Int32Array(rows).fill(cols), rowHi: new Int32Array(rows).fill(-1) };
    accumulateWallChanges(grid, frame, spans, mergeChanges(group), accs, touched);
    group.forEach((p, m) => {
      const { entry } = p;
      const settled = settleCorrection(entry.field, entry.deficit, accs[m]!, touched.rowLo, touched.rowHi, cols, frame.floorDbm);
      // A field no changed wall's shadow touched where it can move stays as it was (and keeps its alive cells).
      if (settled.field === entry.field && !settled.uncertain) return;
      entry.field = settled.field === entry.field ? entry.field.slice() : settled.field;
      // Settling moves no cell into or out of the tracked ones (floor-deficit.ts), so the alive cells still hold;
      // a retrace of a box can add some and drops them (predict-floor-fields.ts).
      entry.corrections++;
      changed.push(p.radio.id);
      if (settled.uncertain) retraces.push({ correction: p, box: settled.uncertain });
    });
  }
  return { changed, retraces };
}

/** Whether a field's list of wall changes takes loss off any wall. */
export function hasDecrease(changes: Float64Array): boolean {
  for (let o = WALL_CHANGE_COLUMNS; o < changes.length; o += WALL_CHANGE_COLUMNS + 2) if (changes[o]! < 0) return true;
  return false;
}

function widenToAlive(alive: AliveCells, spans: { rowLo: Int32Array; rowHi: Int32Array }): void {
  for (let r = 0; r < spans.rowLo.length; r++) {
    if (alive.rowLo[r]! > alive.rowHi[r]!) continue;
    if (alive.rowLo[r]! < spans.rowLo[r]!) spans.rowLo[r] = alive.rowLo[r]!;
    if (alive.rowHi[r]! > spans.rowHi[r]!) spans.rowHi[r] = alive.rowHi[r]!;
  }
}

const sharedAccumulators: Float64Array[] = [];

/** Zeroed per-cell accumulators, kept between calls (each settling zeroes what it used) to spare the allocation. */
function accumulator(member: number, cells: number): Float64Array {
  if (!sharedAccumulators[member] || sharedAccumulators[member].length < cells) sharedAccumulators[member] = new Float64Array(cells);
  return sharedAccumulators[member];
}

/** The group's changes as one table, a row per wall (matched by key) with each member's Δ (0 where it has none). */
function mergeChanges(group: readonly PendingCorrection[]): Float64Array {
  const members = group.length,
    inStride = WALL_CHANGE_COLUMNS + 2;
  const first = group[0]!.changes;
  if (group.every((p) => hasSameWalls(p.changes, first))) {
    // The common case (an AP's radios, every band changed alike): the rows in order, without matching by key.
    const out = mergedScratch((first.length / inStride) * (WALL_CHANGE_COLUMNS + members));
    for (let o = 0, w = 0; o < first.length; o += inStride, w += WALL_CHANGE_COLUMNS + members) {
      for (let k = 0; k < WALL_CHANGE_COLUMNS; k++) out[w + k] = first[o + k]!;
      for (let m = 0; m < members; m++) out[w + WALL_CHANGE_COLUMNS + m] = group[m]!.changes[o + WALL_CHANGE_COLUMNS]!;
    }
    return out;
  }
  const rowOf = new Map<number, number>();
  const rows: number[] = [];
  group.forEach((p, m) => {
    const list = p.changes;
    for (let o = 0; o < list.length; o += inStride) {
      const key = list[o + WALL_CHANGE_COLUMNS + 1]!;
      let row = rowOf.get(key);
      if (row === undefined) {
        row = rows.length;
        rowOf.set(key, row);
        for (let k = 0; k < WALL_CHANGE_COLUMNS; k++) rows.push(list[o + k]!);
        for (let k = 0; k < members; k++) rows.push(0);
      }
      rows[row + WALL_CHANGE_COLUMNS + m] = list[o + WALL_CHANGE_COLUMNS]!;
    }
  });
  const out = mergedScratch(rows.length);
  out.set(rows);
  return out;
}

let merged = new Float64Array(1 << 14);

/** A view of `length` values of the merge's array, kept between groups (each group's table is used before the next). */
function mergedScratch(length: number): Float64Array {
  if (merged.length < length) merged = new Float64Array(Math.max(length, 2 * merged.length));
  return merged.subarray(0, length);
}

function hasSameWalls(list: Float64Array, other: Float64Array): boolean {
  if (list.length !== other.length) return false;
  for (let o = WALL_CHANGE_COLUMNS + 1; o < list.length; o += WALL_CHANGE_COLUMNS + 2) if (list[o] !== other[o]) return false;
  return true;
}
