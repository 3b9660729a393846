import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { uploadFailureCodeOf } from './upload-failure-code.ts';
import type { EsxArchiveFile, EsxProject } from '@airscope/esx';
import { isEsxError, readEsx, readSurveyCsv, type ReadEsxOptions } from '@airscope/esx-archive';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/db.types.ts';
import type { BlobStore } from '../../storage/blobs/blob-store.ts';
import {
  buildNewProject,
  projectNameOf,
  storeProjectFile,
  storeProjectFiles,
  type NewProject,
  type ProjectModelService,
} from '../projects/index.ts';
import type { UserLookupService } from '../users/user-lookup.service.ts';
import { completeMeasuredSurvey } from './complete-measured-survey.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { materializeBlob } from './materialize-blob.ts';
import { queueInsightsRefresh } from '../insights/insights-refresh.service.ts';
import type { JobQueue } from '../../storage/queue/job-queue.ts';
import type { UploadsRepository } from './uploads.repository.ts';
import type { ImportLeaseRepository } from './import-lease.repository.ts';
import { AttemptSuperseded, EVERY_LEASE, holdImportLease, IMPORT_LEASE, type ImportLeaseTiming } from './import-lease.ts';
import { isConnectionFailure } from '../../db/connection-failure.ts';

export const STORAGE_FULL_TEXT = 'The server has no room left to store this project. Please try again later.';
export const INTERNAL_IMPORT_FAILURE = 'The project could not be imported because of an internal error. Please try again.';

export interface ImportDeps {
  db: Kysely<Database>;
  uploads: UploadsRepository;
  projectModels: ProjectModelService;
  users: UserLookupService;
  /** Tells the uploader how the import ended; never throws. */
  notifications: Pick<NotificationsService, 'notifyUploadOutcome'>;
  blobs: BlobStore;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Where follow-up jobs go (the insights refresh); absent in callers that only import. */
  queue?: Pick<JobQueue, 'send'>;
  leases: ImportLeaseRepository;
  /** IMPORT_LEASE unless a test shortens it. */
  leaseTiming?: ImportLeaseTiming;
}

/** An .esx archive, or measured survey rows in the documented CSV layout (docs/survey-csv-format.md). */
async function readUploadedFile(
  filePath: string,
  blobKey: string,
  fileName: string,
  onFile: ReadEsxOptions['onFile'],
): Promise<EsxProject> {
  if (!blobKey.endsWith('.csv')) return readEsx(filePath, undefined, { onFile });
  const name = fileName.replace(/\.csv$/i, '').trim() || 'Survey';
  return completeMeasuredSurvey(await readSurveyCsv(filePath, { projectName: name, surveyName: name }));
}

/** Thrown inside an attempt when the upload has been tried too often: it ends FAILED instead of looping. */
class TooManyAttempts extends Error {}

/**
 * Imports a committed upload: claim its lease (one attempt at a time), read and validate the archive, store its
 * files under an attempt-scoped prefix, then write every row and the COMMITTED status in one transaction while the
 * lease is still held. Any failure removes this attempt's files; a final failure removes the upload's bytes too; a
 * lost database gives the upload back to be resumed (docs/security.md, F2). `takeOver` claims even an unexpired
 * lease: only for the embedded engine's start, when no other process can hold one.
 */
