import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createLocalBlobStore } from '../../storage/blobs/local-blob-store.ts';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../testing/test-app.ts';

describe.each(DATABASE_KINDS)('health and readiness (%s)', (kind) => {
  let t: TestApp;
  let blobParent: string;

  beforeAll(async () => {
    blobParent = fs.mkdtempSync(path.join(os.tmpdir(), 'airscope-ready-'));
    t = await createTestApp(kind, { blobs: createLocalBlobStore(path.join(blobParent, 'blobs')) });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(blobParent, { recursive: true, force: true });
  });

  it('answers /health with JSON 200, never cached', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      eventLoopDelayMs: { windowS: expect.any(Number), p50: expect.any(Number), p99: expect.any(Number), max: expect.any(Number) },
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers /ready 200 when the database, the migrations and the blob store are fine', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok', blobStore: 'ok' } });
  });

  it('answers 503 when a migration is missing, and 503 when the blob store cannot be written', async () => {
    const [last] = (await sql<{ name: string }>`select name from schema_migrations order by name desc limit 1`.execute(t.db)).rows;
    await sql`delete from schema_migrations where name = ${last!.name}`.execute(t.db);
    const pending = await t.app.inject({ method: 'GET', url: '/ready' });
    expect([pending.statusCode, pending.json().checks.migrations]).toEqual([503, 'pending']);
    await sql`insert into schema_migrations (name, timestamp) values (${last!.name}, ${new Date().toISOString()})`.execute(t.db);

    // The store's folder replaced by a file: nothing can be written there.
    fs.rmSync(path.join(blobParent, 'blobs'), { recursive: true, force: true });
    fs.writeFileSync(path.join(blobParent, 'blobs'), 'not a folder');
    const broken = await t.app.inject({ method: 'GET', url: '/ready' });
    expect(broken.statusCode).toBe(503);
    expect(broken.json()).toEqual({ status: 'unavailable', checks: { database: 'ok', migrations: 'ok', blobStore: 'failed' } });
  });
});
