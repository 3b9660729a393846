import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DATA_TEMPLATES_ENV, makeDataTemplates } from '../../../server/src/testing/app-process.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/**
 * Browser tests run against the production build the server serves, built once per run. With
 * WEB_DIST_DIR set (which the spawned servers inherit), the build goes there, so runs side by side
 * on one machine do not rebuild each other's files. A second call in the same process (the drag bench
 * after a test run, say) finds the build done and leaves it alone.
 */
export function buildWeb(): void {
  const outDir = process.env.WEB_DIST_DIR;
  const marker = outDir ?? 'apps/web/dist';
  if (process.env.AIRSCOPE_E2E_WEB_BUILT === marker) return;
  const args = outDir ? ` -- --outDir ${JSON.stringify(path.resolve(outDir))} --emptyOutDir` : '';
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build (slower, and not what users get).
  execSync(`npm run build -w @airscope/web${args}`, { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  process.env.AIRSCOPE_E2E_WEB_BUILT = marker;
}

/**
 * The browser tests' global setup: the build, then the data folders every test file's server copies instead of
 * migrating and seeding an embedded database of its own (app-process.ts); they go when the run ends.
 */
export default async function setup(): Promise<(() => void) | undefined> {
  buildWeb();
  if (process.env[DATA_TEMPLATES_ENV]) return undefined;
  const templates = fs.mkdtempSync(path.join(os.tmpdir(), 'airscope-e2e-templates-'));
  process.env[DATA_TEMPLATES_ENV] = await makeDataTemplates(templates);
  return () => {
    delete process.env[DATA_TEMPLATES_ENV];
    fs.rmSync(templates, { recursive: true, force: true });
  };
}
