import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { isEsxError, readEsx, readSurveyCsv, type EsxArchiveFile, type EsxProject, type ReadEsxOptions } from '@airscope/esx';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/db.types.ts';
import type { BlobStore } from '../../storage/blobs/blob-store.ts';
import { buildNewProject } from '../projects/new-project.ts';
import { storeProjectFile, storeProjectFiles } from '../projects/project-files.ts';
import { projectNameOf } from '../projects/project-from-esx.ts';
import type { NewProject, ProjectsRepository } from '../projects/projects.repository.ts';
import { notifyUploadOutcome } from '../notifications/notifications.service.ts';
import { materializeBlob } from './materialize-blob.ts';
import { queueInsightsRefresh } from '../insights/refresh-insights.job.ts';
import type { JobQueue } from '../../storage/queue/job-queue.ts';
import type { UploadsRepository } from './uploads.repository.ts';

export const IMPORT_UPLOAD_JOB = 'import-upload';
export const INTERNAL_IMPORT_FAILURE = 'The project could not be imported because of an internal error. Please try again.';

export interface ImportDeps {
  db: Kysely<Database>;
  uploads: UploadsRepository;
  projects: ProjectsRepository;
  blobs: BlobStore;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Where follow-up jobs go (the insights refresh); absent in callers that only import. */
  queue?: Pick<JobQueue, 'send'>;
}

class AttemptSuperseded extends Error {}

/** An .esx archive, or measured survey rows in the documented CSV layout (docs/survey-csv-format.md). */
function readUploadedFile(filePath: string, blobKey: string, fileName: string, onFile: ReadEsxOptions['onFile']): Promise<EsxProject> {
  if (!blobKey.endsWith('.csv')) return readEsx(filePath, undefined, { onFile });
  const name = fileName.replace(/\.csv$/i, '').trim() || 'Survey';
  return readSurveyCsv(filePath, { projectName: name, surveyName: name });
}

/**
 * Imports a committed upload: read and validate the archive, store its files under an
 * attempt-scoped prefix, then write every row and the COMMITTED status in one transaction.
 * Any failure removes this attempt's files; a final failure removes the upload's bytes too.
 */
export async function runImportUpload(deps: ImportDeps, uploadId: string): Promise<void> {
  const { uploads, blobs, clock, log } = deps;
  const upload = await uploads.findById(uploadId);
  if (!upload || upload.status !== 'COMMIT_IN_PROGRESS' || !upload.project_id) return;
  const projectId = upload.project_id;
  const attemptPrefix = `projects/${projectId}/${crypto.randomUUID()}/`;
  await uploads.startAttempt(uploadId, attemptPrefix, clock.now());
  const local = await materializeBlob(blobs, upload.blob_key);
  let committedName: string | null = null;
  try {
    // Images and tracks go to storage as they are inflated, so the archive's bytes are never all in memory at once.
    const files: NewProject['files'] = [];
    const storeAsRead = async (file: EsxArchiveFile) => {
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
    const owner = await deps.db.selectFrom('users').select(['id', 'org_id']).where('id', '=', upload.user_id).executeTakeFirstOrThrow();
    const now = clock.now();
    const newProject = buildNewProject(esx, {
      projectId,
      name: projectNameOf(esx, upload.file_name),
      owner,
      uploadId: upload.id,
      now,
      files,
    });
    const staleAttempts = await deps.db.transaction().execute(async (tx) => {
      const locked = await uploads.lockForFinish(tx, uploadId);
      if (locked?.status !== 'COMMIT_IN_PROGRESS') throw new AttemptSuperseded();
      await deps.projects.insertProject(tx, newProject);
      await uploads.finish(tx, uploadId, 'COMMITTED', null, now);
      return locked.import_attempts.filter((prefix) => prefix !== attemptPrefix);
    });
    // Files of attempts a stopped process left behind are nobody's now.
    for (const prefix of staleAttempts) await blobs.deletePrefix(prefix).catch(() => undefined);
    log.info({ event: 'upload.committed', uploadId, projectId, records: newProject.records.length }, 'project imported');
    committedName = newProject.row.name;
  } catch (error) {
    await blobs.deletePrefix(attemptPrefix).catch(() => undefined);
    if (error instanceof AttemptSuperseded) return;
    const esxError = isEsxError(error);
    const reason = esxError ? (error as Error).message : INTERNAL_IMPORT_FAILURE;
    if (!esxError) log.error({ err: error, uploadId }, 'import failed');
    // Files go before the final status, so a client that reads ROLLED_BACK finds nothing left behind.
    const current = await uploads.findById(uploadId);
    if (current?.status !== 'COMMIT_IN_PROGRESS') return;
    await blobs.deletePrefix(`projects/${projectId}/`).catch(() => undefined);
    await blobs.delete(upload.blob_key).catch(() => undefined);
    await uploads.finish(deps.db, uploadId, esxError ? 'ROLLED_BACK' : 'FAILED', reason, clock.now());
    await notifyUploadOutcome(deps, { userId: upload.user_id, fileName: upload.file_name, projectId, failureReason: reason });
  } finally {
    await local.cleanup();
  }
  // Follow-ups of a committed import run outside its clean-up: their failure must never touch the project's files.
  if (committedName === null) return;
  try {
    if (deps.queue) await queueInsightsRefresh(deps.queue, projectId);
    await notifyUploadOutcome(deps, { userId: upload.user_id, fileName: upload.file_name, projectId, projectName: committedName });
  } catch (error) {
    log.error({ err: error, uploadId, projectId }, 'follow-ups of an imported project failed; the project stays');
  }
}
