import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allEndpoints,
  buildPath,
  DEVICE_CODE_GRANT_TYPE,
  EULA_REQUIRED_ERROR,
  needsEulaConsent,
  OPEN_BEFORE_EULA,
  REQUIRED_EULA_VERSION,
  type EndpointDef,
} from '@airscope/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { seedDemoProjects } from '../../seed/demo-projects.seed.ts';
import { createTestApp, type TestApp, type TestSession } from '../../testing/test-app.ts';
import { addMember } from '../sharing/sharing-test.fixture.ts';
import { SAMPLE_PATH_PARAMS } from '../../testing/sample-path-params.ts';

/**
 * The EULA gate on the server (docs/product.md §2, guard rule 3): the seeded user who consented to v3 only is refused
 * on every route that needs consent, derived from the contract, then consents through the real consent call and is
 * refused no more. Ids are random, so after consent the requests reach the routes' own rules (mostly 404) and change
 * nothing; the issue's named data calls are also tried on a real project, where they answer with data.
 */
const gated = allEndpoints.filter(needsEulaConsent);
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

const errorCodeOf = (response: LightMyRequestResponse): string | undefined =>
  String(response.headers['content-type'] ?? '').includes('json')
    ? (response.json()?.errorMessageList?.[0]?.errorCode as string | undefined)
    : undefined;

