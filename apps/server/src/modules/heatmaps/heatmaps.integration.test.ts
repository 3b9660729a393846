import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestSession } from '../../testing/test-app.ts';
import { signInConsented } from '../../testing/eula-consent.ts';
import { uploadThroughHttp } from '../../testing/upload-flow.ts';
import { seedDemoProjects } from '../../seed/demo-projects.seed.ts';
import { ESX_FIXTURES } from '@airscope/test-data';

const F1 = ESX_FIXTURES.F1;
const TYPES = ['sig-strength', 'sig-strength-2nd', 'snr', 'ch-interference', 'nw-health', 'data-rate', 'throughput'] as const;
const UNITS = {
  'sig-strength': 'dBm',
  'sig-strength-2nd': 'dBm',
  snr: 'dB',
  'ch-interference': 'count',
  'nw-health': 'pass',
  'data-rate': 'Mbps',
  throughput: 'Mbps',
};

describe('the heatmap endpoint', () => {
  let t: TestApp;
  let owner: TestSession;
  let f1: { projectId: string; floorId: string; version: number };
  let office: { projectId: string; rowId: number; version: number };
  let walk: { projectId: string; rowId: number };

  const heatmap = (projectId: string, floorId: string | number, body: Record<string, unknown>, session = owner) =>
    t.call('POST', `/heatmapapi/v1/projects/${projectId}/floor-plans/${floorId}/heatmap`, { session, body });

  beforeAll(async () => {
    t = await createTestApp('embedded', { withJobs: true });
    owner = await t.signIn('user@airscope.test');
    const outcome = await uploadThroughHttp(t, owner, fs.readFileSync(F1), 'F1.esx');
    const [plan] = (await t.call('GET', `/projectapi/v1/projects/${outcome.projectId}/floorPlans`, { session: owner })).json();
    f1 = { projectId: outcome.projectId!, floorId: plan.id, version: 1 };
    await seedDemoProjects(t.db, t.blobs, t.clock);
    const projects = (await t.call('GET', '/projectapi/v1/projects', { session: owner })).json();
    const find = async (name: string) => {
      const project = projects.find((p: { name: string }) => p.name === name);
      const [first] = (await t.call('GET', `/projectapi/v1/projects/${project.projectId}/floorPlans`, { session: owner })).json();
      return { projectId: project.projectId, rowId: first.rowId, version: project.projectVersion };
    };
    office = await find('Demo Office HQ');
    walk = await find('Demo Office HQ — walk survey');
  });
  afterAll(() => t.close());

  it.each(TYPES)('answers %s for the imported F1 floor with the right shape', async (type) => {
    const response = await heatmap(f1.projectId, f1.floorId, { type, accuracy: 'medium', 'radio-band': '5' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.binType).toBe(UNITS[type]);
    expect(body.vertices.values).toHaveLength(body.vertices.cols * body.vertices.rows);
    expect(body.vertices.cols * body.vertices.cellSize).toBeGreaterThanOrEqual(83);
    expect(body.bins.length).toBeGreaterThan(0);
    expect(body.vertices.values.some((v: number | null) => v !== null)).toBe(true);
  });

  it('answers for the version the client holds and 409 for an older one, so a stale view is never painted over', async () => {
    const body = { type: 'sig-strength', accuracy: 'medium', 'radio-band': '5' };
    const url = (version: number) => `/heatmapapi/v1/projects/${office.projectId}/floor-plans/${office.rowId}/heatmap?version=${version}`;
    expect((await t.call('POST', url(office.version), { session: owner, body })).statusCode).toBe(200);
    const stale = await t.call('POST', url(office.version - 1), { session: owner, body });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errorMessageList[0]).toMatchObject({ errorCode: 'STALE_PROJECT_VERSION' });
  });

  it('shows strong 5 GHz signal somewhere on F1 and none from a band nobody transmits on', async () => {
    const five = (await heatmap(f1.projectId, f1.floorId, { type: 'sig-strength', accuracy: 'medium', 'radio-band': '5' })).json();
    const values = five.vertices.values.filter((v: number | null): v is number => v !== null);
    expect(Math.max(...values)).toBeGreaterThan(-45);
    const six = (await heatmap(f1.projectId, f1.floorId, { type: 'sig-strength', accuracy: 'medium', 'radio-band': '6' })).json();
    expect(six.vertices.values.every((v: number | null) => v === null || v <= -100)).toBe(true);
  });

  it('draws the demo office by its numeric floor row id, for every band', async () => {
    for (const band of ['2.4', '5', 'any']) {
      const body = (await heatmap(office.projectId, office.rowId, { type: 'sig-strength', accuracy: 'high', 'radio-band': band })).json();
      const values = body.vertices.values.filter((v: number | null): v is number => v !== null);
      expect(values.length, band).toBeGreaterThan(500);
      expect(Math.max(...values), band).toBeGreaterThan(-50);
    }
  });

  it('draws the measured walk survey from its readings', async () => {
    const body = (await heatmap(walk.projectId, walk.rowId, { type: 'sig-strength', 'radio-band': 'any' })).json();
    const values = (body.vertices.values as Array<number | null>).filter((v): v is number => v !== null);
    expect(body.vertices.cellSize).toBe(1);
    expect(values.length).toBeGreaterThan(100);
    // The walk passes within a few metres of every AP: the strongest readings are strong.
    expect(Math.max(...values)).toBeGreaterThan(-55);
    expect(Math.min(...values)).toBeGreaterThan(-100);
  });

  // F1's six requirement profiles (requirements.json), each with the number of 802.11 criteria it carries.
  const F1_PROFILES = [
    ['906328ec-2da3-44f9-94ef-6f0f14049b35', 'Hyperlocation', 7],
    ['a2739ca5-78c5-444c-8f76-e0aa23c100e9', '5m RTLS Grade', 7],
    ['0cb4a777-4974-4a46-af50-da911bcf73f3', 'Voice Grade', 7],
    ['d4bd38b1-cdb5-49d9-842c-8be34b09297b', 'Data Grade', 7],
    ['c25dd193-bf90-449e-b74e-73b0b19e715e', '10m RTLS Grade', 8],
    ['c6bb8787-aea4-4389-982a-aaad8756b1af', 'SRG', 7],
  ] as const;

  it.each(F1_PROFILES)('answers the requirement map of F1 for profile %s (%s) with every criterion judged', async (id, name, criteria) => {
    const response = await heatmap(f1.projectId, f1.floorId, {
      type: 'requirement',
      requirement: id,
      accuracy: 'medium',
      'radio-band': '5',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.binType).toBe('pass');
    expect(body.requirement).toMatchObject({ id, name });
    expect(body.requirement.criteria).toHaveLength(criteria);
    const values = (body.vertices.values as Array<number | null>).filter((v): v is number => v !== null);
    expect(values.length).toBeGreaterThan(100);
    expect(values.every((v) => v === 0 || v === 1)).toBe(true);
    // The overall pass rate is the share of passing cells.
    expect(body.requirement.passRate).toBeCloseTo(values.filter((v) => v === 1).length / values.length, 2);
    for (const criterion of body.requirement.criteria) {
      expect(criterion.isEvaluated).toBe(criterion.type !== 'PING_RTT' && criterion.type !== 'RELATIVE_PING_PACKET_LOSS');
      // The 2.4 GHz signal criterion of 10m RTLS applies to no cell of a 5 GHz map.
      if (criterion.band === '2.4') expect(criterion.passRate).toBeNull();
      else expect(criterion.passRate).toBeGreaterThanOrEqual(0);
    }
    // Every one of F1's six areas gets its pass rate.
    expect(body.areas).toHaveLength(6);
    for (const area of body.areas) if (area.cells > 0) expect(area.passRate).toBeGreaterThanOrEqual(0);
  });

  it('judges the stricter profile harder: 5m RTLS (−59 dBm) passes less of F1 than SRG (−67 dBm, SNR 1 dB)', async () => {
    const rate = async (requirement: string) =>
      (await heatmap(f1.projectId, f1.floorId, { type: 'requirement', requirement, accuracy: 'medium', 'radio-band': '5' })).json()
        .requirement.passRate as number;
    expect(await rate('5m RTLS Grade')).toBeLessThan(await rate('SRG'));
  });

  it('judges the project default profile (10m RTLS Grade on F1) when no profile is chosen, and refuses an unknown one', async () => {
    const body = (await heatmap(f1.projectId, f1.floorId, { type: 'requirement', accuracy: 'medium' })).json();
    expect(body.requirement.name).toBe('10m RTLS Grade');
    const unknown = await heatmap(f1.projectId, f1.floorId, { type: 'requirement', requirement: 'Gold Grade', accuracy: 'medium' });
    expect(unknown.statusCode).toBe(400);
  });

  it('omits the legend when legend is false', async () => {
    const withLegend = (await heatmap(f1.projectId, f1.floorId, { type: 'snr', accuracy: 'medium' })).json();
    const without = (await heatmap(f1.projectId, f1.floorId, { type: 'snr', accuracy: 'medium', legend: false })).json();
    expect(withLegend.bins.length).toBeGreaterThan(0);
    expect(without).not.toHaveProperty('bins');
    expect(without.vertices.values).toEqual(withLegend.vertices.values);
  });

  it('greys the cells that fail the requirement, and none when grey-out is off', async () => {
    const options = { accuracy: 'medium', 'radio-band': '5', requirement: 'Voice Grade' };
    const pass = (await heatmap(f1.projectId, f1.floorId, { ...options, type: 'requirement' })).json();
    const failing = (pass.vertices.values as Array<number | null>).flatMap((v, i) => (v === 0 ? [i] : []));
    expect(failing.length).toBeGreaterThan(0);
    expect(pass.greyedCells).toEqual(failing);
    expect(pass.bins.find((bin: { from: number }) => bin.from === 0).color).toBe(pass.greyColor);

    // On the signal map the grey cells are the ones under Voice Grade's −67 dBm.
    const signal = (await heatmap(f1.projectId, f1.floorId, { ...options, type: 'sig-strength' })).json();
    const weak = (signal.vertices.values as Array<number | null>).flatMap((v, i) => (v === null ? [] : v < -67 ? [i] : []));
    expect(weak.length).toBeGreaterThan(0);
    expect(signal.greyedCells).toEqual(weak);

    const off = (await heatmap(f1.projectId, f1.floorId, { ...options, type: 'sig-strength', 'requirement-grey-out': false })).json();
    expect(off).not.toHaveProperty('greyedCells');
    expect(off.bins).toEqual(signal.bins);
  });

  it('returns the empty heatmap for no-visualization', async () => {
    const body = (await heatmap(office.projectId, office.rowId, { type: 'no-visualization' })).json();
    expect(body).toMatchObject({ binType: 'none', bins: [], vertices: { values: [] } });
  });

  it('answers a repeated request from the cache, and other options or another band from a new computation', async () => {
    const options = { type: 'snr', accuracy: 'very', 'radio-band': '2.4' };
    const hits = t.heatmapCache.hits;
    const first = (await heatmap(f1.projectId, f1.floorId, options)).json();
    expect(t.heatmapCache.hits).toBe(hits);
    const second = (await heatmap(f1.projectId, f1.floorId, options)).json();
    expect(second).toEqual(first);
    expect(t.heatmapCache.hits).toBe(hits + 1);
    await heatmap(f1.projectId, f1.floorId, { ...options, 'radio-band': '5' });
    expect(t.heatmapCache.hits).toBe(hits + 1);
  });

  it('refuses other users (404), unknown floors (404) and bad options (400)', async () => {
    const stranger = await signInConsented(t, 'neweula@airscope.test');
    expect((await heatmap(office.projectId, office.rowId, { type: 'snr' }, stranger)).statusCode).toBe(404);
    expect((await heatmap(office.projectId, 999999, { type: 'snr' })).statusCode).toBe(404);
    expect((await heatmap(office.projectId, office.rowId, { type: 'rainbow' })).statusCode).toBe(400);
  });
});
