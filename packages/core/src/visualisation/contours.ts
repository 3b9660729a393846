import { pointM, type PointM } from '../geometry/points.ts';
import type { GridSpec } from '../model/grid.ts';

/** Closed rings (m) bounding the region whose values are ≥ a threshold; fill them with the even-odd rule. */
export interface ContourLevel {
  readonly threshold: number;
  readonly rings: readonly (readonly PointM[])[];
}

/** Marching-squares contours of a heatmap for each threshold; see traceContourRings. */
export function traceContours(values: Float32Array, grid: GridSpec, thresholds: readonly number[]): ContourLevel[] {
  return thresholds.map((threshold) => ({ threshold, rings: traceContourRings(values, grid, threshold) }));
}

/**
 * Marching squares over cell centres (Lorensen & Cline's 2D case): crossings interpolated linearly along
 * square edges; the grid is padded with "below" samples (NaN counts as below) so every ring closes, and
 * saddles are resolved by the mean of the four corners. Returns closed rings in floor metres.
 */
export function traceContourRings(values: Float32Array, grid: GridSpec, threshold: number): PointM[][] {
  const { cols, rows } = grid;
  const w = cols + 2;
  const sample = (i: number, j: number): number => (i < 0 || j < 0 || i >= cols || j >= rows ? NaN : values[j * cols + i]!);
  const points = new Map<number, PointM>();
  // Segment k joins crossing ids from[k] and to[k]; closures and tuples per cell cost more than the tracing itself.
  const from: number[] = [];
  const to: number[] = [];
  /** The crossing on the edge from sample (i0, j0) to (i1, j1), made once per edge. */
  const crossing = (i0: number, j0: number, i1: number, j1: number, vertical: number): number => {
    const id = (((j0 + 1) * w + (i0 + 1)) << 1) | vertical;
    if (!points.has(id)) {
      const v0 = sample(i0, j0),
        v1 = sample(i1, j1);
      const f = Number.isFinite(v0) && Number.isFinite(v1) && v1 !== v0 ? Math.min(1, Math.max(0, (threshold - v0) / (v1 - v0))) : 0.5;
      const gx = i0 + (i1 - i0) * f,
        gy = j0 + (j1 - j0) * f;
      points.set(id, pointM(grid.originX + (gx + 0.5) * grid.cellSizeM, grid.originY + (gy + 0.5) * grid.cellSizeM));
    }
    return id;
  };
  // The four edges of the square with top-left sample (i, j).
  const edge = (i: number, j: number, side: number): number =>
    side === TOP
      ? crossing(i, j, i + 1, j, 0)
      : side === RIGHT
        ? crossing(i + 1, j, i + 1, j + 1, 1)
        : side === BOTTOM
          ? crossing(i, j + 1, i + 1, j + 1, 0)
          : crossing(i, j, i, j + 1, 1);
  for (let j = -1; j < rows; j++) {
    for (let i = -1; i < cols; i++) {
      const a = sample(i, j),
        b = sample(i + 1, j),
        c = sample(i + 1, j + 1),
        d = sample(i, j + 1);
      const code = (a >= threshold ? 8 : 0) | (b >= threshold ? 4 : 0) | (c >= threshold ? 2 : 0) | (d >= threshold ? 1 : 0);
      if (code === 0 || code === 15) continue;
      let sides = SIDES[code]!;
      if (code === 5 || code === 10) {
        // A saddle: the mean of the four corners (NaN left out) says which diagonal is joined.
        const centreAbove = meanOfFinite(a, b, c, d) >= threshold;
        sides = code === 5 ? (centreAbove ? SADDLE_5_ABOVE : SADDLE_5_BELOW) : centreAbove ? SADDLE_10_ABOVE : SADDLE_10_BELOW;
      }
      for (let s = 0; s < sides.length; s += 2) {
        // Both ends are made before the segment is kept, first end first, as the rings' point order depends on it.
        const p = edge(i, j, sides[s]!);
        const q = edge(i, j, sides[s + 1]!);
        from.push(p);
        to.push(q);
      }
    }
  }
  const incident = new Map<number, number[]>();
  for (let k = 0; k < from.length; k++) {
    for (const id of [from[k]!, to[k]!]) {
      const list = incident.get(id);
      if (list) list.push(k);
      else incident.set(id, [k]);
    }
  }
  return chainRings(
    from.map((p, k) => [p, to[k]!]),
    incident,
    points,
  );
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

function chainRings(
  segments: readonly [number, number][],
  incident: ReadonlyMap<number, number[]>,
  points: ReadonlyMap<number, PointM>,
): PointM[][] {
  const used = new Uint8Array(segments.length);
  const rings: PointM[][] = [];
  for (let s = 0; s < segments.length; s++) {
    if (used[s]) continue;
    const ring: PointM[] = [];
    const first = segments[s]![0];
    let at = segments[s]![1];
    let seg = s;
    used[s] = 1;
    ring.push(points.get(first)!);
    while (at !== first) {
      ring.push(points.get(at)!);
      const next = incident.get(at)!.find((k) => k !== seg && !used[k]);
      if (next === undefined) break;
      used[next] = 1;
      seg = next;
      at = segments[next]![0] === at ? segments[next]![1] : segments[next]![0];
    }
    rings.push(ring);
  }
  return rings;
}
