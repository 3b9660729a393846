import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const TILES = 'https://tiles.example.com/osm/{z}/{x}/{y}.png';
const OSM = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
const CREDIT = '© OpenStreetMap contributors';

describe('map tiles in the page configuration', () => {
  let plain: TestApp;
  let tiled: TestApp;
  let credited: TestApp;

  beforeAll(async () => {
    plain = await createTestApp('embedded');
    tiled = await createTestApp('embedded', { env: { MAP_TILE_URL: TILES } });
    credited = await createTestApp('embedded', { env: { MAP_TILE_URL: OSM, MAP_TILE_ATTRIBUTION: CREDIT } });
  }, 180_000);
  afterAll(async () => {
    await plain?.close();
    await tiled?.close();
    await credited?.close();
  });

  it('names no tile server by default, so the map shows its bundled offline world', async () => {
    const response = await plain.call('GET', '/api/page-config');
    expect(response.json().mapTileUrl).toBeUndefined();
    expect(String(response.headers['content-security-policy'])).toContain("img-src 'self' data: blob:;");
  });

  it('answers a configured tile URL and lets the page load images from its host only', async () => {
    const response = await tiled.call('GET', '/api/page-config');
    expect(response.json().mapTileUrl).toBe(TILES);
    expect(response.json().mapTileAttribution).toBeUndefined();
    expect(String(response.headers['content-security-policy'])).toContain("img-src 'self' data: blob: https://tiles.example.com;");
  });

  it('passes the tile credit on and lets the page load images from each {s} subdomain host', async () => {
    const response = await credited.call('GET', '/api/page-config');
    expect(response.json()).toMatchObject({ mapTileUrl: OSM, mapTileAttribution: CREDIT });
    expect(String(response.headers['content-security-policy'])).toContain(
      "img-src 'self' data: blob: https://a.tile.openstreetmap.org https://b.tile.openstreetmap.org https://c.tile.openstreetmap.org;",
    );
  });
});
