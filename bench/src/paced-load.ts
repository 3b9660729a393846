import http from 'node:http';

export interface PacedLoadResult {
  readonly count: number;
  readonly failures: number;
  /** Milliseconds from when each request was due to its last response byte, ascending. */
  readonly times: readonly number[];
}

/**
 * Open-loop load at a fixed rate: one request every 1000/rate ms for `seconds`, over at most `connections`
 * keep-alive sockets. Each latency counts from when the request was due, not from when a socket was free, so a
 * server that falls behind shows its queue (no coordinated omission). autocannon's `overallRate` instead lets each
 * connection send its whole per-second quota back to back at the start of every second: 100 requests/s arrive as a
 * burst of 100 at ten at a time, and its p95 measures that burst's queue.
 */
export async function pacedLoad(
  url: string,
  options: { rate: number; seconds: number; connections: number; headers: Record<string, string> },
): Promise<PacedLoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const total = Math.round(options.rate * options.seconds);
  const interval = 1000 / options.rate;
  const times: number[] = [];
  let failures = 0;
  const inFlight: Promise<void>[] = [];
  const start = performance.now() + 20;
  try {
    for (let i = 0; i < total; i++) {
      const due = start + i * interval;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      inFlight.push(
        new Promise<void>((resolve) => {
          const request = http.get(url, { agent, headers: options.headers, timeout: 10_000 }, (response) => {
            response.resume();
            response.on('end', () => {
              if (response.statusCode === 200) times.push(performance.now() - due);
              else failures += 1;
              resolve();
            });
            response.on('error', () => {
              failures += 1;
              resolve();
            });
          });
          request.on('timeout', () => request.destroy(new Error('timed out')));
          request.on('error', () => {
            failures += 1;
            resolve();
          });
        }),
      );
    }
    await Promise.all(inFlight);
  } finally {
    agent.destroy();
  }
  times.sort((a, b) => a - b);
  return { count: times.length + failures, failures, times };
}
