import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEsx } from '@airscope/esx-archive';
import { buildRawZip, deflatedEntry, deflatedZeros, storedEntry } from '../../../../../packages/esx-archive/src/test-support/raw-zip.ts';
import { createTestApp, DATABASE_KINDS, type TestApp, type TestSession } from '../../testing/test-app.ts';
import { listFiles, uploadThroughHttp } from '../../testing/upload-flow.ts';
import { ESX_FIXTURES_DIR } from '@airscope/test-data';

const FIXTURES = `${ESX_FIXTURES_DIR}/`;
const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, `thewlan-ekahau-python-scripts__${name}.esx`));

const F1_COUNTS = {
  accessPoints: 65,
  simulatedRadios: 178,
  wallPoints: 684,
  wallSegments: 834,
  wallTypes: 26,
  attenuationAreas: 73,
  exclusionAreas: 60,
  notes: 13,
  pictureNotes: 12,
};

describe.each(DATABASE_KINDS)('importing .esx projects over HTTP on %s PostgreSQL', (kind) => {
  let t: TestApp;
  let owner: TestSession;
  let other: TestSession;
  let f1ProjectId = '';

  beforeAll(async () => {
    t = await createTestApp(kind, { withJobs: true });
    owner = await t.signIn('user@airscope.test');
    other = await t.signIn('admin@airscope.test');
    const outcome = await uploadThroughHttp(t, owner, fixture('F1'), 'F1.esx');
    expect(outcome).toMatchObject({ status: 'COMMITTED', rollbackReason: null });
    f1ProjectId = outcome.projectId!;
  });
  afterAll(() => t.close());

  it('returns the counts of SOURCES.md through the batch API', async () => {
    const poTypes = 'ACCESS_POINT,SIMULATED_RADIO,WALL_POINT,WALL_SEGMENT,WALL_TYPE,ATTENUATION_AREA,EXCLUSION_AREA,NOTE,PICTURE_NOTE';
    const response = await t.call('GET', `/projectapi/v1/projects/${f1ProjectId}/batch?poTypes=${poTypes}`, { session: owner });
    expect(response.statusCode).toBe(200);
    const counts = Object.fromEntries(Object.entries(response.json<Record<string, unknown[]>>()).map(([k, v]) => [k, v.length]));
    expect(counts).toEqual(F1_COUNTS);
  });

  it('lists the project for its owner, as OWNER, with its floor plan', async () => {
    const list = (await t.call('GET', '/projectapi/v1/projects?includeTag=true&includeProjectUser=true', { session: owner })).json();
    const project = list.find((p: { projectId: string }) => p.projectId === f1ProjectId);
    expect(project).toMatchObject({
      role: 'OWNER',
      canWrite: true,
      canShare: true,
      projectType: 'SIMULATED',
      status: 'COMPLETED',
      floorPlanCount: 1,
      accessPointCount: 65,
    });
    expect(project.users.map((u: { email: string }) => u.email)).toEqual(['user@airscope.test']);
    const plans = (await t.call('GET', `/projectapi/v1/projects/${f1ProjectId}/floorPlans`, { session: owner })).json();
    expect(plans).toHaveLength(1);
    expect(plans[0]).toMatchObject({ width: 3973, height: 2806, rowId: expect.any(Number) });
    expect(plans[0].metersPerUnit).toBeCloseTo(0.021136, 5);
  });

  it('serves the floor image through a short-lived URL and a PNG thumbnail', async () => {
    const [plan] = (await t.call('GET', `/projectapi/v1/projects/${f1ProjectId}/floorPlans`, { session: owner })).json();
    const { url } = (
      await t.call('GET', `/projectapi/v1/projects/${f1ProjectId}/imageFiles/${plan.imageId}?redirect=0`, { session: owner })
    ).json();
    const image = await t.app.inject({ method: 'GET', url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect((await t.app.inject({ method: 'GET', url: `${url}x` })).statusCode).toBe(403);
    const thumbnail = await t.call('GET', `/projectapi/v1/projects/${f1ProjectId}/thumbnail.png`, { session: owner });
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('hides the project from users who are not members (404)', async () => {
    for (const url of [
      `/projectapi/v1/projects/${f1ProjectId}`,
      `/projectapi/v1/projects/${f1ProjectId}/batch?poTypes=ACCESS_POINT`,
      `/projectapi/v1/projects/${f1ProjectId}/floorPlans`,
      `/projectapi/v1/projects/${f1ProjectId}/download`,
    ]) {
      expect((await t.call('GET', url, { session: other })).statusCode, url).toBe(404);
    }
  });

  it.each(['F1', 'SVPH-GND', 'test'])('exports the %s fixture as an .esx that re-imports to an equal model', async (name) => {
    const projectId = name === 'F1' ? f1ProjectId : (await uploadThroughHttp(t, owner, fixture(name), `${name}.esx`)).projectId!;
    const download = await t.call('GET', `/projectapi/v1/projects/${projectId}/download`, { session: owner });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename=".*\.esx"/);
    const dir = fs.mkdtempSync(path.join(t.blobRoot, 'export-'));
    const exported = path.join(dir, 'exported.esx');
    fs.writeFileSync(exported, download.rawPayload);
    const original = await readEsx(path.join(FIXTURES, `thewlan-ekahau-python-scripts__${name}.esx`));
    const again = await readEsx(exported);
    expect(again.collections).toEqual(original.collections);
    expect(again.project).toEqual(original.project);
    expect(again.projectConfiguration).toEqual(original.projectConfiguration);
    expect(again.deletedRecords).toEqual(original.deletedRecords);
    const images = (p: typeof original) => p.imageFiles.map((i) => [i.imageId, i.bytes.toString('base64')]).sort();
    expect(images(again)).toEqual(images(original));
  });

  it('refuses a zip bomb from its declared sizes, keeping nothing', async () => {
    const project = deflatedEntry('project.json', JSON.stringify({ project: { id: 'a1', status: 'CREATED', schemaVersion: '1.5.0' } }));
    const bomb = buildRawZip([
      { name: 'image-bomb', data: deflatedZeros(1024), method: 8, crc32: 0, uncompressedSize: 1024 ** 3 },
      project,
      storedEntry('version', '2.0'),
    ]);
    expect(bomb.length).toBeLessThan(1_300_000);
    const outcome = await uploadThroughHttp(t, owner, bomb, 'bomb.esx');
    expect(outcome.status).toBe('ROLLED_BACK');
    // The directory check's reason (declared size against packed size): refused before anything was inflated.
    expect(outcome.rollbackReason).toMatch(/unpacks to [\d,]+ times its packed size .*zip bomb/);
    expect(listFiles(t.blobRoot).filter((f) => f.includes(outcome.fileUploadId))).toEqual([]);
  });

  it.each(['SVPH-GND', 'test'])('imports the %s fixture too', async (name) => {
    const outcome = await uploadThroughHttp(t, owner, fixture(name), `${name}.esx`);
    expect(outcome.status).toBe('COMMITTED');
    const batch = (
      await t.call('GET', `/projectapi/v1/projects/${outcome.projectId}/batch?poTypes=ACCESS_POINT,SIMULATED_RADIO`, { session: owner })
    ).json();
    expect(batch.accessPoints.length).toBe(name === 'test' ? 5 : 65);
    expect(batch.simulatedRadios.length).toBe(name === 'test' ? 15 : 180);
  });

  it('refuses a file that is not a ZIP with a clear reason and keeps nothing of it', async () => {
    const before = await t.db.selectFrom('projects').select('id').execute();
    const outcome = await uploadThroughHttp(t, owner, Buffer.from('this is not a zip archive at all'), 'notes.esx');
    expect(outcome.status).toBe('ROLLED_BACK');
    expect(outcome.rollbackReason).toMatch(/not a valid \.esx|ZIP/i);
    expect(outcome.failureCode).toBe('INVALID_ARCHIVE');
    expect(outcome.projectId).toBeNull();
    expect(await t.db.selectFrom('projects').select('id').execute()).toHaveLength(before.length);
    expect(listFiles(t.blobRoot).filter((f) => f.includes(outcome.fileUploadId))).toEqual([]);
  });

  it('refuses a truncated archive and leaves no blob or project behind', async () => {
    const bytes = fixture('test');
    const outcome = await uploadThroughHttp(t, owner, bytes.subarray(0, Math.floor(bytes.length / 2)), 'cut.esx');
    expect(outcome.status).toBe('ROLLED_BACK');
    expect(outcome.rollbackReason).toBeTruthy();
    expect(
      listFiles(t.blobRoot)
        .filter((f) => f.startsWith('projects/') && !f.endsWith('thumbnail.png'))
        .every((f) => !f.includes(outcome.fileUploadId)),
    ).toBe(true);
    const orphanProjects = await t.db.selectFrom('projects').select('id').where('source_upload_id', '=', outcome.fileUploadId).execute();
    expect(orphanProjects).toEqual([]);
  });

  it('answers five concurrent commits of one upload with one project', async () => {
    const initiated = (
      await t.call('POST', '/esxfileapi/v1/projects/upload/initiate', {
        session: owner,
        body: { fileName: 'twice.esx', fileExtension: 'esx' },
      })
    ).json();
    await t.app.inject({
      method: 'PUT',
      url: initiated.url,
      headers: { 'content-type': 'application/octet-stream', cookie: owner.cookie },
      payload: fixture('test'),
    });
    const commits = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.call('POST', '/esxfileapi/v1/projects/upload/commit', { session: owner, body: { fileUploadId: initiated.fileUploadId } }),
      ),
    );
    expect(commits.map((c) => c.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const { waitForUpload } = await import('../../testing/upload-flow.ts');
    const outcome = await waitForUpload(t, owner, initiated.fileUploadId);
    expect(outcome.status).toBe('COMMITTED');
    const projects = await t.db.selectFrom('projects').select('id').where('source_upload_id', '=', initiated.fileUploadId).execute();
    expect(projects).toHaveLength(1);
  });

  it('refuses a commit before the bytes arrive (409), a second PUT (409) and another user’s upload (404)', async () => {
    const initiated = (
      await t.call('POST', '/esxfileapi/v1/projects/upload/initiate', {
        session: owner,
        body: { fileName: 'early.esx', fileExtension: 'esx' },
      })
    ).json();
    const early = await t.call('POST', '/esxfileapi/v1/projects/upload/commit', {
      session: owner,
      body: { fileUploadId: initiated.fileUploadId },
    });
    expect(early.statusCode).toBe(409);
    const put = (headers: Record<string, string>, url = initiated.url) =>
      t.app.inject({ method: 'PUT', url, headers: { 'content-type': 'application/octet-stream', ...headers }, payload: Buffer.from('x') });
    // The link is bound to the user who asked for it: without a session 401, with another user's 403.
    expect((await put({})).statusCode).toBe(401);
    const stolen = await put({ cookie: other.cookie });
    expect([stolen.statusCode, stolen.json().errorMessageList[0].errorCode]).toEqual([403, 'UPLOAD_URL_INVALID']);
    const first = await put({ cookie: owner.cookie });
    expect(first.statusCode).toBe(200);
    const second = await put({ cookie: owner.cookie });
    expect(second.statusCode).toBe(409);
    const foreign = await t.call('GET', `/esxfileapi/v1/projects/upload/status?fileUploadId=${initiated.fileUploadId}`, { session: other });
    expect(foreign.statusCode).toBe(404);
    const forged = await put({ cookie: owner.cookie }, initiated.url.replace(/token=.*/, 'token=forged'));
    expect(forged.statusCode).toBe(403);
  });

  it('refuses an upload over the size limit with 413 without keeping it', async () => {
    const small = await createTestApp(kind, { env: { UPLOAD_MAX_MB: '1' } });
    try {
      const session = await small.signIn('user@airscope.test');
      const initiated = (
        await small.call('POST', '/esxfileapi/v1/projects/upload/initiate', {
          session,
          body: { fileName: 'big.esx', fileExtension: 'esx' },
        })
      ).json();
      const put = await small.app.inject({
        method: 'PUT',
        url: initiated.url,
        headers: { 'content-type': 'application/octet-stream', cookie: session.cookie },
        payload: Buffer.alloc(1_200_000, 1),
      });
      expect(put.statusCode).toBe(413);
      expect(listFiles(small.blobRoot)).toEqual([]);
    } finally {
      await small.close();
    }
  });

  it('deletes a project: gone at once for its users, then its files are removed', async () => {
    const outcome = await uploadThroughHttp(t, owner, fixture('test'), 'doomed.esx');
    const projectId = outcome.projectId!;
    expect((await t.call('DELETE', `/projectapi/v1/projects/${projectId}`, { session: other })).statusCode).toBe(404);
    const response = await t.call('DELETE', `/projectapi/v1/projects/${projectId}`, { session: owner });
    expect(response.statusCode).toBe(202);
    expect((await t.call('GET', `/projectapi/v1/projects/${projectId}/batch?poTypes=ACCESS_POINT`, { session: owner })).statusCode).toBe(
      404,
    );
    for (let i = 0; i < 100 && (await t.db.selectFrom('projects').select('id').where('id', '=', projectId).executeTakeFirst()); i++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(await t.db.selectFrom('projects').select('id').where('id', '=', projectId).executeTakeFirst()).toBeUndefined();
    expect(listFiles(t.blobRoot).filter((f) => f.includes(projectId))).toEqual([]);
  });
});
