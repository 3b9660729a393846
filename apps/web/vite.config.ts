import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './src/build/precompress.ts';

// The API runs on the same origin in production; in dev every `/…api` prefix goes to the server.
const apiTarget = process.env.AIRSCOPE_API_URL ?? 'http://localhost:8080';
const apiProxy = { '^/[a-z-]*api(/|$)': { target: apiTarget, changeOrigin: false } };

export default defineConfig({
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Written for error reporting, not referenced from the bundles: the server never sends them to browsers.
    sourcemap: 'hidden',
    rolldownOptions: {
      output: {
        // React and its router are on every route and change less often than our code: their own chunk keeps caches
        // warm. Everything else follows the routes' dynamic imports (app-routes.tsx), so a page downloads the
        // libraries it uses (one Mantine component set per route, not all of them) instead of one vendor chunk.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            // Loaded only when the 3D view or a PDF plan is opened.
            { name: 'three', test: /node_modules[\\/]three[\\/]/ },
            { name: 'pdfjs', test: /node_modules[\\/]pdfjs-dist[\\/]/ },
          ],
        },
      },
    },
  },
  server: { port: 5173, proxy: apiProxy },
  preview: { proxy: apiProxy },
});
