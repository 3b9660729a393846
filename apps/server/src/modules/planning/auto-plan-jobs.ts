import { randomUUID } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import type { AutoPlanJob } from '@airscope/contracts';
import type { AutoPlanWorkerInput, AutoPlanWorkerMessage } from './auto-plan-worker-messages.ts';

/** The bounds every auto-plan job runs within (config `autoPlanLimits`). */
export interface AutoPlanLimits {
  readonly timeLimitMs: number;
  readonly memoryLimitMb: number;
  /** Jobs one organisation may have queued or running at once. */
  readonly jobsPerOrg: number;
  /** Jobs running at once in this process; the rest wait, queued. */
  readonly maxRunning: number;
}

/** Who a job belongs to: only its starter reads or cancels it, and its organisation's count holds it. */
export interface AutoPlanOwner {
  readonly userId: string;
  /** The organisation the per-organisation bound counts against (a user without one counts alone). */
  readonly orgKey: string;
}

/** The organisation already runs as many auto-plans as it may. */
export class AutoPlanBusyError extends Error {
  constructor(readonly jobsPerOrg: number) {
    super(
      jobsPerOrg === 1
        ? 'An auto-plan of your organisation is already running. Wait for it to finish or cancel it, then try again.'
        : `Your organisation already runs ${jobsPerOrg} auto-plans, as many as it may at once. Wait for one to finish or cancel it, then try again.`,
    );
    this.name = 'AutoPlanBusyError';
  }
}

export interface AutoPlanJobs {
  /** Queues a job (it starts at once when a slot is free); throws AutoPlanBusyError over the organisation's bound. */
  start(owner: AutoPlanOwner, projectId: string, input: Omit<AutoPlanWorkerInput, 'memoryLimitMb'>): AutoPlanJob;
  /** The job as its starter sees it, or undefined (unknown, someone else's, or forgotten). */
  get(owner: AutoPlanOwner, jobId: string): AutoPlanJob | undefined;
  /** Stops a queued or running job (its thread is terminated) and answers it cancelled; an ended job as it is. */
  cancel(owner: AutoPlanOwner, jobId: string): Promise<AutoPlanJob | undefined>;
  /** Threads running now, for tests and the health of the process. */
  readonly running: number;
  /** Stops every job (the server is shutting down): each ends failed, its thread terminated. */
  close(): Promise<void>;
}

interface JobEntry {
  job: AutoPlanJob;
  owner: AutoPlanOwner;
  input: AutoPlanWorkerInput;
  worker?: Worker;
  timer?: NodeJS.Timeout;
  endedAt?: number;
}

const WORKER_URL = new URL('./auto-plan.worker-entry.mjs', import.meta.url);
/** An ended job is kept this long for its poller, then forgotten. */
const KEEP_ENDED_MS = 15 * 60_000;

export const AUTO_PLAN_STOPPED_TEXT = {
  time: (limitMs: number) => `Auto-plan stopped: it exceeded the time limit of ${durationText(limitMs)}.`,
  memory: (limitMb: number) => `Auto-plan stopped: it exceeded the memory limit of ${limitMb} MB.`,
  shutdown: 'Auto-plan stopped: the server is shutting down. Start it again once the server is back.',
  crashed: 'Auto-plan stopped unexpectedly. Try again; if it happens again, report it with the time it happened.',
} as const;

