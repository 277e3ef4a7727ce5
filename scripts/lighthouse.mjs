// `npm run lighthouse`: Lighthouse (mobile preset: simulated slow 4G and a 4x slower CPU) on the
// public pages of the production build, as a visitor meets them: the build served compressed by
// scripts/static-server.ts, its API (/rpi/, /rps/) forwarded to the fake backend's HTTP server
// (`mock:serve`), Debian's Chromium. Three runs per page; prints the median run's figures.
// A benchmark that prints a table, not a test: it fails only when a run breaks.
// Flags: --no-build measures the existing dist/; --runs N; --page /News (repeatable); --save DIR
// writes each run's full report (JSON) there.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { chromium } from 'playwright-core';
import { chromiumArgs, startFakeBackend } from './browser-weight.ts';
import { ensureChromium } from './ensure-chromium.mjs';
import { startStaticServer } from './static-server.ts';
import { formatTable } from './size-lib.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    page: { type: 'string', multiple: true },
    save: { type: 'string' },
  },
});
const pages = values.page ?? ['/', '/News', '/AdartsShop', '/ShopActivitie', '/Darts'];
const runs = Number(values.runs);

if (!values['no-build']) {
  console.log('› vite build → dist/');
  const result = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const executablePath = ensureChromium({ log: (line) => console.log(line) });
const backend = await startFakeBackend(root);
const site = await startStaticServer({ root: join(root, 'dist'), proxy: { prefixes: ['/rpi/', '/rps/'], target: backend.url } });
await site.warmed;
const debuggingPort = 9200 + Math.floor(Math.random() * 700);
// The flags of the browser tests; Lighthouse drives it over the DevTools protocol.
const browser = await chromium.launch({
  executablePath,
  headless: true,
  args: [...chromiumArgs, `--remote-debugging-port=${debuggingPort}`],
});

const figure = (lhr, audit, unit) => {
  const value = lhr.audits[audit]?.numericValue;
  if (value === undefined) return '-';
  if (unit === 's') return `${(value / 1000).toFixed(2)} s`;
  if (unit === 'ms') return `${Math.round(value)} ms`;
  if (unit === 'kB') return `${(value / 1000).toFixed(1)} kB`;
  return value.toFixed(3);
};
const scriptBytes = (lhr) =>
  (lhr.audits['network-requests']?.details?.items ?? [])
    .filter((item) => item.resourceType === 'Script')
    .reduce((total, item) => total + (item.transferSize ?? 0), 0);

const rows = [];
const details = [];
try {
  for (const page of pages) {
    const results = [];
    for (let run = 0; run < runs; run += 1) {
      const url = new URL(page.replace(/^\//, ''), site.url).toString();
      const result = await lighthouse(url, { port: debuggingPort, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      if (!result?.lhr || result.lhr.runtimeError) throw new Error(`${page}: ${result?.lhr?.runtimeError?.message ?? 'no result'}`);
      results.push(result.lhr);
      if (values.save) {
        mkdirSync(values.save, { recursive: true });
        writeFileSync(join(values.save, `${page.replace(/\W/g, '_') || 'home'}-${run + 1}.json`), JSON.stringify(result.lhr));
      }
      process.stdout.write(`  ${page} run ${run + 1}: ${Math.round(result.lhr.categories.performance.score * 100)}\n`);
    }
    const median = computeMedianRun(results);
    rows.push([
      page,
      Math.round(median.categories.performance.score * 100),
      figure(median, 'first-contentful-paint', 's'),
      figure(median, 'largest-contentful-paint', 's'),
      figure(median, 'total-blocking-time', 'ms'),
      figure(median, 'cumulative-layout-shift'),
      figure(median, 'speed-index', 's'),
      `${(scriptBytes(median) / 1000).toFixed(1)} kB`,
      figure(median, 'total-byte-weight', 'kB'),
    ]);
    // Lighthouse 13 names the element in its LCP breakdown insight.
    const lcpNode = (median.audits['lcp-breakdown-insight']?.details?.items ?? []).find((item) => item.type === 'node');
    const lcp = lcpNode ? `${lcpNode.nodeLabel ?? ''} ${lcpNode.snippet ?? ''}`.trim().slice(0, 90) : undefined;
    const shifts = (median.audits['layout-shifts']?.details?.items ?? []).map((item) => `${item.node?.selector ?? '?'} ${item.score?.toFixed(3)}`);
    details.push([page, lcp ?? '-', shifts.join('; ') || '-']);
  }
} finally {
  await browser.close();
  await site.close();
  backend.stop();
}

console.log(`\nLighthouse ${lighthouse.version ?? ''} mobile preset, median of ${runs} run(s), production build:\n`);
console.log(formatTable(['page', 'score', 'FCP', 'LCP', 'TBT', 'CLS', 'SI', 'JS', 'bytes'], rows));
console.log('\nLargest contentful paint element and layout shifts of the median run:\n');
console.log(formatTable(['page', 'LCP element', 'layout shifts'], details));
