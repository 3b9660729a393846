// The fuzzer's loop: every request as every identity, reads and writes in parallel, deletes one at a time after them
// (wrong ids before real ones, the owner last), what ends the caller's session at the very end; then counts by status class and lists
// every 5xx and every request that got no answer.
import type { FuzzPhase, FuzzRequest } from './fuzz-requests.ts';
import { sessionAlive, type Identity } from './fuzz-identities.ts';
import type { Transport } from './fuzz-transport.ts';

export type StatusClass = '2xx' | '3xx' | '4xx' | '5xx' | 'no answer';

export interface FuzzFinding {
  readonly operation: string;
  readonly identity: string;
  readonly variant: string;
  readonly url: string;
  readonly status: number | 'no answer' | 'closed unread';
  readonly excerpt: string;
}

export interface FuzzSummary {
  readonly operations: number;
  readonly identities: readonly string[];
  readonly variants: number;
  readonly requests: number;
  readonly byClass: Readonly<Record<StatusClass, number>>;
  /** Operations that answered 2xx or 3xx to at least one identity: their handlers ran, not only the gates. */
  readonly operationsReached: number;
  /** The others, with the statuses they answered: what the scan could not get past a gate or validation. */
  readonly unreached: readonly string[];
  readonly serverErrors: readonly FuzzFinding[];
  readonly noAnswer: readonly FuzzFinding[];
  /** Requests with a body of 64 kB or more whose connection the server closed while it was sent (refused unread). */
  readonly closedUnread: readonly FuzzFinding[];
  /** Sessions a fuzzed request ended, renewed by signing in again. */
  readonly renewedSessions: readonly string[];
}

export interface FuzzOptions {
  /** Groups (one operation as one identity) sent at once in the read/write phase. */
  readonly concurrency: number;
  /** Signs the identity in again when a request ended its session; null when it cannot. */
  readonly renew?: (identity: Identity) => Promise<Identity | null>;
  readonly onProgress?: (done: number, total: number) => void;
  /** Sees every answer (the tests check that real ids reached the handlers). */
  readonly onAnswer?: (request: FuzzRequest, identity: string, status: number) => void;
}

interface Group {
  readonly operation: string;
  readonly phase: FuzzPhase;
  readonly identity: Identity;
  readonly requests: readonly FuzzRequest[];
}

function classOf(status: number): StatusClass {
  if (status >= 500) return '5xx';
  if (status >= 400) return '4xx';
  if (status >= 300) return '3xx';
  return '2xx';
}

const depth = (operation: string) => operation.split('/').length;

/** Groups by operation × identity; deletes ordered deepest path first (children before parents), identities in order. */
function groupsOf(requests: readonly FuzzRequest[], identities: readonly Identity[]): Record<FuzzPhase, Group[]> {
  const byOperation = new Map<string, FuzzRequest[]>();
  for (const request of requests) byOperation.set(request.operation, [...(byOperation.get(request.operation) ?? []), request]);
  const phases: Record<FuzzPhase, Group[]> = { write: [], delete: [], session: [] };
  const operations = [...byOperation.keys()].sort((a, b) => depth(b) - depth(a));
  for (const operation of operations) {
    const list = byOperation.get(operation)!;
    for (const identity of identities) phases[list[0]!.phase].push({ operation, phase: list[0]!.phase, identity, requests: list });
  }
  return phases;
}

