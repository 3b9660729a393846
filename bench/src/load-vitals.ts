import pg from 'pg';
import { EventLoopDelaySchema, type EventLoopDelay } from '@airscope/contracts';
import { rssMb } from '../../scripts/reliability/scenario-uploads.ts';
import type { ReliabilityEnv } from '../../scripts/reliability/reliability-env.ts';

/**
 * What the bar's L1 asks of the server beside latency, sampled while a run goes: the API's RSS each second (growth
 * from minute 2 to the end), its event-loop delay from `/health` (a window about every 10 s), and PostgreSQL's client
 * connections (the api and worker processes each allow 10 for the app and 4 for the job queue: 28 in all).
 */
export interface Vitals {
  stop(): Promise<string>;
}

const POOLS_ALLOW = 28;

export function sampleVitals(env: ReliabilityEnv): Vitals {
  const started = performance.now();
  const rss: { atS: number; mb: number }[] = [];
  const windows: EventLoopDelay[] = [];
  let connectionsMax = 0;
  let stopped = false;
  const client = new pg.Client(env.databaseUrl);
  const connected = client.connect().then(
    () => true,
    () => false,
  );
  client.on('error', () => undefined);

  const loop = (async () => {
    for (let tick = 0; !stopped; tick++) {
      const mb = rssMb(env.api.pid());
      if (mb > 0) rss.push({ atS: (performance.now() - started) / 1000, mb });
      if (tick % 10 === 9) {
        const health = await fetch(`${env.baseUrl}/health`).then(
          async (r) =>
            r.ok ? EventLoopDelaySchema.safeParse(((await r.json()) as { eventLoopDelayMs?: unknown }).eventLoopDelayMs) : null,
          () => null,
        );
        if (health?.success && health.data.windowS >= 5) windows.push(health.data);
      }
      if (tick % 5 === 0 && (await connected)) {
        const count = await client
          .query<{ n: string }>(
            "select count(*) as n from pg_stat_activity where backend_type = 'client backend' and pid <> pg_backend_pid()",
          )
          .then(
            (r) => Number(r.rows[0]?.n ?? 0),
            () => 0,
          );
        connectionsMax = Math.max(connectionsMax, count);
      }
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  })();

  return {
    async stop() {
      stopped = true;
      await loop;
      await client.end().catch(() => undefined);
      return describeVitals(rss, windows, connectionsMax);
    },
  };
}

function describeVitals(rss: readonly { atS: number; mb: number }[], windows: readonly EventLoopDelay[], connectionsMax: number): string {
  const atMinute2 = rss.find((s) => s.atS >= 120) ?? rss[0];
  const last = rss.at(-1);
  const growth =
    atMinute2 && last && last.atS > atMinute2.atS
      ? `API RSS from ${atMinute2.atS >= 120 ? 'minute 2' : 'the start'} ${atMinute2.mb.toFixed(0)} → ${last.mb.toFixed(0)} MB (${(((last.mb - atMinute2.mb) / atMinute2.mb) * 100).toFixed(1)} %)`
      : 'API RSS not sampled';
  const loop =
    windows.length > 0
      ? `event-loop delay over ${windows.length} windows of ~10 s: p99 median ${median(windows.map((w) => w.p99)).toFixed(1)} ms, worst ${Math.max(...windows.map((w) => w.p99)).toFixed(1)} ms, max ${Math.max(...windows.map((w) => w.max)).toFixed(0)} ms`
      : 'event-loop delay: no window read';
  return `${growth}; ${loop}; PostgreSQL client connections max ${connectionsMax} (the pools allow ${POOLS_ALLOW})`;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}
