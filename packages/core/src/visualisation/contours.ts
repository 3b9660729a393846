import { pointM, type PointM } from '../geometry/points.ts';
import type { GridSpec } from '../model/grid.ts';

/** Closed rings (m) bounding the region whose values are ≥ a threshold; fill them with the even-odd rule. */
export interface ContourLevel {
  readonly threshold: number;
  readonly rings: readonly (readonly PointM[])[];
}

/** Marching-squares contours of a heatmap for each threshold; see traceContourRings. */
export function traceContours(values: Float32Array, grid: GridSpec, thresholds: readonly number[]): ContourLevel[] {
  const padded = padWithNaN(values, grid);
  return thresholds.map((threshold) => ({ threshold, rings: traceRings(padded, grid, threshold) }));
}

/**
 * Marching squares over cell centres (Lorensen & Cline's 2D case): crossings interpolated linearly along
 * square edges; the grid is padded with "below" samples (NaN counts as below) so every ring closes, and
 * saddles are resolved by the mean of the four corners. Returns closed rings in floor metres.
 */
export function traceContourRings(values: Float32Array, grid: GridSpec, threshold: number): PointM[][] {
  return traceRings(padWithNaN(values, grid), grid, threshold);
}

/** The values with a border of NaN one sample wide, (cols + 2) × (rows + 2), so no square needs a bounds check. */
function padWithNaN(values: Float32Array, grid: GridSpec): Float32Array {
  const w = grid.cols + 2;
  const padded = new Float32Array(w * (grid.rows + 2)).fill(NaN);
  for (let j = 0; j < grid.rows; j++) padded.set(values.subarray(j * grid.cols, (j + 1) * grid.cols), (j + 1) * w + 1);
  return padded;
}

// Typed arrays instead of maps, closures and tuples per square: a floor's contours are traced for every answer.
function traceRings(padded: Float32Array, grid: GridSpec, threshold: number): PointM[][] {
  const { cols, rows } = grid;
  const w = cols + 2;
  // Crossing id = (padded index of the edge's first sample) × 2 + (1 for a vertical edge); its point's x and y.
  const pointOf = new Int32Array(padded.length * 2).fill(-1);
  const xs: number[] = [];
  const ys: number[] = [];
  // Segment k joins crossing ids from[k] and to[k].
  const from: number[] = [];
  const to: number[] = [];
  /** The crossing on the edge from padded sample p0 to p1 (grid position i0, j0 to i1, j1), made once per edge. */
  const crossing = (p0: number, p1: number, i0: number, j0: number, i1: number, j1: number, vertical: number): number => {
    const id = (p0 << 1) | vertical;
    if (pointOf[id] === -1) {
      const v0 = padded[p0]!,
        v1 = padded[p1]!;
      const f = Number.isFinite(v0) && Number.isFinite(v1) && v1 !== v0 ? Math.min(1, Math.max(0, (threshold - v0) / (v1 - v0))) : 0.5;
      pointOf[id] = xs.length;
      xs.push(grid.originX + (i0 + (i1 - i0) * f + 0.5) * grid.cellSizeM);
      ys.push(grid.originY + (j0 + (j1 - j0) * f + 0.5) * grid.cellSizeM);
    }
    return id;
  };
  for (let j = -1; j < rows; j++) {
    for (let i = -1; i < cols; i++) {
      const pa = (j + 1) * w + (i + 1);
      const a = padded[pa]!,
        b = padded[pa + 1]!,
        c = padded[pa + w + 1]!,
        d = padded[pa + w]!;
      const code = (a >= threshold ? 8 : 0) | (b >= threshold ? 4 : 0) | (c >= threshold ? 2 : 0) | (d >= threshold ? 1 : 0);
      if (code === 0 || code === 15) continue;
      let sides = SIDES[code]!;
      if (code === 5 || code === 10) {
        // A saddle: the mean of the four corners (NaN left out) says which diagonal is joined.
        const centreAbove = meanOfFinite(a, b, c, d) >= threshold;
        sides = code === 5 ? (centreAbove ? SADDLE_5_ABOVE : SADDLE_5_BELOW) : centreAbove ? SADDLE_10_ABOVE : SADDLE_10_BELOW;
      }
      for (let s = 0; s < sides.length; s++) {
        const side = sides[s]!;
        // The square's four edges; both ends are made before the segment is kept, first end first.
        const id =
          side === TOP
            ? crossing(pa, pa + 1, i, j, i + 1, j, 0)
            : side === RIGHT
              ? crossing(pa + 1, pa + w + 1, i + 1, j, i + 1, j + 1, 1)
              : side === BOTTOM
                ? crossing(pa + w, pa + w + 1, i, j + 1, i + 1, j + 1, 0)
                : crossing(pa, pa + w, i, j, i, j + 1, 1);
        (s % 2 === 0 ? from : to).push(id);
      }
    }
  }
  return chainRings(from, to, pointOf, xs, ys);
}

