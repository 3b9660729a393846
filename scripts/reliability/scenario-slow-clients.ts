import net from 'node:net';
import { percentile } from '../../bench/src/paced-mix.ts';
import { pacedMix } from '../../bench/src/paced-mix.ts';
import type { ReliabilityEnv } from './reliability-env.ts';
import type { ScenarioResult } from './scenario-result.ts';
import { signIn, TERMINAL, type Session } from './upload-client.ts';
import { readFileSync } from 'node:fs';
import { ESX_FIXTURES } from '@airscope/test-data';

/**
 * F10: 200 connections that send an upload body at 1 byte per second (half of them stall in the headers instead).
 * The server must close each one at its request or header timeout while the normal API keeps its latency: p99 of a
 * paced read load during the attack within twice (plus 20 ms) the p99 measured before it. The one trickled body that
 * claimed the upload link is stopped with 408, and the link is free again: a normal PUT of the file then succeeds and
 * its commit ends COMMITTED.
 */
export async function runSlowClients(env: ReliabilityEnv, options: { connections: number; limitS: number }): Promise<ScenarioResult> {
  const session = await signIn(env.baseUrl);
  const url = new URL(env.baseUrl);
  const read = () =>
    pacedMix(env.baseUrl, {
      rate: 20,
      seconds: 15,
      connections: 8,
      next: () => ({ kind: 'read', method: 'GET', path: '/projectapi/v1/projects', headers: session.headers }),
    });
  const baseline = percentile((await read()).times, 99);
  const initiated = await fetch(`${env.baseUrl}/esxfileapi/v1/projects/upload/initiate`, {
    method: 'POST',
    headers: { ...session.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ fileName: 'slow.esx', fileExtension: 'esx' }),
  });
  const link = (await initiated.json()) as { url: string; fileUploadId: string };
  const putPath = new URL(link.url, env.baseUrl);
  const started = performance.now();
  const closedAfterS: number[] = [];
  const answers = new Map<number, number>();
  const sockets = Array.from({ length: options.connections }, (_, i) => {
    const socket = net.connect(Number(url.port), url.hostname);
    const headers = [
      `PUT ${putPath.pathname}${putPath.search} HTTP/1.1`,
      `Host: ${url.host}`,
      `Cookie: ${session.headers.cookie}`,
      'Content-Type: application/octet-stream',
      'Content-Length: 1000000',
      '',
      '',
    ].join('\r\n');
    // Even connections finish their headers and trickle the body; odd ones trickle the headers themselves.
    let sent = i % 2 === 0 ? headers.length : 0;
    if (i % 2 === 0) socket.write(headers);
    const timer = setInterval(() => {
      if (socket.destroyed) return;
      socket.write(i % 2 === 0 ? 'x' : headers[sent % headers.length]!);
      sent++;
    }, 1000);
    let head = '';
    socket.on('data', (chunk: Buffer) => {
      head += chunk.toString('latin1');
      const status = /^HTTP\/1\.1 (\d{3})/.exec(head);
      if (status && !answers.has(i)) answers.set(i, Number(status[1]));
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      closedAfterS.push((performance.now() - started) / 1000);
    });
    return socket;
  });
  const during = percentile((await read()).times, 99);
  const deadline = performance.now() + options.limitS * 1000;
  while (closedAfterS.length < sockets.length && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 1000));
  const open = sockets.filter((socket) => !socket.destroyed).length;
  for (const socket of sockets) socket.destroy();
  const slowest = closedAfterS.length > 0 ? Math.max(...closedAfterS) : NaN;
  // Node answers the header tricklers (odd connections) 408 at its headers timeout; only a body trickler holds the link.
  const stalled = [...answers].filter(([i, status]) => i % 2 === 0 && status === 408).length;
  const afterwards = await uploadOnLink(session, putPath, link.fileUploadId);
  const pass = open === 0 && stalled === 1 && afterwards === 'COMMITTED' && during <= 2 * baseline + 20 && env.api.isRunning();
  return {
    id: 'F10',
    scenario: `${options.connections} slow clients (1 byte/s bodies and headers)`,
    runs: options.connections,
    lost: 0,
    partial: 0,
    orphanFiles: 0,
    recoverS: slowest,
    pass,
    notes: `read p99 ${baseline.toFixed(1)} ms before, ${during.toFixed(1)} ms during; ${options.connections - open} closed by the server (last after ${slowest.toFixed(0)} s), ${open} still open after ${options.limitS} s; answers ${describeAnswers(answers)}; the stalled link then took a normal upload: ${afterwards}`,
  };
}

/** The stalled link, used again by a client that sends the whole file: PUT, commit, then the status it settles on. */
async function uploadOnLink(session: Session, putUrl: URL, fileUploadId: string): Promise<string> {
  const put = await fetch(putUrl, {
    method: 'PUT',
    headers: { ...session.headers, 'content-type': 'application/octet-stream' },
    body: new Uint8Array(readFileSync(ESX_FIXTURES.TEST)),
  });
  if (put.status !== 200) return `PUT answered ${put.status}`;
  const commit = await fetch(`${session.baseUrl}/esxfileapi/v1/projects/upload/commit`, {
    method: 'POST',
    headers: { ...session.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ fileUploadId }),
  });
  if (commit.status !== 200) return `commit answered ${commit.status}`;
  for (let i = 0; i < 600; i++) {
    const polled = await fetch(`${session.baseUrl}/esxfileapi/v1/projects/upload/status?fileUploadId=${fileUploadId}`, {
      headers: session.headers,
    });
    const status = polled.ok ? ((await polled.json()) as { status: string }).status : `status answered ${polled.status}`;
    if (TERMINAL.has(status) || !polled.ok) return status;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return 'COMMIT_IN_PROGRESS';
}

/** "1×408, 99×409, 100 without an answer". */
function describeAnswers(answers: ReadonlyMap<number, number>): string {
  const counts = new Map<number, number>();
  for (const status of answers.values()) counts.set(status, (counts.get(status) ?? 0) + 1);
  return (
    [...counts]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${n}×${status}`)
      .join(', ') || 'none'
  );
}
