import { spawn } from 'node:child_process';
import type { ScanTarget } from './scan-targets.ts';

export interface SqlmapVerdict {
  readonly target: ScanTarget;
  readonly injectable: boolean;
  /** sqlmap's own closing words about the parameter, or why it did not finish. */
  readonly summary: string;
}

/**
 * Whether sqlmap confirmed an injection point: it prints this header before listing them. Its earlier
 * "appears to be … injectable" lines are only candidates, which it often rejects as false positives afterwards.
 */
export function sqlmapFoundInjection(output: string): boolean {
  return /sqlmap identified the following injection point/i.test(output);
}

/**
 * Runs sqlmap (level 1, risk 1, bounded in time) against one marked URL with the signed-in session. `recheck` runs it
 * alone on one thread, with a 15 s time-based delay instead of 5: the false positives of a loaded machine (answers
 * that differ or come late for reasons of load, not of the payload) do not survive that, a real injection does.
 */
export function runSqlmap(
  target: ScanTarget,
  session: { cookie: string; headers: Record<string, string> },
  outputDir: string,
  timeoutS: number,
  recheck = false,
): Promise<SqlmapVerdict> {
  const headers = Object.entries(session.headers)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\\n');
  const args = [
    '-u',
    target.markedUrl,
    '--batch',
    '--level',
    '1',
    '--risk',
    '1',
    '--threads',
    recheck ? '1' : '4',
    ...(recheck ? ['--time-sec', '15'] : []),
    '--timeout',
    '10',
    '--retries',
    '0',
    '--cookie',
    session.cookie,
    '--headers',
    headers,
    '--ignore-code',
    '400,401,403,404,409,413,414,422,423,429',
    '--output-dir',
    outputDir,
    '--flush-session',
    '--disable-coloring',
  ];
  return new Promise((resolve) => {
    const child = spawn('sqlmap', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutS * 1000);
    child.on('close', (code) => {
      clearTimeout(timer);
      const lastWords =
        output
          .split('\n')
          .filter((line) => /\[(WARNING|CRITICAL|ERROR)\]|injectable|vulnerable/.test(line) && !/version is outdated/.test(line))
          .slice(-1)[0] ?? `exit ${code}`;
      resolve({
        target,
        injectable: sqlmapFoundInjection(output),
        summary: code === null ? `stopped after ${timeoutS} s` : lastWords.replace(/^\[[\d:]+\] /, '').trim(),
      });
    });
  });
}
