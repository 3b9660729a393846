import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECOMMENDATION_PASS_TARGET, type AreaKpiRow, type FloorKpiRow, type Recommendation } from '@airscope/contracts';
import { createTestApp, type TestApp, type TestSession } from '../../testing/test-app.ts';
import { signInConsented } from '../../testing/eula-consent.ts';
import { PLANNED, seedComputedDemoProjects } from './insights-testing.ts';

describe('project recommendations', () => {
  let t: TestApp;
  let owner: TestSession;
  let planned: string;
  const get = (url: string, session: TestSession = owner) => t.call('GET', url, { session });

  beforeAll(async () => {
    t = await createTestApp('embedded');
    owner = await t.signIn('user@airscope.test');
    const ids = await seedComputedDemoProjects(t);
    planned = ids[PLANNED]!;
  }, 180_000);
  afterAll(() => t?.close());

  it.each(['FIVE', 'SIX'])(
    'lists every place short of the target on a criterion as the KPI tables show it, worst first (%s)',
    async (band) => {
      const found: Recommendation[] = (await get(`/insightapi/v1/projects/${planned}/recommendations?frequencyBand=${band}`)).json();
      const expected: Array<[string | null, string, number]> = [];
      for (const floor of (await get(`/insightapi/v1/projects/${planned}/floorPlanKpis?frequencyBand=${band}`)).json() as FloorKpiRow[]) {
        const areas: AreaKpiRow[] = (
          await get(`/insightapi/v1/projects/${planned}/floorPlans/${floor.floorPlanRowId}/areaKpis?frequencyBand=${band}`)
        ).json();
        const places = areas.length > 0 ? areas.map((a) => ({ name: a.areaName, kpis: a.kpis })) : [{ name: null, kpis: floor.kpis }];
        for (const place of places)
          for (const criterion of ['rssi', 'secondaryRssi', 'snr', 'channelInterference'] as const) {
            const value = place.kpis[criterion].value;
            if (value !== null && value < RECOMMENDATION_PASS_TARGET) expected.push([place.name, criterion, value]);
          }
      }
      // The planned office meets its requirement on 5 GHz and has no 6 GHz radio at all.
      expect(expected.length > 0).toBe(band === 'SIX');
      expect(found.map((r) => [r.areaName, r.criterion, r.passPercent]).sort()).toEqual(expected.sort());
      expect(found.map((r) => r.passPercent)).toEqual([...found.map((r) => r.passPercent)].sort((a, b) => a - b));
    },
  );

  it('asks for signal everywhere on 6 GHz, where nobody in the planned office transmits', async () => {
    const found: Recommendation[] = (await get(`/insightapi/v1/projects/${planned}/recommendations?frequencyBand=SIX`)).json();
    const signal = found.filter((r) => r.criterion === 'rssi');
    expect(signal.length).toBeGreaterThan(0);
    expect(signal.every((r) => r.passPercent === 0 && r.severity === 'high')).toBe(true);
  });

  it('answers 404 to a user outside the project', async () => {
    const stranger = await signInConsented(t, 'neweula@airscope.test');
    expect((await get(`/insightapi/v1/projects/${planned}/recommendations?frequencyBand=FIVE`, stranger)).statusCode).toBe(404);
  });
});
