import { describe, expect, it } from 'vitest';
import { isLoopbackHost, loadConfig } from './config.ts';

describe('configuration', () => {
  it('defaults to port 8080 on the embedded database in ./data', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it('seeds the demo on loopback only, unless SEED_DEMO says otherwise', () => {
    const demo = (env: Record<string, string>) => {
      const config = loadConfig(env);
      return [config.seedDemo, config.demoSource];
    };
    expect(demo({})).toEqual([true, 'loopback']);
    expect(demo({ HOST: 'localhost' })).toEqual([true, 'loopback']);
    expect(demo({ HOST: '::1' })).toEqual([true, 'loopback']);
    expect(demo({ HOST: '0.0.0.0' })).toEqual([false, 'off']);
    expect(demo({ HOST: '192.168.1.20' })).toEqual([false, 'off']);
    expect(demo({ HOST: '0.0.0.0', SEED_DEMO: 'true' })).toEqual([true, 'explicit']);
    expect(demo({ HOST: '127.0.0.1', SEED_DEMO: 'false' })).toEqual([false, 'off']);
    expect(demo({ HOST: '0.0.0.0', SEED_DEMO: '' })).toEqual([false, 'off']);
  });

  it('knows loopback names and literals from addresses others reach', () => {
    for (const host of ['127.0.0.1', '127.0.1.1', 'localhost', 'LOCALHOST', '::1', '[::1]', '::ffff:127.0.0.1'])
      expect(isLoopbackHost(host)).toBe(true);
    for (const host of ['0.0.0.0', '::', '10.0.0.1', 'localhost.example.com', '127.example.com', '::ffff:10.0.0.1'])
      expect(isLoopbackHost(host)).toBe(false);
  });

  it('treats an empty DATABASE_URL as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it('fails fast, naming every bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url' })).toThrow(/PORT[\s\S]*DATABASE_URL/);
  });

  it('allows redirects to product domains with dev, qa and poc variants and the planner and optimizer hosts', () => {
    const hosts = loadConfig({ PRODUCT_DOMAINS: 'example.com' }).allowedRedirectHosts;
    expect(hosts).toEqual(
      expect.arrayContaining([
        'example.com',
        'dev.example.com',
        'qa.example.com',
        'poc.example.com',
        'planner.airscope.app',
        'optimizer.airscope.app',
      ]),
    );
  });

  it('takes a map tile URL only over https with {z}, {x} and {y} in it', () => {
    expect(loadConfig({}).mapTileUrl).toBeUndefined();
    expect(loadConfig({ MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.png' }).mapTileUrl).toBe(
      'https://tiles.example.com/{z}/{x}/{y}.png',
    );
    expect(() => loadConfig({ MAP_TILE_URL: 'http://tiles.example.com/{z}/{x}/{y}.png' })).toThrow(/MAP_TILE_URL/);
    expect(() => loadConfig({ MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}.png' })).toThrow(/MAP_TILE_URL/);
  });

  it('takes a {s} subdomain in the tile host, but no other placeholder there', () => {
    const osm = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
    expect(loadConfig({ MAP_TILE_URL: osm }).mapTileUrl).toBe(osm);
    expect(() => loadConfig({ MAP_TILE_URL: 'https://{z}.tiles.example.com/{z}/{x}/{y}.png' })).toThrow(/MAP_TILE_URL/);
    expect(() => loadConfig({ MAP_TILE_URL: 'https://{s/tiles/{z}/{x}/{y}.png' })).toThrow(/MAP_TILE_URL/);
  });

  it('takes a one-line plain-text tile credit, only together with a tile URL', () => {
    const tiles = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
    expect(loadConfig({ MAP_TILE_URL: tiles }).mapTileAttribution).toBeUndefined();
    expect(loadConfig({ MAP_TILE_URL: tiles, MAP_TILE_ATTRIBUTION: '© OpenStreetMap contributors' }).mapTileAttribution).toBe(
      '© OpenStreetMap contributors',
    );
    expect(() => loadConfig({ MAP_TILE_ATTRIBUTION: '© OpenStreetMap contributors' })).toThrow(/MAP_TILE_ATTRIBUTION/);
    expect(() => loadConfig({ MAP_TILE_URL: tiles, MAP_TILE_ATTRIBUTION: 'line one\nline two' })).toThrow(/MAP_TILE_ATTRIBUTION/);
    expect(() => loadConfig({ MAP_TILE_URL: tiles, MAP_TILE_ATTRIBUTION: '<a href="x">OSM</a>' })).toThrow(/MAP_TILE_ATTRIBUTION/);
  });

  it('reads feature flags, on by default, overridable', () => {
    const flags = loadConfig({ FEATURE_FLAGS: 'designProject=false,sixGhz=1' }).featureFlags;
    expect(flags.designProject).toBe('false');
    expect(flags.sixGhz).toBe('1');
    expect(flags.notification).toBe('true');
  });

  it('lets controller connections reach only public https hosts unless CONTROLLER_* says otherwise', () => {
    expect(loadConfig({}).outboundAddresses).toEqual({ allowPrivateNetworks: false, allowedHosts: [] });
    const loose = loadConfig({ CONTROLLER_ALLOWED_HOSTS: ' 127.0.0.1, [::1],DNAC.lab ', CONTROLLER_ALLOW_PRIVATE_NETWORKS: 'true' });
    expect(loose.outboundAddresses).toEqual({ allowPrivateNetworks: true, allowedHosts: ['127.0.0.1', '::1', 'dnac.lab'] });
    expect(() => loadConfig({ CONTROLLER_ALLOW_PRIVATE_NETWORKS: 'yes' })).toThrow(/CONTROLLER_ALLOW_PRIVATE_NETWORKS/);
  });
});
