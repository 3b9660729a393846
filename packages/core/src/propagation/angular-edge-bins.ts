import { pseudoAngle } from '../geometry/pseudo-angle.ts';
import { pointSegmentDistance } from '../geometry/segment-intersection.ts';

/** Stride of a packed bin entry: minDist, qx, qy, ex, ey (edge start relative to the radio), then payload. */
export const ENTRY_HEADER = 5;

/**
 * A polar spatial index of edges around one radio: a ray to any point in a bin's wedge can only cross
 * edges listed in that bin, and each list is sorted by distance so a cell stops at the first edge farther
 * than itself. Entries are packed contiguously per bin so the hot loop reads memory in order.
 */
export interface AngularEdgeBins {
  readonly binCount: number;
  /** First entry of each bin (entry index, not float offset); length binCount + 1. */
  readonly start: Int32Array;
  readonly entries: Float64Array;
  readonly stride: number;
}

/**
 * Bins edges (stride `edgeStride`, first four values ax, ay, ex, ey in metres) by the pseudo-angle they
 * subtend from (sx, sy), with one bin of margin each side; `payload` values per edge follow the header.
 */
export function buildAngularEdgeBins(
  edges: Float64Array,
  edgeStride: number,
  edgeCount: number,
  payload: readonly number[],
  sx: number,
  sy: number,
  binCount: number,
): AngularEdgeBins {
  const dist = new Float64Array(edgeCount);
  const lo = new Int32Array(edgeCount),
    hi = new Int32Array(edgeCount);
  const scale = binCount / 4;
  for (let i = 0; i < edgeCount; i++) {
    const o = i * edgeStride;
    const ax = edges[o]! - sx,
      ay = edges[o + 1]! - sy;
    const bx = ax + edges[o + 2]!,
      by = ay + edges[o + 3]!;
    dist[i] = pointSegmentDistance(0, 0, ax, ay, bx, by);
    const pa = pseudoAngle(ax, ay),
      pb = pseudoAngle(bx, by);
    const [from, to] = ax * by - ay * bx >= 0 ? [pa, pb] : [pb, pa];
    const first = Math.floor(from * scale) - 1;
    const last = Math.floor(to * scale) + 1 + (to < from ? binCount : 0);
    const isWholeCircle = dist[i]! < 1e-9 || last - first >= binCount - 1;
    lo[i] = isWholeCircle ? 0 : first;
    hi[i] = isWholeCircle ? binCount - 1 : last;
  }
  const order = Array.from({ length: edgeCount }, (_, i) => i).sort((a, b) => dist[a]! - dist[b]!);
  const start = new Int32Array(binCount + 1);
  for (const i of order) for (let k = lo[i]!; k <= hi[i]!; k++) start[(((k % binCount) + binCount) % binCount) + 1]!++;
  for (let b = 0; b < binCount; b++) start[b + 1]! += start[b]!;
  const stride = ENTRY_HEADER + payload.length;
  const entries = new Float64Array(start[binCount]! * stride);
  const fill = start.slice(0, binCount);
  for (const i of order) {
    const o = i * edgeStride;
    for (let k = lo[i]!; k <= hi[i]!; k++) {
      const at = fill[((k % binCount) + binCount) % binCount]!++ * stride;
      entries[at] = dist[i]!;
      entries[at + 1] = edges[o]! - sx;
      entries[at + 2] = edges[o + 1]! - sy;
      entries[at + 3] = edges[o + 2]!;
      entries[at + 4] = edges[o + 3]!;
      for (let p = 0; p < payload.length; p++) entries[at + ENTRY_HEADER + p] = edges[o + payload[p]!]!;
    }
  }
  return { binCount, start, entries, stride };
}
