import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../lib/api/api-request-error.ts';
import { classifyUploadError, runUpload, type ServerUploadStatus, type UploadRequests } from './run-upload.ts';
import { advanceUploadRecord, createUploadRecord, type UploadEvent } from './upload-record.ts';

function fakeRequests(statuses: ServerUploadStatus[], overrides: Partial<UploadRequests> = {}) {
  const waits: number[] = [];
  const requests: UploadRequests = {
    convert: vi.fn(async () => new Blob(['converted esx bytes'])),
    initiate: vi.fn(async () => ({ url: '/blob/u1?token=t', fileUploadId: 'u1' })),
    transfer: vi.fn(async (_url: string, file: Blob, onProgress: (sent: number, total: number) => void) => {
      onProgress(file.size / 2, file.size);
      onProgress(file.size, file.size);
    }),
    commit: vi.fn(async () => undefined),
    readStatus: vi.fn(
      async (): Promise<ServerUploadStatus> => statuses.shift() ?? { status: 'COMMIT_IN_PROGRESS', projectId: null, rollbackReason: null },
    ),
    wait: vi.fn(async (ms: number) => {
      waits.push(ms);
    }),
    ...overrides,
  };
  return { requests, waits };
}

async function play(requests: UploadRequests) {
  const events: UploadEvent[] = [];
  await runUpload(new File(['x'.repeat(1000)], 'F1.esx'), requests, (event) => events.push(event));
  const record = events.reduce(advanceUploadRecord, createUploadRecord('r', 'F1.esx'));
  return { events, record };
}

const inProgress: ServerUploadStatus = { status: 'IN_PROGRESS', projectId: null, rollbackReason: null };
const committing: ServerUploadStatus = { status: 'COMMIT_IN_PROGRESS', projectId: null, rollbackReason: null };

describe('runUpload (docs/product.md §7 "Upload")', () => {
  it('initiates with the file name, sends the bytes to the given URL, commits and polls until COMMITTED', async () => {
    const { requests, waits } = fakeRequests([
      inProgress,
      committing,
      committing,
      { status: 'COMMITTED', projectId: 'p-1', rollbackReason: null },
    ]);
    const { events, record } = await play(requests);
    expect(requests.initiate).toHaveBeenCalledWith('F1.esx');
    expect(requests.transfer).toHaveBeenCalledWith('/blob/u1?token=t', expect.any(File), expect.any(Function));
    expect(requests.commit).toHaveBeenCalledWith('u1');
    expect(requests.readStatus).toHaveBeenCalledTimes(4);
    expect(waits).toEqual([50, 100, 150]);
    expect(events.map((event) => event.type)).toEqual([
      'bytesSent',
      'bytesSent',
      'transferred',
      'statusRead',
      'statusRead',
      'statusRead',
      'statusRead',
    ]);
    expect(record).toMatchObject({ status: 'COMPLETED', progress: 100, projectId: 'p-1' });
  });

  it('reports the rollback reason of a refused file', async () => {
    const { requests } = fakeRequests([{ status: 'ROLLED_BACK', projectId: null, rollbackReason: 'This is not a valid .esx file' }]);
    expect((await play(requests)).record).toMatchObject({
      status: 'FAILED',
      failure: { kind: 'rejected', rollbackReason: 'This is not a valid .esx file' },
    });
  });

  it('says the upload could not start when initiate fails, and sends nothing', async () => {
    const initiate = vi.fn(async () => {
      throw new ApiRequestError('Too many uploads started in the last hour. Try again later.', {
        status: 429,
        endpointId: 'initiateUpload',
      });
    });
    const { requests } = fakeRequests([], { initiate });
    const { record } = await play(requests);
    expect(record).toMatchObject({
      status: 'FAILED',
      progress: 100,
      failure: { kind: 'start', detail: 'Too many uploads started in the last hour. Try again later.' },
    });
    expect(requests.transfer).not.toHaveBeenCalled();
  });

  it('says the file could not be uploaded when the transfer or the commit fails', async () => {
    const transfer = vi.fn(async () => {
      throw new ApiRequestError('An unexpected error occurred.', { status: 500, endpointId: 'receiveUpload' });
    });
    expect((await play(fakeRequests([], { transfer }).requests)).record.failure).toEqual({ kind: 'transfer', detail: null });
    const commit = vi.fn(async () => {
      throw new ApiRequestError('The file has not been uploaded yet.', { status: 409, endpointId: 'commitUpload' });
    });
    const { requests } = fakeRequests([], { commit });
    expect((await play(requests)).record.failure).toEqual({ kind: 'transfer', detail: 'The file has not been uploaded yet.' });
    expect(requests.readStatus).not.toHaveBeenCalled();
  });

  it('gives the network failure when a request gets no answer', async () => {
    const readStatus = vi.fn(async () => {
      throw new ApiRequestError('Network error or request aborted', { status: 0, endpointId: 'getUploadStatus' });
    });
    expect((await play(fakeRequests([], { readStatus }).requests)).record.failure).toEqual({ kind: 'network' });
  });

  it('gives up on an import that never finishes', async () => {
    const { requests, waits } = fakeRequests([]);
    const { record } = await play(requests);
    expect(record).toMatchObject({ status: 'FAILED', failure: { kind: 'transfer', detail: null } });
    expect(record.progress).toBe(100);
    expect(Math.max(...waits)).toBe(2000);
  });
});

