import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openDatabase, type DatabaseHandle } from '../../db/database.ts';
import { DATABASE_KINDS, dropTestSchemas } from '../../testing/test-app.ts';
import { z } from 'zod';
import { createJobQueue, NoPayloadSchema, type JobQueue } from './job-queue.ts';

describe.each(DATABASE_KINDS)('job queue on %s PostgreSQL', (kind) => {
  let handle: DatabaseHandle;
  let queue: JobQueue;
  let admin: DatabaseHandle | undefined;
  const schema = `test_${crypto.randomUUID().replaceAll('-', '')}`;

  beforeAll(async () => {
    if (kind === 'embedded') handle = await openDatabase({ kind: 'embedded' });
    else {
      admin = await openDatabase({ kind: 'postgres', url: process.env.TEST_DATABASE_URL! });
      await sql`create schema ${sql.id(schema)}`.execute(admin.db);
      handle = await openDatabase({ kind: 'postgres', url: process.env.TEST_DATABASE_URL!, schema });
    }
    queue = createJobQueue(handle.queue, { pollingIntervalSeconds: 0.5 });
    await queue.start();
  });

  afterAll(async () => {
    await queue.stop();
    await handle.close();
    if (admin) {
      await dropTestSchemas(admin.db, [schema, `${schema}_pgboss`]);
      await admin.close();
    }
  });

  it('runs a job sent to a queue with its data', async () => {
    const seen = new Promise<unknown>((resolve) => {
      void queue.work('echo', z.object({ n: z.number() }), async (data) => resolve(data));
    });
    await queue.send('echo', { n: 42 });
    expect(await seen).toEqual({ n: 42 });
  });

  it('retries a job whose handler failed', async () => {
    let attempts = 0;
    const done = new Promise<void>((resolve) => {
      void queue.work('flaky', NoPayloadSchema, async () => {
        attempts += 1;
        if (attempts < 2) throw new Error('first try fails');
        resolve();
      });
    });
    await queue.send('flaky', {}, { retryLimit: 2 });
    await done;
    expect(attempts).toBe(2);
  });

  it('refuses a job whose data does not match its payload schema, without running its handler', async () => {
    const seen: unknown[] = [];
    const valid = new Promise<void>((resolve) => {
      void queue.work('typed', z.object({ n: z.number() }), async (data) => {
        seen.push(data);
        resolve();
      });
    });
    await queue.send('typed', { n: 'not a number' }, { retryLimit: 0 });
    await queue.send('typed', { n: 1 });
    await valid;
    expect(seen).toEqual([{ n: 1 }]);
  });

  it('repeats a job by queueing its next run, and holds a per-minute cron that restarts the chain', async () => {
    let runs = 0;
    const third = new Promise<void>((resolve) => {
      void queue.repeat('again', 1, async () => {
        runs += 1;
        if (runs === 3) resolve();
      });
    });
    await third;
    expect(runs).toBeGreaterThanOrEqual(3);
    expect(await queue.listSchedules()).toContainEqual({ name: 'again', cron: '* * * * *' });
  });
});
