/**
 * Shadow rasterisation of one edge (a wall or an attenuation-area edge) seen from a radio.
 *
 * A cell's ray from the radio crosses edge A→A+E (the exact test `isCrossing`: 0 < t ≤ 1 along the path,
 * 0 ≤ u < 1 along the edge, optionally tLow ≤ t ≤ tHigh for walls with a height band) exactly when the cell
 * lies in the edge's "shadow": the wedge the edge subtends from the radio, beyond the edge's line, and (with
 * a height band) between the edge line scaled by 1/tHigh and by 1/tLow about the radio. Every condition is a
 * half-plane g(r) = A·rx + B·ry + C ≥ 0 in cell coordinates relative to the radio, so the shadow is convex and
 * meets each grid row in one run of columns. Runs are found per row in closed form; cells whose g values
 * lie within a tiny margin of a boundary (where rounding could flip the answer) get the exact test, so the
 * set of crossed cells is the same as testing every cell — without testing every cell.
 */

/**
 * Up to five half-planes: rows of (A, B, C), the margin under which a cell is tested exactly, and per
 * half-plane the column bound as a linear function of the row's y (see prepareColumnBounds).
 */
export interface ShadowConstraints {
  readonly abc: Float64Array;
  count: number;
  readonly margin: Float64Array;
  /** Per half-plane: kind (1 lower bound, −1 upper bound, 0 row-independent), sure c0, maybe c0, slope per metre of y. */
  readonly bounds: Float64Array;
}

/** Scratch for one rasterisation; reused across edges of one radio to avoid allocation in the hot path. */
export function createShadowConstraints(): ShadowConstraints {
  return { abc: new Float64Array(15), margin: new Float64Array(5), count: 0, bounds: new Float64Array(20) };
}

/**
 * Fills the half-planes of edge (qx, qy relative to the radio; ex, ey) with tn = q × e ≠ 0, and optional
 * t range [tLow, tHigh] (pass −∞, +∞ for none). `extent` bounds |rx| + |ry| over the grid for the margins.
 */
export function setShadowConstraints(
  s: ShadowConstraints,
  qx: number,
  qy: number,
  ex: number,
  ey: number,
  tn: number,
  tLow: number,
  tHigh: number,
  extent: number,
): void {
  const sg = tn > 0 ? 1 : -1,
    at = Math.abs(tn);
  s.count = 0;
  // t ≤ 1: s·(r × e) ≥ |tn| (the cell is on or beyond the edge's line, on the ray's side).
  push(s, sg * ey, -sg * ex, -at, extent);
  // u ≥ 0: s·(q × r) ≥ 0.
  push(s, -sg * qy, sg * qx, 0, extent);
  // u < 1: s·(r × (q + e)) > 0.
  push(s, sg * (ey + qy), -sg * (ex + qx), 0, extent);
  // t ≥ tLow > 0: |tn| ≥ tLow·s·(r × e).
  if (tLow > 0) push(s, -tLow * sg * ey, tLow * sg * ex, at, extent);
  // t ≤ tHigh < 1: tHigh·s·(r × e) ≥ |tn|.
  if (tHigh < 1) push(s, tHigh * sg * ey, -tHigh * sg * ex, -at, extent);
}

function push(s: ShadowConstraints, a: number, b: number, c: number, extent: number): void {
  const k = s.count++;
  s.abc[3 * k] = a;
  s.abc[3 * k + 1] = b;
  s.abc[3 * k + 2] = c;
  // Rounding in the exact test is ~1e-16 of the terms' size; 1e-9 of it leaves a wide safety factor.
  s.margin[k] = 1e-9 * ((Math.abs(a) + Math.abs(b)) * extent + Math.abs(c) + 1e-12);
}

/**
 * Rows [first, last] the shadow can touch: the grid's bounding box (relative to the radio) clipped by each
 * half-plane loosened by its margin (Sutherland–Hodgman on a convex polygon). Returns false when empty.
 */
export function shadowRowRange(
  s: ShadowConstraints,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  out: Float64Array,
  scratch: Float64Array,
): boolean {
  let poly = out,
    next = scratch;
  poly[0] = x0;
  poly[1] = y0;
  poly[2] = x1;
  poly[3] = y0;
  poly[4] = x1;
  poly[5] = y1;
  poly[6] = x0;
  poly[7] = y1;
  let n = 4;
  for (let k = 0; k < s.count && n > 0; k++) {
    const a = s.abc[3 * k]!,
      b = s.abc[3 * k + 1]!,
      c = s.abc[3 * k + 2]! + s.margin[k]!;
    let m = 0;
    for (let i = 0; i < n; i++) {
      const px = poly[2 * i]!,
        py = poly[2 * i + 1]!;
      const j = i + 1 === n ? 0 : i + 1;
      const qx = poly[2 * j]!,
        qy = poly[2 * j + 1]!;
      const gp = a * px + b * py + c,
        gq = a * qx + b * qy + c;
      if (gp >= 0) {
        next[2 * m] = px;
        next[2 * m + 1] = py;
        m++;
      }
      if (gp >= 0 !== gq >= 0) {
        const f = gp / (gp - gq);
        next[2 * m] = px + f * (qx - px);
        next[2 * m + 1] = py + f * (qy - py);
        m++;
      }
    }
    const t = poly;
    poly = next;
    next = t;
    n = m;
  }
  if (n === 0) return false;
  let lo = Infinity,
    hi = -Infinity;
  for (let i = 0; i < n; i++) {
    const y = poly[2 * i + 1]!;
    if (y < lo) lo = y;
    if (y > hi) hi = y;
  }
  out[8] = lo;
  out[9] = hi;
  return true;
}

