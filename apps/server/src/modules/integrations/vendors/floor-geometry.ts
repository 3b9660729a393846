/**
 * Placing a lat/lng on a floor map given the map's corners, for vendors that locate devices geographically
 * (Meraki). Over a building a flat local projection is exact to millimetres, so metres east/south of the
 * top-left corner are projected onto the map's own x (top edge) and y (left edge) axes; a rotated map works too.
 */

export interface LatLng {
  lat: number;
  lng: number;
}

const EARTH_RADIUS_M = 6378137;

function localMetres(origin: LatLng, p: LatLng): { east: number; south: number } {
  const rad = Math.PI / 180;
  return {
    east: (p.lng - origin.lng) * rad * EARTH_RADIUS_M * Math.cos(origin.lat * rad),
    south: (origin.lat - p.lat) * rad * EARTH_RADIUS_M,
  };
}

export interface FloorFrame {
  widthM: number;
  heightM: number;
  toFloor(p: LatLng): { xM: number; yM: number };
}

/** The frame of a map from its top-left, top-right and bottom-left corners; null when they do not span a plane. */
export function floorFrame(topLeft: LatLng, topRight: LatLng, bottomLeft: LatLng): FloorFrame | null {
  const u = localMetres(topLeft, topRight);
  const v = localMetres(topLeft, bottomLeft);
  const widthM = Math.hypot(u.east, u.south);
  const heightM = Math.hypot(v.east, v.south);
  if (!(widthM > 0) || !(heightM > 0)) return null;
  return {
    widthM,
    heightM,
    toFloor(p) {
      const d = localMetres(topLeft, p);
      return {
        xM: (d.east * u.east + d.south * u.south) / widthM,
        yM: (d.east * v.east + d.south * v.south) / heightM,
      };
    },
  };
}

/** MAC in the interface's form (lower case, colon separated) from any of the vendors' spellings; null if not a MAC. */
export function normaliseMac(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const hex = raw.toLowerCase().replace(/[^0-9a-f]/g, '');
  if (hex.length !== 12) return null;
  return hex.match(/../g)!.join(':');
}

export function numberOrNull(v: unknown): number | null {
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
}

/** A size or scale: a finite number above 0, else null (0 is how controllers write "not set"). */
export function positiveOrNull(v: unknown): number | null {
  const n = numberOrNull(v);
  return n !== null && n > 0 ? n : null;
}
