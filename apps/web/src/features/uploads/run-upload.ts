import { ERROR_TEXT, type UploadStatus } from '@airscope/contracts';
import { isApiRequestError } from '../../lib/api/api-request-error.ts';
import { convertedFileName, readUploadFileKind } from './select-upload-files.ts';
import { computeStatusPollWait } from './upload-progress.ts';
import type { UploadEvent, UploadFailure } from './upload-record.ts';

export interface ServerUploadStatus {
  status: UploadStatus;
  projectId: string | null;
  rollbackReason: string | null;
}

/** The four calls of docs/product.md §7 "Upload" and a timer; injected so the flow is testable without a browser. */
export interface UploadRequests {
  /** A Cisco map archive converted by the server into .esx bytes (docs/dnac-map-archive.md). */
  convert(file: Blob): Promise<Blob>;
  initiate(fileName: string): Promise<{ url: string; fileUploadId: string }>;
  transfer(url: string, file: Blob, onProgress: (sentBytes: number, totalBytes: number) => void): Promise<void>;
  commit(fileUploadId: string): Promise<void>;
  readStatus(fileUploadId: string): Promise<ServerUploadStatus>;
  wait(ms: number): Promise<void>;
}

// About half an hour of polls at the 2 s ceiling: an import still running then is reported as failed.
const MAX_STATUS_POLLS = 900;
const TERMINAL: readonly UploadStatus[] = ['COMMITTED', 'ROLLED_BACK', 'FAILED'];

type UploadStep = 'convert' | 'initiate' | 'transfer' | 'commit' | 'status';

/** docs/product.md §8: a request with no answer is a network failure; otherwise the step's context message, with the server's reason. */
export function classifyUploadError(step: UploadStep, error: unknown): UploadFailure {
  if (isApiRequestError(error) && error.status === 0) return { kind: 'network' };
  const message = error instanceof Error ? error.message : null;
  const detail = message && message !== ERROR_TEXT.unexpected ? message : null;
  if (step === 'convert') return { kind: 'convert', detail };
  return step === 'initiate' ? { kind: 'start', detail } : { kind: 'transfer', detail };
}

async function attempt<T>(
  step: UploadStep,
  report: (event: UploadEvent) => void,
  call: () => Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false }> {
  try {
    return { ok: true, value: await call() };
  } catch (error) {
    report({ type: 'failed', failure: classifyUploadError(step, error) });
    return { ok: false };
  }
}

/**
 * Initiate, send the bytes, commit, then poll the status until the server decides; every step is reported.
 * A Cisco map archive is converted first, and the .esx that comes back is what goes through those steps.
 */
export async function runUpload(picked: File, requests: UploadRequests, report: (event: UploadEvent) => void): Promise<void> {
  let file = picked;
  if (readUploadFileKind(picked.name) === 'dnac') {
    const converted = await attempt('convert', report, () => requests.convert(picked));
    if (!converted.ok) return;
    file = new File([converted.value], convertedFileName(picked.name), { type: 'application/octet-stream' });
  }
  const initiated = await attempt('initiate', report, () => requests.initiate(file.name));
  if (!initiated.ok) return;
  const { url, fileUploadId } = initiated.value;
  const onProgress = (sentBytes: number, totalBytes: number) => report({ type: 'bytesSent', sentBytes, totalBytes });
  if (!(await attempt('transfer', report, () => requests.transfer(url, file, onProgress))).ok) return;
  report({ type: 'transferred' });
  if (!(await attempt('commit', report, () => requests.commit(fileUploadId))).ok) return;
  for (let poll = 0; poll < MAX_STATUS_POLLS; poll += 1) {
    const read = await attempt('status', report, () => requests.readStatus(fileUploadId));
    if (!read.ok) return;
    report({ type: 'statusRead', ...read.value });
    if (TERMINAL.includes(read.value.status)) return;
    await requests.wait(computeStatusPollWait(poll));
  }
  report({ type: 'failed', failure: { kind: 'transfer', detail: null } });
}
