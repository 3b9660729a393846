import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESX_FIXTURES } from '@airscope/test-data';
import fs from 'node:fs';
import { createTestApp, DATABASE_KINDS, type TestApp, type TestSession } from '../../testing/test-app.ts';
import { waitForUpload } from '../../testing/upload-flow.ts';
import { IMPORT_LEASE } from './import-lease.ts';
import { SWEEP_IMPORTS_JOB } from './uploads.jobs.ts';
import { createUploadsRepository } from './uploads.repository.ts';

const F1 = fs.readFileSync(ESX_FIXTURES.F1);

/** The sweep is a pg-boss job that queues its own next run; nobody calls resumeInterruptedImports here. */
describe.each(DATABASE_KINDS)('the repeated import sweep on %s PostgreSQL', (kind) => {
  let t: TestApp;
  let session: TestSession;
  beforeAll(async () => {
    t = await createTestApp(kind, { withJobs: true });
    session = await t.signIn('user@airscope.test');
  });
  afterAll(() => t.close());

  it('is held by pg-boss with a per-minute cron that restarts its chain should a worker die mid-run', async () => {
    expect(await t.queue.listSchedules()).toContainEqual({ name: SWEEP_IMPORTS_JOB, cron: '* * * * *' });
  });

  it('imports a committed upload whose queued job never came, once its queue grace has run out', async () => {
    const initiated = await t.call('POST', '/esxfileapi/v1/projects/upload/initiate', {
      session,
      body: { fileName: 'never-queued.esx', fileExtension: 'esx' },
    });
    const { url, fileUploadId } = initiated.json<{ url: string; fileUploadId: string }>();
    const put = await t.app.inject({
      method: 'PUT',
      url,
      headers: { 'content-type': 'application/octet-stream', cookie: session.cookie },
      payload: F1,
    });
    expect(put.statusCode).toBe(200);
    // The commit's own state change without its job, as when the api lost the queue right after answering.
    const now = t.clock.now();
    const uploads = createUploadsRepository(t.db);
    expect(await uploads.beginCommit(fileUploadId, crypto.randomUUID(), now, new Date(now.getTime() + IMPORT_LEASE.queueGraceMs))).toBe(
      true,
    );
    t.clock.advance(IMPORT_LEASE.queueGraceMs + 1);
    const outcome = await waitForUpload(t, session, fileUploadId);
    expect(outcome.status).toBe('COMMITTED');
    const projects = await t.db.selectFrom('projects').select('id').where('source_upload_id', '=', fileUploadId).execute();
    expect(projects).toHaveLength(1);
  });
});
