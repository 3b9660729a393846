import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('configuration', () => {
  it('defaults to port 8080 on the embedded database in ./data', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/\/data$/);
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
      expect.arrayContaining(['example.com', 'dev.example.com', 'qa.example.com', 'poc.example.com', 'planner.airscope.app', 'optimizer.airscope.app']),
    );
  });

  it('reads feature flags, on by default, overridable', () => {
    const flags = loadConfig({ FEATURE_FLAGS: 'designProject=false,sixGhz=1' }).featureFlags;
    expect(flags.designProject).toBe('false');
    expect(flags.sixGhz).toBe('1');
    expect(flags.notification).toBe('true');
  });
});
