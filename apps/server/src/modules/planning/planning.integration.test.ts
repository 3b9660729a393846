import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { readEsx } from '@airscope/esx-archive';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp, type TestSession } from '../../testing/test-app.ts';
import { signInConsented } from '../../testing/eula-consent.ts';

const floorPlanId = randomUUID();
const apId = randomUUID();
const at = (x: number, y: number) => ({ floorPlanId, coord: { x, y } });

/** A 20 m × 10 m floor (10 px per metre) with one AP at x = 8 m and a brick wall down the middle (x = 10 m). */
function firstFloor(wallTypeId: string, imageId: string) {
  const [p1, p2] = [randomUUID(), randomUUID()];
  return [
    {
      op: 'put',
      collection: 'floorPlans',
      record: { id: floorPlanId, status: 'CREATED', name: 'Level 1', width: 200, height: 100, metersPerUnit: 0.1, imageId },
    },
    { op: 'put', collection: 'wallPoints', record: { id: p1, status: 'CREATED', location: at(100, 0) } },
    { op: 'put', collection: 'wallPoints', record: { id: p2, status: 'CREATED', location: at(100, 100) } },
    { op: 'put', collection: 'wallSegments', record: { id: randomUUID(), status: 'CREATED', wallTypeId, wallPoints: [p1, p2] } },
    { op: 'put', collection: 'accessPoints', record: { id: apId, status: 'CREATED', name: 'AP-West', mine: true, location: at(80, 50) } },
    {
      op: 'put',
      collection: 'simulatedRadios',
      record: {
        id: randomUUID(),
        status: 'CREATED',
        accessPointId: apId,
        accessPointIndex: 1,
        enabled: true,
        transmitPower: 17,
        channel: [36],
        technology: 'AX',
        antennaHeight: 2.7,
        antennaDirection: 0,
        antennaTilt: 0,
        spatialStreamCount: 2,
      },
    },
  ];
}