export async function runImportUpload(deps: ImportDeps, uploadId: string, options: { takeOver?: boolean } = {}): Promise<void> {
  const { uploads, blobs, clock, log } = deps;
  const timing = deps.leaseTiming ?? IMPORT_LEASE;
  const upload = await uploads.findById(uploadId);
  if (!upload || upload.status !== 'COMMIT_IN_PROGRESS' || !upload.project_id) return;
  const projectId = upload.project_id;
  const attemptId = crypto.randomUUID();
  const attemptPrefix = `projects/${projectId}/${attemptId}/`;
  const claimedAt = clock.now();
  const claim = await deps.leases.claim(uploadId, {
    owner: attemptId,
    prefix: attemptPrefix,
    now: claimedAt,
    until: new Date(claimedAt.getTime() + timing.leaseMs),
    takeLeasesEndedBy: options.takeOver ? EVERY_LEASE : claimedAt,
  });
  if (!claim) return;
  const lease = holdImportLease(deps.leases, clock, { uploadId, owner: attemptId, timing });
  let local: Awaited<ReturnType<typeof materializeBlob>> | undefined;
  let committedName: string | null = null;
  try {
    if (claim.earlierAttempts >= timing.maxAttempts)
      throw new TooManyAttempts(`upload ${uploadId} was tried ${claim.earlierAttempts} times`);
    local = await materializeBlob(blobs, upload.blob_key);
    // Images and tracks go to storage as they are inflated, so the archive's bytes are never all in memory at once.
    const files: NewProject['files'] = [];
    const storeAsRead = async (file: EsxArchiveFile) => {
      lease.assertHeld();
      files.push(await storeProjectFile(blobs, attemptPrefix, file));
    };
    const esx = await readUploadedFile(local.filePath, upload.blob_key, upload.file_name, storeAsRead);
    files.push(...(await storeProjectFiles(blobs, attemptPrefix, esx)));
    // The bytes are in storage now; let them go before the records are written.
    esx.imageFiles = [];
    esx.trackFiles = [];
    esx.otherFiles = [];
    const sourceType = upload.blob_key.endsWith('.csv') ? 'text/csv' : 'application/zip';
    files.push({
      kind: 'source',
      name: upload.file_name,
      blob_key: upload.blob_key,
      size: Number(upload.size ?? 0),
      content_type: sourceType,
    });
    const owner = await deps.users.findUser(upload.user_id);
    if (!owner) throw new Error(`owner ${upload.user_id} of upload ${uploadId} not found`);
    const now = clock.now();
    const newProject = buildNewProject(esx, {
      projectId,
      name: projectNameOf(esx, upload.file_name),
      owner,
      uploadId: upload.id,
      now,
      files,
    });
    lease.assertHeld();
    const staleAttempts = await uploads.inTransaction(async (tx) => {
      const locked = await uploads.lockForFinish(tx, uploadId);
      if (locked?.status !== 'COMMIT_IN_PROGRESS' || locked.import_lease_owner !== attemptId) throw new AttemptSuperseded();
      await deps.projectModels.insertProject(tx, newProject);
      await uploads.finish(tx, uploadId, { owner: attemptId, status: 'COMMITTED', reason: null, at: now });
      return locked.import_attempts.filter((prefix) => prefix !== attemptPrefix);
    });
    // Files of attempts a stopped process left behind are nobody's now.
    for (const prefix of staleAttempts) await blobs.deletePrefix(prefix).catch(() => undefined);
    log.info({ event: 'upload.committed', uploadId, projectId, records: newProject.records.length }, 'project imported');
    committedName = newProject.row.name;
  } catch (error) {
    lease.release();
    await blobs.deletePrefix(attemptPrefix).catch(() => undefined);
    if (error instanceof AttemptSuperseded) return;
    if (isConnectionFailure(error)) {
      // The client was told its commit was accepted: a database (or storage) outage postpones the import, never fails it.
      log.warn({ err: error, event: 'upload.import-postponed', uploadId }, 'import stopped by a lost connection; it is resumed');
      await deps.leases.release(uploadId, attemptId, attemptPrefix, clock.now()).catch(() => undefined);
      return;
    }
    const esxError = isEsxError(error);
    const failureCode = uploadFailureCodeOf(error);
    const reason = esxError ? (error as Error).message : failureCode === 'STORAGE_FULL' ? STORAGE_FULL_TEXT : INTERNAL_IMPORT_FAILURE;
    if (!esxError) log.error({ err: error, uploadId, failureCode }, 'import failed');
    // Files go before the final status, so a client that reads ROLLED_BACK finds nothing left behind.
    const current = await uploads.findById(uploadId);
    if (current?.status !== 'COMMIT_IN_PROGRESS' || current.import_lease_owner !== attemptId) return;
    await blobs.deletePrefix(`projects/${projectId}/`).catch(() => undefined);
    await blobs.delete(upload.blob_key).catch(() => undefined);
    const status = esxError ? 'ROLLED_BACK' : 'FAILED';
    await uploads.finish(deps.db, uploadId, { owner: attemptId, status, reason, at: clock.now(), failureCode });
    await deps.notifications.notifyUploadOutcome({ userId: upload.user_id, fileName: upload.file_name, projectId, failureReason: reason });
  } finally {
    lease.release();
    await local?.cleanup();
  }
  // Follow-ups of a committed import run outside its clean-up: their failure must never touch the project's files.
  if (committedName === null) return;
  try {
    if (deps.queue) await queueInsightsRefresh(deps.queue, projectId);
    await deps.notifications.notifyUploadOutcome({
      userId: upload.user_id,
      fileName: upload.file_name,
      projectId,
      projectName: committedName,
    });
  } catch (error) {
    log.error({ err: error, uploadId, projectId }, 'follow-ups of an imported project failed; the project stays');
  }
}
