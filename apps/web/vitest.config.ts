import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup-dom.ts'],
    css: false,
    // A test that renders the whole app in jsdom takes 2–4 s on a loaded 2-core CI machine; the default 5 s limit
    // failed such tests for load alone. The limit catches a hang; no test asserts time.
    testTimeout: 15_000,
  },
});
