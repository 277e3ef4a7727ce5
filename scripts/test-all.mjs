// `npm test`: every check of the project, counted as tests (independent one-core steps side by side). Keeps going after a failing
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
// A step whose command exits non-zero with nothing counted as failed counts 1 failure.
import { AsyncLocalStorage } from 'node:async_hooks';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './ensure-chromium.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = join(root, 'node_modules/.bin');
const reports = mkdtempSync(join(tmpdir(), 'test-all-'));
const env = { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH ?? ''}`, PACT_DO_NOT_TRACK: 'true' };

/** The output of a step run beside others, printed once it ends so the steps' lines do not mix. */
const heldOutput = new AsyncLocalStorage();

/**
 * Runs a tool of node_modules/.bin or a script file with this (pinned) Node, any other command as
 * it is, streaming its output (or holding it, beside other steps); `capture` keeps stdout too.
 */
const run = (tool, args, { capture = false, extraEnv = {} } = {}) =>
  new Promise((resolve) => {
    const held = heldOutput.getStore();
    const script = existsSync(join(bin, tool)) ? realpathSync(join(bin, tool)) : /\.[cm]?[jt]s$/.test(tool) ? tool : null;
    const child = spawn(script ? process.execPath : tool, script ? [script, ...args] : args, {
      cwd: root,
      env: { ...env, ...extraEnv },
      stdio: ['ignore', capture || held ? 'pipe' : 'inherit', held ? 'pipe' : 'inherit'],
    });
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
      if (held) held.push(chunk);
      else process.stdout.write(chunk);
    });
    child.stderr?.on('data', (chunk) => held.push(chunk));
    child.on('error', (error) => {
      console.error(`${tool}: ${error.message}`);
      resolve({ code: 1, output });
    });
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });

const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
};

/** The step's counts; a non-zero exit that no count explains is one failure. */
const counted = ({ passed = 0, failed = 0, skipped = 0, note = '' }, code, exitNote = `exited ${code}`) =>
  code !== 0 && failed === 0 ? { passed, failed: 1, skipped, note: exitNote } : { passed, failed, skipped, note };

const single = async (tool, args) => ((await run(tool, args)).code === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 });

const vitest = async (project, reporter) => {
  const outputFile = join(reports, `${project.replace(/\W/g, '_')}.json`);
  const { code } = await run('vitest', ['run', '--project', project, '--passWithNoTests', `--reporter=${reporter}`, '--reporter=json', `--outputFile.json=${outputFile}`]);
  const report = readJson(outputFile);
  if (!report) return { passed: 0, failed: 1, note: `no report (vitest exited ${code})` };
  // A file that failed with no failed test in it did not load.
  const brokenFiles = (report.testResults ?? []).filter((file) => file.status === 'failed' && !(file.assertionResults ?? []).some((test) => test.status === 'failed')).length;
  return counted(
    {
      passed: report.numPassedTests ?? 0,
      failed: (report.numFailedTests ?? 0) + brokenFiles,
      skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
      note: brokenFiles > 0 ? `${brokenFiles} file(s) failed to run` : '',
    },
    code,
    `vitest exited ${code} (errors outside tests)`,
  );
};

/** Tests as expected pass (no retries, so none is "flaky"), unexpected ones fail, and so does each error outside a test (a file that fails to load, a global setup that throws). */
const playwright = async () => {
  const outputFile = join(reports, 'e2e.json');
  // playwright.config.ts adds its JSON reporter when this names the file.
  const { code } = await run('playwright', ['test'], { extraEnv: { PLAYWRIGHT_JSON_OUTPUT_FILE: outputFile } });
  const report = readJson(outputFile);
  if (!report?.stats) return { passed: 0, failed: 1, note: `no report (playwright exited ${code})` };
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats;
  const outside = (report.errors ?? []).length;
  const note = outside > 0 ? `${outside} error(s) outside tests` : '';
  return counted({ passed: expected, failed: unexpected + flaky + outside, skipped, note }, code, `playwright exited ${code}`);
};

const skippedAfter = (note) => {
  console.log(`Skipped: ${note}.`);
  return { passed: 0, failed: 1, note: `skipped: ${note}` };
};
const failedStep = (name, results) => results.some((result) => result.name === name && result.failed > 0);

const steps = {
  typecheck: () => single('tsc', ['-p', 'tsconfig.json', '--noEmit']),
  eslint: () => single('eslint', ['.', '--max-warnings', '0']),
  'steiger (FSD)': () => single('steiger', ['./src']),
  'unit tests': () => vitest('unit:*', 'dot'),
  'contract tests (consumer)': () => vitest('contracts', 'default'),
  'provider verification': async () => {
    if (!readJson(join(root, 'package.json'))?.scripts?.['contracts:verify'] || !existsSync(join(root, 'contracts/verify-provider.ts'))) {
      console.error('contracts/verify-provider.ts or the `contracts:verify` npm script is missing: no provider verification.');
      return { passed: 0, failed: 1, note: 'verify-provider missing' };
    }
    const { code, output } = await run(process.env.npm_execpath ?? 'npm', ['run', '--silent', 'contracts:verify'], { capture: true });
    // One line per pact: "PASS consumer -> provider (file.json): …" / "FAIL …".
    const lines = [...output.matchAll(/^(PASS|FAIL) .*\([^()]+\.json\):/gm)];
    const pacts = existsSync(join(root, 'contracts/pacts')) ? readdirSync(join(root, 'contracts/pacts')).filter((name) => name.endsWith('.json')) : [];
    if (lines.length === 0) return { ...(code === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 }), note: pacts.length === 0 ? 'no pact files' : '' };
    const passed = lines.filter((line) => line[1] === 'PASS').length;
    return counted({ passed, failed: lines.length - passed }, code);
  },
  'production build': () => single('vite', ['build', '--logLevel', 'warn']),
  'demo build': () => single('vite', ['build', '--mode', 'demo', '--logLevel', 'warn']),
  'size budgets': async (results) =>
    failedStep('production build', results) || failedStep('demo build', results) ? skippedAfter('a build failed') : single('scripts/size.mjs', ['--no-build']),
  'browser tests (e2e)': async (results) => {
    if (failedStep('demo build', results)) return skippedAfter('the demo build failed');
    try {
      ensureChromium({ log: (line) => console.log(line) });
    } catch (error) {
      console.error(error instanceof Error ? error.message : String(error));
      return { passed: 0, failed: 1, note: 'no Chromium' };
    }
    return playwright();
  },
};

// Steps that need nothing of each other and leave a core idle run side by side (each group after
// the steps before its first member; the size budgets and the verification need the group before).
const sideBySide = [
  ['typecheck', 'eslint', 'steiger (FSD)'],
  ['contract tests (consumer)', 'production build', 'demo build'],
  ['provider verification', 'size budgets'],
];

// TEST_ALL_ONLY=<step,step> runs some steps only (to try this runner, or one step as `npm test` counts it).
const only = process.env.TEST_ALL_ONLY?.split(',');
const chosen = Object.keys(steps).filter((name) => !only || only.includes(name));
const groups = chosen.reduce((list, name) => {
  const group = sideBySide.find((names) => names.includes(name));
  if (!group || !list.some((names) => names.includes(name))) list.push(group ? group.filter((member) => chosen.includes(member)) : [name]);
  return list;
}, []);

const runStep = async (name) => {
  const stepStarted = Date.now();
  const outcome = await steps[name](results).catch((error) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    return { passed: 0, failed: 1, note: 'crashed' };
  });
  return { name, skipped: 0, note: '', ...outcome, seconds: (Date.now() - stepStarted) / 1000 };
};

const results = [];
const started = Date.now();
for (const group of groups) {
  if (group.length === 1) {
    console.log(`\n━━ ${group[0]} ━━`);
    results.push(await runStep(group[0]));
    continue;
  }
  const outputs = group.map(() => []);
  const done = await Promise.all(group.map((name, index) => heldOutput.run(outputs[index], () => runStep(name))));
  group.forEach((name, index) => {
    console.log(`\n━━ ${name} ━━`);
    process.stdout.write(Buffer.concat(outputs[index].map((chunk) => Buffer.from(chunk))));
  });
  results.push(...done);
}
rmSync(reports, { recursive: true, force: true });

const sum = (key) => results.reduce((total, result) => total + result[key], 0);
const width = Math.max(...results.map((result) => result.name.length));
console.log('\n━━ summary ━━');
for (const { name, passed, failed, skipped, note, seconds } of results) {
  const counts = `${String(passed).padStart(4)} passed ${String(failed).padStart(3)} failed ${seconds.toFixed(1).padStart(6)} s`;
  console.log(`${failed > 0 ? 'FAIL' : 'ok  '} ${name.padEnd(width)} ${counts}${skipped > 0 ? ` ${skipped} skipped` : ''}${note ? `  (${note})` : ''}`);
}
console.log(`total time ${((Date.now() - started) / 1000).toFixed(1)} s${sum('skipped') > 0 ? `, ${sum('skipped')} skipped` : ''}`);
console.log(`${sum('passed')} passed, ${sum('failed')} failed`);
process.exitCode = sum('failed') > 0 ? 1 : 0;
