import { segmentsIntersect } from './segment-intersection.ts';

/**
 * Uniform-grid spatial index over segments in metres (CSR buckets of segment ids).
 * Chosen over a BVH because walls are short and evenly spread over a floor; queries touch few buckets.
 */
export interface SegmentGridIndex {
  /** Flat [ax, ay, bx, by] per segment. */
  readonly coords: Float64Array;
  readonly minX: number;
  readonly minY: number;
  readonly bucketSizeM: number;
  readonly cols: number;
  readonly rows: number;
  readonly bucketStart: Int32Array;
  readonly bucketItems: Int32Array;
}

/** Builds the index; bucket size defaults to about twice the mean segment length, at least 1 m. */
export function buildSegmentGridIndex(coords: Float64Array, bucketSizeM?: number): SegmentGridIndex {
  const n = coords.length / 4;
  let minX = Infinity,
    minY = Infinity,
    maxX = -Infinity,
    maxY = -Infinity,
    total = 0;
  for (let i = 0; i < n; i++) {
    const ax = coords[4 * i]!,
      ay = coords[4 * i + 1]!,
      bx = coords[4 * i + 2]!,
      by = coords[4 * i + 3]!;
    minX = Math.min(minX, ax, bx);
    maxX = Math.max(maxX, ax, bx);
    minY = Math.min(minY, ay, by);
    maxY = Math.max(maxY, ay, by);
    total += Math.hypot(bx - ax, by - ay);
  }
  if (n === 0) {
    minX = minY = 0;
    maxX = maxY = 1;
  }
  const size = bucketSizeM ?? Math.max(1, n > 0 ? (2 * total) / n : 1);
  const cols = Math.max(1, Math.ceil((maxX - minX) / size) + 1);
  const rows = Math.max(1, Math.ceil((maxY - minY) / size) + 1);
  const counts = new Int32Array(cols * rows + 1);
  const visit = (i: number, fn: (bucket: number) => void): void => {
    const ax = coords[4 * i]!,
      ay = coords[4 * i + 1]!,
      bx = coords[4 * i + 2]!,
      by = coords[4 * i + 3]!;
    const c0 = Math.floor((Math.min(ax, bx) - minX) / size),
      c1 = Math.floor((Math.max(ax, bx) - minX) / size);
    const r0 = Math.floor((Math.min(ay, by) - minY) / size),
      r1 = Math.floor((Math.max(ay, by) - minY) / size);
    for (let r = r0; r <= r1; r++) for (let c = c0; c <= c1; c++) fn(r * cols + c);
  };
  for (let i = 0; i < n; i++) visit(i, (b) => counts[b + 1]!++);
  for (let b = 0; b < cols * rows; b++) counts[b + 1]! += counts[b]!;
  const items = new Int32Array(counts[cols * rows]!);
  const fill = counts.slice(0, cols * rows);
  for (let i = 0; i < n; i++) visit(i, (b) => (items[fill[b]!++] = i));
  return { coords, minX, minY, bucketSizeM: size, cols, rows, bucketStart: counts, bucketItems: items };
}

/** Ids of segments whose buckets overlap the box (candidates; may include a few outside it), each once. */
export function querySegmentsInBox(
  index: SegmentGridIndex,
  minX: number,
  minY: number,
  maxX: number,
  maxY: number,
  seen: Uint8Array,
  out: number[],
): number[] {
  out.length = 0;
  const s = index.bucketSizeM;
  const c0 = Math.max(0, Math.floor((minX - index.minX) / s)),
    c1 = Math.min(index.cols - 1, Math.floor((maxX - index.minX) / s));
  const r0 = Math.max(0, Math.floor((minY - index.minY) / s)),
    r1 = Math.min(index.rows - 1, Math.floor((maxY - index.minY) / s));
  for (let r = r0; r <= r1; r++) {
    for (let c = c0; c <= c1; c++) {
      const b = r * index.cols + c;
      for (let k = index.bucketStart[b]!; k < index.bucketStart[b + 1]!; k++) {
        const id = index.bucketItems[k]!;
        if (seen[id] === 0) {
          seen[id] = 1;
          out.push(id);
        }
      }
    }
  }
  for (const id of out) seen[id] = 0;
  return out;
}

/** Whether the segment P→Q touches any indexed segment (metres); `seen` is scratch sized to the segment count. */
export function isSegmentBlocked(
  index: SegmentGridIndex,
  px: number,
  py: number,
  qx: number,
  qy: number,
  seen: Uint8Array,
  scratch: number[],
): boolean {
  const ids = querySegmentsInBox(index, Math.min(px, qx), Math.min(py, qy), Math.max(px, qx), Math.max(py, qy), seen, scratch);
  const c = index.coords;
  for (const id of ids) {
    if (segmentsIntersect(px, py, qx, qy, c[4 * id]!, c[4 * id + 1]!, c[4 * id + 2]!, c[4 * id + 3]!)) return true;
  }
  return false;
}
