import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestSession } from '../../testing/test-app.ts';
import { uploadThroughHttp } from '../../testing/upload-flow.ts';
import { seedDemoProjects } from '../../seed/demo-projects.seed.ts';

const F1 = fileURLToPath(new URL('../../../../../../shared/fixtures/esx/thewlan-ekahau-python-scripts__F1.esx', import.meta.url));
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
    t.call('POST', `/heatmapapi/v1/projects/${projectId}/floor-plans/${floorId}/heatmap?version=1`, { session, body });

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

  it('returns the empty heatmap for no-visualization', async () => {
    const body = (await heatmap(office.projectId, office.rowId, { type: 'no-visualization' })).json();
    expect(body).toMatchObject({ binType: 'none', bins: [], vertices: { values: [] } });
  });

  it('answers a repeated request from the cache, much faster', async () => {
    const options = { type: 'snr', accuracy: 'very', 'radio-band': '2.4' };
    const started = performance.now();
    const first = (await heatmap(f1.projectId, f1.floorId, options)).json();
    const cold = performance.now() - started;
    const again = performance.now();
    const second = (await heatmap(f1.projectId, f1.floorId, options)).json();
    expect(second).toEqual(first);
    expect(performance.now() - again).toBeLessThan(cold / 2);
  });

  it('refuses other users (404), unknown floors (404) and bad options (400)', async () => {
    const stranger = await t.signIn('noinsights@airscope.test');
    expect((await heatmap(office.projectId, office.rowId, { type: 'snr' }, stranger)).statusCode).toBe(404);
    expect((await heatmap(office.projectId, 999999, { type: 'snr' })).statusCode).toBe(404);
    expect((await heatmap(office.projectId, office.rowId, { type: 'rainbow' })).statusCode).toBe(400);
  });
});
