import { describe, expect, it } from 'vitest';
import type { LicenseProduct } from '@airscope/contracts';
import { makeUser, NO_PRODUCT_ACCESS } from '../../test/session.fixture.ts';
import { isLandingAllowed, selectProductTiles } from './product-tiles.ts';

const ids = (type: LicenseProduct | null, overrides = {}) =>
  selectProductTiles(makeUser({ ...NO_PRODUCT_ACCESS, ...overrides }), type).map((tile) => tile.id);

describe('isLandingAllowed (spec §6)', () => {
  it.each(['Connect', 'Connect Field', 'Plan', 'Software Suite'] as const)('allows %s', (type) => {
    expect(isLandingAllowed(type)).toBe(true);
  });
  it.each(['Pro', 'Partner Demo', 'Measure Pro', null] as const)('does not allow %s', (type) => {
    expect(isLandingAllowed(type)).toBe(false);
  });
});

describe('selectProductTiles (spec §6)', () => {
  it('lists datasets for Connect, Connect Field, Software Suite and Plan', () => {
    for (const type of ['Connect Field', 'Software Suite', 'Plan'] as const) expect(ids(type)).toEqual(['datasets']);
    expect(ids('Pro')).toEqual(['aiProDevices']);
  });
  it('lists AI Pro devices for Connect, Pro and Partner Demo', () => {
    expect(ids('Connect')).toEqual(['datasets', 'aiProDevices']);
    expect(ids('Partner Demo')).toEqual(['aiProDevices']);
    expect(ids('Measure Pro')).toEqual([]);
  });
  it('shows AI Pro Online only with aiProCloudPlannerAccess, the optimizer with optimizerAccess, Insights with insights access', () => {
    expect(ids(null, { aiProCloudPlannerAccess: true })).toEqual(['aiProOnline']);
    expect(ids(null, { optimizerAccess: true })).toEqual(['optimizer']);
    expect(ids(null, { insightsAccessAllowed: true })).toEqual(['insights']);
    expect(ids(null, { cloudPlannerAccessAllowed: true })).toEqual([]);
  });
  it('sends external tiles to the configured hosts', () => {
    const tiles = selectProductTiles(makeUser(), 'Connect');
    expect(tiles.find((tile) => tile.id === 'optimizer')?.destination).toEqual({ kind: 'external', baseUrl: 'optimizerBaseUrl' });
  });
});
