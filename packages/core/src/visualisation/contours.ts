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
  const sample = (i: number, j: number): number => {
    if (i < 0 || j < 0 || i >= cols || j >= rows) return NaN;
    return values[j * cols + i]!;
  };
  const above = (v: number): boolean => v >= threshold;
  const points = new Map<number, PointM>();
  const incident = new Map<number, number[]>();
  const segments: [number, number][] = [];
  const crossing = (i0: number, j0: number, i1: number, j1: number, id: number): number => {
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
  const edgeId = (i: number, j: number, vertical: number): number => (((j + 1) * w + (i + 1)) << 1) | vertical;
  for (let j = -1; j < rows; j++) {
    for (let i = -1; i < cols; i++) {
      const a = sample(i, j),
        b = sample(i + 1, j),
        c = sample(i + 1, j + 1),
        d = sample(i, j + 1);
      const code = (above(a) ? 8 : 0) | (above(b) ? 4 : 0) | (above(c) ? 2 : 0) | (above(d) ? 1 : 0);
      if (code === 0 || code === 15) continue;
      const top = (): number => crossing(i, j, i + 1, j, edgeId(i, j, 0));
      const right = (): number => crossing(i + 1, j, i + 1, j + 1, edgeId(i + 1, j, 1));
      const bottom = (): number => crossing(i, j + 1, i + 1, j + 1, edgeId(i, j + 1, 0));
      const left = (): number => crossing(i, j, i, j + 1, edgeId(i, j, 1));
      const add = (p: number, q: number): void => {
        segments.push([p, q]);
      };
      const centreAbove = above(
        [a, b, c, d].filter(Number.isFinite).reduce((s, v) => s + v, 0) / Math.max(1, [a, b, c, d].filter(Number.isFinite).length),
      );
      switch (code) {
        case 1:
        case 14:
          add(left(), bottom());
          break;
        case 2:
        case 13:
          add(bottom(), right());
          break;
        case 3:
        case 12:
          add(left(), right());
          break;
        case 4:
        case 11:
          add(top(), right());
          break;
        case 6:
        case 9:
          add(top(), bottom());
          break;
        case 7:
        case 8:
          add(left(), top());
          break;
        case 5:
          if (centreAbove) {
            add(left(), top());
            add(bottom(), right());
          } else {
            add(left(), bottom());
            add(top(), right());
          }
          break;
        case 10:
          if (centreAbove) {
            add(left(), bottom());
            add(top(), right());
          } else {
            add(left(), top());
            add(bottom(), right());
          }
          break;
      }
    }
  }
  segments.forEach(([p, q], k) => {
    for (const id of [p, q]) {
      const list = incident.get(id);
      if (list) list.push(k);
      else incident.set(id, [k]);
    }
  });
  return chainRings(segments, incident, points);
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
