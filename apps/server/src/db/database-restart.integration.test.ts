import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CSRF_HEADER, CSRF_RESPONSE_HEADER } from '@airscope/contracts';
import type { FastifyInstance } from 'fastify';
import { createManualClock } from '../clock.ts';
import { loadConfig } from '../config/config.ts';
import { composeModules } from '../composition/compose-modules.ts';
import { buildApp } from '../http/app.ts';
import { createServerLogger } from '../http/server-logger.ts';
import { createMailer } from '../storage/mail/create-mailer.ts';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_TEXT } from '../http/error-handler.ts';
import { seedDemoData } from '../seed/seed.ts';
import { DEMO_PASSWORD } from '../seed/demo-users.seed.ts';
import { createLocalBlobStore } from '../storage/blobs/local-blob-store.ts';
import { createJobQueue, type JobQueue } from '../storage/queue/job-queue.ts';
import { cookieHeaderFrom } from '../testing/test-app.ts';
import { openDatabase, type DatabaseHandle } from './database.ts';
import { migrateToLatest } from './migrate.ts';

const BIN = '/usr/lib/postgresql/15/bin';
const isRoot = process.getuid?.() === 0;
const hasBinaries = fs.existsSync(path.join(BIN, 'initdb')) && fs.existsSync(path.join(BIN, 'pg_ctl'));
const skipReason = hasBinaries ? undefined : `PostgreSQL 15 binaries not found in ${BIN}`;

/** Runs a PostgreSQL tool as the postgres user when we are root (initdb refuses root). */
function pgTool(tool: string, args: string[]): void {
  const command = path.join(BIN, tool);
  if (isRoot) execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'pipe' });
  else execFileSync(command, args, { stdio: 'pipe' });
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// A PRIVATE server in a temp folder on its own port: the machine's shared PostgreSQL is never touched.
describe.skipIf(!hasBinaries)(`the API through a PostgreSQL restart${skipReason ? ` (skipped: ${skipReason})` : ''}`, () => {
  let work: string;
  let dataDir: string;
  let port: number;
  let handle: DatabaseHandle;
  let queue: JobQueue;
  let app: FastifyInstance;
  let session: { cookie: string; csrfToken: string };
  const poolErrors: Error[] = [];
  const pgCtl = (action: 'start' | 'stop') =>
    pgTool(
      'pg_ctl',
      action === 'start'
        ? [
            '-D',
            dataDir,
            '-o',
            `-p ${port} -c listen_addresses=127.0.0.1 -k ${work}`,
            '-l',
            path.join(work, 'pg.log'),
            '-w',
            '-t',
            '60',
            'start',
          ]
        : ['-D', dataDir, '-m', 'fast', '-w', '-t', '60', 'stop'],
    );

  beforeAll(async () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'airscope-pg-restart-'));
    dataDir = path.join(work, 'data');
    if (isRoot) execFileSync('chown', ['postgres', work]);
    port = await freePort();
    pgTool('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
    pgCtl('start');
    handle = await openDatabase(
      { kind: 'postgres', url: `postgres://postgres@127.0.0.1:${port}/postgres` },
      { onPoolError: (e) => poolErrors.push(e) },
    );
    await migrateToLatest(handle.db as Kysely<unknown>);
    const clock = createManualClock(new Date());
    await seedDemoData(handle.db, clock);
    queue = createJobQueue(handle.queue);
    await queue.start();
    const blobs = createLocalBlobStore(path.join(work, 'blobs'));
    const config = loadConfig({ LOG_LEVEL: 'silent' });
    const log = createServerLogger({ level: 'silent' });
    const ctx = { config, db: handle.db, clock, blobs, queue, log };
    const composed = await composeModules(ctx, { mailer: createMailer(config.mail), takeOverImportsAtStart: false });
    app = await buildApp({ config, composed, log, serveWeb: false });
    const login = await app.inject({
      method: 'POST',
      url: '/authapi/v1/authentications',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username: 'user@airscope.test', password: DEMO_PASSWORD, grant_type: 'password' }).toString(),
    });
    expect(login.statusCode).toBe(200);
    session = { cookie: cookieHeaderFrom(login), csrfToken: String(login.headers[CSRF_RESPONSE_HEADER]) };
  }, 120_000);

  afterAll(async () => {
    await queue?.stop().catch(() => undefined);
    await app?.close().catch(() => undefined);
    await handle?.close().catch(() => undefined);
    try {
      pgCtl('stop');
    } catch {
      /* already stopped */
    }
    fs.rmSync(work, { recursive: true, force: true });
  }, 60_000);

  const whoAmI = async () =>
    (
      await app.inject({
        method: 'GET',
        url: '/userapi/v1/users/who-am-i',
        headers: { cookie: session.cookie, [CSRF_HEADER]: session.csrfToken },
      })
    ).statusCode;
  const ready = async () => app.inject({ method: 'GET', url: '/ready' });

  it('reports ready, then unavailable while the database is down, and answers again after it is back, in the same process', async () => {
    expect((await ready()).statusCode).toBe(200);
    expect(await whoAmI()).toBe(200);

    // Requests keep arriving while the server stops and starts.
    let running = true;
    const statuses: number[] = [];
    const traffic = (async () => {
      while (running) {
        statuses.push(await whoAmI());
        await pause(50);
      }
    })();

    pgCtl('stop');
    const down = await ready();
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ status: 'unavailable', checks: { database: 'failed' } });
    expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    // A real refused connection to the stopped server: 503, Retry-After and the product's error shape, never a 500.
    const failing = await app.inject({
      method: 'GET',
      url: '/userapi/v1/users/who-am-i',
      headers: { cookie: session.cookie, [CSRF_HEADER]: session.csrfToken },
    });
    expect(failing.statusCode).toBe(503);
    expect(failing.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    expect(failing.json()).toEqual({
      errorMessageList: [{ errorDescription: DATABASE_UNAVAILABLE_TEXT, errorCode: 'SERVICE_UNAVAILABLE' }],
      message: DATABASE_UNAVAILABLE_TEXT,
      requestId: expect.any(String),
    });

    pgCtl('start'); // returns once the server accepts connections
    // The bar: the same process answers again within 10 s of the database accepting connections (40 tries 250 ms apart).
    let recovered = false;
    for (let attempt = 0; attempt < 40 && !recovered; attempt++) {
      recovered = (await ready()).statusCode === 200 && (await whoAmI()) === 200;
      if (!recovered) await pause(250);
    }
    expect(recovered).toBe(true);
    // The background traffic is served again too: its next request after the recovery answers 200 (it may have sent
    // only requests that met the outage so far, when the recovery came at the first try).
    const seen = statuses.length;
    await vi.waitFor(() => expect(statuses.slice(seen)).toContain(200), { timeout: 10_000, interval: 50 });
    running = false;
    await traffic;
    // Through the stop (connections terminated) and the start, every answer was either served or a retryable 503
    // (the call made while it is down is checked above; how many of this loop's fall in that window varies).
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    expect((await ready()).json()).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok', blobStore: 'ok' } });
  }, 120_000);
});
