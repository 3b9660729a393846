import PgBoss from 'pg-boss';
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
  work<T extends object>(name: string, handler: (data: T, jobId: string) => Promise<void>): Promise<void>;
  /** Sends the job on a cron schedule (UTC); one schedule per name, replaced when called again. */
  schedule<T extends object>(name: string, cron: string, data: T): Promise<void>;
  stop(): Promise<void>;
}

export function createJobQueue(connection: QueueConnection, options: { pollingIntervalSeconds?: number } = {}): JobQueue {
  const boss =
    connection.kind === 'postgres'
      ? new PgBoss({ connectionString: connection.connectionString, schema: connection.schema, max: 4 })
      : new PgBoss({ db: { executeSql: connection.executeSql } as never, schema: connection.schema });
  // One creation per name even when send and work race; two processes racing retry once (a deadlock is the loser's answer).
  const created = new Map<string, Promise<void>>();
  const ensureQueue = (name: string): Promise<void> => {
    let pending = created.get(name);
    if (!pending) {
      pending = boss.createQueue(name).catch(() => boss.createQueue(name));
      pending.catch(() => created.delete(name));
      created.set(name, pending);
    }
    return pending;
  };
  let started = false;

  return {
    async start() {
      if (started) return;
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
    async work(name, handler) {
      await ensureQueue(name);
      await boss.work(name, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1 }, async (jobs) => {
        for (const job of jobs) await handler(job.data as never, job.id);
      });
    },
    async schedule(name, cron, data) {
      await ensureQueue(name);
      await boss.schedule(name, cron, data, { tz: 'UTC', retryLimit: 3, retryDelay: 60 });
    },
    async stop() {
      if (started) await boss.stop({ graceful: true, timeout: 5_000 });
      started = false;
    },
  };
}
