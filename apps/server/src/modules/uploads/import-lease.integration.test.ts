import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESX_FIXTURES } from '@airscope/test-data';
import fs from 'node:fs';
import { createTestApp, DATABASE_KINDS, type TestApp, type TestSession } from '../../testing/test-app.ts';
import { listFiles } from '../../testing/upload-flow.ts';
import { createProjectModelService } from '../projects/index.ts';
import { createUserLookupService } from '../users/user-lookup.service.ts';
import { createNotificationsRepository } from '../notifications/notifications.repository.ts';
import { createNotificationsService } from '../notifications/notifications.service.ts';
import { runImportUpload, type ImportDeps } from './import-upload.ts';
import { createImportLeaseRepository } from './import-lease.repository.ts';
import { IMPORT_LEASE } from './import-lease.ts';
import { resumeInterruptedImports } from './resume-imports.ts';
import { createUploadsRepository } from './uploads.repository.ts';

const F1 = fs.readFileSync(ESX_FIXTURES.F1);

/**
 * F2 and F11 without timing: the lease is driven by the test's clock. A worker that claimed an import and then lost
 * the database (or died) stops renewing; once its lease has run out the sweeper resumes the import, and an import is
 * never run by two attempts at once.
 */
describe.each(DATABASE_KINDS)('import leases on %s PostgreSQL', (kind) => {
  let t: TestApp;
  let session: TestSession;
  let deps: ImportDeps;
  const log = { info: () => undefined, warn: () => undefined, error: (...args: unknown[]) => console.error(...args) };

  beforeAll(async () => {
    t = await createTestApp(kind);
    session = await t.signIn('user@airscope.test');
    const uploads = createUploadsRepository(t.db);
    deps = {
      db: t.db,
      uploads,
      leases: createImportLeaseRepository(t.db),
      projectModels: createProjectModelService(t.db, t.blobs),
      users: createUserLookupService(t.db),
      notifications: createNotificationsService({ notifications: createNotificationsRepository(t.db), clock: t.clock, log }),
      blobs: t.blobs,
      clock: t.clock,
      log,
    };
  });
  afterAll(() => t.close());

  /** Initiate and PUT over HTTP, then the commit's own state change: COMMIT_IN_PROGRESS, left to a queued job. */
  async function committedUpload(name: string): Promise<{ id: string; projectId: string }> {
    const initiated = await t.call('POST', '/esxfileapi/v1/projects/upload/initiate', {
      session,
      body: { fileName: name, fileExtension: 'esx' },
    });
    const { url, fileUploadId } = initiated.json<{ url: string; fileUploadId: string }>();
    const put = await t.app.inject({
      method: 'PUT',
      url,
      headers: { 'content-type': 'application/octet-stream', cookie: session.cookie },
      payload: F1,
    });
    expect(put.statusCode).toBe(200);
    const now = t.clock.now();
    expect(
      await deps.uploads.beginCommit(fileUploadId, crypto.randomUUID(), now, new Date(now.getTime() + IMPORT_LEASE.queueGraceMs)),
    ).toBe(true);
    const row = await deps.uploads.findById(fileUploadId);
    return { id: fileUploadId, projectId: row!.project_id! };
  }

  async function projectsOf(uploadId: string): Promise<number> {
    const row = await t.db
      .selectFrom('projects')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('source_upload_id', '=', uploadId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  const filesOf = (projectId: string) => listFiles(`${t.blobRoot}/projects/${projectId}`);

  it('resumes an acknowledged import whose worker lost the database once its lease has run out, and completes it once', async () => {
    const upload = await committedUpload('lost-database.esx');
    // The state a worker leaves when the database goes away under it: a claimed lease, some files, no renewals.
    const dead = crypto.randomUUID();
    const deadPrefix = `projects/${upload.projectId}/${dead}/`;
    const now = t.clock.now();
    const claimed = await deps.leases.claim(upload.id, {
      owner: dead,
      prefix: deadPrefix,
      now,
      until: new Date(now.getTime() + IMPORT_LEASE.leaseMs),
      takeLeasesEndedBy: now,
    });
    expect(claimed).toEqual({ earlierAttempts: 0 });
    await t.blobs.put(`${deadPrefix}images/half-written.png`, Buffer.from('partial'));

    // While the lease runs, nobody else starts the import.
    expect(await resumeInterruptedImports(deps)).toBe(0);
    await runImportUpload(deps, upload.id);
    expect((await deps.uploads.findById(upload.id))?.status).toBe('COMMIT_IN_PROGRESS');
    expect(await projectsOf(upload.id)).toBe(0);

    t.clock.advance(IMPORT_LEASE.leaseMs);
    expect(await resumeInterruptedImports(deps)).toBe(1);
    const done = await deps.uploads.findById(upload.id);
    expect(done?.status).toBe('COMMITTED');
    expect(done?.import_attempts).toHaveLength(2);
    expect(await projectsOf(upload.id)).toBe(1);
    // The dead attempt's files went with the commit; only the resuming attempt's remain.
    const files = filesOf(upload.projectId);
    expect(files.some((f) => f.startsWith(`${dead}/`))).toBe(false);
    expect(new Set(files.filter((f) => f !== 'thumbnail.png').map((f) => f.split('/')[0])).size).toBe(1);
    expect(await resumeInterruptedImports(deps)).toBe(0);
  });

  it('resumes an acknowledged import whose job never reached the queue once the queue had its time', async () => {
    const upload = await committedUpload('never-queued.esx');
    expect(await resumeInterruptedImports(deps)).toBe(0);
    t.clock.advance(IMPORT_LEASE.queueGraceMs);
    expect(await resumeInterruptedImports(deps)).toBe(1);
    expect((await deps.uploads.findById(upload.id))?.status).toBe('COMMITTED');
    expect(await projectsOf(upload.id)).toBe(1);
  });

  it('never runs one import twice at once: of concurrent attempts exactly one claims it and writes anything', async () => {
    const upload = await committedUpload('twice.esx');
    await Promise.all([runImportUpload(deps, upload.id), runImportUpload(deps, upload.id), runImportUpload(deps, upload.id)]);
    const done = await deps.uploads.findById(upload.id);
    expect(done?.status).toBe('COMMITTED');
    expect(done?.import_attempts).toHaveLength(1);
    expect(await projectsOf(upload.id)).toBe(1);
    expect(
      new Set(
        filesOf(upload.projectId)
          .filter((f) => f !== 'thumbnail.png')
          .map((f) => f.split('/')[0]),
      ).size,
    ).toBe(1);
  });

  it('an attempt whose lease was taken over can neither renew nor commit', async () => {
    const upload = await committedUpload('taken-over.esx');
    const first = crypto.randomUUID();
    const now = t.clock.now();
    const lease = { now, until: new Date(now.getTime() + IMPORT_LEASE.leaseMs), takeLeasesEndedBy: now };
    expect(await deps.leases.claim(upload.id, { ...lease, owner: first, prefix: `projects/${upload.projectId}/${first}/` })).toBeDefined();
    // A second claim while the first lease runs is refused.
    const second = crypto.randomUUID();
    expect(
      await deps.leases.claim(upload.id, { ...lease, owner: second, prefix: `projects/${upload.projectId}/${second}/` }),
    ).toBeUndefined();
    t.clock.advance(IMPORT_LEASE.leaseMs);
    await resumeInterruptedImports(deps);
    expect((await deps.uploads.findById(upload.id))?.status).toBe('COMMITTED');
    expect(await deps.leases.renew(upload.id, first, new Date(t.clock.now().getTime() + IMPORT_LEASE.leaseMs))).toBe(false);
    expect(await deps.uploads.finish(t.db, upload.id, { owner: first, status: 'FAILED', reason: 'late', at: t.clock.now() })).toBe(false);
    expect((await deps.uploads.findById(upload.id))?.status).toBe('COMMITTED');
    expect(await projectsOf(upload.id)).toBe(1);
  });

  it('gives up as FAILED, with nothing left behind, after the attempt limit of vanished attempts', async () => {
    const upload = await committedUpload('poison.esx');
    for (let i = 0; i < IMPORT_LEASE.maxAttempts; i++) {
      const dead = crypto.randomUUID();
      const now = t.clock.now();
      const prefix = `projects/${upload.projectId}/${dead}/`;
      await deps.leases.claim(upload.id, {
        owner: dead,
        prefix,
        now,
        until: new Date(now.getTime() + IMPORT_LEASE.leaseMs),
        takeLeasesEndedBy: now,
      });
      await t.blobs.put(`${prefix}images/a.png`, Buffer.from('partial'));
      t.clock.advance(IMPORT_LEASE.leaseMs);
    }
    await resumeInterruptedImports(deps);
    const done = await deps.uploads.findById(upload.id);
    expect(done?.status).toBe('FAILED');
    expect(await projectsOf(upload.id)).toBe(0);
    expect(filesOf(upload.projectId)).toEqual([]);
  });
});