/**
 * Turns each half-plane into column bounds linear in the row's y: A·(x0 + c·step) + B·y + C ≥ ±m
 * ⇔ c ≥ (±m − A·x0 − C − B·y)/(A·step) for A > 0 (≤ for A < 0), so a row costs one multiply-add per
 * half-plane instead of a division.
 */
export function prepareColumnBounds(s: ShadowConstraints, x0: number, step: number): void {
  for (let k = 0; k < s.count; k++) {
    const A = s.abc[3 * k]!,
      B = s.abc[3 * k + 1]!,
      C = s.abc[3 * k + 2]!,
      m = s.margin[k]!;
    const a = A * step,
      o = 4 * k;
    if (a === 0) {
      s.bounds[o] = 0;
      s.bounds[o + 1] = B;
      s.bounds[o + 2] = C;
      s.bounds[o + 3] = m;
      continue;
    }
    s.bounds[o] = a > 0 ? 1 : -1;
    s.bounds[o + 1] = (m - A * x0 - C) / a;
    s.bounds[o + 2] = (-m - A * x0 - C) / a;
    s.bounds[o + 3] = -B / a;
  }
}

/**
 * Columns of one row (relative y = ry) where every half-plane holds with margin (`sure`, no test needed)
 * and where any might hold (`maybe`), from the bounds of prepareColumnBounds. Writes [sureLo, sureHi,
 * maybeLo, maybeHi] into `out` (empty ranges have lo > hi).
 */
export function shadowColumns(s: ShadowConstraints, ry: number, cols: number, out: Int32Array): void {
  let sureLo = 0,
    sureHi = cols - 1,
    maybeLo = 0,
    maybeHi = cols - 1;
  const bounds = s.bounds;
  for (let k = 0, o = 0; k < s.count; k++, o += 4) {
    const kind = bounds[o]!;
    if (kind === 0) {
      // Row-independent in x: the half-plane holds for the whole row or for none of it.
      const g = bounds[o + 1]! * ry + bounds[o + 2]!,
        m = bounds[o + 3]!;
      if (g < m) {
        sureLo = cols;
        sureHi = -1;
      }
      if (g < -m) {
        maybeLo = cols;
        maybeHi = -1;
      }
      continue;
    }
    const slope = bounds[o + 3]! * ry;
    let sure = bounds[o + 1]! + slope,
      maybe = bounds[o + 2]! + slope;
    sure = sure < -1 ? -1 : sure > cols ? cols : sure;
    maybe = maybe < -1 ? -1 : maybe > cols ? cols : maybe;
    if (kind > 0) {
      const sc = Math.ceil(sure),
        mc = Math.ceil(maybe);
      if (sc > sureLo) sureLo = sc;
      if (mc > maybeLo) maybeLo = mc;
    } else {
      const sc = Math.floor(sure),
        mc = Math.floor(maybe);
      if (sc < sureHi) sureHi = sc;
      if (mc < maybeHi) maybeHi = mc;
    }
  }
  out[0] = sureLo;
  out[1] = sureHi;
  out[2] = maybeLo;
  out[3] = maybeHi;
}

/**
 * Writes [minX, maxX, minY, maxY] (m) of the cells whose path from the radio (sx, sy) can cross segment a→b at a path
 * parameter t in [tLow, min(tHigh, 1)], tLow > 0: the box of the segment scaled about the radio by 1/t over that
 * range, i.e. of its ends scaled by the nearest and the farthest factor. Allocation-free: it runs per wall and radio.
 */
export function shadowBoxBounds(
  sx: number,
  sy: number,
  ax: number,
  ay: number,
  bx: number,
  by: number,
  tLow: number,
  tHigh: number,
  out: Float64Array,
): void {
  const near = 1 / (tHigh < 1 ? tHigh : 1),
    far = 1 / tLow;
  const x1 = sx + (ax - sx) * near,
    x2 = sx + (bx - sx) * near,
    x3 = sx + (ax - sx) * far,
    x4 = sx + (bx - sx) * far;
  const y1 = sy + (ay - sy) * near,
    y2 = sy + (by - sy) * near,
    y3 = sy + (ay - sy) * far,
    y4 = sy + (by - sy) * far;
  out[0] = Math.min(x1, x2, x3, x4);
  out[1] = Math.max(x1, x2, x3, x4);
  out[2] = Math.min(y1, y2, y3, y4);
  out[3] = Math.max(y1, y2, y3, y4);
}
