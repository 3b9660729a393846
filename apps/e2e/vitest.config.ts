import { defineConfig } from 'vitest/config';

/** Browser journeys whose figures are the point (frame times): run alone, see vitest.timing.config.ts. */
export const TIMED_JOURNEYS = ['src/planning-3d.e2e.test.ts'];

export default defineConfig({
  test: {
    name: 'e2e',
    include: ['src/**/*.e2e.test.ts'],
    exclude: TIMED_JOURNEYS,
    globalSetup: ['src/harness/build-web.global-setup.ts'],
    testTimeout: 90_000,
    hookTimeout: 180_000,
    // Each file boots its own server and browser: run them after the other projects, two at a time.
    maxWorkers: 2,
    sequence: { groupOrder: 1 },
  },
});
