// Vitest global setup of the e2e project: serves the built demo (dist-demo/) on a free localhost
// port and hands its URL and the Chromium path to the tests through `provide`/`inject`.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve as resolvePath } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { ensureChromium } from '../scripts/ensure-chromium.mjs';
import { startStaticServer } from '../scripts/static-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** URL of the served demo, with a trailing slash (includes BASE_PATH when built with one). */
    baseURL: string;
    /** The Chromium executable the tests launch. */
    chromiumPath: string;
  }
}

const projectRoot = fileURLToPath(new URL('..', import.meta.url));
// E2E_DIST serves another demo build folder (several engineers testing side by side).
const demoRoot = process.env.E2E_DIST
  ? resolvePath(process.env.E2E_DIST)
  : fileURLToPath(new URL('../dist-demo/', import.meta.url));

const buildDemo = () => {
  console.log('[e2e] dist-demo/ is missing: building it (vite build --mode demo) …');
  const vite = fileURLToPath(new URL('../node_modules/vite/bin/vite.js', import.meta.url));
  const result = spawnSync(process.execPath, [vite, 'build', '--mode', 'demo', '--logLevel', 'warn', '--outDir', demoRoot], {
    cwd: projectRoot,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`vite build --mode demo failed (exit ${result.status}).`);
};

export default async function setup(project: TestProject) {
  // Fail once, early and clearly, when there is no browser (installs it when root on Debian).
  const chromiumPath = ensureChromium({ log: (line) => console.log(`[e2e] ${line}`) });
  if (!existsSync(join(demoRoot, 'index.html'))) buildDemo();
  const server = await startStaticServer({ root: demoRoot, basePath: process.env.BASE_PATH ?? '/' });
  project.provide('baseURL', server.url);
  project.provide('chromiumPath', chromiumPath);
  return async () => {
    await server.close();
  };
}
