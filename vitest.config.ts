import os from 'node:os';
import { defineConfig } from 'vitest/config';

// Each workspace folder with its own vitest.config.ts is one project; `npm test` runs them all.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/*', 'scripts', 'bench'],
    // Vitest's default is one worker fewer than the cores: on CI's 2 cores that ran every non-browser file one after
    // another. Each integration file has its own database (a PGlite folder, or a schema of its own on the server),
    // so files can share the machine.
    maxWorkers: Math.max(2, os.availableParallelism()),
  },
});
