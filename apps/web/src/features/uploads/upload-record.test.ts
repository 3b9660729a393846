import { describe, expect, it } from 'vitest';
import { advanceUploadRecord, createUploadRecord, type UploadEvent, type UploadRecord } from './upload-record.ts';

const start = () => createUploadRecord('u1', 'F1.esx');
const play = (events: UploadEvent[], from: UploadRecord = start()) => events.reduce(advanceUploadRecord, from);
const status = (
  value: 'IN_PROGRESS' | 'COMMIT_IN_PROGRESS' | 'COMMITTED' | 'ROLLED_BACK' | 'FAILED',
  extra: { projectId?: string; rollbackReason?: string } = {},
): UploadEvent => ({
  type: 'statusRead',
  status: value,
  projectId: extra.projectId ?? null,
  rollbackReason: extra.rollbackReason ?? null,
});

describe('upload record (docs/product.md §3 and §4)', () => {
  it('starts UPLOADING at 0', () => {
    expect(start()).toMatchObject({ status: 'UPLOADING', progress: 0, projectId: null, failure: null });
  });

  it('fills 0 to 80 while the bytes are sent and never moves back', () => {
    const halfway = play([{ type: 'bytesSent', sentBytes: 50, totalBytes: 100 }]);
    expect(halfway).toMatchObject({ status: 'UPLOADING', progress: 40 });
    expect(play([{ type: 'bytesSent', sentBytes: 20, totalBytes: 100 }], halfway).progress).toBe(40);
  });

  it('turns PROCESSING at 80 once the bytes are in', () => {
    expect(play([{ type: 'transferred' }])).toMatchObject({ status: 'PROCESSING', progress: 80 });
  });

  it('creeps toward 95 while the server says IN_PROGRESS and toward 99 while committing', () => {
    const inProgress = play([{ type: 'transferred' }, ...Array.from({ length: 100 }, () => status('IN_PROGRESS'))]);
    expect(inProgress.status).toBe('PROCESSING');
    expect(inProgress.progress).toBeGreaterThan(94);
    expect(inProgress.progress).toBeLessThanOrEqual(95);
    const committing = play(
      Array.from({ length: 100 }, () => status('COMMIT_IN_PROGRESS')),
      inProgress,
    );
    expect(committing.progress).toBeGreaterThan(98);
    expect(committing.progress).toBeLessThanOrEqual(99);
  });

  it('completes at 100 with the project id on COMMITTED', () => {
    expect(play([{ type: 'transferred' }, status('COMMIT_IN_PROGRESS'), status('COMMITTED', { projectId: 'p-1' })])).toMatchObject({
      status: 'COMPLETED',
      progress: 100,
      projectId: 'p-1',
    });
  });

  it.each(['ROLLED_BACK', 'FAILED'] as const)('fails at 100 with the rollback reason on %s', (serverStatus) => {
    expect(play([{ type: 'transferred' }, status(serverStatus, { rollbackReason: 'Not a valid .esx file' })])).toMatchObject({
      status: 'FAILED',
      progress: 100,
      failure: { kind: 'rejected', rollbackReason: 'Not a valid .esx file' },
    });
  });

  it('fails at 100 when a request fails', () => {
    expect(play([{ type: 'failed', failure: { kind: 'network' } }])).toMatchObject({
      status: 'FAILED',
      progress: 100,
      failure: { kind: 'network' },
    });
  });

  it('keeps a finished record as it is', () => {
    const done = play([status('COMMITTED', { projectId: 'p-1' })]);
    expect(
      play(
        [status('ROLLED_BACK'), { type: 'failed', failure: { kind: 'network' } }, { type: 'bytesSent', sentBytes: 1, totalBytes: 2 }],
        done,
      ),
    ).toBe(done);
  });

  it('never lowers the progress, whatever the order of events', () => {
    const events: UploadEvent[] = [
      { type: 'bytesSent', sentBytes: 90, totalBytes: 100 },
      { type: 'bytesSent', sentBytes: 10, totalBytes: 100 },
      { type: 'transferred' },
      { type: 'bytesSent', sentBytes: 100, totalBytes: 100 },
      status('COMMIT_IN_PROGRESS'),
      status('COMMIT_IN_PROGRESS'),
      status('IN_PROGRESS'),
      status('COMMITTED', { projectId: 'p' }),
    ];
    let record = start();
    for (const event of events) {
      const next = advanceUploadRecord(record, event);
      expect(next.progress).toBeGreaterThanOrEqual(record.progress);
      record = next;
    }
    expect(record.progress).toBe(100);
  });
});
