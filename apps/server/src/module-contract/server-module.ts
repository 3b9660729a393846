import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Clock } from '../clock.ts';
import type { AppConfig } from '../config/config.ts';
import type { Database } from '../db/db.types.ts';
import type { BindDeps } from '../http/bind-endpoint.ts';
import type { BlobStore } from '../storage/blobs/blob-store.ts';
import type { JobQueue } from '../storage/queue/job-queue.ts';

/** The stores and settings every module is built on; the composition root opens them once per process. */
export interface ModuleContext {
  config: AppConfig;
  db: Kysely<Database>;
  clock: Clock;
  blobs: BlobStore;
  queue: JobQueue;
  /** The process's one logger: the API's request logs and every service's and job's lines go through it. */
  log: FastifyBaseLogger;
}

/** One background job: its name, the zod schema its payload is parsed with, and the handler that runs it. */
export interface JobDefinition<S extends z.ZodType = z.ZodType> {
  name: string;
  payload: S;
  // Method syntax: a job's handler takes its own payload, so a list of jobs holds each with its schema.
  run(data: z.output<S>): Promise<void>;
  /** A pg-boss cron (UTC) that queues the job: one run per slot however many workers there are. */
  cron?: string;
  /** Queue one run when a worker starts, so a fresh or restarted worker does not wait for the next slot. */
  runAtStart?: boolean;
  /** Run about every N seconds, finer than cron's minute (`JobQueue.repeat`), once across all workers; no payload. */
  everySeconds?: number;
}

/** Keeps a job's payload type tied to its schema where it is declared. */
export const defineJob = <S extends z.ZodType>(job: JobDefinition<S>): JobDefinition<S> => job;

/** What a module hands the composition root: its routes (for the API role) and its jobs (for the worker role). */
export interface ServerModule {
  name: string;
  /** Binds the module's contract endpoints on the API. */
  routes?(app: FastifyInstance, bind: BindDeps): void | Promise<void>;
  jobs?: readonly JobDefinition[];
  /** Work a worker does once every job is registered (resume interrupted imports, queue missing refreshes). */
  startWorker?(): Promise<void>;
  /** Runs as the API closes, before the stores do (mail still leaving). */
  close?(): Promise<void>;
}

/** The modules composed for one process, and the endpoint binder their routes use (`composition/compose-modules.ts`). */
export interface ComposedModules {
  modules: readonly ServerModule[];
  bind: BindDeps;
}
