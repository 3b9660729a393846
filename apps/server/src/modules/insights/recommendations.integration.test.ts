import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECOMMENDATION_PASS_TARGET, type AreaKpiRow, type FloorKpiRow, type Recommendation } from '@airscope/contracts';
import { createTestApp, type TestApp, type TestSession } from '../../testing/test-app.ts';
import { signInConsented } from '../../testing/eula-consent.ts';
import { PLANNED, seedComputedDemoProjects } from './insights-testing.ts';

/** The criteria with a column in the KPI tables; data rate and access points heard have none. */
const KPI_TABLE_CRITERIA = ['rssi', 'secondaryRssi', 'snr', 'channelInterference'] as const;

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
      const shortOfHealth: Array<string | null> = [];
      for (const floor of (await get(`/insightapi/v1/projects/${planned}/floorPlanKpis?frequencyBand=${band}`)).json() as FloorKpiRow[]) {
        const areas: AreaKpiRow[] = (
          await get(`/insightapi/v1/projects/${planned}/floorPlans/${floor.floorPlanRowId}/areaKpis?frequencyBand=${band}`)
        ).json();
        const places = areas.length > 0 ? areas.map((a) => ({ name: a.areaName, kpis: a.kpis })) : [{ name: null, kpis: floor.kpis }];
        for (const place of places) {
          for (const criterion of KPI_TABLE_CRITERIA) {
            const value = place.kpis[criterion].value;
            if (value !== null && value < RECOMMENDATION_PASS_TARGET) expected.push([place.name, criterion, value]);
          }
          const health = place.kpis.networkHealth.value;
          if (health !== null && health < RECOMMENDATION_PASS_TARGET) shortOfHealth.push(place.name);
        }
      }
      // The planned office meets its requirement on 5 GHz and has no 6 GHz radio at all.
      expect(expected.length > 0).toBe(band === 'SIX');
      const onKpiColumns = found.filter((r) => (KPI_TABLE_CRITERIA as readonly string[]).includes(r.criterion));
      expect(onKpiColumns.map((r) => [r.areaName, r.criterion, r.passPercent]).sort()).toEqual(expected.sort());
      // One evaluation, two views: no place short of network health goes without a recommendation.
      for (const name of shortOfHealth) expect(found.some((r) => r.areaName === name)).toBe(true);
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
