// Browser tests: Playwright Test driving Debian's Chromium (never `playwright install`) against the
// built demo, which e2e/serve-demo.ts serves for the run. Fixtures and checks: e2e/fixtures.ts.
import { defineConfig } from '@playwright/test';
import { chromiumArgs, findChromium } from './scripts/ensure-chromium.mjs';

export default defineConfig({
  testDir: 'e2e',
  testMatch: '*.e2e.ts',
  globalSetup: './e2e/serve-demo.ts',
  // A browser test mostly waits (for the page, its worker, axe): tests side by side, even of one file.
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS) || 3,
  // A flake is a bug to fix, not to retry.
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  // A page waits for its code, translations and data: on a busy two-core machine a second is not
  // always enough, and an assertion that gives up early reports a bug that is not there.
  expect: { timeout: 5_000 },
  outputDir: 'test-results/e2e',
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: 'playwright-report' }],
    // `npm test` (scripts/test-all.mjs) counts the tests from this report.
    ...(process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ? [['json'] as ['json']] : []),
  ],
  use: {
    headless: true,
    // Found again in each worker: the global setup may have just installed it.
    launchOptions: { executablePath: findChromium() ?? undefined, args: [...chromiumArgs], timeout: 60_000 },
    // Kept for a failed test: its actions, network, console and sources, and a screenshot of the
    // end. Without DOM snapshots and the screencast: recording them for every test (a trace is
    // recorded before it is known to be needed) cost 18% of the run (two walks: 44.5 s, 36.9 s).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
  },
});
