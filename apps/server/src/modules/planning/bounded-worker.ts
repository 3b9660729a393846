import { Worker } from 'node:worker_threads';

/** A thread's run ended by a bound or by its own crash, not by its answer. */
export class WorkerStoppedError extends Error {
  constructor(readonly reason: 'time' | 'memory' | 'crashed' | 'shutdown') {
    super(`worker stopped: ${reason}`);
    this.name = 'WorkerStoppedError';
  }
}

/** Threads that answer one message each, within a time and a heap bound; all stopped at once when the API closes. */
export interface BoundedWorkers {
  /** Starts `url` with `workerData` and answers its first message; rejects with WorkerStoppedError when a bound ends it. */
  run<T>(url: URL, workerData: unknown): Promise<T>;
  readonly running: number;
  close(): Promise<void>;
}

export function createBoundedWorkers(limits: { timeLimitMs: number; memoryLimitMb: number }): BoundedWorkers {
  const live = new Map<Worker, (error: WorkerStoppedError) => void>();
  let closed = false;
  return {
    run<T>(url: URL, workerData: unknown): Promise<T> {
      if (closed) return Promise.reject(new WorkerStoppedError('shutdown'));
      return new Promise<T>((resolve, reject) => {
        const worker = new Worker(url, { workerData, resourceLimits: { maxOldGenerationSizeMb: limits.memoryLimitMb } });
        let settled = false;
        const settle = (error: WorkerStoppedError | null, answer?: T) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          live.delete(worker);
          void worker.terminate();
          if (error) reject(error);
          else resolve(answer as T);
        };
        const timer = setTimeout(() => settle(new WorkerStoppedError('time')), limits.timeLimitMs);
        live.set(worker, (error) => settle(error));
        worker.once('message', (answer: T) => settle(null, answer));
        worker.once('error', (error: Error & { code?: string }) =>
          settle(new WorkerStoppedError(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'memory' : 'crashed')),
        );
        worker.once('exit', () => settle(new WorkerStoppedError('crashed')));
      });
    },
    get running() {
      return live.size;
    },
    async close() {
      closed = true;
      const workers = [...live.keys()];
      for (const stop of [...live.values()]) stop(new WorkerStoppedError('shutdown'));
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}
