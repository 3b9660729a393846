import { describe, expect, it } from 'vitest';
import { tilesInView, tileUrl } from './map-tiles.ts';

const TEMPLATE = 'https://tiles.example.com/{z}/{x}/{y}.png';

describe('map tiles', () => {
  it('fills the template', () => {
    expect(tileUrl(TEMPLATE, 3, 4, 5)).toBe('https://tiles.example.com/3/4/5.png');
  });

  it('spreads {s} over the a, b and c hosts by x + y, the same host for the same tile every time', () => {
    const osm = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
    expect(tileUrl(osm, 2, 0, 0)).toBe('https://a.tile.openstreetmap.org/2/0/0.png');
    expect(tileUrl(osm, 2, 1, 0)).toBe('https://b.tile.openstreetmap.org/2/1/0.png');
    expect(tileUrl(osm, 2, 1, 1)).toBe('https://c.tile.openstreetmap.org/2/1/1.png');
    expect(tileUrl(osm, 2, 3, 0)).toBe('https://a.tile.openstreetmap.org/2/3/0.png');
    expect(tileUrl(osm, 2, 2, 3)).toBe(tileUrl(osm, 2, 2, 3));
    const hosts = new Set(
      tilesInView({ center: { lng: 0, lat: 0 }, zoom: 2, width: 800, height: 600 }, osm).map((tile) => new URL(tile.url).host),
    );
    expect([...hosts].sort()).toEqual(['a.tile.openstreetmap.org', 'b.tile.openstreetmap.org', 'c.tile.openstreetmap.org']);
  });

  it('fills a placeholder that appears twice', () => {
    expect(tileUrl('https://tiles.example.com/{z}/{x}/{y}.png?zoom={z}', 3, 4, 5)).toBe('https://tiles.example.com/3/4/5.png?zoom=3');
  });

  it('covers the whole world with the one tile of zoom 0 when the view shows it at 256 px', () => {
    expect(tilesInView({ center: { lng: 0, lat: 0 }, zoom: 0, width: 256, height: 256 }, TEMPLATE)).toEqual([
      { url: 'https://tiles.example.com/0/0/0.png', x: 0, y: 0, size: 256 },
    ]);
  });

  it('asks for the four tiles around the centre at zoom 1, each 256 px, meeting at the middle of the screen', () => {
    const tiles = tilesInView({ center: { lng: 0, lat: 0 }, zoom: 1, width: 400, height: 300 }, TEMPLATE);
    expect(tiles.map((tile) => tile.url.replace('https://tiles.example.com/', '')).sort()).toEqual([
      '1/0/0.png',
      '1/0/1.png',
      '1/1/0.png',
      '1/1/1.png',
    ]);
    const southEast = tiles.find((tile) => tile.url.endsWith('/1/1/1.png'))!;
    expect(southEast).toMatchObject({ x: 200, y: 150, size: 256 });
  });

  it('scales the nearest whole zoom between levels and never asks for tiles outside the world', () => {
    const tiles = tilesInView({ center: { lng: 179, lat: 84 }, zoom: 2.4, width: 300, height: 200 }, TEMPLATE);
    expect(tiles.length).toBeGreaterThan(0);
    for (const tile of tiles) {
      const [z, x, y] = tile.url
        .match(/(\d+)\/(\d+)\/(\d+)\.png$/)!
        .slice(1)
        .map(Number);
      expect(z).toBe(2);
      expect(x).toBeLessThan(4);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(tile.size).toBeCloseTo(64 * 2 ** 2.4, 6);
    }
  });
});
