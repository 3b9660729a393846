import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EsxProject } from '@airscope/esx';
import { readEsx } from '@airscope/esx-archive';
import {
  archiveEntries,
  buildTarGz,
  sampleBuilding,
  type TarEntry,
} from '../../../../../packages/esx-archive/src/dnac/test-support/build-dnac-archive.ts';
import { createTestApp, DATABASE_KINDS, type TestApp, type TestSession } from '../../testing/test-app.ts';
import { listFiles, uploadThroughHttp } from '../../testing/upload-flow.ts';

const URL = '/esxfileapi/v1/projects/cisco/ciscoDnacUpload';
const FOOT = 0.3048;

function convert(t: TestApp, session: TestSession | undefined, archive: Buffer) {
  return t.call('POST', URL, { ...(session ? { session } : {}), body: { base64ZipFile: archive.toString('base64') } });
}

/** Floors with their size in metres and APs with name, MAC tag and position in metres, as the imported project holds them. */
function floorsOf(project: EsxProject) {
  const c = project.collections;
  const macKey = c.tagKeys.find((key) => key.key === 'MAC')?.id;
  return c.floorPlans.map((floor) => ({
    name: floor.name,
    width: floor.width * floor.metersPerUnit!,
    length: floor.height * floor.metersPerUnit!,
    aps: c.accessPoints
      .filter((ap) => ap.location?.floorPlanId === floor.id)
      .map((ap) => ({
        name: ap.name,
        mac: ap.tags?.find((tag) => tag.tagKeyId === macKey)?.value,
        x: ap.location!.coord.x * floor.metersPerUnit!,
        y: ap.location!.coord.y * floor.metersPerUnit!,
      })),
  }));
}

describe.each(DATABASE_KINDS)('POST /esxfileapi/v1/projects/cisco/ciscoDnacUpload on %s PostgreSQL', (kind) => {
  let t: TestApp;
  let session: TestSession;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'airscope-dnac-'));
  beforeAll(async () => {
    t = await createTestApp(kind, { withJobs: true, env: { UPLOAD_MAX_MB: '2' } });
    session = await t.signIn('user@airscope.test');
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('answers an .esx that the normal upload imports as a project matching the archive', async () => {
    const response = await convert(t, session, buildTarGz(archiveEntries([sampleBuilding()])));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/octet-stream');
    expect(response.headers['content-disposition']).toContain('HQ.esx');
    const outcome = await uploadThroughHttp(t, session, response.rawPayload, 'campus.esx');
    expect(outcome).toMatchObject({ status: 'COMMITTED', rollbackReason: null });
    const summary = (await t.call('GET', `/projectapi/v1/projects/${outcome.projectId}`, { session })).json();
    expect(summary).toMatchObject({ name: 'HQ', floorPlanCount: 2, accessPointCount: 3 });

    const download = await t.call('GET', `/projectapi/v1/projects/${outcome.projectId}/download`, { session });
    const file = path.join(work, 'imported.esx');
    fs.writeFileSync(file, download.rawPayload);
    const floors = floorsOf(await readEsx(file));
    const expected = sampleBuilding().floors;
    expect(floors.map((floor) => floor.name)).toEqual(expected.map((floor) => floor.name));
    floors.forEach((floor, index) => {
      const archived = expected[index]!;
      expect(Math.abs(floor.width - archived.width * FOOT)).toBeLessThan(0.01);
      expect(Math.abs(floor.length - archived.length * FOOT)).toBeLessThan(0.01);
      expect(floor.aps.map((ap) => ap.name)).toEqual(archived.aps.map((ap) => ap.name));
      floor.aps.forEach((ap, apIndex) => {
        expect(Math.abs(ap.x - archived.aps[apIndex]!.x! * FOOT)).toBeLessThan(0.01);
        expect(Math.abs(ap.y - archived.aps[apIndex]!.y! * FOOT)).toBeLessThan(0.01);
      });
    });
    expect(floors.flatMap((floor) => floor.aps.map((ap) => ap.mac))).toEqual([
      '00:11:22:33:44:01',
      '00:11:22:33:44:02',
      '00:11:22:33:44:03',
    ]);
  });

  it('refuses hostile and broken archives with a 422 and the reason, and leaves no project, upload or file behind', async () => {
    const projectsBefore = await t.db.selectFrom('projects').select('id').execute();
    const uploadsBefore = await t.db.selectFrom('uploads').select('id').execute();
    const filesBefore = listFiles(t.blobRoot);
    const withExtra = (extra: TarEntry[]) => buildTarGz([...extra, ...archiveEntries([sampleBuilding()])]);
    const cases: [Buffer, string][] = [
      [withExtra([{ name: '../escape.png', data: Buffer.from('x') }]), 'unsafe name'],
      [withExtra([{ name: 'images/bomb.png', data: Buffer.alloc(16 * 1024 * 1024) }]), 'times its size'],
      [
        buildTarGz(
          archiveEntries([sampleBuilding()], '<ns0:CiscoUnifiedInterchange xmlns:ns0="http://importexport.cisco.com/1.0"><ns0:Maps>'),
        ),
        'not well-formed',
      ],
      [buildTarGz(archiveEntries([sampleBuilding()]).filter((entry) => entry.name !== 'images/ground.png')), 'not in the archive'],
      [Buffer.from('not an archive'), 'neither a .tar.gz nor a .zip'],
    ];
    for (const [archive, reason] of cases) {
      const response = await convert(t, session, archive);
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toMatch(/^The archive is not a Cisco map export we can read: /);
      expect(response.json().message).toContain(reason);
    }
    expect(await t.db.selectFrom('projects').select('id').execute()).toEqual(projectsBefore);
    expect(await t.db.selectFrom('uploads').select('id').execute()).toEqual(uploadsBefore);
    expect(listFiles(t.blobRoot)).toEqual(filesBefore);
  });

  it('refuses text that is not base64 (400), a body past UPLOAD_MAX_MB as base64 (413), and anonymous callers (401)', async () => {
    const notBase64 = await t.call('POST', URL, { session, body: { base64ZipFile: 'this is *not* base64!' } });
    expect(notBase64.statusCode).toBe(400);
    const tooLarge = await convert(t, session, Buffer.alloc(3 * 1024 * 1024, 1));
    expect(tooLarge.statusCode).toBe(413);
    expect((await convert(t, undefined, buildTarGz(archiveEntries([sampleBuilding()])))).statusCode).toBe(401);
  });
});
