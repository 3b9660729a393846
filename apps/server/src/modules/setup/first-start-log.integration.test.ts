import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config.ts';
import { createServerLogger } from '../../http/server-logger.ts';
import { guardFirstStart } from '../../seed/first-start.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { SETUP_LINK_FILE } from './setup-link.ts';

/** Runs the start-up guard with `env` on the test app's (demo-seeded) database; answers its log lines. */
async function startLines(t: TestApp, env: Record<string, string>): Promise<Array<{ level: number; event?: string; msg: string }>> {
  const stream = new PassThrough();
  let text = '';
  stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
  await guardFirstStart(loadConfig(env), t.db, createServerLogger({ level: 'info', stream }));
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { level: number; event?: string; msg: string });
}

describe('what an API start says about the demo accounts', () => {
  let t: TestApp;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'airscope-first-start-'));
  beforeAll(async () => {
    t = await createTestApp('embedded');
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('warns once, at warn level, when SEED_DEMO=true puts the published password on a reachable address', async () => {
    const lines = await startLines(t, { HOST: '0.0.0.0', SEED_DEMO: 'true', DATA_DIR: dataDir });
    const warnings = lines.filter((line) => line.level >= 40);
    expect(warnings.map((line) => line.event)).toEqual(['demo.published-password']);
    expect(warnings[0]!.msg).toContain('admin@airscope.test');
  });

  it('says nothing on loopback, where the demo is meant to be', async () => {
    expect(await startLines(t, { HOST: '127.0.0.1', DATA_DIR: dataDir })).toEqual([]);
  });

  it('warns about a demo organisation left from an earlier start, and offers no setup link while its admin exists', async () => {
    const lines = await startLines(t, { HOST: '0.0.0.0', DATA_DIR: dataDir });
    expect(lines.filter((line) => line.level >= 40).map((line) => line.event)).toEqual(['demo.accounts-left']);
    expect(fs.existsSync(path.join(dataDir, SETUP_LINK_FILE))).toBe(false);
  });
});
