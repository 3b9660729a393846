import type { ShadowConstraints } from './shadow-raster.ts';

/**
 * A shadow's `maybe` column bounds (shadow-raster.ts prepareColumnBounds) sorted by kind for the wall-loss correction,
 * which asks for one shadow's run in a few rows only (most of its shadows are slivers): lower bounds, upper bounds and
 * row-independent half-planes in lists of their own, so a row costs no branch on the kind. The run is shadowColumns'
 * maybe run to the cell.
 */
export interface ShadowRuns {
  /** Per lower-bound half-plane: maybe c0, slope per metre of y. */
  readonly lower: Float64Array;
  nLower: number;
  /** Per upper-bound half-plane, likewise. */
  readonly upper: Float64Array;
  nUpper: number;
  /** Per row-independent half-plane: B, C, margin (it may hold in a row where B·y + C ≥ −margin). */
  readonly flat: Float64Array;
  nFlat: number;
}

export function createShadowRuns(): ShadowRuns {
  return { lower: new Float64Array(10), nLower: 0, upper: new Float64Array(10), nUpper: 0, flat: new Float64Array(15), nFlat: 0 };
}

/** Sorts the bounds prepareColumnBounds left in `s` into `runs`. */
export function sortColumnBounds(s: ShadowConstraints, runs: ShadowRuns): void {
  runs.nLower = runs.nUpper = runs.nFlat = 0;
  const b = s.bounds;
  for (let k = 0, o = 0; k < s.count; k++, o += 4) {
    const kind = b[o]!;
    if (kind === 0) {
      const at = 3 * runs.nFlat++;
      runs.flat[at] = b[o + 1]!;
      runs.flat[at + 1] = b[o + 2]!;
      runs.flat[at + 2] = b[o + 3]!;
      continue;
    }
    const list = kind > 0 ? runs.lower : runs.upper;
    const at = 2 * (kind > 0 ? runs.nLower++ : runs.nUpper++);
    list[at] = b[o + 2]!;
    list[at + 1] = b[o + 3]!;
  }
}

/** The columns of row ry where every half-plane may hold (shadowColumns' maybe run), into out[2], out[3]. */
export function maybeRun(runs: ShadowRuns, ry: number, cols: number, out: Int32Array): void {
  let lo = 0,
    hi = cols - 1;
  const flat = runs.flat;
  for (let k = 0, o = 0; k < runs.nFlat; k++, o += 3)
    if (flat[o]! * ry + flat[o + 1]! < -flat[o + 2]!) {
      lo = cols;
      hi = -1;
    }
  const lower = runs.lower,
    upper = runs.upper;
  for (let k = 0, o = 0; k < runs.nLower; k++, o += 2) {
    const c = lower[o]! + lower[o + 1]! * ry;
    const at = Math.ceil(c < -1 ? -1 : c > cols ? cols : c);
    if (at > lo) lo = at;
  }
  for (let k = 0, o = 0; k < runs.nUpper; k++, o += 2) {
    const c = upper[o]! + upper[o + 1]! * ry;
    const at = Math.floor(c < -1 ? -1 : c > cols ? cols : c);
    if (at < hi) hi = at;
  }
  out[2] = lo;
  out[3] = hi;
}
