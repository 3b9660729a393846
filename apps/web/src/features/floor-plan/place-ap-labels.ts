/** An AP label's box on screen, relative to its AP (screen pixels), or null when it is hidden. */
export interface LabelOffset {
  readonly dx: number;
  readonly dy: number;
}

export interface LabelledPoint {
  readonly id: string;
  /** Screen pixels. */
  readonly x: number;
  readonly y: number;
  /** Label size in screen pixels. */
  readonly width: number;
  readonly height: number;
}

const MARKER_RADIUS = 9;
const GAP = 4;

/**
 * Places AP labels without overlap: each label goes right, left, above or below its marker, whichever first
 * overlaps no marker and no label placed before it; a label with no free place is hidden (null). Points are
 * taken in the given order, so earlier ones win their preferred place.
 */
export function placeApLabels(points: readonly LabelledPoint[]): Map<string, LabelOffset | null> {
  type Box = { left: number; top: number; right: number; bottom: number };
  const taken: Box[] = points.map((p) => ({
    left: p.x - MARKER_RADIUS,
    top: p.y - MARKER_RADIUS,
    right: p.x + MARKER_RADIUS,
    bottom: p.y + MARKER_RADIUS,
  }));
  // A grid of buckets keeps the overlap test near-constant per label even for hundreds of APs.
  const bucket = 64;
  const buckets = new Map<string, Box[]>();
  const keysOf = (box: Box) => {
    const keys: string[] = [];
    for (let bx = Math.floor(box.left / bucket); bx <= Math.floor(box.right / bucket); bx++) {
      for (let by = Math.floor(box.top / bucket); by <= Math.floor(box.bottom / bucket); by++) keys.push(`${bx}:${by}`);
    }
    return keys;
  };
  const add = (box: Box) => keysOf(box).forEach((key) => buckets.set(key, [...(buckets.get(key) ?? []), box]));
  const overlaps = (box: Box) =>
    keysOf(box).some((key) =>
      (buckets.get(key) ?? []).some(
        (other) => box.left < other.right && other.left < box.right && box.top < other.bottom && other.top < box.bottom,
      ),
    );
  taken.forEach(add);
  const placed = new Map<string, LabelOffset | null>();
  for (const point of points) {
    const candidates: LabelOffset[] = [
      { dx: MARKER_RADIUS + GAP, dy: -point.height / 2 },
      { dx: -MARKER_RADIUS - GAP - point.width, dy: -point.height / 2 },
      { dx: -point.width / 2, dy: -MARKER_RADIUS - GAP - point.height },
      { dx: -point.width / 2, dy: MARKER_RADIUS + GAP },
    ];
    const free = candidates.find((offset) => {
      const box = {
        left: point.x + offset.dx,
        top: point.y + offset.dy,
        right: point.x + offset.dx + point.width,
        bottom: point.y + offset.dy + point.height,
      };
      return !overlaps(box);
    });
    placed.set(point.id, free ?? null);
    if (free)
      add({
        left: point.x + free.dx,
        top: point.y + free.dy,
        right: point.x + free.dx + point.width,
        bottom: point.y + free.dy + point.height,
      });
  }
  return placed;
}
