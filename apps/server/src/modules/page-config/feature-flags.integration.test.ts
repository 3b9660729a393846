import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURE_FLAG_NAMES, type FeatureFlagName } from '@airscope/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp, type TestSession } from '../../testing/test-app.ts';
import { PLANNED, seedComputedDemoProjects, WALK } from '../insights/insights-testing.ts';

interface Probe {
  /** One request that uses the feature. */
  call(): Promise<LightMyRequestResponse>;
  on: number;
  off: number;
}

// Every flag switches its feature off in the API; the app reads its flags per request, so one app serves every row.
describe('feature flags in the API', () => {
  let t: TestApp;
  let owner: TestSession;
  let admin: TestSession;
  let walk: string;
  let planned: string;
  let walkFloor: number;
  let orgId: string;
  let probes: Record<FeatureFlagName, Probe | undefined>;

  beforeAll(async () => {
    t = await createTestApp('embedded', { env: { INSIGHTS_ANSWER_CACHE: 'false' } });
    owner = await t.signIn('user@airscope.test');
    admin = await t.signIn('admin@airscope.test');
    const ids = await seedComputedDemoProjects(t);
    walk = ids[WALK]!;
    planned = ids[PLANNED]!;
    walkFloor = (await t.call('GET', `/projectapi/v1/projects/${walk}/floorPlans`, { session: owner })).json()[0].rowId;
    orgId = (await t.call('GET', '/userapi/v1/org-preferences', { session: admin })).json().orgId;
    const get =
      (url: string, session = owner) =>
      () =>
        t.call('GET', url, { session });
    probes = {
      notification: { call: get('/notifyapi/v1/notification'), on: 200, off: 404 },
      sixGhz: { call: get(`/insightapi/v1/projects/${walk}/kpis?frequencyBand=SIX`), on: 200, off: 404 },
      ssidDropdown: { call: get(`/heatmapapi/v1/projects/${walk}/floor-plans/${walkFloor}/ssids`), on: 200, off: 404 },
      designProject: {
        call: () =>
          t.call('POST', '/projectapi/v1/projects', { session: owner, body: { name: 'Flag probe', projectType: 'GREENFIELD_PLAN' } }),
        on: 201,
        off: 403,
      },
      shareApi: { call: get(`/shareapi/v1/projects/${walk}/secure-shares`), on: 200, off: 404 },
      passwordPolicy: {
        call: () => t.call('PUT', `/userapi/v1/org-preferences/${orgId}`, { session: admin, body: { passwordPolicyEnabled: false } }),
        on: 200,
        off: 403,
      },
      cloudPlanner: {
        call: () =>
          t.call('POST', `/projectapi/v1/projects/${planned}/edits`, {
            session: owner,
            body: { baseVersion: 0, changes: [{ op: 'delete', collection: 'wallPoints', id: 'no-such-point' }] },
          }),
        on: 409,
        off: 404,
      },
      recommendations: { call: get(`/insightapi/v1/projects/${walk}/recommendations?frequencyBand=FIVE`), on: 200, off: 404 },
      projectDownload: { call: get(`/projectapi/v1/projects/${walk}/download`), on: 200, off: 404 },
      rssiExport: { call: get(`/heatmapapi/v1/projects/${walk}/floor-plans/${walkFloor}/rssi-export`), on: 200, off: 404 },
      dashboard: { call: get(`/insightapi/v1/projects/${walk}/dailyKpis/networkHealth`), on: 200, off: 404 },
      datasource: { call: get('/insightapi/v1/vendorIntegration/connections', admin), on: 200, off: 404 },
      ssoConfig: { call: get(`/userapi/v1/org-preferences/${orgId}/sso`, admin), on: 200, off: 404 },
    };
  }, 180_000);
  afterAll(() => t?.close());

  const setFlag = (name: FeatureFlagName, value: string) => {
    t.config.featureFlags[name] = value;
  };

  it('has a probe for every flag', () => {
    expect(FEATURE_FLAG_NAMES.filter((name) => probes[name] === undefined)).toEqual([]);
  });

  it.each(FEATURE_FLAG_NAMES.map((name) => [name]))('%s: refused when off, allowed when on', async (name) => {
    const probe = probes[name]!;
    setFlag(name, 'false');
    try {
      expect((await probe.call()).statusCode).toBe(probe.off);
    } finally {
      setFlag(name, 'true');
    }
    expect((await probe.call()).statusCode).toBe(probe.on);
    setFlag(name, '0');
    expect((await probe.call()).statusCode).toBe(probe.off);
    setFlag(name, '1');
    expect((await probe.call()).statusCode).toBe(probe.on);
  });
});
