import { parentPort } from 'node:worker_threads';
import { predictFloorFields } from '@airscope/core';
import type { FieldJob, FieldJobAnswer } from './field-workers.ts';

// One field worker thread (decision 0021): predicts the radios it is given with core's kernel and hands the fields
// back as transferred buffers, so the main thread neither computes nor copies them.
parentPort!.on('message', (job: FieldJob) => {
  let answer: FieldJobAnswer;
  try {
    const { fields } = predictFloorFields(job.floor, job.radios, job.grid, {
      ...(job.receiverHeightM !== undefined ? { receiverHeightM: job.receiverHeightM } : {}),
    });
    answer = { id: job.id, radioIds: [...fields.keys()], fields: [...fields.values()] };
  } catch (error) {
    answer = { id: job.id, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort!.postMessage(answer, 'fields' in answer ? answer.fields.map((field) => field.buffer as ArrayBuffer) : []);
});
