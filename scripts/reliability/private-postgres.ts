import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { freePort } from '../../apps/server/src/testing/app-process.ts';

const BIN = '/usr/lib/postgresql/15/bin';

/** A PostgreSQL 15 server of the run's own (a throw-away cluster on a free loopback port), so it can be killed. */
export interface PrivatePostgres {
  readonly url: string;
  /** SIGKILL the postmaster, as a crash would. */
  kill(): Promise<void>;
  /** Start it again on the same data (crash recovery runs); resolves when it accepts connections. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function hasPostgresBinaries(): boolean {
  return existsSync(`${BIN}/initdb`) && existsSync(`${BIN}/postgres`);
}

/** Runs a command as the postgres user when we are root (initdb and postgres refuse to run as root). */
function asPostgres(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

async function waitForConnections(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (ok) {
      try {
        execFileSync(`${BIN}/pg_isready`, ['-h', '127.0.0.1', '-p', String(port)], { stdio: 'ignore' });
        return;
      } catch {
        // accepting TCP but still recovering
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`PostgreSQL on port ${port} did not accept connections in ${timeoutMs} ms`);
}

/** initdb into a temp folder (trust auth, loopback only, fsync on) and start the server. */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const root = mkdtempSync(path.join(tmpdir(), 'airscope-pg-'));
  const dataDir = path.join(root, 'data');
  if (process.getuid?.() === 0)
    chownSync(root, Number(execFileSync('id', ['-u', 'postgres']).toString()), Number(execFileSync('id', ['-g', 'postgres']).toString()));
  const [initCommand, initArgs] = asPostgres(`${BIN}/initdb`, ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-instructions']);
  execFileSync(initCommand, initArgs, { stdio: 'ignore' });
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async (): Promise<void> => {
    const [command, args] = asPostgres(`${BIN}/postgres`, [
      '-D',
      dataDir,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      `unix_socket_directories=${root}`,
      '-c',
      'max_connections=100',
    ]);
    child = spawn(command, args, { stdio: 'ignore' });
    await waitForConnections(port, 60_000);
  };
  const kill = async (): Promise<void> => {
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    // runuser forwards signals poorly: kill the postmaster itself by its pid file.
    const pid = Number(
      execFileSync('head', ['-1', path.join(dataDir, 'postmaster.pid')])
        .toString()
        .trim(),
    );
    process.kill(pid, 'SIGKILL');
    await exited;
    // Its backends die with it once the postmaster is gone; give them a moment to release the port.
    await new Promise((resolve) => setTimeout(resolve, 200));
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    kill,
    start,
    async stop() {
      if (child && child.exitCode === null) {
        const [command, args] = asPostgres(`${BIN}/pg_ctl`, ['-D', dataDir, '-m', 'immediate', 'stop']);
        try {
          execFileSync(command, args, { stdio: 'ignore' });
        } catch {
          await kill();
        }
      }
      rmSync(root, { recursive: true, force: true });
    },
  };
}
