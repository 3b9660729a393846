import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

export interface WapitiReport {
  /** Findings by category (SQL injection, XSS, CRLF, …), only the categories with at least one. */
  readonly vulnerabilities: Record<string, number>;
  /** Anomalies by category (e.g. Internal Server Error), only those with at least one. */
  readonly anomalies: Record<string, number>;
  readonly details: string[];
}

/** Counts the non-empty categories of a wapiti JSON report (its `vulnerabilities` and `anomalies` maps). */
export function summariseWapitiReport(report: {
  vulnerabilities?: Record<string, unknown[]>;
  anomalies?: Record<string, unknown[]>;
}): WapitiReport {
  const count = (group: Record<string, unknown[]> = {}) =>
    Object.fromEntries(
      Object.entries(group)
        .filter(([, items]) => items.length > 0)
        .map(([name, items]) => [name, items.length]),
    );
  const details = [...Object.entries(report.vulnerabilities ?? {}), ...Object.entries(report.anomalies ?? {})].flatMap(([name, items]) =>
    items.map((item) => {
      const entry = item as { method?: string; path?: string; parameter?: string; info?: string };
      return `${name}: ${entry.method ?? ''} ${entry.path ?? ''} ${entry.parameter ?? ''} ${entry.info ?? ''}`.replace(/\s+/g, ' ').trim();
    }),
  );
  return { vulnerabilities: count(report.vulnerabilities), anomalies: count(report.anomalies), details };
}

/** Runs wapiti over the app (attack modules for injection, XSS, file, redirect and CRLF), bounded in time. */
export function runWapiti(
  baseUrl: string,
  startUrls: readonly string[],
  session: { cookie: string; headers: Record<string, string> },
  reportFile: string,
  maxScanS: number,
): Promise<WapitiReport> {
  const headerArgs = [...Object.entries(session.headers), ['Cookie', session.cookie]].flatMap(([name, value]) => [
    '-H',
    `${name}: ${value}`,
  ]);
  const args = [
    '-u',
    `${baseUrl}/`,
    '--scope',
    'domain',
    '-m',
    'sql,exec,xss,file,redirect,crlf',
    '--max-scan-time',
    String(maxScanS),
    '--flush-session',
    '-f',
    'json',
    '-o',
    reportFile,
    ...headerArgs,
    ...startUrls.flatMap((url) => ['-s', url]),
  ];
  return new Promise((resolve, reject) => {
    const child = spawn('wapiti', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), (maxScanS + 120) * 1000);
    child.on('close', (code) => {
      clearTimeout(timer);
      try {
        resolve(summariseWapitiReport(JSON.parse(readFileSync(reportFile, 'utf8'))));
      } catch (error) {
        reject(new Error(`wapiti wrote no report (exit ${code}): ${output.slice(-2000)}`, { cause: error }));
      }
    });
  });
}
