// Global setup of the browser tests (playwright.config.ts): finds Chromium (installing Debian's
// package when root), builds the demo when dist-demo/ is missing, and serves it on a free localhost
// port for the run. The tests read its address from E2E_BASE_URL (workers inherit the variable).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve as resolvePath } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from '../scripts/ensure-chromium.mjs';
import { startStaticServer } from '../scripts/static-server.ts';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));
// E2E_DIST serves another demo build folder (several engineers testing side by side).
const demoRoot = process.env.E2E_DIST ? resolvePath(process.env.E2E_DIST) : join(projectRoot, 'dist-demo');

const buildDemo = () => {
  console.log('[e2e] dist-demo/ is missing: building it (vite build --mode demo) …');
  const vite = join(projectRoot, 'node_modules/vite/bin/vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--mode', 'demo', '--logLevel', 'warn', '--outDir', demoRoot], {
    cwd: projectRoot,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`vite build --mode demo failed (exit ${result.status}).`);
};

export default async function serveDemo() {
  // Fail once, early and clearly, when there is no browser (installs it when root on Debian).
  ensureChromium({ log: (line) => console.log(`[e2e] ${line}`) });
  if (!existsSync(join(demoRoot, 'index.html'))) buildDemo();
  const server = await startStaticServer({ root: demoRoot, basePath: process.env.BASE_PATH ?? '/' });
  process.env.E2E_BASE_URL = server.url;
  return () => server.close();
}