describe.each(DATABASE_KINDS)('design projects and planning saves (%s)', (kind) => {
  let t: TestApp;
  let owner: TestSession;
  let projectId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await t.signIn('user@airscope.test');
  });
  afterAll(() => t.close());

  const save = (body: unknown, session = owner) => t.call('POST', `/projectapi/v1/projects/${projectId}/edits`, { session, body });
  const versionOf = async () => (await t.call('GET', `/projectapi/v1/projects/${projectId}`, { session: owner })).json().projectVersion;

  it('creates an empty design project with the stock material library', async () => {
    const response = await t.call('POST', '/projectapi/v1/projects', {
      session: owner,
      body: { name: 'New office plan', projectType: 'GREENFIELD_PLAN' },
    });
    expect(response.statusCode).toBe(201);
    projectId = response.json().projectId;
    const project = (await t.call('GET', `/projectapi/v1/projects/${projectId}`, { session: owner })).json();
    expect(project).toMatchObject({ name: 'New office plan', projectType: 'GREENFIELD_PLAN', projectVersion: 1 });
    const batch = (await t.call('GET', `/projectapi/v1/projects/${projectId}/batch?poTypes=FLOOR_PLAN`, { session: owner })).json();
    expect(Object.values(batch).flat()).toHaveLength(0);
  });

  it("carries Ekahau's stock requirement profiles, so its export has a requirements.json with the default", async () => {
    const download = await t.call('GET', `/projectapi/v1/projects/${projectId}/download`, { session: owner });
    expect(download.statusCode).toBe(200);
    const file = path.join(fs.mkdtempSync(path.join(t.blobRoot, 'design-export-')), 'design.esx');
    fs.writeFileSync(file, download.rawPayload);
    const exported = await readEsx(file);
    const requirements = exported.collections.requirements;
    expect(requirements.map((record) => record.name)).toEqual(
      expect.arrayContaining(['Ekahau Best Practices', 'Cisco Design Guideline', 'Location Tracking (RTLS)', 'WIPS / WIDS']),
    );
    expect(requirements).toHaveLength(11);
    expect(requirements.filter((record) => record.isDefault).map((record) => record.key)).toEqual(['DataVoIP']);
    expect(exported.warnings).toEqual([]);
  });

  it('saves a floor with a wall and an AP, bumps the version, and the floor gets a heatmap', async () => {
    const walls = (
      await t.db
        .selectFrom('project_records')
        .select('data')
        .where('project_id', '=', projectId)
        .where('collection', '=', 'wallTypes')
        .execute()
    ).map((row) => row.data as { id: string; key: string });
    const brick = walls.find((wall) => wall.key === 'BrickWall')!;
    const png = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    const stored = await t.call('POST', `/projectapi/v1/projects/${projectId}/images`, {
      session: owner,
      body: png,
      headers: { 'content-type': 'image/png' },
    });
    expect(stored.statusCode, stored.body).toBe(201);
    expect(stored.json()).toMatchObject({ width: 200, height: 100, imageFormat: 'PNG' });
    const response = await save({ baseVersion: 2, changes: firstFloor(brick.id, stored.json().imageId) });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ projectVersion: 3 });
    const url = (
      await t.call('GET', `/projectapi/v1/projects/${projectId}/imageFiles/${stored.json().imageId}?redirect=0`, { session: owner })
    ).json().url;
    expect((await t.call('GET', url, { session: owner })).rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const [plan] = (await t.call('GET', `/projectapi/v1/projects/${projectId}/floorPlans`, { session: owner })).json();
    expect(plan).toMatchObject({ name: 'Level 1', width: 200, height: 100 });
    const heatmap = (
      await t.call('POST', `/heatmapapi/v1/projects/${projectId}/floor-plans/${plan.rowId}/heatmap?version=3`, {
        session: owner,
        body: { type: 'sig-strength', accuracy: 'high', 'radio-band': '5' },
      })
    ).json();
    const { cols, values } = heatmap.vertices;
    const row = Math.floor(heatmap.vertices.rows / 2);
    // 3.5 m either side of the AP (x = 8 m), the east side behind the 10 dB brick wall at x = 10 m.
    const near = values[row * cols + 4]!;
    const behind = values[row * cols + 11]!;
    expect(near).toBeGreaterThan(behind + 5);
  });

  it('refuses a save made on an old version (409) and keeps the newer one', async () => {
    const response = await save({ baseVersion: 2, changes: [{ op: 'delete', collection: 'accessPoints', id: apId }] });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/changed by someone else/);
    expect(await versionOf()).toBe(3);
  });

  it('refuses an invalid record with its reason and saves nothing of that request', async () => {
    const response = await save({
      baseVersion: 3,
      changes: [
        { op: 'put', collection: 'notes', record: { id: randomUUID(), status: 'CREATED', text: 'fine' } },
        { op: 'put', collection: 'floorPlans', record: { id: randomUUID(), width: 'wide' } },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/floorPlans/);
    expect(await versionOf()).toBe(3);
    const text = await t.call('POST', `/projectapi/v1/projects/${projectId}/images`, {
      session: owner,
      body: Buffer.from('not a picture'),
      headers: { 'content-type': 'image/png' },
    });
    expect(text.statusCode).toBe(415);
    expect(await versionOf()).toBe(3);
  });

  it('deletes a floor and its row disappears', async () => {
    expect((await save({ baseVersion: 3, changes: [{ op: 'delete', collection: 'floorPlans', id: floorPlanId }] })).statusCode).toBe(200);
    expect((await t.call('GET', `/projectapi/v1/projects/${projectId}/floorPlans`, { session: owner })).json()).toEqual([]);
  });

  it('lets only writers save: a view-only member gets 403, a stranger 404', async () => {
    const viewer = await t.signIn('admin@airscope.test');
    const admin = await t.db.selectFrom('users').select('id').where('email', '=', 'admin@airscope.test').executeTakeFirstOrThrow();
    await t.db.insertInto('project_users').values({ project_id: projectId, user_id: admin.id, role: 'READ_USER' }).execute();
    expect((await save({ baseVersion: 4, changes: [{ op: 'delete', collection: 'notes', id: 'x' }] }, viewer)).statusCode).toBe(403);
    const stranger = await signInConsented(t, 'neweula@airscope.test');
    expect((await save({ baseVersion: 4, changes: [{ op: 'delete', collection: 'notes', id: 'x' }] }, stranger)).statusCode).toBe(404);
  });
});

describe('design projects with the flag off', () => {
  it('refuses to create one with the text of docs/product.md §8', async () => {
    const t = await createTestApp('embedded', { env: { FEATURE_FLAGS: 'designProject=false' } });
    try {
      const owner = await t.signIn('user@airscope.test');
      const response = await t.call('POST', '/projectapi/v1/projects', {
        session: owner,
        body: { name: 'Plan', projectType: 'BROWNFIELD_PLAN' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('This is design project');
    } finally {
      await t.close();
    }
  });
});
