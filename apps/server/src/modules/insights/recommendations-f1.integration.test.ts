import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECOMMENDATION_PASS_TARGET, type AreaKpiRow, type FloorKpiRow, type Recommendation } from '@airscope/contracts';
import { ESX_FIXTURES } from '@airscope/test-data';
import { createTestApp, type TestApp, type TestSession } from '../../testing/test-app.ts';
import { uploadThroughHttp } from '../../testing/upload-flow.ts';

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 90_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

// Issue 37 item 4: F1's dashboard showed network health 32 % with areas at 0 % while Recommendations said
// "Nothing to fix". Both now read the one network-health evaluation stored for each place.
describe('recommendations of a project whose areas fail their requirement (fixture F1)', () => {
  let t: TestApp;
  let owner: TestSession;
  let projectId: string;
  const get = (url: string) => t.call('GET', url, { session: owner });

  beforeAll(async () => {
    t = await createTestApp('embedded', { withJobs: true });
    owner = await t.signIn('user@airscope.test');
    const outcome = await uploadThroughHttp(t, owner, fs.readFileSync(ESX_FIXTURES.F1), 'F1.esx');
    expect(outcome.status).toBe('COMMITTED');
    projectId = outcome.projectId!;
    await waitFor(
      async () => (await get(`/insightapi/v1/projects/${projectId}/kpis?frequencyBand=FIVE`)).json(),
      (body) => body.kpis?.networkHealth.value !== null,
    );
  }, 180_000);
  afterAll(() => t?.close());

  it('lists a recommendation for every area short of its requirement, naming what fails there', async () => {
    const short: Array<{ area: string; health: number }> = [];
    for (const floor of (await get(`/insightapi/v1/projects/${projectId}/floorPlanKpis?frequencyBand=FIVE`)).json() as FloorKpiRow[]) {
      const areas: AreaKpiRow[] = (
        await get(`/insightapi/v1/projects/${projectId}/floorPlans/${floor.floorPlanRowId}/areaKpis?frequencyBand=FIVE`)
      ).json();
      for (const area of areas) {
        const health = area.kpis.networkHealth.value;
        if (health !== null && health < RECOMMENDATION_PASS_TARGET) short.push({ area: area.areaId, health });
      }
    }
    // The fixture's areas fail their RTLS profile (too few access points heard) while signal and SNR pass.
    expect(short.length).toBeGreaterThan(0);
    expect(short.some((place) => place.health === 0)).toBe(true);

    const found: Recommendation[] = (await get(`/insightapi/v1/projects/${projectId}/recommendations?frequencyBand=FIVE`)).json();
    expect(found.length).toBeGreaterThan(0);
    for (const place of short) expect(found.filter((r) => r.areaId === place.area).length, place.area).toBeGreaterThan(0);
    expect(found.filter((r) => r.criterion === 'accessPoints').length).toBeGreaterThan(0);
    expect(found.every((r) => r.passPercent < RECOMMENDATION_PASS_TARGET)).toBe(true);
  });
});
