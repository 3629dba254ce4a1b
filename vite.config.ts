import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { pagePreloads } from './scripts/lib/page-preloads';
import { precompress } from './scripts/lib/precompress';

// The dev server proxies the API paths to the Fastify server (npm run dev starts both).
const apiTarget = process.env.API_TARGET ?? `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;
// '/s/' carries the newer-style storefront paths of spec §7 (s/auth/v1/login...); '/dev/' the development mailbox.
const apiPrefixes = ['/api/', '^/s/', '/health', '/dev/'];

export default defineConfig({
  plugins: [react(), pagePreloads(), precompress()],
  server: {
    host: '127.0.0.1',
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: Object.fromEntries(apiPrefixes.map((prefix) => [prefix, { target: apiTarget, changeOrigin: false }])),
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // issue 17: the server reads it to preload a route's chunks and catalogues; scripts/bundle-budget.mjs weighs routes
    manifest: true,
    chunkSizeWarningLimit: 400,
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts', 'server/test/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'happy-dom',
          include: ['src/**/*.test.tsx', 'model-tests/**/*.test.ts', 'model-tests/**/*.test.tsx'],
          setupFiles: ['./src/test-setup.ts'],
          // model-based tests walk many paths through real views; leave room on a busy 2-core machine
          testTimeout: 30_000,
        },
      },
    ],
  },
});
