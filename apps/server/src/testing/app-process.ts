import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS, SERVER_PROCESS_ENV } from '../process-tuning.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  logs(): string;
  /** The server process's id, to signal it or read its threads. */
  pid: number;
  /** Settles when the process has exited, with its code (or the signal that ended it). */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGTERM, wait, and remove the data folder unless `keepData`. */
  stop(options?: { keepData?: boolean }): Promise<void>;
  /** SIGKILL: the process dies mid-work, as in a crash. */
  kill(): Promise<void>;
}

/** A port nothing listens on now, on the loopback interface. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForReady(baseUrl: string, child: ChildProcess, logs: () => string, withinMs = 120_000): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${logs()}`);
    try {
      const response = await fetch(`${baseUrl}/api/page-config`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not start in time:\n${logs()}`);
}

/**
 * Names the data folders of servers that booted once (migrated, seeded, stopped cleanly), as JSON keyed by
 * template kind. The browser tests' global setup makes them, so each test file's server copies a folder instead
 * of migrating and seeding an embedded database of its own.
 */
export const DATA_TEMPLATES_ENV = 'AIRSCOPE_E2E_DATA_TEMPLATES';

const TEMPLATE_KINDS = { demo: {}, 'no-demo-projects': { SEED_DEMO_PROJECTS: 'false' } } satisfies Record<string, Record<string, string>>;
type TemplateKind = keyof typeof TEMPLATE_KINDS;

/** The template a server with `env` can start from: only the seed settings change what a fresh start writes. */
function templateFor(env: Record<string, string>): TemplateKind | undefined {
  // HOST decides whether the demo is seeded (config.ts), so a server on another interface starts from nothing.
  if (env.SEED_DEMO !== undefined || env.DATABASE_URL !== undefined || env.HOST !== undefined) return undefined;
  if (env.SEED_DEMO_PROJECTS === undefined) return 'demo';
  return env.SEED_DEMO_PROJECTS === 'false' ? 'no-demo-projects' : undefined;
}

function freshDataDir(env: Record<string, string>): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'airscope-app-'));
  const templates = process.env[DATA_TEMPLATES_ENV];
  const kind = templateFor(env);
  const template = templates && kind ? (JSON.parse(templates) as Partial<Record<TemplateKind, string>>)[kind] : undefined;
  if (template) fs.cpSync(template, dataDir, { recursive: true });
  return dataDir;
}

/** Boots a server per template kind under `root`, stops it cleanly and keeps its data; answers the DATA_TEMPLATES_ENV value. */
export async function makeDataTemplates(root: string): Promise<string> {
  const made = await Promise.all(
    Object.entries(TEMPLATE_KINDS).map(async ([kind, env]) => {
      const dataDir = path.join(root, kind);
      fs.mkdirSync(dataDir, { recursive: true });
      const server = await startAppServer(env, { dataDir });
      await server.stop({ keepData: true });
      // Mail a start may send belongs to that start, not to every copy.
      fs.rmSync(path.join(dataDir, 'outbox'), { recursive: true, force: true });
      return [kind, dataDir] as const;
    }),
  );
  return JSON.stringify(Object.fromEntries(made));
}

/** Starts the real server process (what `npm start` runs) on an embedded database in a temp folder. */
export async function startAppServer(
  env: Record<string, string> = {},
  options: {
    dataDir?: string;
    readyWithinMs?: number;
    /** The name requests go to; a server on 0.0.0.0 answers IPv4 only, so 127.0.0.1 there. */
    requestHost?: string;
  } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = options.dataDir ?? freshDataDir(env);
  // localhost (not 127.0.0.1) so Chromium treats the origin as secure and keeps __Host- cookies.
  const baseUrl = `http://${options.requestHost ?? 'localhost'}:${port}`;
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    // The public address is the one the browser uses: links and the SAML addresses must name it.
    env: {
      ...process.env,
      ...SERVER_PROCESS_ENV,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      PUBLIC_URL: baseUrl,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    await waitForReady(baseUrl, child, () => output, options.readyWithinMs);
  } catch (error) {
    // A server that never became ready must not outlive its test.
    child.kill('SIGKILL');
    throw error;
  }
  return {
    baseUrl,
    dataDir,
    logs: () => output,
    pid: child.pid!,
    exited,
    async stop(stopOptions = {}) {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      if (!stopOptions.keepData) fs.rmSync(dataDir, { recursive: true, force: true });
    },
    async kill() {
      if (child.exitCode === null) {
        child.kill('SIGKILL');
        await new Promise((resolve) => child.once('exit', resolve));
      }
    },
  };
}
