import { CONTROLLER_SCENARIO } from '@airscope/test-data/controllers';
import { expect } from 'vitest';
import type { ControllerClient, ControllerSite } from './controller-client.ts';

/**
 * What every vendor client must read from its mock's scenario (test-data/controllers/scenario.json), shared by the
 * client tests so the three vendors are held to the same expectations. `digits` is the precision its units allow.
 */

export async function fetchHeadOffice(client: ControllerClient): Promise<ControllerSite> {
  const hq = (await client.listSites()).find((s) => s.name === 'HQ')!;
  return client.fetchSite(hq.id);
}

/** The base scenario: both floors at their size, every AP on its floor at its place with its model and radios. */
export function expectBaseScenario(site: ControllerSite, options: { model: string; digits: { floors: number; positions: number } }): void {
  expect(site.name).toBe('HQ');
  expect(site.floors.map((f) => f.name)).toEqual(CONTROLLER_SCENARIO.floors.map((f) => f.name));
  for (const [i, floor] of site.floors.entries()) {
    expect(floor.widthM).toBeCloseTo(CONTROLLER_SCENARIO.floors[i]!.widthM, options.digits.floors);
    expect(floor.heightM).toBeCloseTo(CONTROLLER_SCENARIO.floors[i]!.heightM, options.digits.floors);
  }
  const aps = CONTROLLER_SCENARIO.scenarios.base;
  expect(site.accessPoints.map((a) => a.mac)).toEqual(aps.map((a) => a.mac));
  for (const want of aps) {
    const got = site.accessPoints.find((a) => a.mac === want.mac)!;
    const floor = site.floors[CONTROLLER_SCENARIO.floors.findIndex((f) => f.key === want.floor)]!;
    expect(got).toMatchObject({ name: want.name, model: options.model, floorId: floor.id });
    expect(got.xM).toBeCloseTo(want.xM, options.digits.positions);
    expect(got.yM).toBeCloseTo(want.yM, options.digits.positions);
    expect(got.radios).toEqual([
      { band: '2.4', channel: want.ch24, txPowerDbm: want.pw24 },
      { band: '5', channel: want.ch5, txPowerDbm: want.pw5 },
    ]);
  }
}

/** The 'moved' scenario: AP-G-02 at (25, 15) m, AP-1-02 gone. */
export function expectMovedScenario(site: ControllerSite, digits: number): void {
  expect(site.accessPoints).toHaveLength(4);
  expect(site.accessPoints.find((a) => a.name === 'AP-1-02')).toBeUndefined();
  const moved = site.accessPoints.find((a) => a.name === 'AP-G-02')!;
  expect(moved.xM).toBeCloseTo(25, digits);
  expect(moved.yM).toBeCloseTo(15, digits);
}
