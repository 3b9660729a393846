import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createEventLoopDelayMonitor } from './event-loop-delay.ts';

function blockFor(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

describe('event-loop delay monitor', () => {
  it('reports a blocked loop in the window that saw it, and a window once closed stays as it was', async () => {
    let clock = 0;
    const monitor = createEventLoopDelayMonitor({ windowMs: 1_000, now: () => clock });
    try {
      await sleep(30);
      blockFor(400);
      await sleep(30);
      clock = 1_000;
      const blocked = monitor.read();
      expect(blocked.windowS).toBe(1);
      expect(blocked.max).toBeGreaterThanOrEqual(300);
      // Too young to close: the same closed window comes back.
      clock = 1_500;
      expect(monitor.read()).toEqual(blocked);
      await sleep(60);
      clock = 2_000;
      const quiet = monitor.read();
      expect(quiet.windowS).toBe(1);
      expect(quiet.max).toBeLessThan(blocked.max);
    } finally {
      monitor.stop();
    }
  });

  it('answers the open window before any window has closed', () => {
    const monitor = createEventLoopDelayMonitor({ windowMs: 10_000, now: () => 2_500 });
    try {
      expect(monitor.read()).toMatchObject({ windowS: 0, p50: 0, p99: 0, max: 0 });
    } finally {
      monitor.stop();
    }
  });
});
