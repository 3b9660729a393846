import { describe, expect, it } from 'vitest';
import { reduceUploadQueue } from './upload-queue.ts';
import { advanceUploadRecord, createUploadRecord } from './upload-record.ts';

describe('reduceUploadQueue', () => {
  it('lists new uploads first, replaces advanced ones and clears the finished', () => {
    const a = createUploadRecord('a', 'a.esx');
    const b = createUploadRecord('b', 'b.esx');
    let queue = reduceUploadQueue(reduceUploadQueue([], { type: 'added', record: a }), { type: 'added', record: b });
    expect(queue.map((record) => record.id)).toEqual(['b', 'a']);
    const doneA = advanceUploadRecord(a, { type: 'statusRead', status: 'COMMITTED', projectId: 'p', rollbackReason: null });
    queue = reduceUploadQueue(queue, { type: 'updated', record: doneA });
    expect(queue[1]).toBe(doneA);
    expect(reduceUploadQueue(queue, { type: 'clearedFinished' })).toEqual([b]);
  });
});
