import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'repo', include: ['*.test.ts', 'security-scan/*.test.ts', 'reliability/*.test.ts'], testTimeout: 180_000 },
});
