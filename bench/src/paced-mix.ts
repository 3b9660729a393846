import http from 'node:http';

export interface MixRequest {
  readonly method: 'GET' | 'POST' | 'PUT';
  readonly path: string;
  readonly body?: unknown;
  /** Sent as application/x-www-form-urlencoded instead of a JSON body. */
  readonly form?: Record<string, string>;
  /** Names the request's kind in the results (e.g. "read", "event", "write"). */
  readonly kind: string;
  /** The session headers of the user sending it. */
  readonly headers: Record<string, string>;
  /** The client address its socket is bound to (the server's request.ip); the system's choice without it. */
  readonly from?: string;
}

export interface MixResult {
  readonly sent: number;
  /** Latencies in ms of 2xx answers from when each request was due, ascending. */
  readonly times: readonly number[];
  /** Answers by status code (0 = no answer: refused, reset or timed out). */
  readonly codes: ReadonlyMap<number, number>;
  /** The same, per request kind, so a refusal is traced to the part of the mix that drew it. */
  readonly codesByKind: ReadonlyMap<string, ReadonlyMap<number, number>>;
  /** Per second of the run: requests due in that second that got no 2xx. */
  readonly errorsBySecond: readonly number[];
  /** Per second of the run: latencies in ms of the 2xx answers to requests due in that second, in arrival order. */
  readonly timesBySecond: readonly (readonly number[])[];
}

/**
 * Open-loop load at a fixed rate with a mix of requests: request i is due at start + i/rate and its latency counts
 * from then (no coordinated omission), over at most `connections` keep-alive sockets per client address (one pool when requests name none).
 */
export async function pacedMix(
  baseUrl: string,
  options: { rate: number; seconds: number; connections: number; next: (i: number) => MixRequest },
): Promise<MixResult> {
  const url = new URL(baseUrl);
  const agents = new Map<string, http.Agent>();
  const agentFor = (from: string | undefined) => {
    let agent = agents.get(from ?? '');
    if (!agent) agents.set(from ?? '', (agent = new http.Agent({ keepAlive: true, maxSockets: options.connections })));
    return agent;
  };
  const total = Math.round(options.rate * options.seconds);
  const times: number[] = [];
  const codes = new Map<number, number>();
  const codesByKind = new Map<string, Map<number, number>>();
  const errorsBySecond = new Array<number>(Math.ceil(options.seconds)).fill(0);
  const timesBySecond = Array.from({ length: errorsBySecond.length }, () => [] as number[]);
  const inFlight: Promise<void>[] = [];
  const start = performance.now() + 20;
  const settle = (code: number, due: number, kind: string) => {
    codes.set(code, (codes.get(code) ?? 0) + 1);
    const ofKind = codesByKind.get(kind) ?? new Map<number, number>();
    codesByKind.set(kind, ofKind.set(code, (ofKind.get(code) ?? 0) + 1));
    const second = Math.min(errorsBySecond.length - 1, Math.floor((due - start) / 1000));
    if (code >= 200 && code < 300) {
      const latency = performance.now() - due;
      times.push(latency);
      timesBySecond[second]!.push(latency);
    } else errorsBySecond[second]! += 1;
  };
  try {
    for (let i = 0; i < total; i++) {
      const due = start + (i * 1000) / options.rate;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const request = options.next(i);
      const payload = request.form
        ? new URLSearchParams(request.form).toString()
        : request.body === undefined
          ? undefined
          : JSON.stringify(request.body);
      const contentType = request.form ? 'application/x-www-form-urlencoded' : 'application/json';
      inFlight.push(
        new Promise<void>((resolve) => {
          const req = http.request(
            {
              host: url.hostname,
              port: url.port,
              path: request.path,
              method: request.method,
              agent: agentFor(request.from),
              ...(request.from ? { localAddress: request.from, family: 4 } : {}),
              timeout: 10_000,
              headers: {
                ...request.headers,
                ...(payload ? { 'content-type': contentType, 'content-length': Buffer.byteLength(payload) } : {}),
              },
            },
            (response) => {
              response.resume();
              response.on('end', () => {
                settle(response.statusCode ?? 0, due, request.kind);
                resolve();
              });
              response.on('error', () => {
                settle(0, due, request.kind);
                resolve();
              });
            },
          );
          req.on('timeout', () => req.destroy(new Error('timed out')));
          req.on('error', () => {
            settle(0, due, request.kind);
            resolve();
          });
          req.end(payload);
        }),
      );
    }
    await Promise.all(inFlight);
  } finally {
    for (const agent of agents.values()) agent.destroy();
  }
  times.sort((a, b) => a - b);
  return { sent: total, times, codes, codesByKind, errorsBySecond, timesBySecond };
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
