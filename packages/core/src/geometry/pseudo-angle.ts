/**
 * Monotonic stand-in for atan2 in [0, 4): one division instead of a transcendental call,
 * enough to bucket directions into angular bins (the "diamond angle").
 */
export function pseudoAngle(dx: number, dy: number): number {
  if (dy >= 0) return dx >= 0 ? (dx + dy === 0 ? 0 : dy / (dx + dy)) : 1 - dx / (-dx + dy);
  return dx < 0 ? 2 - dy / (-dx - dy) : 3 + dx / (dx - dy);
}
