import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Generous timeouts: CI shares two cores. The model's tests on real files run in packages/esx-archive.
  test: { name: 'esx', include: ['src/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 120_000 },
});
