/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import wyw from '@wyw-in-js/vite';
import { msw } from 'msw/vite';
import { defineConfig, loadEnv } from 'vite';

const src = fileURLToPath(new URL('./src', import.meta.url));

// Only app code carries styles; the fake backend and tests are never evaluated by wyw.
const linaria = () => wyw({ include: ['src/**/*.{ts,tsx}'] });

export default defineConfig(({ mode }) => ({
  // BASE_PATH lets the demo be served under a sub-path (e.g. /portal/).
  base: process.env.BASE_PATH ?? '/',
  plugins: [
    react(),
    linaria(),
    // Serves and emits mockServiceWorker.js under `base`, only for builds with the fake backend (VITE_MOCKS).
    ...(loadEnv(mode, process.cwd(), 'VITE_').VITE_MOCKS === 'true' ? [msw({ mode: 'worker-only' })] : []),
  ],
  resolve: { alias: { '@': src } },
  build: {
    outDir: mode === 'demo' ? 'dist-demo' : 'dist',
    sourcemap: true,
    manifest: true, // read by scripts/size.mjs
    // The demo's fake backend is one lazy chunk of about 550 kB (msw itself); production pages are budgeted by `npm run size`.
    chunkSizeWarningLimit: mode === 'production' ? 500 : 700,
    target: 'es2022',
    rolldownOptions: {
      treeshake: {
        // js-md5 is a UMD file without a `sideEffects` flag; declared pure, it stays in the login
        // chunk that uses it instead of riding in every page's entry.
        moduleSideEffects: [{ test: /node_modules[\\/]js-md5[\\/]/, sideEffects: false }],
      },
    },
  },
  server: { port: 5173 },
  preview: { port: 4173 },
  test: {
    expect: { requireAssertions: true },
    fsModuleCache: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'scripts/**/*.test.ts'],
          setupFiles: ['./vitest.setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'contracts',
          environment: 'node',
          pool: 'forks',
          fileParallelism: false,
          include: ['contracts/**/*.pact.test.ts'],
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          fileParallelism: false,
          include: ['e2e/**/*.e2e.ts'],
          globalSetup: ['./e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
}));
