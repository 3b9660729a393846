import type { Readable } from 'node:stream';
import { BodyTooSlowError, guardBodyRate, type BodyRateLimit } from '../../http/body-rate-guard.ts';
import type { Clock } from '../../clock.ts';
import type { Actor } from '../../http/actor.ts';
import { HttpError, notFound, unauthorized } from '../../http/http-error.ts';
import { BlobTooLargeError, type BlobStore } from '../../storage/blobs/blob-store.ts';
import type { JobQueue } from '../../storage/queue/job-queue.ts';
import { createSecretToken, hashToken, tokensEqual } from '../auth/index.ts';
import type { UploadFailureCode } from '@airscope/contracts';
import { STORAGE_FULL_TEXT } from './import-upload.ts';
import { IMPORT_UPLOAD_JOB } from './uploads.jobs.ts';
import { isStorageFull } from './upload-failure-code.ts';
import { IMPORT_LEASE } from './import-lease.ts';
import type { UploadsRepository } from './uploads.repository.ts';

const URL_LIFETIME_MS = 15 * 60_000;

import type { LicenceGate } from '../users/index.ts';

export interface UploadsServiceDeps {
  assertLicenceAllowsWrites: LicenceGate;
  uploads: UploadsRepository;
  blobs: BlobStore;
  queue: JobQueue;
  clock: Clock;
  maxUploadBytes: number;
  /** A stalled body is stopped rather than left holding the claimed link. */
  minRate: BodyRateLimit;
  /** Uploads one user may start in an hour. */
  initiatesPerHour: number;
}

export const UPLOAD_URL_INVALID = 'This upload link is not valid or has expired.';

export function createUploadsService(deps: UploadsServiceDeps) {
  const { uploads, blobs, queue, clock } = deps;

  async function ownUpload(actor: Actor, uploadId: string) {
    const upload = await uploads.findById(uploadId).catch(() => undefined);
    // Somebody else's upload does not exist for this caller (docs/security.md Z3).
    if (!upload || upload.user_id !== actor.user.id) throw notFound();
    return upload;
  }

  return {
    /** Step 1: a one-time URL bound to this upload, valid for 15 minutes. */
    async initiate(actor: Actor, fileName: string, extension: 'esx' | 'csv'): Promise<{ url: string; fileUploadId: string }> {
      await deps.assertLicenceAllowsWrites(actor);
      const now = clock.now();
      const recent = await uploads.countRecentByUser(actor.user.id, new Date(now.getTime() - 3_600_000));
      if (recent >= deps.initiatesPerHour) {
        throw new HttpError(429, 'Too many uploads started in the last hour. Try again later.', 'RATE_LIMITED', { 'Retry-After': '3600' });
      }
      const id = crypto.randomUUID();
      const token = createSecretToken();
      // The key's extension tells the import which reader to use.
      const blobKey = `uploads/${id}.${extension}`;
      await uploads.insert({
        id,
        user_id: actor.user.id,
        file_name: fileName,
        status: 'IN_PROGRESS',
        token_hash: hashToken(token),
        token_expires_at: new Date(now.getTime() + URL_LIFETIME_MS),
        blob_key: blobKey,
        created_at: now,
        updated_at: now,
      });
      const direct = await blobs.createDirectUploadUrl(blobKey, URL_LIFETIME_MS / 1000);
      return { fileUploadId: id, url: direct ?? `/esxfileapi/v1/projects/upload/blob/${id}?token=${token}` };
    },

    /** Step 2 on the embedded store: the bytes, streamed to storage and counted, once. */
    async receive(uploadId: string, token: string, body: Readable, callerUserId: string | null): Promise<{ size: number }> {
      // The link works only with the session of the user who asked for it: leaked, it is of no use (docs/security.md F1).
      if (callerUserId === null) throw unauthorized();
      const upload = await uploads.findById(uploadId).catch(() => undefined);
      const now = clock.now();
      if (!upload || !tokensEqual(hashToken(token), upload.token_hash) || new Date(upload.token_expires_at) <= now) {
        throw new HttpError(403, UPLOAD_URL_INVALID, 'UPLOAD_URL_INVALID');
      }
      if (callerUserId !== upload.user_id) throw new HttpError(403, UPLOAD_URL_INVALID, 'UPLOAD_URL_INVALID');
      if (!(await uploads.claimReceive(uploadId, now))) {
        throw new HttpError(409, 'This upload link has already been used.', 'UPLOAD_URL_USED');
      }
      try {
        const { size } = await blobs.put(upload.blob_key, guardBodyRate(body, deps.minRate), { maxBytes: deps.maxUploadBytes });
        await uploads.recordSize(uploadId, size);
        return { size };
      } catch (error) {
        await uploads.releaseReceive(uploadId);
        if (error instanceof BlobTooLargeError) throw new HttpError(413, error.message, 'UPLOAD_TOO_LARGE');
        if (isStorageFull(error)) throw new HttpError(507, STORAGE_FULL_TEXT, 'STORAGE_FULL');
        if (error instanceof BodyTooSlowError) throw new HttpError(408, error.message, 'UPLOAD_STALLED');
        throw error;
      }
    },

    /** Step 3: start the import; any repetition answers the same and starts nothing new. */
    async commit(actor: Actor, uploadId: string) {
      const upload = await ownUpload(actor, uploadId);
      if (upload.status === 'IN_PROGRESS') {
        await deps.assertLicenceAllowsWrites(actor);
        const received = upload.size !== null || (blobs.kind === 's3' && (await blobs.exists(upload.blob_key)));
        if (!received) throw new HttpError(409, 'The file has not been uploaded yet.', 'UPLOAD_NOT_RECEIVED');
        const now = clock.now();
        if (await uploads.beginCommit(uploadId, crypto.randomUUID(), now, new Date(now.getTime() + IMPORT_LEASE.queueGraceMs))) {
          // The upload is committed now: if the job cannot be queued (the database went away in between), the worker's
          // sweeper imports it once the queue's grace has passed, so the commit is still accepted (docs/security.md, F2).
          await queue.send(IMPORT_UPLOAD_JOB, { uploadId }, { retryLimit: 2, expireInSeconds: 5 * 60 }).catch(() => null);
        }
      }
      const current = await ownUpload(actor, uploadId);
      return { fileUploadId: uploadId, status: current.status };
    },

    /** Step 4: polled by the client. */
    async status(actor: Actor, uploadId: string) {
      const upload = await ownUpload(actor, uploadId);
      return {
        status: upload.status,
        projectId: upload.status === 'COMMITTED' ? upload.project_id : null,
        rollbackReason: upload.rollback_reason,
        failureCode: (upload.failure_code as UploadFailureCode | null) ?? null,
      };
    },
  };
}
export type UploadsService = ReturnType<typeof createUploadsService>;