describe('the EULA gate on the server', () => {
  let t: TestApp;
  let newcomer: TestSession;
  let deviceToken: string;
  let office: { projectId: string; rowId: string };

  /** The request of one table row: the newcomer's session, or their activated device's token. */
  const send = (endpoint: EndpointDef) =>
    t.call(endpoint.method, buildPath(endpoint.path, SAMPLE_PATH_PARAMS), {
      ...(endpoint.access === 'device' ? { headers: { authorization: `Bearer ${deviceToken}` } } : { session: newcomer }),
      ...(endpoint.body ? { body: {} } : {}),
    });

  /** The calls on a project the newcomer is a member of: insights, heatmap, RSSI export, BOM, .esx, new project, report. */
  const dataCalls = () => {
    const floor = `/heatmapapi/v1/projects/${office.projectId}/floor-plans/${office.rowId}`;
    return [
      ['GET', `/insightapi/v1/projects/${office.projectId}/floorPlanKpis`, undefined, 200],
      ['POST', `${floor}/heatmap`, { type: 'sig-strength', 'radio-band': 'any' }, 200],
      ['GET', `${floor}/rssi-export`, undefined, 200],
      ['GET', `/reportapi/v1/projects/${office.projectId}/bill-of-materials`, undefined, 200],
      ['GET', `/projectapi/v1/projects/${office.projectId}/download`, undefined, 200],
      ['POST', '/projectapi/v1/projects', { name: 'Newcomer plan', projectType: 'GREENFIELD_PLAN' }, 201],
      ['POST', `/reportapi/v1/projects/${office.projectId}/reports`, { format: 'pdf', language: 'en', sections: ['cover'] }, 202],
    ] as const;
  };
  const callData = () =>
    Promise.all(
      dataCalls().map(async ([method, url, body]) => {
        const response = await t.call(method, url, { session: newcomer, ...(body ? { body } : {}) });
        return { call: `${method} ${url}`, status: response.statusCode, code: errorCodeOf(response) };
      }),
    );

  beforeAll(async () => {
    t = await createTestApp('embedded', { withJobs: true });
    await seedDemoProjects(t.db, t.blobs, t.clock);
    newcomer = await t.signIn('neweula@airscope.test');
    const owner = await t.signIn('user@airscope.test');
    const projects = (await t.call('GET', '/projectapi/v1/projects', { session: owner })).json();
    const projectId = projects.find((p: { name: string }) => p.name === 'Demo Office HQ — walk survey').projectId as string;
    const [floor] = (await t.call('GET', `/projectapi/v1/projects/${projectId}/floorPlans`, { session: owner })).json();
    office = { projectId, rowId: String(floor.rowId) };
    await addMember(t.db, projectId, newcomer.userId, 'WRITE_USER');

    // A device the newcomer activated while an older EULA was current; the new version now stands between it and the data.
    await t.db.updateTable('users').set({ eula_version_consent: REQUIRED_EULA_VERSION }).where('id', '=', newcomer.userId).execute();
    const started = (
      await t.call('POST', '/activationapi/v1/device/device_authorization', {
        headers: FORM,
        body: new URLSearchParams({ client_id: 'airscope-agent', device_name: 'Lab laptop' }).toString(),
      })
    ).json();
    const approved = await t.call('POST', `/activationapi/v1/device/activations/${started.user_code}/approve`, { session: newcomer });
    expect(approved.statusCode).toBe(200);
    const token = await t.call('POST', '/activationapi/v1/device/token', {
      headers: FORM,
      body: new URLSearchParams({
        grant_type: DEVICE_CODE_GRANT_TYPE,
        device_code: started.device_code,
        client_id: 'airscope-agent',
      }).toString(),
    });
    deviceToken = token.json().access_token;
    await t.db.updateTable('users').set({ eula_version_consent: 'v3' }).where('id', '=', newcomer.userId).execute();
  }, 180_000);
  afterAll(() => t?.close());

  it('gates every route a user or their device calls, except the few a newcomer needs to consent, fix a licence or leave', () => {
    expect(gated.length).toBeGreaterThan(100);
    expect(gated.some((e) => e.access === 'device')).toBe(true);
    expect(gated.map((e) => e.id)).toEqual(
      expect.arrayContaining(['getProjectKpis', 'computeHeatmap', 'exportFloorRssi', 'downloadBillOfMaterials', 'downloadProject']),
    );
    expect(gated.map((e) => e.id)).toEqual(expect.arrayContaining(['createDesignProject', 'createReport', 'listNotifications']));
    // Every name in the open list is a real endpoint, so a renamed endpoint cannot fall out of the list unseen.
    const ids = new Set(allEndpoints.map((e) => e.id));
    expect([...OPEN_BEFORE_EULA].filter((id) => !ids.has(id))).toEqual([]);
  });

  it.each(gated.map((e) => [`${e.method} ${e.path}`, e] as const))(
    'before consent, %s answers 403 EULA_NOT_ACCEPTED',
    async (_, endpoint) => {
      const response = await send(endpoint);
      expect([response.statusCode, errorCodeOf(response)]).toEqual([403, EULA_REQUIRED_ERROR.code]);
      expect(response.json()).toMatchObject({ message: EULA_REQUIRED_ERROR.message, requestId: expect.any(String) });
    },
  );

  it("before consent, the issue's data calls on a real project are refused", async () => {
    const answers = await callData();
    expect(answers).toEqual(answers.map(({ call }) => ({ call, status: 403, code: EULA_REQUIRED_ERROR.code })));
  });

  it('leaves a newcomer who has not consented who they are, their licence and the consent call', async () => {
    const whoAmI = await t.call('GET', '/userapi/v1/users/who-am-i', { session: newcomer });
    expect([whoAmI.statusCode, whoAmI.json().eulaVersionConsent]).toEqual([200, 'v3']);
    const licence = await t.call('GET', `/userapi/v1/users/${newcomer.userId}/licenseStatus`, { session: newcomer });
    expect(licence.statusCode).toBe(200);
    expect((await t.call('GET', '/api/page-config', { session: newcomer })).statusCode).toBe(200);
    expect((await t.call('GET', `/userapi/v1/users/${newcomer.userId}/sessions`, { session: newcomer })).statusCode).toBe(200);
  });

  it('records consent through the real consent call (a partial user update)', async () => {
    const consent = await t.call('PUT', `/userapi/v1/users/${newcomer.userId}`, {
      session: newcomer,
      body: { eulaVersionConsent: REQUIRED_EULA_VERSION },
    });
    expect([consent.statusCode, consent.json().eulaVersionConsent]).toEqual([200, REQUIRED_EULA_VERSION]);
  });

  it.each(gated.map((e) => [`${e.method} ${e.path}`, e] as const))(
    'after consent, %s is no longer refused for the EULA',
    async (_, endpoint) => {
      const response = await send(endpoint);
      expect({ status: response.statusCode, code: errorCodeOf(response) }).not.toEqual({ status: 403, code: EULA_REQUIRED_ERROR.code });
      expect(response.statusCode).toBeLessThan(500);
    },
  );

  it("after consent, the issue's data calls on a real project answer with data", async () => {
    const answers = await callData();
    expect(answers).toEqual(dataCalls().map(([method, url, , status]) => ({ call: `${method} ${url}`, status, code: undefined })));
  });
});
