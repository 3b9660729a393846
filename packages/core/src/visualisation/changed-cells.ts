import type { FieldWindow } from '../model/field-window.ts';
import type { RadioModel } from '../model/radio-model.ts';
import { isSameValue } from '../model/same-value.ts';
import { unionRects, type CellRect } from './cell-rect.ts';
import type { SelectedRadios } from './signal-summary.ts';

// What a radio's field alone carries: a change of these shows as a changed field, never on its own.
const FIELD_ONLY_KEYS = new Set(['position', 'heightM', 'txPowerDbm', 'antenna', 'azimuthDeg', 'tiltDeg', 'mounting', 'floorId']);

/**
 * What makes a changed field value matter at a cell: per cell the previous second-strongest AP (dBm, client
 * offset applied; NaN = none) and the lowest level (dBm) at which a pass counts a radio. A radio below both, before
 * and after the change, is neither the strongest nor the second AP, and crosses no count's threshold.
 */
export interface ChangeRelevance {
  readonly secondaryDbm: Float32Array;
  readonly levelDbm: number;
}

// Slack (dB) for the float32 rounding of the kept secondary and of limits computed as threshold − offset.
const RELEVANCE_SLACK_DB = 1e-3;

/**
 * Where the visualisations of `next` can differ from those of `previous` (the same grid, band and client): the
 * rectangle of cells where some radio's field changed (and, with `relevance`, the change can matter there),
 * undefined when no such cell exists, or null when the radios differ in anything a visualisation reads besides
 * their fields (another radio, channel, width, AP …) and every cell must be computed again. Every per-cell pass
 * depends only on the radios and their fields at that cell.
 */
export function findChangedCells(previous: SelectedRadios, next: SelectedRadios, relevance?: ChangeRelevance): CellRect | undefined | null {
  if (!isSameRadios(previous, next)) return null;
  let changed: CellRect | undefined;
  for (let r = 0; r < next.radios.length; r++) {
    changed = unionRects(changed, changedRectOf(previous.fields[r]!, next.fields[r]!, next.gridCols, next.offsetsDb[r]!, relevance));
  }
  return changed;
}

/** Whether two selections hold the same radios in the same order, alike in everything but their fields. */
export function isSameRadios(previous: SelectedRadios, next: SelectedRadios): boolean {
  const n = next.radios.length;
  if (previous.radios.length !== n || previous.gridCols !== next.gridCols || previous.apCount !== next.apCount) return false;
  for (let r = 0; r < n; r++) {
    if (previous.apIndex[r] !== next.apIndex[r] || previous.offsetsDb[r] !== next.offsetsDb[r]) return false;
    if (!isSameBesidesField(previous.radios[r]!, next.radios[r]!)) return false;
  }
  return true;
}

function isSameBesidesField(a: RadioModel, b: RadioModel): boolean {
  if (a === b) return true;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    if (FIELD_ONLY_KEYS.has(key)) continue;
    const x = (a as unknown as Record<string, unknown>)[key],
      y = (b as unknown as Record<string, unknown>)[key];
    if (!isSameValue(x, y)) return false;
  }
  return true;
}

/** The bounding rectangle of the cells whose value differs bit for bit between two windows of one radio's field, where it matters. */
function changedRectOf(
  a: FieldWindow,
  b: FieldWindow,
  gridCols: number,
  offsetDb: number,
  relevance?: ChangeRelevance,
): CellRect | undefined {
  const isSameWindow = a.col0 === b.col0 && a.row0 === b.row0 && a.cols === b.cols && a.rows === b.rows;
  if (!isSameWindow) return unionRects(a, b);
  if (a.values === b.values) return undefined;
  // Compared as bits: NaN equals NaN, and any other change, however small, counts.
  const x = new Uint32Array(a.values.buffer, a.values.byteOffset, a.values.length),
    y = new Uint32Array(b.values.buffer, b.values.byteOffset, b.values.length);
  const { cols, rows } = a;
  const level = relevance ? relevance.levelDbm - offsetDb - RELEVANCE_SLACK_DB : Infinity;
  const second = relevance?.secondaryDbm;
  const av = a.values,
    bv = b.values;
  let minCol = cols,
    maxCol = -1,
    minRow = -1,
    maxRow = -1;
  // One plain pass over the cells, no call per cell: it runs once per changed field and floor, mostly on the first
  // frames of a drag, before the engine has compiled it, so its cost is what the interpreter makes of this loop.
  for (let r = 0; r < rows; r++) {
    const base = r * cols,
      g = (a.row0 + r) * gridCols + a.col0;
    let lo = -1,
      hi = -1;
    for (let c = 0; c < cols; c++) {
      const w = base + c;
      if (x[w] === y[w]) continue;
      if (second) {
        const limit = Math.min(level, second[g + c]! - offsetDb - RELEVANCE_SLACK_DB);
        // Below the limit before and after: it matters nowhere; NaN anywhere (no second AP, a value missing) matters.
        if (av[w]! < limit && bv[w]! < limit) continue;
      }
      if (lo < 0) lo = c;
      hi = c;
    }
    if (lo < 0) continue;
    if (minRow < 0) minRow = r;
    maxRow = r;
    if (lo < minCol) minCol = lo;
    if (hi > maxCol) maxCol = hi;
  }
  if (minRow < 0) return undefined;
  return { col0: a.col0 + minCol, row0: a.row0 + minRow, cols: maxCol - minCol + 1, rows: maxRow - minRow + 1 };
}
