import { defineConfig } from 'vitest/config';
import { TIMED_JOURNEYS } from './vitest.config.ts';

/**
 * The browser journeys that assert frame times on this machine (the F1 drag in the planning editor):
 * last, one file at a time, so another journey's browser and server are not sharing the two cores.
 */
export default defineConfig({
  test: {
    name: 'e2e-timed',
    include: TIMED_JOURNEYS,
    globalSetup: ['src/harness/build-web.global-setup.ts'],
    testTimeout: 90_000,
    hookTimeout: 180_000,
    maxWorkers: 1,
    sequence: { groupOrder: 2 },
  },
});
