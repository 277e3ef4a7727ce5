// `npm test`: every check of the project, in order, counted as tests. Keeps going after a failing
// step so one run shows every failure (a failed demo build skips the browser tests, counted as a
// failure). Prints a per-step summary and, as its last line, `N passed, N failed`.
//
//   step                      counts as
//   typecheck                 1 test
//   eslint                    1 test (fails on literal UI text, too)
//   steiger (FSD)             1 test
//   unit, contracts           every Vitest test (passed + failed; skipped shown apart; the
//                             translation rules missing, unused and unknown key are one each);
//                             a file that fails to load counts as 1 failure
//   browser tests (e2e)       every Playwright test (passed + failed; skipped shown apart);
//                             each error outside a test (a file that fails to load) counts as
//                             1 failure, a run that ends without a report as 1
//   provider verification     1 test per pact file
//   production, demo build    1 test each
//   size budgets              1 test (`npm run size` on those builds: page budgets, no fake
//                             backend in production)
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './ensure-chromium.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = join(root, 'node_modules/.bin');
const reports = mkdtempSync(join(tmpdir(), 'test-all-'));
const env = {
  ...process.env,
  PATH: `${bin}${delimiter}${process.env.PATH ?? ''}`,
  PACT_DO_NOT_TRACK: 'true',
};

/** Runs a tool's JavaScript entry with this (pinned) Node, streaming its output. */
const run = (tool, args, options = {}) => {
  const script = realpathSync(join(bin, tool));
  return runCommand(process.execPath, [script, ...args], options);
};

const runCommand = (command, args, { capture = false, extraEnv = {} } = {}) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: { ...env, ...extraEnv }, stdio: ['ignore', capture ? 'pipe' : 'inherit', 'inherit'] });
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
      process.stdout.write(chunk);
    });
    child.on('error', (error) => {
      console.error(`${command}: ${error.message}`);
      resolve({ code: 1, output });
    });
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });

const single = (code) => (code === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 });

const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
};

/** Counts from Vitest's JSON report; files that failed to load and non-zero exits count as failures. */
const vitestCounts = (report, code) => {
  if (!report) return { passed: 0, failed: 1, skipped: 0, note: `no report (vitest exited ${code})` };
  const passed = report.numPassedTests ?? 0;
  let failed = report.numFailedTests ?? 0;
  const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  const brokenFiles = (report.testResults ?? []).filter(
    (file) => file.status === 'failed' && !(file.assertionResults ?? []).some((test) => test.status === 'failed'),
  ).length;
  failed += brokenFiles;
  let note = brokenFiles > 0 ? `${brokenFiles} file(s) failed to run` : '';
  if (code !== 0 && failed === 0) {
    failed = 1;
    note = `vitest exited ${code} (errors outside tests)`;
  }
  return { passed, failed, skipped, note };
};

const vitest = async (project, reporter) => {
  const outputFile = join(reports, `${project.replace(/\W/g, "_")}.json`);
  const { code } = await run('vitest', [
    'run',
    '--project',
    project,
    '--passWithNoTests',
    `--reporter=${reporter}`,
    '--reporter=json',
    `--outputFile.json=${outputFile}`,
  ]);
  return vitestCounts(readJson(outputFile), code);
};

/**
 * Counts from Playwright's JSON report: tests as expected pass (no retries, so none is "flaky"),
 * unexpected ones fail, and so does each error outside a test (a file that fails to load, a
 * global setup that throws); a non-zero exit without any of these counts as 1 failure.
 */
const playwrightCounts = (report, code) => {
  if (!report?.stats) return { passed: 0, failed: 1, skipped: 0, note: `no report (playwright exited ${code})` };
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats;
  const outside = (report.errors ?? []).length;
  let failed = unexpected + flaky + outside;
  let note = outside > 0 ? `${outside} error(s) outside tests` : '';
  if (code !== 0 && failed === 0) {
    failed = 1;
    note = `playwright exited ${code}`;
  }
  return { passed: expected, failed, skipped, note };
};

const playwright = async () => {
  const outputFile = join(reports, 'e2e.json');
  // playwright.config.ts adds its JSON reporter when this names the file.
  const { code } = await run('playwright', ['test'], { extraEnv: { PLAYWRIGHT_JSON_OUTPUT_FILE: outputFile } });
  return playwrightCounts(readJson(outputFile), code);
};

