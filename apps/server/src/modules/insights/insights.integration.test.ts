import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeProjectPlaces, DESIGN_PROJECT_ERROR } from '@airscope/contracts';
import { createTestApp, DATABASE_KINDS, type TestApp, type TestSession } from '../../testing/test-app.ts';
import { signInConsented } from '../../testing/eula-consent.ts';
import { PLANNED, seedComputedDemoProjects, WALK } from './insights-testing.ts';

describe.each(DATABASE_KINDS)('insights API on the demo projects (%s)', (kind) => {
  let t: TestApp;
  let owner: TestSession;
  let ids: Record<string, string>;
  let walk: string;
  let walkFloor: number;
  const get = (url: string, session: TestSession | null = owner) => t.call('GET', url, session ? { session } : {});

  beforeAll(async () => {
    t = await createTestApp(kind, { env: { FEATURE_FLAGS: 'designProject=true' } });
    owner = await t.signIn('user@airscope.test');
    ids = await seedComputedDemoProjects(t);
    walk = ids[WALK]!;
    walkFloor = (await get(`/insightapi/v1/projects/${walk}/floorPlans`)).json()[0].rowId;
  }, 180_000);
  afterAll(() => t?.close());

  it('lists both projects with users, location and KPIs computed by the engine', async () => {
    const response = await get('/insightapi/v1/projects?size=50');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ totalElements: 2, totalPages: 1 });
    const projects = response.json().content;
    expect(projects.map((p: { name: string }) => p.name).sort()).toEqual([PLANNED, WALK].sort());
    const surveyed = projects.find((p: { id: string }) => p.id === walk);
    expect(surveyed.projectUsers[0]).toEqual({ username: 'user@airscope.test', role: 'OWNER' });
    expect(surveyed.geolocation).toEqual({ latitude: 60.2055, longitude: 24.6559 });
    expect(surveyed.lastSurveyDate).toMatch(/^\d{4}-\d\d-\d\dT/);
    for (const key of ['rssi', 'rssi2', 'snr', 'channelInterference', 'networkHealth'] as const) {
      expect(surveyed[key]).toBeGreaterThanOrEqual(0);
      expect(surveyed[key]).toBeLessThanOrEqual(100);
    }
    const present = [surveyed.rssi, surveyed.rssi2, surveyed.snr, surveyed.channelInterference, surveyed.networkHealth];
    expect(surveyed.average).toBe(Math.round(present.reduce((s: number, v: number) => s + v, 0) / present.length));
  });

  it('answers KPIs per band: nobody transmits on 6 GHz in the planned office', async () => {
    const six = (await get(`/insightapi/v1/projects/${ids[PLANNED]}/kpis?frequencyBand=SIX`)).json();
    const five = (await get(`/insightapi/v1/projects/${ids[PLANNED]}/kpis?frequencyBand=FIVE`)).json();
    expect(five.projectName).toBe(PLANNED);
    expect(five.kpis.rssi.value).toBeGreaterThan(50);
    expect(six.kpis.rssi.value).toBe(0);
    expect(six.kpis.rssi.issues).toBeGreaterThan(0);
  });

  it('answers one survey event for the walk with its floor, distance and heard APs, in every path form', async () => {
    const forms = [
      `/insightapi/v1/surveyEvents`,
      `/insightapi/v1/projects/${walk}/surveyEvents`,
      `/insightapi/v1/floorPlans/${walkFloor}/surveyEvents`,
      `/insightapi/v1/projects/${walk}/floorPlans/${walkFloor}/surveyEvents`,
    ];
    for (const url of forms) {
      const page = (await get(url)).json();
      expect(page.totalPages).toBe(1);
      expect(page.content).toHaveLength(1);
      expect(page.content[0]).toMatchObject({
        projectId: walk,
        projectName: WALK,
        createdBy: 'user@airscope.test',
        floorPlanRowId: walkFloor,
      });
      expect(page.content[0].distanceMeters).toBeGreaterThan(10);
      expect(page.content[0].discoveredAps).toBeGreaterThan(0);
      const totals = (await get(url.replace('/surveyEvents', '/surveyEvents/totals'))).json();
      expect(totals).toEqual({
        durationSeconds: page.content[0].durationSeconds,
        distanceMeters: page.content[0].distanceMeters,
        discoveredAps: page.content[0].discoveredAps,
      });
      const range = (await get(url.replace('/surveyEvents', '/surveyDateRange'))).json();
      expect(range.startDate).toBe(page.content[0].date.slice(0, 10));
      expect(range.endDate).toBe(range.startDate);
    }
  });

  it('counts the planned access points with vendor, generation, channels and height', async () => {
    const page = (await get(`/insightapi/v1/projects/${ids[PLANNED]}/deviceCounts?size=50`)).json();
    expect(page.content.length).toBeGreaterThan(3);
    expect(page.content[0]).toMatchObject({
      projectName: PLANNED,
      radioCount: 2,
      wifiGeneration: 'Wi-Fi 6',
      installation: 'CEILING',
      height: 2.7,
    });
    expect(page.content[0].channelAndPower).toMatch(/^\d+ \(\d+ dBm\)/);
    const totals = (await get(`/insightapi/v1/projects/${ids[PLANNED]}/deviceCounts/totals`)).json();
    expect(totals.totalDeviceCount).toBe(page.content.reduce((s: number, row: { deviceCount: number }) => s + row.deviceCount, 0));
    expect(page.content.map((row: { vendor: string }) => row.vendor)).toContain(totals.mostCommonVendor);
  });

  it('answers floor, area and floor-panel KPIs, and daily health for the survey day', async () => {
    const floors = (await get(`/insightapi/v1/projects/${walk}/floorPlanKpis`)).json();
    expect(floors[0]).toMatchObject({ floorPlanRowId: walkFloor });
    expect(floors[0].kpis.networkHealth.value).toBeGreaterThan(0);
    const panel = (await get(`/insightapi/v1/projects/${walk}/floorPlans/${walkFloor}/kpis`)).json();
    expect(panel).toMatchObject({ areaRowId: walkFloor, areaName: floors[0].floorPlanName, kpis: floors[0].kpis });
    const plannedFloor = (await get(`/insightapi/v1/projects/${ids[PLANNED]}/floorPlans`)).json()[0].rowId;
    const areas = (await get(`/insightapi/v1/projects/${ids[PLANNED]}/floorPlans/${plannedFloor}/areaKpis`)).json();
    expect(Array.isArray(areas)).toBe(true);
    const [event] = (await get(`/insightapi/v1/projects/${walk}/surveyEvents`)).json().content;
    const day = event.date.slice(0, 10);
    const health = (await get(`/insightapi/v1/projects/${walk}/dailyKpis/networkHealth?startDate=${day}&endDate=${day}`)).json();
    expect(health).toEqual([{ date: day, value: floors[0].kpis.networkHealth.value }]);
    const before = (await get(`/insightapi/v1/projects/${walk}/kpis?endDate=2000-01-01`)).json();
    expect(before.kpis.networkHealth.value).toBeNull();
  });

  it("answers 401 without a session, 404 outside the caller's reach and for unknown floors", async () => {
    expect((await get(`/insightapi/v1/projects/${walk}/kpis`, null)).statusCode).toBe(401);
    const stranger = await signInConsented(t, 'neweula@airscope.test');
    expect((await get(`/insightapi/v1/projects/${walk}/kpis`, stranger)).statusCode).toBe(404);
    expect((await get(`/insightapi/v1/floorPlans/${walkFloor}/surveyEvents`, stranger)).statusCode).toBe(404);
    expect((await get('/insightapi/v1/projects', stranger)).json()).toEqual({ content: [], totalPages: 0, totalElements: 0 });
    expect((await get('/insightapi/v1/projectPlaces', stranger)).json()).toEqual({ count: 0, ids: '', positions: '' });
    expect((await get(`/insightapi/v1/projects/${walk}/floorPlans/99999999/kpis`)).statusCode).toBe(404);
    const otherFloor = (await get(`/insightapi/v1/projects/${ids[PLANNED]}/floorPlans`)).json()[0].rowId;
    expect((await get(`/insightapi/v1/projects/${walk}/floorPlans/${otherFloor}/areaKpis`)).statusCode).toBe(404);
    const bad = await get(`/insightapi/v1/projects/${walk}/floorPlans/first/kpis`);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Invalid floor plan row id provided');
  });

  it('answers 403 without the CSRF token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/insightapi/v1/projects', headers: { cookie: owner.cookie } });
    expect(response.statusCode).toBe(403);
  });
});

describe('insights with the design-project flag off', () => {
  let t: TestApp;
  let ids: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp('embedded', { env: { FEATURE_FLAGS: 'designProject=false' } });
    ids = await seedComputedDemoProjects(t);
  }, 180_000);
  afterAll(() => t?.close());

  it('hides the simulated project from lists and refuses to open it', async () => {
    const owner = await t.signIn('user@airscope.test');
    const listed = (await t.call('GET', '/insightapi/v1/projects', { session: owner })).json();
    expect(listed.content.map((p: { name: string }) => p.name)).toEqual([WALK]);
    expect(listed.totalElements).toBe(1);
    const places = decodeProjectPlaces((await t.call('GET', '/insightapi/v1/projectPlaces', { session: owner })).json());
    expect(places.map((place) => place.id)).toEqual([ids[WALK]]);
    const opened = await t.call('GET', `/insightapi/v1/projects/${ids[PLANNED]}/kpis`, { session: owner });
    expect(opened.statusCode).toBe(403);
    expect(opened.json().errorMessageList[0].errorDescription).toBe(DESIGN_PROJECT_ERROR);
    expect((await t.call('GET', `/insightapi/v1/projects/${ids[WALK]}/kpis`, { session: owner })).statusCode).toBe(200);
  });
});
