import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { SERVER_NODE_FLAGS, SERVER_PROCESS_ENV } from '../../apps/server/src/process-tuning.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** One server process in a role (`api` or `worker`), restartable after a kill, as a supervisor would. */
export interface RoleProcess {
  readonly role: 'api' | 'worker';
  start(): Promise<void>;
  /** SIGKILL, as a crash would. */
  kill(): Promise<void>;
  stop(): Promise<void>;
  isRunning(): boolean;
  pid(): number | undefined;
  logs(): string;
}

/** Runs a one-shot role (`migrate` or `seed`) to the end. */
export function runOnce(role: 'migrate' | 'seed', env: Record<string, string>): void {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts', role], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`${role} failed: ${result.stdout}${result.stderr}`);
}

export function roleProcess(role: 'api' | 'worker', env: Record<string, string>, readyUrl?: string): RoleProcess {
  let child: ChildProcess | undefined;
  let output = '';
  const running = () => child !== undefined && child.exitCode === null && child.signalCode === null;
  return {
    role,
    isRunning: running,
    pid: () => child?.pid,
    logs: () => output,
    async start() {
      child = spawn(process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', 'apps/server/src/main.ts', role], {
        cwd: ROOT,
        env: { ...process.env, ...SERVER_PROCESS_ENV, ...env },
        stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      });
      // The process says when it has started (main.ts); a fault injected before that would test the start, not the fault.
      let ready = false;
      child.on('message', (message: { event?: string }) => {
        if (message.event === 'ready') ready = true;
      });
      child.stdout?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-200_000)));
      child.stderr?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-200_000)));
      const deadline = Date.now() + 120_000;
      while (Date.now() < deadline) {
        if (!running()) throw new Error(`${role} exited while starting:\n${output.slice(-4000)}`);
        if (
          ready &&
          (!readyUrl ||
            (await fetch(readyUrl)
              .then((r) => r.ok)
              .catch(() => false)))
        )
          return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`${role} did not start in 120 s`);
    },
    async kill() {
      if (!running()) return;
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      child!.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (!running()) return;
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      child!.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (running()) await this.kill();
    },
  };
}
