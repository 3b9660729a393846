import type { UploadStatus } from '@airscope/contracts';
import { COMMITTING_CAP, computeTransferProgress, creepTowardCap, FINISHED, IN_PROGRESS_CAP, TRANSFER_END } from './upload-progress.ts';

/** docs/product.md §3 upload record statuses (the client's, not the server's `UploadStatus`). */
export type UploadRecordStatus = 'UPLOADING' | 'PROCESSING' | 'COMPLETED' | 'FAILED';

/** Why an upload failed; the screen turns each kind into the docs/product.md §8 text. */
export type UploadFailure =
  | { kind: 'start'; detail: string | null }
  | { kind: 'transfer'; detail: string | null }
  /** A Cisco map archive the server could not turn into an .esx; detail is its reason. */
  | { kind: 'convert'; detail: string | null }
  | { kind: 'network' }
  | { kind: 'rejected'; rollbackReason: string | null };

export interface UploadRecord {
  id: string;
  fileName: string;
  status: UploadRecordStatus;
  /** 0 to 100 (docs/product.md §3); never decreases. */
  progress: number;
  projectId: string | null;
  failure: UploadFailure | null;
}

export type UploadEvent =
  | { type: 'bytesSent'; sentBytes: number; totalBytes: number }
  | { type: 'transferred' }
  | { type: 'statusRead'; status: UploadStatus; projectId: string | null; rollbackReason: string | null }
  | { type: 'failed'; failure: UploadFailure };

export function createUploadRecord(id: string, fileName: string): UploadRecord {
  return { id, fileName, status: 'UPLOADING', progress: 0, projectId: null, failure: null };
}

export function isUploadFinished(record: UploadRecord): boolean {
  return record.status === 'COMPLETED' || record.status === 'FAILED';
}

function fail(record: UploadRecord, failure: UploadFailure): UploadRecord {
  return { ...record, status: 'FAILED', progress: FINISHED, failure };
}

function readServerStatus(record: UploadRecord, event: Extract<UploadEvent, { type: 'statusRead' }>): UploadRecord {
  const from = Math.max(record.progress, TRANSFER_END);
  switch (event.status) {
    case 'IN_PROGRESS':
      return { ...record, status: 'PROCESSING', progress: creepTowardCap(from, IN_PROGRESS_CAP) };
    case 'COMMIT_IN_PROGRESS':
      return { ...record, status: 'PROCESSING', progress: creepTowardCap(from, COMMITTING_CAP) };
    case 'COMMITTED':
      return { ...record, status: 'COMPLETED', progress: FINISHED, projectId: event.projectId };
    case 'ROLLED_BACK':
    case 'FAILED':
      return fail(record, { kind: 'rejected', rollbackReason: event.rollbackReason });
  }
}

/** The upload state machine of docs/product.md §4: UPLOADING → PROCESSING → COMPLETED or FAILED; finished records stay put. */
export function advanceUploadRecord(record: UploadRecord, event: UploadEvent): UploadRecord {
  if (isUploadFinished(record)) return record;
  switch (event.type) {
    case 'bytesSent':
      if (record.status !== 'UPLOADING') return record;
      return { ...record, progress: Math.max(record.progress, computeTransferProgress(event.sentBytes, event.totalBytes)) };
    case 'transferred':
      return { ...record, status: 'PROCESSING', progress: Math.max(record.progress, TRANSFER_END) };
    case 'statusRead':
      return readServerStatus(record, event);
    case 'failed':
      return fail(record, event.failure);
  }
}
