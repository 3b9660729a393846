import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Real-survey conversions and F1 predictions take seconds of CPU; CI shares two cores.
  test: { name: 'esx-archive', include: ['src/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 120_000 },
});
