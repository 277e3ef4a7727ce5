/// <reference types="vitest/config" />
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import wyw from '@wyw-in-js/vite';
import { defineConfig, loadEnv } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { readBuiltSecurityHeaders, securityHeaders } from './scripts/security-headers.ts';
import { FAKE_BACKEND_WORKER_FILE } from './mocks/browser-only/answered-paths.ts';
import { buildRecordsOutside, fakeBackendWorker, routeDocuments, securityPolicy, sourcemapsElsewhere, upstreamPassThrough } from './scripts/vite-plugins.ts';
import { MOCK_PATHS } from './mocks/mock-paths.ts';
import { routeDocumentList } from './scripts/route-documents.ts';

const src = fileURLToPath(new URL('./src', import.meta.url));
const mocks = fileURLToPath(new URL('./mocks', import.meta.url));
const zodMini = fileURLToPath(new URL('./src/shared/lib/zod-mini.ts', import.meta.url));
const styledValidAttr = fileURLToPath(new URL('./src/shared/lib/styled-valid-attr.ts', import.meta.url));
const fakeBackendWorkerEntry = fileURLToPath(new URL('./mocks/browser-only/fake-backend-worker.ts', import.meta.url));
const publicSuffixStandIn = fileURLToPath(new URL('./mocks/browser-only/public-suffix.ts', import.meta.url));
const reactRouterBuild = (file: string) =>
  join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production', file);

const backendTestsThroughTheClient = ['mocks/dev-toolbar/**/*.test.ts', 'mocks/handlers/**/*.test.ts', 'mocks/scenarios/provider-states*.test.ts'];

// Only app code carries styles; the fake backend and tests are never evaluated by wyw.
const linaria = () => wyw({ include: ['src/**/*.{ts,tsx}'] });

