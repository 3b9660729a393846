import PgBoss from 'pg-boss';
import { z } from 'zod';
import type { QueueConnection } from '../../db/database.ts';

export interface SendOptions {
  retryLimit?: number;
  /** How long a job may run before it is considered dead and retried (a killed worker). */
  expireInSeconds?: number;
}

/** Durable background jobs in the same database (pg-boss), on the embedded engine or PostgreSQL. */
export interface JobQueue {
  start(): Promise<void>;
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<string | null>;
  /** Runs `handler` for each job of `name`, its data parsed by `payload` first: a malformed job fails, never half-runs. */
  work<S extends z.ZodType>(name: string, payload: S, handler: (data: z.output<S>, jobId: string) => Promise<void>): Promise<void>;
  /** Sends the job on a cron schedule (UTC); one schedule per name, replaced when called again. */
  schedule<T extends object>(name: string, cron: string, data: T): Promise<void>;
  /**
   * Runs `handler` about every `everySeconds` (finer than cron's minute), once across all worker processes: each run
   * queues the next on a queue that holds one waiting job, and a cron each minute queues one should the chain break.
   */
  repeat(name: string, everySeconds: number, handler: () => Promise<void>): Promise<void>;
  /** The cron schedules this queue holds, by job name. */
  listSchedules(): Promise<Array<{ name: string; cron: string }>>;
  stop(): Promise<void>;
}

/** The payload of a job that carries no data (schedules, sweeps). */
export const NoPayloadSchema = z.object({});

export function createJobQueue(connection: QueueConnection, options: { pollingIntervalSeconds?: number } = {}): JobQueue {
  const boss =
    connection.kind === 'postgres'
      ? new PgBoss({ connectionString: connection.connectionString, schema: connection.schema, max: 4 })
      : new PgBoss({ db: { executeSql: connection.executeSql } as never, schema: connection.schema });
  // One creation per name even when send and work race; two processes racing retry once (a deadlock is the loser's answer).
  const created = new Map<string, Promise<void>>();
  // 'short' keeps at most one waiting job per queue: a repeated job's chain and its cron cannot pile up runs.
  const ensureQueue = (name: string, policy: 'standard' | 'short' = 'standard'): Promise<void> => {
    let pending = created.get(name);
    if (!pending) {
      pending = boss.createQueue(name, { name, policy }).catch(() => boss.createQueue(name, { name, policy }));
      pending.catch(() => created.delete(name));
      created.set(name, pending);
    }
    return pending;
  };
  let started = false;
  let stopping = false;
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 1;

  return {
    async start() {
      if (started) return;
      stopping = false;
      boss.on('error', (error) => console.error('job queue error', error));
      await boss.start();
      started = true;
    },
    async send(name, data, sendOptions = {}) {
      await ensureQueue(name);
      return boss.send(name, data, {
        retryLimit: sendOptions.retryLimit ?? 3,
        retryDelay: 1,
        expireInSeconds: sendOptions.expireInSeconds ?? 15 * 60,
      });
    },
    async work(name, payload, handler) {
      await ensureQueue(name);
      await boss.work(name, { pollingIntervalSeconds }, async (jobs) => {
        for (const job of jobs) await handler(payload.parse(job.data), job.id);
      });
    },
    async schedule(name, cron, data) {
      await ensureQueue(name);
      await boss.schedule(name, cron, data, { tz: 'UTC', retryLimit: 3, retryDelay: 60 });
    },
    async repeat(name, everySeconds, handler) {
      await ensureQueue(name, 'short');
      // A run that cannot queue its successor (the database is away) keeps trying until it can or the queue stops.
      const queueNext = async (startAfter: number) => {
        for (;;) {
          try {
            await boss.send(name, {}, { startAfter, retryLimit: 0, expireInSeconds: 15 * 60 });
            return;
          } catch (error) {
            if (stopping) return;
            console.error(`job queue: could not queue the next ${name}`, error instanceof Error ? error.message : error);
            await new Promise((resolve) => setTimeout(resolve, everySeconds * 1000));
          }
        }
      };
      await boss.work(name, { pollingIntervalSeconds }, async () => {
        try {
          await handler();
        } finally {
          await queueNext(everySeconds);
        }
      });
      // The chain breaks only with the process that ran it (killed mid-run); this cron starts a new one within a minute.
      await boss.schedule(name, '* * * * *', {}, { tz: 'UTC', retryLimit: 0 });
      await queueNext(0);
    },
    async listSchedules() {
      return (await boss.getSchedules()).map((s) => ({ name: s.name, cron: s.cron }));
    },
    async stop() {
      stopping = true;
      if (started) await boss.stop({ graceful: true, timeout: 5_000 });
      started = false;
    },
  };
}
