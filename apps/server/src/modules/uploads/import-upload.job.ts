import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { isEsxError, readEsx, readSurveyCsv, type EsxProject } from '@airscope/esx';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/db.types.ts';
import type { BlobStore } from '../../storage/blobs/blob-store.ts';
import { buildNewProject } from '../projects/new-project.ts';
import { storeProjectFiles } from '../projects/project-files.ts';
import { projectNameOf } from '../projects/project-from-esx.ts';
import type { ProjectsRepository } from '../projects/projects.repository.ts';
import { materializeBlob } from './materialize-blob.ts';
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
}

class AttemptSuperseded extends Error {}

/** An .esx archive, or measured survey rows in the documented CSV layout (docs/survey-csv-format.md). */
function readUploadedFile(filePath: string, blobKey: string, fileName: string): Promise<EsxProject> {
  if (!blobKey.endsWith('.csv')) return readEsx(filePath);
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
  try {
    const esx = await readUploadedFile(local.filePath, upload.blob_key, upload.file_name);
    const files = await storeProjectFiles(blobs, attemptPrefix, esx);
    // The bytes are in storage now; let them go before the records are written.
    esx.imageFiles = [];
    esx.trackFiles = [];
    esx.otherFiles = [];
    const sourceType = upload.blob_key.endsWith('.csv') ? 'text/csv' : 'application/zip';
    files.push({ kind: 'source', name: upload.file_name, blob_key: upload.blob_key, size: Number(upload.size ?? 0), content_type: sourceType });
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
  } finally {
    await local.cleanup();
  }
}