describe('classifyUploadError', () => {
  it('treats errors without an HTTP answer as network failures at any step', () => {
    const network = new ApiRequestError('Network error or request aborted', { status: 0, endpointId: 'x' });
    expect(classifyUploadError('initiate', network)).toEqual({ kind: 'network' });
    expect(classifyUploadError('transfer', network)).toEqual({ kind: 'network' });
  });

  it('keeps the server reason but drops the generic text', () => {
    expect(classifyUploadError('initiate', new Error('Nope'))).toEqual({ kind: 'start', detail: 'Nope' });
    expect(classifyUploadError('commit', new Error('An unexpected error occurred.'))).toEqual({ kind: 'transfer', detail: null });
    expect(classifyUploadError('status', 'odd')).toEqual({ kind: 'transfer', detail: null });
  });
});

describe('runUpload of a Cisco map archive (docs/dnac-map-archive.md)', () => {
  it('converts a Cisco map archive first, then uploads the .esx that came back under the name of the archive', async () => {
    const { requests } = fakeRequests([{ status: 'COMMITTED', projectId: 'p-2', rollbackReason: null }]);
    const events: UploadEvent[] = [];
    const archive = new File(['tar.gz bytes'], 'Campus maps.tar.gz');
    await runUpload(archive, requests, (event) => events.push(event));
    expect(requests.convert).toHaveBeenCalledWith(archive);
    expect(requests.initiate).toHaveBeenCalledWith('Campus maps.esx');
    const sent = vi.mocked(requests.transfer).mock.calls[0]![1];
    expect([sent.size, sent instanceof File ? sent.name : null]).toEqual(['converted esx bytes'.length, 'Campus maps.esx']);
    expect(events.reduce(advanceUploadRecord, createUploadRecord('r', archive.name))).toMatchObject({
      status: 'COMPLETED',
      projectId: 'p-2',
    });
  });

  it('reports a refused archive as a conversion failure with the reason of the server, and starts no upload', async () => {
    const refusal = new ApiRequestError('The archive is not a Cisco map export we can read: it holds no xmlDir/MapsImportExport.xml.', {
      status: 422,
      endpointId: 'convertCiscoDnacArchive',
    });
    const { requests } = fakeRequests([], { convert: vi.fn(async () => Promise.reject(refusal)) });
    const events: UploadEvent[] = [];
    await runUpload(new File(['zip'], 'maps.zip'), requests, (event) => events.push(event));
    expect(events).toEqual([{ type: 'failed', failure: { kind: 'convert', detail: refusal.message } }]);
    expect(requests.initiate).not.toHaveBeenCalled();
  });
});