export default defineConfig(({ mode, command }) => {
  const viteEnv = loadEnv(mode, process.cwd(), 'VITE_');
  const policy = { apiOrigin: viteEnv.VITE_API_ORIGIN, mocks: viteEnv.VITE_MOCKS === 'true' };
  const outDir = mode === 'demo' ? 'dist-demo' : 'dist';
  // Builds with the fake backend keep their source maps beside the code (a demo is for looking
  // into; scripts/size.mjs reads them). Production publishes none; SOURCEMAP_DIR=<folder> writes
  // hidden maps (no sourceMappingURL comment) into that folder instead, for error tracking.
  const sourcemapDir = policy.mocks ? undefined : process.env.SOURCEMAP_DIR?.trim() || undefined;
  // `npm run dev` only: calls passed to a real API, recorded, or replayed (README "Pass-through and
  // record"). The worker learns at build time which calls to ask the dev server about; unset (and
  // in every build), it is told null and answers everything itself, as before.
  const upstreamEnv = mode === 'mock' && command === 'serve' ? loadEnv(mode, process.cwd(), 'MOCK_') : {};
  const upstreamGiven = { upstream: upstreamEnv.MOCK_UPSTREAM, pass: upstreamEnv.MOCK_PASS, record: upstreamEnv.MOCK_RECORD, replay: upstreamEnv.MOCK_REPLAY };
  const browserPassThrough =
    upstreamGiven.upstream?.trim() || upstreamGiven.replay?.trim()
    ? { pass: upstreamGiven.upstream?.trim() ? (upstreamGiven.pass?.trim() || '*').split(',').map((selector) => selector.trim()) : null, replay: Boolean(upstreamGiven.replay?.trim()) }
    : null;
  return {
    // BASE_PATH lets the demo be served under a sub-path (e.g. /portal/).
    base: process.env.BASE_PATH ?? '/',
    plugins: [
      react(),
      linaria(),
      // Only for builds with the fake backend (VITE_MOCKS): serves and emits, under `base`, the service
      // worker the page registers, which runs the fake backend.
      ...(policy.mocks
        ? [fakeBackendWorker({ fileName: FAKE_BACKEND_WORKER_FILE, entry: fakeBackendWorkerEntry, define: { __MOCK_PASS_THROUGH__: JSON.stringify(browserPassThrough) } })]
        : []),
      // Also when only MOCK_PASS or MOCK_RECORD is set: the plugin then stops the server, saying what they need.
      ...(Object.values(upstreamGiven).some((value) => value?.trim()) ? [upstreamPassThrough({ path: MOCK_PATHS.upstream, given: upstreamGiven })] : []),
      // Content-Security-Policy meta tag in index.html, and the same policy as headers for the servers.
      securityPolicy(policy),
      // A page's own index.html, preloading its code and the app's (main.tsx starts it; start-app.tsx
      // imports React's renderer after the page's calls) (home: index.html itself).
      routeDocuments(routeDocumentList, { appModules: ['src/app/start-app.tsx', 'node_modules/react-dom/client.js'] }),
      ...(sourcemapDir ? [sourcemapsElsewhere(sourcemapDir)] : []),
      // Every text file also as .br (quality 11) and .gz (level 9) beside it, as a production host
      // or CDN serves them ready-made; the static server (scripts/static-server.ts) sends them.
      // Not the build's records, which are for the tools and leave the folder (next plugin).
      compression({ include: /\.(?:html|css|m?js|json|svg|txt|xml|webmanifest)$/, exclude: /^\.vite\//, logLevel: 'silent' }),
      // Vite's manifest and the security headers, moved beside the published folder: `.vite/dist/`.
      buildRecordsOutside(),
    ],
    resolve: {
      alias: [
        { find: '@', replacement: src },
        // The fake backend for unit tests, vitest.setup.ts and the contracts; ESLint keeps app code from it.
        { find: /^@mocks\//, replacement: `${mocks}/` },
        // zod without its `new Function` compiler, which the CSP refuses: see src/shared/lib/zod-mini.ts.
        { find: /^zod\/mini$/, replacement: zodMini },
        // linaria's prop filter for HTML elements, which has nothing to filter here: see the file.
        { find: /^@emotion\/is-prop-valid$/, replacement: styledValidAttr },
        // The public-suffix list msw's cookie jar asks for, in the fake backend's worker: see the file.
        ...(policy.mocks ? [{ find: /^tldts$/, replacement: publicSuffixStandIn }] : []),
        // react-router's package points every import at its development build (dev warnings on);
        // builds take its production build, the same code with the warnings off.
        ...(command === 'build'
          ? [
              { find: /^react-router$/, replacement: reactRouterBuild('index.mjs') },
              { find: /^react-router\/dom$/, replacement: reactRouterBuild('dom-export.mjs') },
            ]
          : []),
      ],
    },
    build: {
      outDir,
      sourcemap: policy.mocks ? true : sourcemapDir ? 'hidden' : false,
      manifest: true, // read by scripts/size.mjs, from the build's records beside outDir (scripts/build-records.ts)
      // The demo's fake backend is one lazy chunk of about 740 kB (msw, @msw/data, faker and the
      // seed), loaded beside the app, never by production; production pages are budgeted by `npm run size`.
      chunkSizeWarningLimit: mode === 'production' ? 500 : 800,
      target: 'es2022',
      // Every browser the site serves preloads modules itself (Safari since 17; before, it just
      // fetches them when imported): the polyfill would be 0.5 kB more script on every page.
      modulePreload: { polyfill: false },
      // One stylesheet for the whole site (14 kB gzipped), linked by every page: a page's dozen
      // small per-chunk sheets took the phone's six connections for three round trips before its
      // scripts could start (Lighthouse home LCP 2.6 to 3.0 s with them, 2.4 to 2.7 s without).
      cssCodeSplit: false,
      rolldownOptions: {
        treeshake: {
          // js-md5 is a UMD file without a `sideEffects` flag; declared pure, it stays in the login
          // chunk that uses it instead of riding in every page's entry.
          // Call definitions only declare schemas: their top-level calls (z.object, int()) look like
          // side effects to the bundler, which would keep every call's schemas in every page. Declared
          // pure, a page carries the definitions it uses (a visitor's pages none of the member calls).
          moduleSideEffects: [
            { test: /node_modules[\\/]js-md5[\\/]/, sideEffects: false },
            { test: /src[\\/]shared[\\/]api[\\/](calls[\\/][^\\/]+|award-message|text-fields|contact)\.ts$/, sideEffects: false },
            // Mutations, member queries and form bindings are factories only: declared pure, a
            // visitor's page carries none of them through the API and lib barrels.
            { test: /src[\\/]shared[\\/](api[\\/](action|member-query|refresh)|lib[\\/]form[\\/][^\\/]+)\.tsx?$/, sideEffects: false },
            // An entity's components: a page that uses one of them (a column's date line) does not
            // carry the others its barrel re-exports (the column card).
            { test: /src[\\/]entities[\\/][^\\/]+[\\/]ui[\\/][^\\/]+\.tsx$/, sideEffects: false },
            // The gift box's lists: every unit they wire starts from the box's own gate, so they are inert
            // until the box's content (a lazy chunk) imports them. Declared pure, a member page leaves
            // their two queries (about 440 effector units) to that chunk (decision 026).
            { test: /src[\\/]entities[\\/]gift[\\/]model[\\/]gift-box\.ts$/, sideEffects: false },
          ],
        },
      },
    },
    server: { port: 5173 },
    // The headers of the build being previewed (written by securityPolicy), so a build made with
    // another VITE_API_ORIGIN than the shell's still gets its own policy.
    preview: { port: 4173, headers: { ...(readBuiltSecurityHeaders(outDir) ?? securityHeaders(policy)) } },
    test: {
      expect: { requireAssertions: true },
      // Vitest's default is one worker fewer than the cores, which on our two-core machines is one:
      // the unit tests took 129 s so and 82 s with both cores.
      maxWorkers: availableParallelism(),
      fsModuleCache: false,
      projects: [
        {
          extends: true,
          test: {
            name: 'unit:dom',
            environment: 'jsdom',
            // The fake backend's tests that call it through the app's API client, whose addresses are
            // relative to the page, run where there is a page.
            include: ['src/**/*.test.{ts,tsx}', ...backendTestsThroughTheClient],
            setupFiles: ['./vitest.setup.ts'],
            // Worker threads start faster than forked processes: a third less time for ~200 files on two cores.
            pool: 'threads',
            // Files of a worker share modules and the DOM (vitest.setup.ts undoes what a test leaves):
            // building jsdom and the seeded fake backend once per file was two thirds of the run.
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            // The fake backend and the scripts run in Node, as they do in use: no DOM to build per file.
            // So does the OpenAPI document's generator (its drift test, the pacts compared with it):
            // not in `contracts`, whose first file empties contracts/pacts/ while the pacts are rewritten.
            name: 'unit:node',
            environment: 'node',
            include: ['mocks/**/*.test.ts', 'scripts/**/*.test.ts', 'contracts/openapi/**/*.test.ts'],
            exclude: backendTestsThroughTheClient,
            setupFiles: ['./vitest.setup.ts'],
            pool: 'threads',
            isolate: false,
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
      ],
    },
  };
});
