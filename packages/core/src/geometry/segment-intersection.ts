/**
 * Parameter t ∈ (0, 1] along the ray S→P (P = S + r) where it crosses edge A→A+E (u ∈ [0, 1) along the
 * edge), or -1 when it does not; half-open ends make a ray through a shared wall joint count one wall.
 * The tests avoid division so the fast engine can inline the same arithmetic and agree bit for bit.
 */
export function crossingParameter(sx: number, sy: number, rx: number, ry: number, ax: number, ay: number, ex: number, ey: number): number {
  const denom = rx * ey - ry * ex;
  const qx = ax - sx;
  const qy = ay - sy;
  const tn = qx * ey - qy * ex;
  const un = qx * ry - qy * rx;
  return isCrossing(denom, tn, un) ? tn / denom : -1;
}

/** Division-free form of 0 < tn/denom ≤ 1 and 0 ≤ un/denom < 1. */
export function isCrossing(denom: number, tn: number, un: number): boolean {
  if (denom > 0) return tn > 0 && tn <= denom && un >= 0 && un < denom;
  if (denom < 0) return tn < 0 && tn >= denom && un <= 0 && un > denom;
  return false;
}

/** Whether closed segments AB and CD intersect (metres), touching included. */
export function segmentsIntersect(ax: number, ay: number, bx: number, by: number, cx: number, cy: number, dx: number, dy: number): boolean {
  const d1 = orient(cx, cy, dx, dy, ax, ay);
  const d2 = orient(cx, cy, dx, dy, bx, by);
  const d3 = orient(ax, ay, bx, by, cx, cy);
  const d4 = orient(ax, ay, bx, by, dx, dy);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return true;
  return (
    (d1 === 0 && onSegment(cx, cy, dx, dy, ax, ay)) ||
    (d2 === 0 && onSegment(cx, cy, dx, dy, bx, by)) ||
    (d3 === 0 && onSegment(ax, ay, bx, by, cx, cy)) ||
    (d4 === 0 && onSegment(ax, ay, bx, by, dx, dy))
  );
}

/** Twice the signed area of triangle (a, b, c); positive when c is left of a→b. */
export function orient(ax: number, ay: number, bx: number, by: number, cx: number, cy: number): number {
  return (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
}

function onSegment(ax: number, ay: number, bx: number, by: number, px: number, py: number): boolean {
  return Math.min(ax, bx) <= px && px <= Math.max(ax, bx) && Math.min(ay, by) <= py && py <= Math.max(ay, by);
}

/** Shortest distance in metres from point P to segment AB. */
export function pointSegmentDistance(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const ex = bx - ax;
  const ey = by - ay;
  const len2 = ex * ex + ey * ey;
  let t = len2 > 0 ? ((px - ax) * ex + (py - ay) * ey) / len2 : 0;
  t = t < 0 ? 0 : t > 1 ? 1 : t;
  return Math.hypot(ax + t * ex - px, ay + t * ey - py);
}
