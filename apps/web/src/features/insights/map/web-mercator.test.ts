import { describe, expect, it } from 'vitest';
import {
  fitViewportTo,
  lngLatToScreen,
  panViewport,
  projectToWorld,
  screenToLngLat,
  unprojectFromWorld,
  viewportBounds,
  zoomViewportAt,
  type MapViewport,
} from './web-mercator.ts';

const helsinki = { lng: 24.94, lat: 60.17 };

describe('web mercator', () => {
  it('puts null island in the middle of the world and round-trips places', () => {
    expect(projectToWorld({ lng: 0, lat: 0 })).toEqual({ x: 128, y: 128 });
    const back = unprojectFromWorld(projectToWorld(helsinki));
    expect(back.lng).toBeCloseTo(helsinki.lng, 9);
    expect(back.lat).toBeCloseTo(helsinki.lat, 9);
  });

  it('shows the centre in the middle of the screen and maps screen points back', () => {
    const viewport: MapViewport = { center: helsinki, zoom: 6, width: 800, height: 600 };
    const middle = lngLatToScreen(viewport, helsinki);
    expect(middle.x).toBeCloseTo(400, 6);
    expect(middle.y).toBeCloseTo(300, 6);
    const corner = screenToLngLat(viewport, { x: 10, y: 20 });
    const again = lngLatToScreen(viewport, corner);
    expect(again.x).toBeCloseTo(10, 6);
    expect(again.y).toBeCloseTo(20, 6);
  });

  it('moves the map with the drag: what was under the pointer stays under it', () => {
    const viewport: MapViewport = { center: helsinki, zoom: 6, width: 800, height: 600 };
    const place = screenToLngLat(viewport, { x: 300, y: 200 });
    const moved = lngLatToScreen(panViewport(viewport, 50, -40), place);
    expect(moved.x).toBeCloseTo(350, 6);
    expect(moved.y).toBeCloseTo(160, 6);
  });

  it('zooms around the pointer', () => {
    const viewport: MapViewport = { center: helsinki, zoom: 5, width: 800, height: 600 };
    const anchor = { x: 200, y: 150 };
    const place = screenToLngLat(viewport, anchor);
    const zoomed = zoomViewportAt(viewport, 1, anchor);
    expect(zoomed.zoom).toBe(6);
    const after = lngLatToScreen(zoomed, place);
    expect(after.x).toBeCloseTo(200, 6);
    expect(after.y).toBeCloseTo(150, 6);
  });

  it('never zooms out past the whole world in view nor shows beyond the poles', () => {
    const viewport = zoomViewportAt({ center: { lng: 0, lat: 80 }, zoom: 3, width: 1024, height: 512 }, -5, { x: 512, y: 256 });
    expect(viewport.zoom).toBe(1);
    const [west, south, east, north] = viewportBounds(viewport);
    expect(west).toBeCloseTo(-180, 6);
    expect(east).toBeCloseTo(180, 6);
    expect(north).toBeCloseTo(85.05, 1);
    expect(south).toBeCloseTo(-85.05, 1);
    const panned = panViewport({ center: { lng: 0, lat: 0 }, zoom: 2.5, width: 1024, height: 512 }, 0, -10_000);
    expect(viewportBounds(panned)[1]).toBeGreaterThanOrEqual(-85.06);
  });

  it('opens on every project: Helsinki and Melbourne both inside a wide, low map', () => {
    const viewport = fitViewportTo({ center: { lng: 10, lat: 30 }, zoom: 1, width: 1350, height: 420 }, [
      helsinki,
      { lng: 144.96, lat: -37.81 },
      { lng: 24.66, lat: 60.21 },
    ]);
    for (const place of [helsinki, { lng: 144.96, lat: -37.81 }]) {
      const point = lngLatToScreen(viewport, place);
      expect(point.x).toBeGreaterThan(10);
      expect(point.x).toBeLessThan(1340);
      expect(point.y).toBeGreaterThan(10);
      expect(point.y).toBeLessThan(410);
    }
  });

  it('opens on a single project at city scale', () => {
    const viewport = fitViewportTo({ center: { lng: 10, lat: 30 }, zoom: 1, width: 800, height: 420 }, [helsinki]);
    expect(viewport.zoom).toBe(11);
    expect(lngLatToScreen(viewport, helsinki).x).toBeCloseTo(400, 3);
  });
});
