import { Worker } from 'node:worker_threads';
import type { FloorModel, GridSpec, RadioModel } from '@airscope/core';

/** One prediction job of a field worker: some radios of one floor on one grid. */
export interface FieldJob {
  readonly id: number;
  readonly floor: FloorModel;
  readonly radios: readonly RadioModel[];
  readonly grid: GridSpec;
  readonly receiverHeightM: number | undefined;
}

/** A worker's answer: the fields (dBm per cell) in the order of `radioIds`, or what went wrong. */
export type FieldJobAnswer = { id: number; radioIds: string[]; fields: Float32Array[] } | { id: number; error: string };

/**
 * Worker threads that predict a floor's per-radio fields (issue 21, "use both cores"; decision 0021). A prediction is
 * split across the threads radio by radio and answers what core's `predictFloorFields` answers on the main thread,
 * while the main thread's event loop stays free for other requests. Threads start on first use.
 */
export interface FieldWorkers {
  readonly size: number;
  /** Jobs the threads have answered, for tests. */
  readonly jobsDone: number;
  /** The fields (dBm per cell, row-major on `grid`) of `radios` on `floor`, in the radios' order. */
  predict(
    floor: FloorModel,
    radios: readonly RadioModel[],
    grid: GridSpec,
    receiverHeightM: number | undefined,
  ): Promise<Map<string, Float32Array>>;
  close(): Promise<void>;
}

interface Thread {
  worker: Worker;
  pending: Map<number, { resolve: (answer: FieldJobAnswer) => void; reject: (error: Error) => void }>;
}

const WORKER_URL = new URL('./predict-fields.worker-entry.mjs', import.meta.url);

export function createFieldWorkers(size: number): FieldWorkers {
  const threads: (Thread | undefined)[] = Array.from({ length: size }, () => undefined);
  let nextId = 1;
  let jobsDone = 0;

  function start(slot: number): Thread {
    const worker = new Worker(WORKER_URL);
    // Idle threads must not keep the process alive.
    worker.unref();
    const thread: Thread = { worker, pending: new Map() };
    const fail = (error: Error) => {
      if (threads[slot] === thread) threads[slot] = undefined;
      for (const job of thread.pending.values()) job.reject(error);
      thread.pending.clear();
    };
    worker.on('message', (answer: FieldJobAnswer) => {
      const job = thread.pending.get(answer.id);
      thread.pending.delete(answer.id);
      jobsDone += 1;
      job?.resolve(answer);
    });
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`field worker exited with code ${code}`)));
    threads[slot] = thread;
    return thread;
  }

  function run(slot: number, job: Omit<FieldJob, 'id'>): Promise<FieldJobAnswer> {
    const thread = threads[slot] ?? start(slot);
    const id = nextId++;
    return new Promise((resolve, reject) => {
      thread.pending.set(id, { resolve, reject });
      thread.worker.postMessage({ ...job, id } satisfies FieldJob);
    });
  }

  return {
    size,
    get jobsDone() {
      return jobsDone;
    },
    async predict(floor, radios, grid, receiverHeightM) {
      // Radios dealt in turn, so each thread gets a like share of the floor (a radio's cost hardly depends on which it is).
      const shares = threads.map((_, slot) => radios.filter((__, i) => i % size === slot)).filter((share) => share.length > 0);
      const answers = await Promise.all(shares.map((share, slot) => run(slot, { floor, radios: share, grid, receiverHeightM })));
      const byId = new Map<string, Float32Array>();
      for (const answer of answers) {
        if ('error' in answer) throw new Error(`field worker failed: ${answer.error}`);
        answer.radioIds.forEach((radioId, k) => byId.set(radioId, answer.fields[k]!));
      }
      const fields = new Map<string, Float32Array>();
      for (const radio of radios) {
        const field = byId.get(radio.id);
        if (field) fields.set(radio.id, field);
      }
      return fields;
    },
    async close() {
      await Promise.all(threads.map((thread) => thread?.worker.terminate()));
      threads.fill(undefined);
    },
  };
}