const TOP = 0,
  RIGHT = 1,
  BOTTOM = 2,
  LEFT = 3;
// Per marching-squares case, the pairs of square sides each segment joins (saddles 5 and 10 decided per square).
const SIDES: readonly (readonly number[])[] = [
  [],
  [LEFT, BOTTOM],
  [BOTTOM, RIGHT],
  [LEFT, RIGHT],
  [TOP, RIGHT],
  [],
  [TOP, BOTTOM],
  [LEFT, TOP],
  [LEFT, TOP],
  [TOP, BOTTOM],
  [],
  [TOP, RIGHT],
  [LEFT, RIGHT],
  [BOTTOM, RIGHT],
  [LEFT, BOTTOM],
  [],
];
const SADDLE_5_ABOVE = [LEFT, TOP, BOTTOM, RIGHT];
const SADDLE_5_BELOW = [LEFT, BOTTOM, TOP, RIGHT];
const SADDLE_10_ABOVE = [LEFT, BOTTOM, TOP, RIGHT];
const SADDLE_10_BELOW = [LEFT, TOP, BOTTOM, RIGHT];

function meanOfFinite(a: number, b: number, c: number, d: number): number {
  let sum = 0;
  let n = 0;
  for (const v of [a, b, c, d]) {
    if (Number.isFinite(v)) {
      sum += v;
      n++;
    }
  }
  return sum / Math.max(1, n);
}

/**
 * Joins the segments into rings, each from its first unused segment onwards; a crossing is the end of at most two
 * segments (the two squares sharing its edge), kept in `first` and `second` in the order the segments were made.
 */
function chainRings(
  from: readonly number[],
  to: readonly number[],
  pointOf: Int32Array,
  xs: readonly number[],
  ys: readonly number[],
): PointM[][] {
  const first = new Int32Array(xs.length).fill(-1);
  const second = new Int32Array(xs.length).fill(-1);
  const attach = (id: number, k: number) => {
    const p = pointOf[id]!;
    if (first[p] === -1) first[p] = k;
    else second[p] = k;
  };
  for (let k = 0; k < from.length; k++) {
    attach(from[k]!, k);
    attach(to[k]!, k);
  }
  const used = new Uint8Array(from.length);
  const point = (id: number) => pointM(xs[pointOf[id]!]!, ys[pointOf[id]!]!);
  const rings: PointM[][] = [];
  for (let s = 0; s < from.length; s++) {
    if (used[s]) continue;
    const ring: PointM[] = [];
    const start = from[s]!;
    let at = to[s]!;
    let seg = s;
    used[s] = 1;
    ring.push(point(start));
    while (at !== start) {
      ring.push(point(at));
      const p = pointOf[at]!;
      const a = first[p]!,
        b = second[p]!;
      const next = a !== -1 && a !== seg && !used[a] ? a : b !== -1 && b !== seg && !used[b] ? b : -1;
      if (next === -1) break;
      used[next] = 1;
      seg = next;
      at = from[next] === at ? to[next]! : from[next]!;
    }
    rings.push(ring);
  }
  return rings;
}