/** Sends every request as every identity and summarises the answers. */
export async function runFuzzer(
  transport: Transport,
  requests: readonly FuzzRequest[],
  identities: readonly Identity[],
  options: FuzzOptions,
): Promise<FuzzSummary> {
  const byClass: Record<StatusClass, number> = { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0, 'no answer': 0 };
  const serverErrors: FuzzFinding[] = [];
  const noAnswer: FuzzFinding[] = [];
  const closedUnread: FuzzFinding[] = [];
  const reached = new Set<string>();
  const statusesOf = new Map<string, Set<number>>();
  const renewedSessions: string[] = [];
  const phases = groupsOf(requests, identities);
  const total = requests.length * identities.length;
  let done = 0;

  async function runGroup(group: Group): Promise<void> {
    let unauthorised = false;
    for (const request of group.requests) {
      const finding = { operation: group.operation, identity: group.identity.name, variant: request.variant, url: request.url };
      try {
        const answer = await transport({
          method: request.method,
          url: request.url,
          headers: { ...request.headers, ...group.identity.headers },
          ...(request.body !== undefined ? { body: request.body } : {}),
        });
        const kind = classOf(answer.status);
        options.onAnswer?.(request, group.identity.name, answer.status);
        statusesOf.set(group.operation, (statusesOf.get(group.operation) ?? new Set()).add(answer.status));
        byClass[kind]++;
        if (kind === '2xx' || kind === '3xx') reached.add(group.operation);
        if (answer.status === 401) unauthorised = true;
        if (kind === '5xx') serverErrors.push({ ...finding, status: answer.status, excerpt: answer.text.slice(0, 300) });
      } catch (error) {
        const excerpt = String((error as Error).cause ?? error).slice(0, 300);
        if (closedWhileSending(request.body, excerpt)) {
          // The server answers a body it refuses unread (before sign-in, too large) and closes the connection
          // (docs/security.md F10): a client still writing a large body sees the close, not the refusal.
          closedUnread.push({ ...finding, status: 'closed unread', excerpt });
        } else {
          byClass['no answer']++;
          noAnswer.push({ ...finding, status: 'no answer', excerpt });
        }
      }
      done++;
      options.onProgress?.(done, total);
    }
    // A request of this group may have ended the session (sign-out, a password change, ending sessions): the rest of
    // the scan needs it, so sign in again and say so.
    if (group.phase !== 'session' && unauthorised && options.renew && !(await sessionAlive(transport, group.identity))) {
      const renewed = await options.renew(group.identity);
      if (renewed) group.identity.headers = renewed.headers;
      renewedSessions.push(`${group.identity.name} after ${group.operation}${renewed ? '' : ' (could not sign in again)'}`);
    }
  }

  const queue = [...phases.write];
  await Promise.all(
    Array.from({ length: Math.max(1, options.concurrency) }, async () => {
      for (let group = queue.shift(); group; group = queue.shift()) await runGroup(group);
    }),
  );
  for (const group of [...phases.delete, ...phases.session]) await runGroup(group);

  return {
    operations: new Set(requests.map((r) => r.operation)).size,
    identities: identities.map((i) => i.name),
    variants: new Set(requests.map((r) => r.variant)).size,
    requests: done,
    byClass,
    operationsReached: reached.size,
    unreached: [...statusesOf]
      .filter(([operation]) => !reached.has(operation))
      .map(([operation, statuses]) => `${operation} (${[...statuses].sort().join(', ')})`),
    serverErrors,
    noAnswer,
    closedUnread,
    renewedSessions,
  };
}

/** The summary as printed by the scan: one table of counts, then every 5xx and every request without an answer. */
export function formatFuzzSummary(summary: FuzzSummary): string {
  const lines = [
    `fuzzer: ${summary.operations} operations × ${summary.identities.length} identities (${summary.identities.join(', ')}) × ${summary.variants} kinds of variant: ${summary.requests} requests`,
    `  answers: ${Object.entries(summary.byClass)
      .map(([kind, count]) => `${kind} ${count}`)
      .join(', ')}; ${summary.operationsReached} operations answered 2xx/3xx to someone`,
  ];
  if (summary.unreached.length > 0) lines.push(`  never 2xx/3xx: ${summary.unreached.join('; ')}`);
  if (summary.closedUnread.length > 0)
    lines.push(
      `  closed while a large body was sent (refused unread, F10): ${summary.closedUnread.map((f) => `${f.operation} as ${f.identity}`).join('; ')}`,
    );
  if (summary.renewedSessions.length > 0)
    lines.push(`  sessions ended by a fuzzed request and renewed: ${summary.renewedSessions.join('; ')}`);
  for (const f of summary.serverErrors)
    lines.push(
      `  5xx ${f.status} ${f.operation} as ${f.identity}, variant "${f.variant}" (${f.url.slice(0, 160)}): ${f.excerpt.replace(/\s+/g, ' ')}`,
    );
  for (const f of summary.noAnswer)
    lines.push(`  NO ANSWER ${f.operation} as ${f.identity}, variant "${f.variant}" (${f.url.slice(0, 160)}): ${f.excerpt}`);
  return lines.join('\n');
}

/** A write of a large body cut by the server's close: the pipe broke or the peer reset while the client sent. */
function closedWhileSending(body: string | Uint8Array | undefined, excerpt: string): boolean {
  const size = typeof body === 'string' ? Buffer.byteLength(body) : (body?.byteLength ?? 0);
  return size >= 64 * 1024 && /\b(EPIPE|ECONNRESET)\b/.test(excerpt);
}
