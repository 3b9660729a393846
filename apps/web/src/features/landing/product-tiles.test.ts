import { describe, expect, it } from 'vitest';
import { LicenseProductSchema, type LicenseProduct } from '@airscope/contracts';
import { makeUser, NO_PRODUCT_ACCESS } from '../../testing/session.fixture.ts';
import { isLandingAllowed, selectProductTiles, type TileFacts } from './product-tiles.ts';

const facts = (licenseType: LicenseProduct | null, overrides: Partial<TileFacts> = {}, user = {}): TileFacts => ({
  user: makeUser({ ...NO_PRODUCT_ACCESS, ...user }),
  licenseType,
  canOpenInsights: false,
  canOpenPlanner: false,
  ...overrides,
});
const ids = (...args: Parameters<typeof facts>) => selectProductTiles(facts(...args)).map((tile) => tile.id);

// The landing page and the tiles of each of the nine licence types, for a user who may open Insights.
const BY_TYPE: readonly [LicenseProduct, boolean, string[]][] = [
  ['Connect', true, ['insights', 'datasets', 'aiProDevices']],
  ['Measure', false, ['insights']],
  ['Pro', false, ['insights', 'aiProDevices']],
  ['Connect Field', true, ['insights', 'datasets']],
  ['Partner Demo', false, ['insights', 'aiProDevices']],
  ['Private 5G', false, ['insights']],
  ['Plan', true, ['insights', 'datasets']],
  ['Measure Pro', false, ['insights']],
  ['Software Suite', true, ['insights', 'datasets']],
];

describe('landing tiles per licence type (docs/product.md §6)', () => {
  it('covers all nine licence types', () => {
    expect(BY_TYPE.map(([type]) => type)).toEqual(LicenseProductSchema.options);
  });

  it.each(BY_TYPE)('%s: landing page allowed %s, tiles %j', (type, landing, tiles) => {
    expect(isLandingAllowed(type)).toBe(landing);
    expect(ids(type, { canOpenInsights: true })).toEqual(tiles);
  });

  it('does not allow the landing page without a licence', () => {
    expect(isLandingAllowed(null)).toBe(false);
  });

  it('gives a Plan user without Insights the planner, with datasets listed there', () => {
    const tiles = selectProductTiles(facts('Plan', { canOpenPlanner: true }, { cloudPlannerAccessAllowed: true }));
    expect(tiles.map((tile) => [tile.id, tile.destination])).toEqual([
      ['planner', { kind: 'internal', path: '/planner' }],
      ['datasets', { kind: 'internal', path: '/planner' }],
    ]);
  });

  it('offers no tile that leads where the user may not go', () => {
    expect(ids('Plan')).toEqual([]);
    expect(ids('Connect')).toEqual(['aiProDevices']);
  });

  it('shows AI Pro Online only with aiProCloudPlannerAccess and the optimizer only with optimizerAccess', () => {
    expect(ids(null, {}, { aiProCloudPlannerAccess: true })).toEqual(['aiProOnline']);
    expect(ids(null, {}, { optimizerAccess: true })).toEqual(['optimizer']);
  });

  it('sends external tiles to the configured hosts', () => {
    const tiles = selectProductTiles(facts('Connect', {}, makeUser()));
    expect(tiles.find((tile) => tile.id === 'optimizer')?.destination).toEqual({ kind: 'external', baseUrl: 'optimizerBaseUrl' });
  });
});
