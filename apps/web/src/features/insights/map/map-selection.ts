import { screenToLngLat, type MapViewport, type Point } from './web-mercator.ts';

/** docs/product.md §3 "Map selection": the bounding box drawn on the map. */
export interface MapSelection {
  minLatitude: number;
  maxLatitude: number;
  minLongitude: number;
  maxLongitude: number;
}

export interface Geolocated {
  geolocation: { latitude: number; longitude: number } | null;
}

/** The box between two screen corners, in degrees, whichever way it was dragged. */
export function selectionFromScreenBox(viewport: MapViewport, from: Point, to: Point): MapSelection {
  const a = screenToLngLat(viewport, from);
  const b = screenToLngLat(viewport, to);
  return {
    minLatitude: Math.min(a.lat, b.lat),
    maxLatitude: Math.max(a.lat, b.lat),
    minLongitude: Math.min(a.lng, b.lng),
    maxLongitude: Math.max(a.lng, b.lng),
  };
}

export function isInsideSelection(selection: MapSelection, latitude: number, longitude: number): boolean {
  return (
    latitude >= selection.minLatitude &&
    latitude <= selection.maxLatitude &&
    longitude >= selection.minLongitude &&
    longitude <= selection.maxLongitude
  );
}

/** The items the box holds; without a box, all of them. Items without a place are never inside a box. */
export function filterBySelection<T extends Geolocated>(items: readonly T[], selection: MapSelection | null): readonly T[] {
  if (!selection) return items;
  return items.filter(
    (item) => item.geolocation !== null && isInsideSelection(selection, item.geolocation.latitude, item.geolocation.longitude),
  );
}
