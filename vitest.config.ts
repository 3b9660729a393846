import { defineConfig } from 'vitest/config';

// Each workspace folder with its own vitest.config.ts is one project; `npm test` runs them all.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/*', 'scripts', 'bench'],
  },
});
