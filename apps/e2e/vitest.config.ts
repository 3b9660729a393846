import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    include: ['src/**/*.e2e.test.ts'],
    globalSetup: ['src/testing/build-web.global-setup.ts'],
    testTimeout: 90_000,
    hookTimeout: 180_000,
    // Each file boots its own server and browser: run them after the other projects, two at a time.
    maxWorkers: 2,
    sequence: { groupOrder: 1 },
  },
});
