import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestSession } from '../../testing/test-app.ts';
import { seedDemoProjects } from '../../seed/demo-projects.seed.ts';

describe("a floor's survey readings: SSID list and RSSI export", () => {
  let t: TestApp;
  let owner: TestSession;
  let walk: { projectId: string; rowId: number };
  let planned: { projectId: string; rowId: number };

  beforeAll(async () => {
    t = await createTestApp('embedded');
    owner = await t.signIn('user@airscope.test');
    await seedDemoProjects(t.db, t.blobs, t.clock);
    const projects = (await t.call('GET', '/projectapi/v1/projects', { session: owner })).json();
    const find = async (name: string) => {
      const project = projects.find((p: { name: string }) => p.name === name);
      const [first] = (await t.call('GET', `/projectapi/v1/projects/${project.projectId}/floorPlans`, { session: owner })).json();
      return { projectId: project.projectId, rowId: first.rowId };
    };
    walk = await find('Demo Office HQ — walk survey');
    planned = await find('Demo Office HQ');
  }, 120_000);
  afterAll(() => t?.close());

  const url = (floor: { projectId: string; rowId: number }, what: string) =>
    `/heatmapapi/v1/projects/${floor.projectId}/floor-plans/${floor.rowId}/${what}`;

  it('lists each SSID of the walk survey with its radios, and a radio choice narrows the heatmap', async () => {
    const ssids = (await t.call('GET', url(walk, 'ssids'), { session: owner })).json() as { ssid: string; radioIds: string[] }[];
    expect(ssids.length).toBeGreaterThan(0);
    expect(ssids.every((entry) => entry.radioIds.length > 0)).toBe(true);
    const all = (
      await t.call('POST', url(walk, 'heatmap'), { session: owner, body: { type: 'sig-strength', 'radio-band': 'any' } })
    ).json();
    const one = (
      await t.call('POST', url(walk, 'heatmap'), {
        session: owner,
        body: { type: 'sig-strength', 'radio-band': 'any', 'radio-ids': ssids[0]!.radioIds },
      })
    ).json();
    const strongest = (body: { vertices: { values: (number | null)[] } }) =>
      Math.max(...body.vertices.values.filter((v): v is number => v !== null));
    expect(strongest(one)).toBeLessThanOrEqual(strongest(all));
  });

  it('exports every reading as CSV with a header, named after the project and floor', async () => {
    const response = await t.call('GET', url(walk, 'rssi-export'), { session: owner });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(String(response.headers['content-disposition'])).toContain('RSSI.csv');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('x_m,y_m,access_point,ssid,band_ghz,channel,rssi_dbm');
    expect(lines.length).toBeGreaterThan(10);
    const rssi = Number(lines[1]!.split(',').at(-1));
    expect(rssi).toBeLessThan(0);
    expect(rssi).toBeGreaterThan(-110);
  });

  it('answers no SSIDs and a header-only export for a floor nobody surveyed', async () => {
    expect((await t.call('GET', url(planned, 'ssids'), { session: owner })).json()).toEqual([]);
    const lines = (await t.call('GET', url(planned, 'rssi-export'), { session: owner })).body.trim().split('\r\n');
    expect(lines).toHaveLength(1);
  });

  it('refuses both to a caller without a session', async () => {
    expect((await t.call('GET', url(walk, 'ssids'))).statusCode).toBe(401);
    expect((await t.call('GET', url(walk, 'rssi-export'))).statusCode).toBe(401);
  });
});
