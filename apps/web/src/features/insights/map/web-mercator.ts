/** Web Mercator maths of the projects map: longitude/latitude in degrees ↔ world and screen pixels. */
export const TILE_SIZE = 256;
export const MAX_LATITUDE = 85.05112878;
export const MIN_ZOOM = 0;
export const MAX_ZOOM = 18;

export interface LngLat {
  lng: number;
  lat: number;
}

export interface MapViewport {
  center: LngLat;
  /** Continuous zoom; the world is TILE_SIZE·2^zoom pixels wide. */
  zoom: number;
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The world at zoom 0 as a 0..TILE_SIZE square (spherical Mercator, EPSG:3857). */
export function projectToWorld({ lng, lat }: LngLat): Point {
  const sin = Math.sin((clamp(lat, -MAX_LATITUDE, MAX_LATITUDE) * Math.PI) / 180);
  return {
    x: ((clamp(lng, -180, 180) + 180) / 360) * TILE_SIZE,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * TILE_SIZE,
  };
}

export function unprojectFromWorld({ x, y }: Point): LngLat {
  const n = Math.PI - (2 * Math.PI * y) / TILE_SIZE;
  return { lng: (x / TILE_SIZE) * 360 - 180, lat: (180 / Math.PI) * Math.atan(Math.sinh(n)) };
}

export function scaleOf(zoom: number): number {
  return 2 ** zoom;
}

/** Screen pixel of a zoom-0 world point in the viewport. */
export function worldToScreen(viewport: MapViewport, world: Point): Point {
  const scale = scaleOf(viewport.zoom);
  const center = projectToWorld(viewport.center);
  return { x: (world.x - center.x) * scale + viewport.width / 2, y: (world.y - center.y) * scale + viewport.height / 2 };
}

export function screenToLngLat(viewport: MapViewport, screen: Point): LngLat {
  const scale = scaleOf(viewport.zoom);
  const center = projectToWorld(viewport.center);
  return unprojectFromWorld({
    x: center.x + (screen.x - viewport.width / 2) / scale,
    y: center.y + (screen.y - viewport.height / 2) / scale,
  });
}

export function lngLatToScreen(viewport: MapViewport, lngLat: LngLat): Point {
  return worldToScreen(viewport, projectToWorld(lngLat));
}

/** The smallest zoom: the whole world in view, filling its width or its height, whichever is smaller. */
export function minZoomFor(width: number, height: number = width): number {
  return clamp(Math.log2(Math.max(1, Math.min(width, height)) / TILE_SIZE), MIN_ZOOM, MAX_ZOOM);
}

/** Keeps the centre such that the map never shows past the poles or the world's sides, unless the whole world is smaller than the view. */
export function constrainViewport(viewport: MapViewport): MapViewport {
  const zoom = clamp(viewport.zoom, minZoomFor(viewport.width, viewport.height), MAX_ZOOM);
  const scale = scaleOf(zoom);
  const center = projectToWorld(viewport.center);
  const halfW = viewport.width / 2 / scale;
  const halfH = viewport.height / 2 / scale;
  const x = halfW * 2 >= TILE_SIZE ? TILE_SIZE / 2 : clamp(center.x, halfW, TILE_SIZE - halfW);
  const y = halfH * 2 >= TILE_SIZE ? TILE_SIZE / 2 : clamp(center.y, halfH, TILE_SIZE - halfH);
  return { ...viewport, zoom, center: unprojectFromWorld({ x, y }) };
}

/** Moves the map by a screen offset (a drag). */
export function panViewport(viewport: MapViewport, dx: number, dy: number): MapViewport {
  const scale = scaleOf(viewport.zoom);
  const center = projectToWorld(viewport.center);
  return constrainViewport({ ...viewport, center: unprojectFromWorld({ x: center.x - dx / scale, y: center.y - dy / scale }) });
}

/** Zooms by `delta` levels keeping the place under `anchor` (a screen point) where it is. */
export function zoomViewportAt(viewport: MapViewport, delta: number, anchor: Point): MapViewport {
  const before = screenToLngLat(viewport, anchor);
  const zoomed = constrainViewport({ ...viewport, zoom: viewport.zoom + delta });
  const after = lngLatToScreen(zoomed, before);
  return panViewport(zoomed, anchor.x - after.x, anchor.y - after.y);
}

/** West, south, east, north of what the viewport shows. */
export function viewportBounds(viewport: MapViewport): [number, number, number, number] {
  const topLeft = screenToLngLat(viewport, { x: 0, y: 0 });
  const bottomRight = screenToLngLat(viewport, { x: viewport.width, y: viewport.height });
  return [clamp(topLeft.lng, -180, 180), bottomRight.lat, clamp(bottomRight.lng, -180, 180), topLeft.lat];
}

/** Zoom a fitted view of a few places never exceeds: a single project shows its city, not its street. */
const MAX_FIT_ZOOM = 11;
/** Screen pixels kept free around fitted places, so markers sit inside the view. */
const FIT_PADDING_PX = 36;

/** The viewport that shows every place (longitude/latitude) as large as it fits; unchanged when there are none. */
export function fitViewportTo(viewport: MapViewport, places: readonly LngLat[]): MapViewport {
  if (places.length === 0 || viewport.width === 0) return constrainViewport(viewport);
  const points = places.map(projectToWorld);
  const minX = Math.min(...points.map((p) => p.x)),
    maxX = Math.max(...points.map((p) => p.x));
  const minY = Math.min(...points.map((p) => p.y)),
    maxY = Math.max(...points.map((p) => p.y));
  const room = (size: number) => Math.max(1, size - 2 * FIT_PADDING_PX);
  const zoomFor = (span: number, size: number) => (span > 0 ? Math.log2(room(size) / span) : MAX_FIT_ZOOM);
  const zoom = Math.min(MAX_FIT_ZOOM, zoomFor(maxX - minX, viewport.width), zoomFor(maxY - minY, viewport.height));
  return constrainViewport({ ...viewport, zoom, center: unprojectFromWorld({ x: (minX + maxX) / 2, y: (minY + maxY) / 2 }) });
}
