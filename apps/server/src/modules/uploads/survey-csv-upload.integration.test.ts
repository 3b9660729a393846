import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { convertFengToSurveyCsv } from '../../../../../packages/esx-archive/src/survey-csv/test-support/convert-survey-fixtures.ts';
import { createTestApp, type TestApp, type TestSession } from '../../testing/test-app.ts';

async function uploadCsv(t: TestApp, session: TestSession, bytes: Buffer, fileName: string) {
  const initiated = (
    await t.call('POST', '/esxfileapi/v1/projects/upload/initiate', { session, body: { fileName, fileExtension: 'csv' } })
  ).json();
  await t.app.inject({
    method: 'PUT',
    url: initiated.url,
    headers: { 'content-type': 'text/csv', cookie: session.cookie },
    payload: bytes,
  });
  await t.call('POST', '/esxfileapi/v1/projects/upload/commit', { session, body: { fileUploadId: initiated.fileUploadId } });
  const { waitForUpload } = await import('../../testing/upload-flow.ts');
  return waitForUpload(t, session, initiated.fileUploadId);
}

describe('importing measured survey data from CSV over HTTP', () => {
  let t: TestApp;
  let session: TestSession;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'airscope-csv-'));
  beforeAll(async () => {
    t = await createTestApp('embedded', { withJobs: true });
    session = await t.signIn('user@airscope.test');
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('turns the real Feng measurements into a measured project with its floors, surveys and access points', async () => {
    const file = path.join(work, 'feng.csv');
    await convertFengToSurveyCsv(file, 'm');
    const outcome = await uploadCsv(t, session, fs.readFileSync(file), 'Feng campus.csv');
    expect(outcome).toMatchObject({ status: 'COMMITTED', rollbackReason: null });
    const project = (await t.call('GET', `/projectapi/v1/projects/${outcome.projectId}`, { session })).json();
    expect(project).toMatchObject({ name: 'Feng campus', projectType: 'MEASURED', floorPlanCount: 3, accessPointCount: 14 });
    const batch = (await t.call('GET', `/projectapi/v1/projects/${outcome.projectId}/batch?poTypes=SURVEY,FLOOR_PLAN`, { session })).json();
    expect(batch.surveys).toHaveLength(6);
    expect(batch.floorPlans.map((f: { name: string }) => f.name).sort()).toEqual(['corridor', 'lecture_theatre', 'office']);
  });

  it('refuses a broken row, naming its line, and keeps nothing', async () => {
    const csv =
      'x,y,timestamp,bssid,channel,rssi\n1,2,2024-05-01T10:00:00Z,aa:bb:cc:dd:ee:ff,36,-50\n3,4,2024-05-01T10:00:01Z,aa:bb:cc:dd:ee:ff,36,loud\n';
    const outcome = await uploadCsv(t, session, Buffer.from(`# unit=m\n${csv}`), 'broken.csv');
    expect(outcome.status).toBe('ROLLED_BACK');
    expect(outcome.rollbackReason).toMatch(/^Line 4: .*RSSI/);
    const rows = await t.db.selectFrom('projects').select('id').where('source_upload_id', '=', outcome.fileUploadId).execute();
    expect(rows).toEqual([]);
  });
});
