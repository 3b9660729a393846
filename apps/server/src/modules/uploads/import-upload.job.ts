import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { isEsxError, readEsx, readSurveyCsv, type EsxImageType, type EsxProject } from '@airscope/esx';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/db.types.ts';
import type { BlobStore } from '../../storage/blobs/blob-store.ts';
import { detectProjectType, floorPlansOf, projectNameOf } from '../projects/project-from-esx.ts';
import { toRecordRows } from '../projects/project-rows.ts';
import type { NewProject, ProjectsRepository } from '../projects/projects.repository.ts';
import { materializeBlob } from './materialize-blob.ts';
import type { UploadsRepository } from './uploads.repository.ts';

export const IMPORT_UPLOAD_JOB = 'import-upload';
export const INTERNAL_IMPORT_FAILURE = 'The project could not be imported because of an internal error. Please try again.';

const CONTENT_TYPES: Record<EsxImageType, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  svg: 'image/svg+xml',
  other: 'application/octet-stream',
};

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
    const files: NewProject['files'] = [];
    for (const image of esx.imageFiles) {
      const key = `${attemptPrefix}images/${crypto.randomUUID()}`;
      await blobs.put(key, image.bytes, { contentType: CONTENT_TYPES[image.type] });
      files.push({ kind: 'image', name: image.imageId, blob_key: key, size: image.bytes.length, content_type: CONTENT_TYPES[image.type] });
    }
    for (const track of esx.trackFiles) {
      const key = `${attemptPrefix}tracks/${crypto.randomUUID()}`;
      await blobs.put(key, track.bytes);
      files.push({ kind: 'track', name: track.binaryFileId, blob_key: key, size: track.bytes.length, content_type: 'application/octet-stream' });
    }
    for (const other of esx.otherFiles) {
      const key = `${attemptPrefix}other/${crypto.randomUUID()}`;
      await blobs.put(key, other.bytes);
      files.push({ kind: 'other', name: other.name, blob_key: key, size: other.bytes.length, content_type: 'application/octet-stream' });
    }
    const sourceType = upload.blob_key.endsWith('.csv') ? 'text/csv' : 'application/zip';
    files.push({ kind: 'source', name: upload.file_name, blob_key: upload.blob_key, size: Number(upload.size ?? 0), content_type: sourceType });
    const owner = await deps.db.selectFrom('users').select(['id', 'org_id']).where('id', '=', upload.user_id).executeTakeFirstOrThrow();
    const now = clock.now();
    const newProject: NewProject = {
      row: {
        id: projectId,
        org_id: owner.org_id,
        owner_id: owner.id,
        name: projectNameOf(esx, upload.file_name),
        project_type: detectProjectType(esx),
        status: 'COMPLETED',
        project_version: 1,
        country: null,
        city: null,
        location: null,
        latitude: null,
        longitude: null,
        tags: [],
        format_version: esx.formatVersion,
        schema_version: esx.schemaVersion ?? null,
        source_upload_id: upload.id,
        created_at: now,
        updated_at: now,
      },
      records: toRecordRows(esx),
      files,
      floorPlans: floorPlansOf(esx),
    };
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
    const finished = await uploads.finish(deps.db, uploadId, esxError ? 'ROLLED_BACK' : 'FAILED', reason, clock.now());
    if (finished) {
      await blobs.deletePrefix(`projects/${projectId}/`).catch(() => undefined);
      await blobs.delete(upload.blob_key).catch(() => undefined);
    }
  } finally {
    await local.cleanup();
  }
}
