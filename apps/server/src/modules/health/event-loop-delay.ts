import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { EventLoopDelay } from '@airscope/contracts';

const NS_PER_MS = 1e6;

export interface EventLoopDelayMonitor {
  /** The last closed window's figures, closing the open one first if it is old enough; the open one before any closed. */
  read(): EventLoopDelay;
  stop(): void;
}

/**
 * Event-loop delay (perf_hooks' timer lateness) in windows closed lazily by reads, so nothing runs on a schedule:
 * a liveness poller every ~10 s sees each window once, and a process nobody polls spends nothing on it.
 */
export function createEventLoopDelayMonitor(options: { windowMs?: number; now?: () => number } = {}): EventLoopDelayMonitor {
  const windowMs = options.windowMs ?? 10_000;
  const now = options.now ?? (() => performance.now());
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  let openedAt = now();
  let closed: EventLoopDelay | undefined;
  const summary = (spanMs: number): EventLoopDelay => {
    // Before the first sample the histogram's min/max are sentinels and its percentiles 0.
    const sampled = histogram.count > 0;
    return {
      windowS: Math.round(spanMs / 100) / 10,
      p50: sampled ? round(histogram.percentile(50) / NS_PER_MS) : 0,
      p99: sampled ? round(histogram.percentile(99) / NS_PER_MS) : 0,
      max: sampled ? round(histogram.max / NS_PER_MS) : 0,
    };
  };
  return {
    read() {
      const at = now();
      if (at - openedAt >= windowMs) {
        closed = summary(at - openedAt);
        histogram.reset();
        openedAt = at;
      }
      return closed ?? summary(at - openedAt);
    },
    stop: () => histogram.disable(),
  };
}

const round = (ms: number) => Math.round(ms * 10) / 10;