const steps = [
  { name: 'typecheck', run: async () => single((await run('tsc', ['-p', 'tsconfig.json', '--noEmit'])).code) },
  { name: 'eslint', run: async () => single((await run('eslint', ['.', '--max-warnings', '0'])).code) },
  { name: 'steiger (FSD)', run: async () => single((await run('steiger', ['./src'])).code) },
  { name: 'unit tests', run: () => vitest('unit:*', 'dot') },
  { name: 'contract tests (consumer)', run: () => vitest('contracts', 'default') },
  {
    name: 'provider verification',
    run: async () => {
      const scriptBody = readJson(join(root, 'package.json'))?.scripts?.['contracts:verify'];
      if (!scriptBody || !existsSync(join(root, 'contracts/verify-provider.ts'))) {
        console.error('contracts/verify-provider.ts or the `contracts:verify` npm script is missing: no provider verification.');
        return { passed: 0, failed: 1, note: 'verify-provider missing' };
      }
      const pactDir = join(root, 'contracts/pacts');
      const pactFiles = existsSync(pactDir) ? readdirSync(pactDir).filter((name) => name.endsWith('.json')) : [];
      const npmCli = process.env.npm_execpath;
      const { code, output } = npmCli
        ? await runCommand(process.execPath, [npmCli, 'run', '--silent', 'contracts:verify'], { capture: true })
        : await runCommand('npm', ['run', '--silent', 'contracts:verify'], { capture: true });
      // One line per pact: "PASS consumer -> provider (file.json): …" / "FAIL …".
      const lines = [...output.matchAll(/^(PASS|FAIL) .*\(([^()]+\.json)\):/gm)];
      if (lines.length === 0) return { ...single(code), note: pactFiles.length === 0 ? 'no pact files' : '' };
      const passed = lines.filter((line) => line[1] === 'PASS').length;
      let failed = lines.length - passed;
      if (code !== 0 && failed === 0) failed = 1;
      return { passed, failed };
    },
  },
  {
    name: 'production build',
    run: async () => single((await run('vite', ['build', '--logLevel', 'warn'])).code),
  },
  {
    name: 'demo build',
    run: async () => single((await run('vite', ['build', '--mode', 'demo', '--logLevel', 'warn'])).code),
  },
  {
    name: 'size budgets',
    run: async (results) => {
      if (results.some((result) => result.name.endsWith(' build') && result.failed > 0)) {
        console.log('Skipped: a build failed.');
        return { passed: 0, failed: 1, note: 'skipped: a build failed' };
      }
      return single((await runCommand(process.execPath, ['scripts/size.mjs', '--no-build'])).code);
    },
  },
  {
    name: 'browser tests (e2e)',
    run: async (results) => {
      const build = results.find((result) => result.name === 'demo build');
      if (build && build.failed > 0) {
        console.log('Skipped: the demo build failed.');
        return { passed: 0, failed: 1, note: 'skipped: demo build failed' };
      }
      try {
        ensureChromium({ log: (line) => console.log(line) });
      } catch (error) {
        console.error(error instanceof Error ? error.message : String(error));
        return { passed: 0, failed: 1, note: 'no Chromium' };
      }
      return playwright();
    },
  },
];

const results = [];
const started = Date.now();
for (const step of steps) {
  console.log(`\n━━ ${step.name} ━━`);
  const stepStarted = Date.now();
  let outcome;
  try {
    outcome = await step.run(results);
  } catch (error) {
    console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    outcome = { passed: 0, failed: 1, note: 'crashed' };
  }
  results.push({ name: step.name, skipped: 0, note: '', ...outcome, seconds: (Date.now() - stepStarted) / 1000 });
}
rmSync(reports, { recursive: true, force: true });

const total = results.reduce(
  (sum, result) => ({
    passed: sum.passed + result.passed,
    failed: sum.failed + result.failed,
    skipped: sum.skipped + result.skipped,
  }),
  { passed: 0, failed: 0, skipped: 0 },
);
const width = Math.max(...results.map((result) => result.name.length));
console.log('\n━━ summary ━━');
for (const result of results) {
  const status = result.failed > 0 ? 'FAIL' : 'ok  ';
  const counts = `${String(result.passed).padStart(4)} passed ${String(result.failed).padStart(3)} failed`;
  const skipped = result.skipped > 0 ? ` ${result.skipped} skipped` : '';
  const note = result.note ? `  (${result.note})` : '';
  console.log(`${status} ${result.name.padEnd(width)} ${counts} ${result.seconds.toFixed(1).padStart(6)} s${skipped}${note}`);
}
console.log(`total time ${((Date.now() - started) / 1000).toFixed(1)} s${total.skipped > 0 ? `, ${total.skipped} skipped` : ''}`);
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exitCode = total.failed > 0 ? 1 : 0;