function durationText(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds % 60 !== 0) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = seconds / 60;
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * Auto-plans run as jobs on worker threads of the API process (decision "auto-plan jobs"): a large floor's plan takes
 * minutes and gigabytes, so it must neither hold the event loop nor the process's memory. Each job has a wall-clock
 * limit and a memory limit (the thread's heap by `resourceLimits`, its typed arrays counted by the thread itself);
 * an organisation has a bound on jobs at once and the process one on threads at once. Jobs live in memory: the
 * proposal is never saved, and a job lost with its process is simply started again.
 */
export function createAutoPlanJobs(limits: AutoPlanLimits, options: { now?: () => number } = {}): AutoPlanJobs {
  const now = options.now ?? Date.now;
  const jobs = new Map<string, JobEntry>();
  const queue: JobEntry[] = [];
  let running = 0;
  let closed = false;

  const isLive = (entry: JobEntry) => entry.job.state === 'queued' || entry.job.state === 'running';

  function forgetOld(): void {
    for (const [id, entry] of jobs) if (entry.endedAt !== undefined && now() - entry.endedAt > KEEP_ENDED_MS) jobs.delete(id);
  }

  function end(entry: JobEntry, state: 'done' | 'failed' | 'cancelled', extra: Partial<AutoPlanJob> = {}): void {
    if (!isLive(entry)) return;
    const wasRunning = entry.job.state === 'running';
    entry.job = {
      ...entry.job,
      ...extra,
      state,
      progress: { ...entry.job.progress, phase: 'finished', share: state === 'done' ? 1 : entry.job.progress.share },
    };
    entry.endedAt = now();
    if (entry.timer) clearTimeout(entry.timer);
    const worker = entry.worker;
    entry.worker = undefined;
    // Terminating stops the thread between any two instructions, however long its loop.
    if (worker) void worker.terminate();
    const queued = queue.indexOf(entry);
    if (queued >= 0) queue.splice(queued, 1);
    if (wasRunning) {
      running -= 1;
      startNext();
    }
  }

  const fail = (entry: JobEntry, message: string, code: string) => end(entry, 'failed', { error: { message, code } });

  function run(entry: JobEntry): void {
    running += 1;
    entry.job = { ...entry.job, state: 'running', progress: { phase: 'starting', share: 0 } };
    const worker = new Worker(WORKER_URL, {
      workerData: entry.input,
      // The heap bound is a backstop: the thread checks heap and typed arrays together against the limit itself.
      resourceLimits: { maxOldGenerationSizeMb: entry.input.memoryLimitMb },
    });
    entry.worker = worker;
    entry.timer = setTimeout(
      () => fail(entry, AUTO_PLAN_STOPPED_TEXT.time(limits.timeLimitMs), 'AUTO_PLAN_TIME_LIMIT'),
      limits.timeLimitMs,
    );
    worker.on('message', (message: AutoPlanWorkerMessage) => {
      if (entry.worker !== worker) return;
      if (message.type === 'progress') entry.job = { ...entry.job, progress: { phase: message.phase, share: message.share } };
      else if (message.type === 'done') end(entry, 'done', { result: message.result });
      else if (message.reason === 'memory') fail(entry, AUTO_PLAN_STOPPED_TEXT.memory(limits.memoryLimitMb), 'AUTO_PLAN_MEMORY_LIMIT');
      else fail(entry, message.message, message.code ?? 'AUTO_PLAN_FAILED');
    });
    worker.on('error', (error: Error & { code?: string }) => {
      if (entry.worker !== worker) return;
      if (error.code === 'ERR_WORKER_OUT_OF_MEMORY')
        fail(entry, AUTO_PLAN_STOPPED_TEXT.memory(limits.memoryLimitMb), 'AUTO_PLAN_MEMORY_LIMIT');
      else fail(entry, AUTO_PLAN_STOPPED_TEXT.crashed, 'AUTO_PLAN_FAILED');
    });
    worker.on('exit', () => {
      if (entry.worker === worker) fail(entry, AUTO_PLAN_STOPPED_TEXT.crashed, 'AUTO_PLAN_FAILED');
    });
  }

  function startNext(): void {
    while (!closed && running < limits.maxRunning && queue.length > 0) run(queue.shift()!);
  }

  const view = (entry: JobEntry): AutoPlanJob => entry.job;
  const owned = (owner: AutoPlanOwner, jobId: string) => {
    const entry = jobs.get(jobId);
    return entry && entry.owner.userId === owner.userId ? entry : undefined;
  };

  return {
    start(owner, projectId, input) {
      forgetOld();
      const live = [...jobs.values()].filter((entry) => entry.owner.orgKey === owner.orgKey && isLive(entry)).length;
      if (live >= limits.jobsPerOrg) throw new AutoPlanBusyError(limits.jobsPerOrg);
      const jobId = randomUUID();
      const entry: JobEntry = {
        owner,
        input: { ...input, memoryLimitMb: limits.memoryLimitMb },
        job: { jobId, projectId, floorPlanId: input.floorPlanId, state: 'queued', progress: { phase: 'queued', share: 0 } },
      };
      jobs.set(jobId, entry);
      if (closed) fail(entry, AUTO_PLAN_STOPPED_TEXT.shutdown, 'AUTO_PLAN_SHUTDOWN');
      else {
        queue.push(entry);
        startNext();
      }
      return view(entry);
    },
    get(owner, jobId) {
      forgetOld();
      const entry = owned(owner, jobId);
      return entry && view(entry);
    },
    async cancel(owner, jobId) {
      const entry = owned(owner, jobId);
      if (!entry) return undefined;
      const worker = entry.worker;
      end(entry, 'cancelled');
      // Answer once the thread is gone, so "cancelled" means nothing of it still runs.
      if (worker) await worker.terminate();
      return view(entry);
    },
    get running() {
      return running;
    },
    async close() {
      closed = true;
      const workers = [...jobs.values()].flatMap((entry) => (entry.worker ? [entry.worker] : []));
      for (const entry of jobs.values()) fail(entry, AUTO_PLAN_STOPPED_TEXT.shutdown, 'AUTO_PLAN_SHUTDOWN');
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}
