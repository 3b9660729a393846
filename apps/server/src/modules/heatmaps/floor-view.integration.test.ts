import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp, type TestSession } from '../../testing/test-app.ts';
import { signInConsented } from '../../testing/eula-consent.ts';
import { uploadThroughHttp } from '../../testing/upload-flow.ts';
import { seedDemoProjects } from '../../seed/demo-projects.seed.ts';
import { ESX_FIXTURES } from '@airscope/test-data';

const F1 = ESX_FIXTURES.F1;

describe.each(DATABASE_KINDS)('floor layers and the inspect tool (%s)', (kind) => {
  let t: TestApp;
  let owner: TestSession;
  let f1: { projectId: string; floorId: string };
  let office: { projectId: string; rowId: number };
  let walk: { projectId: string; rowId: number };
  const base = (projectId: string, floorId: string | number) => `/heatmapapi/v1/projects/${projectId}/floor-plans/${floorId}`;

  beforeAll(async () => {
    t = await createTestApp(kind, { withJobs: true });
    owner = await t.signIn('user@airscope.test');
    const outcome = await uploadThroughHttp(t, owner, fs.readFileSync(F1), 'F1.esx');
    const [plan] = (await t.call('GET', `/projectapi/v1/projects/${outcome.projectId}/floorPlans`, { session: owner })).json();
    f1 = { projectId: outcome.projectId!, floorId: plan.id };
    await seedDemoProjects(t.db, t.blobs, t.clock);
    const projects = (await t.call('GET', '/projectapi/v1/projects', { session: owner })).json();
    const find = async (name: string) => {
      const project = projects.find((p: { name: string }) => p.name === name);
      const [first] = (await t.call('GET', `/projectapi/v1/projects/${project.projectId}/floorPlans`, { session: owner })).json();
      return { projectId: project.projectId, rowId: first.rowId };
    };
    office = await find('Demo Office HQ');
    walk = await find('Demo Office HQ — walk survey');
  });
  afterAll(() => t.close());

  it('lists the APs and areas of the F1 floor in plan pixels', async () => {
    const response = await t.call('GET', `${base(f1.projectId, f1.floorId)}/layers`, { session: owner });
    expect(response.statusCode).toBe(200);
    const layers = response.json();
    // SOURCES.md: F1 has 65 APs, 60 exclusion areas and 73 attenuation areas, all on its one floor.
    expect(layers.accessPoints).toHaveLength(65);
    expect(layers.areas.filter((a: { kind: string }) => a.kind === 'exclusion')).toHaveLength(60);
    expect(layers.areas.filter((a: { kind: string }) => a.kind === 'attenuation')).toHaveLength(73);
    const plan = (await t.call('GET', `/projectapi/v1/projects/${f1.projectId}/floorPlans`, { session: owner })).json()[0];
    for (const ap of layers.accessPoints) {
      expect(ap.x).toBeGreaterThanOrEqual(0);
      expect(ap.x).toBeLessThanOrEqual(plan.width);
      expect(ap.y).toBeLessThanOrEqual(plan.height);
    }
    expect(layers.accessPoints.some((ap: { bands: string[] }) => ap.bands.includes('5'))).toBe(true);
  });

  it('draws the walk of a measured survey as a track', async () => {
    const layers = (await t.call('GET', `${base(walk.projectId, walk.rowId)}/layers`, { session: owner })).json();
    expect(layers.tracks.length).toBeGreaterThan(0);
    expect(layers.tracks[0].points.length).toBeGreaterThan(10);
  });

  it('puts the 4 heard APs of the walk where the engine estimates them, named after their OUI vendors', async () => {
    const layers = (await t.call('GET', `${base(walk.projectId, walk.rowId)}/layers`, { session: owner })).json();
    type Ap = { vendor: string; x: number; y: number; isPositionEstimated: boolean; bands: string[] };
    const aps: Ap[] = layers.accessPoints;
    expect(aps).toHaveLength(4);
    expect(aps.every((ap) => ap.isPositionEstimated)).toBe(true);
    // The simulation placed Cisco, Aruba (registered to HPE), Ubiquiti and Mist APs at these points (m); 0.05 m per pixel.
    const planted: Record<string, [number, number]> = {
      'Cisco Systems, Inc': [8, 5],
      'Hewlett Packard Enterprise': [28, 5],
      'Ubiquiti Inc': [10, 19],
      'Mist Systems, Inc.': [33, 19],
    };
    expect(aps.map((ap) => ap.vendor).sort()).toEqual(Object.keys(planted).sort());
    const plan = (await t.call('GET', `/projectapi/v1/projects/${walk.projectId}/floorPlans`, { session: owner })).json()[0];
    for (const ap of aps) {
      // An estimate from readings alone: on the floor, within a few metres, and nearer its own AP than any other.
      const distanceTo = ([x, y]: [number, number]) => Math.hypot(ap.x * 0.05 - x, ap.y * 0.05 - y);
      const nearest = Object.entries(planted).sort(([, a], [, b]) => distanceTo(a) - distanceTo(b))[0]![0];
      expect(nearest).toBe(ap.vendor);
      expect(distanceTo(planted[ap.vendor]!)).toBeLessThan(6);
      expect(ap.x).toBeGreaterThanOrEqual(0);
      expect(ap.x).toBeLessThanOrEqual(plan.width);
      expect(ap.y).toBeGreaterThanOrEqual(0);
      expect(ap.y).toBeLessThanOrEqual(plan.height);
      expect(ap.bands).toEqual(['2.4', '5']);
    }
  });

  it('inspects a point: the values drawn there and the radios heard, strongest first', async () => {
    const options = { accuracy: 'high', 'radio-band': '5' };
    const map = (
      await t.call('POST', `${base(office.projectId, office.rowId)}/heatmap`, {
        session: owner,
        body: { type: 'sig-strength', ...options },
      })
    ).json();
    const { cols, cellSize, values } = map.vertices;
    const index = values.findIndex((v: number | null) => v !== null && v > -60);
    const x = (index % cols) * cellSize + cellSize * 0.3;
    const y = Math.floor(index / cols) * cellSize + cellSize * 0.7;
    const response = await t.call('POST', `${base(office.projectId, office.rowId)}/inspect`, {
      session: owner,
      body: { xMetres: x, yMetres: y, options },
    });
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result.values['sig-strength']).toBeCloseTo(values[index], 0);
    expect(result.values['sig-strength-2nd']).toBeLessThanOrEqual(result.values['sig-strength']);
    expect(result.values['data-rate']).toBeGreaterThan(0);
    expect(result.radios.length).toBeGreaterThan(1);
    expect(result.radios[0].rssiDbm).toBeCloseTo(result.values['sig-strength'], 0);
    expect(result.radios[0].apName).not.toBe('');
    const rssis = result.radios.map((r: { rssiDbm: number }) => r.rssiDbm);
    expect(rssis).toEqual([...rssis].sort((a, b) => b - a));
    expect(result.radios.every((r: { band: string }) => r.band === '5')).toBe(true);
  });

  it('inspects the measured walk from its readings, and answers nothing off the floor', async () => {
    const layers = (await t.call('GET', `${base(walk.projectId, walk.rowId)}/layers`, { session: owner })).json();
    const plan = (await t.call('GET', `/projectapi/v1/projects/${walk.projectId}/floorPlans`, { session: owner })).json()[0];
    const [px, py] = layers.tracks[0].points[5];
    const on = (
      await t.call('POST', `${base(walk.projectId, walk.rowId)}/inspect`, {
        session: owner,
        body: { xMetres: px * plan.metersPerUnit, yMetres: py * plan.metersPerUnit, options: { 'radio-band': 'any' } },
      })
    ).json();
    expect(on.values['sig-strength']).toBeGreaterThan(-90);
    expect(on.radios.length).toBeGreaterThan(0);
    const off = (
      await t.call('POST', `${base(walk.projectId, walk.rowId)}/inspect`, {
        session: owner,
        body: { xMetres: -50, yMetres: -50, options: {} },
      })
    ).json();
    expect(off).toMatchObject({ inScope: false, radios: [], values: { 'sig-strength': null } });
  });

  it('keeps other users out (404) and refuses bad points (400)', async () => {
    const stranger = await signInConsented(t, 'neweula@airscope.test');
    expect((await t.call('GET', `${base(office.projectId, office.rowId)}/layers`, { session: stranger })).statusCode).toBe(404);
    const inspect = (body: unknown, session = owner) =>
      t.call('POST', `${base(office.projectId, office.rowId)}/inspect`, { session, body });
    expect((await inspect({ xMetres: 1, yMetres: 1, options: {} }, stranger)).statusCode).toBe(404);
    expect((await inspect({ xMetres: 'a', yMetres: 1, options: {} })).statusCode).toBe(400);
    expect((await inspect({ xMetres: 1, yMetres: 1, options: { type: 'snr' } })).statusCode).toBe(400);
  });
});
