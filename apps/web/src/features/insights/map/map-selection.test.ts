import { describe, expect, it } from 'vitest';
import { filterBySelection, selectionFromScreenBox } from './map-selection.ts';
import { lngLatToScreen, type MapViewport } from './web-mercator.ts';

const viewport: MapViewport = { center: { lng: 10, lat: 50 }, zoom: 4, width: 1000, height: 700 };
const place = (name: string, lng: number, lat: number) => ({ name, geolocation: { latitude: lat, longitude: lng } });

describe('map selection', () => {
  const berlin = place('Berlin', 13.4, 52.5);
  const paris = place('Paris', 2.35, 48.86);
  const unplaced = { name: 'Nowhere', geolocation: null };

  it('turns a box dragged in any direction into degree bounds', () => {
    const a = lngLatToScreen(viewport, { lng: 12, lat: 54 });
    const b = lngLatToScreen(viewport, { lng: 15, lat: 51 });
    const forward = selectionFromScreenBox(viewport, a, b);
    expect(selectionFromScreenBox(viewport, b, a)).toEqual(forward);
    expect(forward.minLongitude).toBeCloseTo(12, 6);
    expect(forward.maxLongitude).toBeCloseTo(15, 6);
    expect(forward.minLatitude).toBeCloseTo(51, 6);
    expect(forward.maxLatitude).toBeCloseTo(54, 6);
  });

  it('keeps only projects inside the box, and every project without one', () => {
    const items = [berlin, paris, unplaced];
    expect(filterBySelection(items, null)).toEqual(items);
    expect(filterBySelection(items, { minLatitude: 51, maxLatitude: 54, minLongitude: 12, maxLongitude: 15 })).toEqual([berlin]);
  });
});
