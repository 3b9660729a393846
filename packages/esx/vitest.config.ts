import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'esx', include: ['src/**/*.test.ts'] },
});
