// `npm run lighthouse`: Lighthouse (mobile preset: simulated slow 4G and a 4x slower CPU) on the
// public pages of the production build, as a visitor meets them: the build served by
// scripts/static-server.ts as a production host serves it (HTTPS with HTTP/2, text compressed by the build),
// its API (/rpi/, /rps/) forwarded to the fake backend's HTTP server (`mock:serve`), Debian's
// Chromium. Three runs per page; prints the median of the scores, every run's score and the median run's figures.
// A benchmark that prints a table, not a test: it fails only when a run breaks.
// Flags: --no-build measures the existing build; --runs N; --page /News (repeatable); --save DIR
// writes each run's full report (JSON) there; --against DIR measures a second build (say, of the
// previous commit: `vite build --outDir DIR`) run for run alternately with the first, so that a change in
// the machine's speed during the measurement falls on both builds alike; --http1 serves plain
// HTTP/1.1 instead (six connections, a round trip per request on each: see decision 014).
// --member visits logged in as the demo member (the member pages by default): the session the app
// keeps in session storage (spec: "Session values kept") is written into each run's tab before the
// app starts, as a member who logged in earlier in that tab meets the page.
// --demo measures the demo build (dist-demo/, built with `vite build --mode demo`; home and /News by
// default, /MyPageIndex with --member) as a reviewer opening a link meets it: a first visit, every
// run starting with none of the origin's data (no service worker, no kept database: it seeds).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { chromium } from 'playwright-core';
import puppeteer from 'puppeteer-core';
import { demoBuildSession, demoSession, startFakeBackend } from './browser-weight.ts';
import { chromiumArgs, ensureChromium } from './ensure-chromium.mjs';
import { selfSignedCertificate, startStaticServer } from './static-server.ts';
import { formatTable } from './size-lib.ts';
import { MEMBER_PAGES, PUBLIC_PAGES } from './measured-pages.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    page: { type: 'string', multiple: true },
    save: { type: 'string' },
    against: { type: 'string' },
    http1: { type: 'boolean', default: false },
    member: { type: 'boolean', default: false },
    demo: { type: 'boolean', default: false },
  },
});
const defaultPages = values.demo
  ? values.member
    ? ['/MyPageIndex']
    : ['/', '/News']
  : values.member
    ? [...MEMBER_PAGES]
    : [...PUBLIC_PAGES];
const pages = values.page ?? defaultPages;
const buildDir = values.demo ? 'dist-demo' : 'dist';
const runs = Number(values.runs);

if (!values['no-build']) {
  console.log(`› vite build → ${buildDir}/`);
  const mode = values.demo ? ['--mode', 'demo'] : [];
  const result = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', ...mode, '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const executablePath = ensureChromium({ log: (line) => console.log(line) });
const builds = [
  { dir: join(root, buildDir), name: buildDir },
  ...(values.against ? [{ dir: resolve(values.against), name: values.against }] : []),
];
for (const { dir } of builds) {
  if (!existsSync(join(dir, 'index.html'))) throw new Error(`${dir}: no build there (index.html is missing).`);
}
// The build's column and name appear only when two builds are compared.
const buildColumn = builds.length > 1 ? ['build'] : [];
const buildCell = (build) => (builds.length > 1 ? [build.name] : []);
// HTTPS with HTTP/2 as production hosts serve; the certificate is this run's own.
const tls = values.http1 ? undefined : await selfSignedCertificate();
const protocol = tls ? 'HTTP/2' : 'HTTP/1.1';
// The demo answers its API in the page's service worker; the production build's API goes to mock:serve.
const backend = values.demo ? undefined : await startFakeBackend(root);
const sites = await Promise.all(
  builds.map(({ dir }) =>
    startStaticServer({ root: dir, tls, ...(backend ? { proxy: { prefixes: ['/rpi/', '/rps/'], target: backend.url } } : {}) }),
  ),
);
/**
 * The demo member's session storage. The production build's comes from a login to mock:serve. The
 * demo's database is seeded anew on each first visit, so no earlier login is live in it: the tab
 * also carries the login for the fake backend to open under the same token once its data is loaded
 * (mocks/carried-login.ts, as after the dev toolbar's reset), with the demo member's ids of
 * mocks/db/demo-member.ts.
 */
const memberSession = !values.member
  ? undefined
  : backend
    ? await demoSession(backend.url)
    : demoBuildSession(randomBytes(16).toString('hex'));
const debuggingPort = 9200 + Math.floor(Math.random() * 700);
// The flags of the browser tests; Lighthouse drives it over the DevTools protocol.
const browser = await chromium.launch({
  executablePath,
  headless: true,
  args: [...chromiumArgs, ...(tls ? ['--ignore-certificate-errors'] : []), `--remote-debugging-port=${debuggingPort}`],
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

// Lighthouse drives a tab opened here, so that the session is in its storage before the app starts.
const controller = await puppeteer.connect({ browserURL: `http://127.0.0.1:${debuggingPort}`, defaultViewport: null });
/** One Lighthouse run of `url` in a fresh tab, after dropping everything the origin kept. */
async function measure(url) {
  const tab = await controller.newPage();
  try {
    // Lighthouse itself drops only the service worker and caches: a first visit of the demo also has
    // no kept database (IndexedDB) nor stored choices.
    const cdp = await tab.createCDPSession();
    await cdp.send('Storage.clearDataForOrigin', { origin: new URL(url).origin, storageTypes: 'all' });
    await cdp.detach();
    if (memberSession) {
      await tab.evaluateOnNewDocument((origin, values) => {
        if (location.origin !== origin) return;
        for (const [key, value] of Object.entries(values)) sessionStorage.setItem(key, value);
      }, new URL(url).origin, memberSession);
    }
    return await lighthouse(url, { output: 'json', logLevel: 'error', onlyCategories: ['performance'] }, undefined, tab);
  } finally {
    await tab.close();
  }
}

const rows = [];
const details = [];
const score = (lhr) => Math.round(lhr.categories.performance.score * 100);
/** The median of the runs' scores (the lower middle one of an even count): what "a median of N" promises, which the median run's own score need not be. */
const medianScore = (lhrs) => {
  const scores = lhrs.map(score).sort((a, b) => a - b);
  return scores[Math.floor((scores.length - 1) / 2)];
};
try {
  for (const page of pages) {
    const results = builds.map(() => []);
    for (let run = 0; run < runs; run += 1) {
      for (const [index, build] of builds.entries()) {
        const url = new URL(page.replace(/^\//, ''), sites[index].url).toString();
        const result = await measure(url);
        if (!result?.lhr || result.lhr.runtimeError) throw new Error(`${page}: ${result?.lhr?.runtimeError?.message ?? 'no result'}`);
        const shown = new URL(result.lhr.finalDisplayedUrl);
        if (`${shown.pathname}${shown.search}` !== new URL(url).pathname + new URL(url).search) {
          throw new Error(`${page}: the run ended on ${shown.pathname}${shown.search}, not on the page (a login that did not hold?).`);
        }
        results[index].push(result.lhr);
        if (values.save) {
          mkdirSync(values.save, { recursive: true });
          const name = `${page.replace(/\W/g, '_') || 'home'}${index ? '-against' : ''}-${run + 1}.json`;
          writeFileSync(join(values.save, name), JSON.stringify(result.lhr));
        }
        const { lhr } = result;
        const runFigures = `FCP ${figure(lhr, 'first-contentful-paint', 's')}, LCP ${figure(lhr, 'largest-contentful-paint', 's')}, TBT ${figure(lhr, 'total-blocking-time', 'ms')}, CLS ${figure(lhr, 'cumulative-layout-shift')}`;
        process.stdout.write(`  ${[page, ...buildCell(build)].join(' ')} run ${run + 1}: ${score(lhr)} (${runFigures})\n`);
      }
    }
    for (const [index, build] of builds.entries()) {
      const median = computeMedianRun(results[index]);
      rows.push([
        page,
        ...buildCell(build),
        medianScore(results[index]),
        results[index].map(score).join(' '),
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
      details.push([page, ...buildCell(build), lcp ?? '-', shifts.join('; ') || '-']);
    }
  }
} finally {
  await controller.disconnect();
  await browser.close();
  await Promise.all(sites.map((site) => site.close()));
  backend?.stop();
}

const { version } = JSON.parse(readFileSync(join(root, 'node_modules/lighthouse/package.json'), 'utf8'));
const measured = `${values.demo ? 'demo build (first visit)' : 'production build'}${values.member ? ', logged in as the demo member' : ''}`;
console.log(`\nLighthouse ${version} mobile preset, ${runs} run(s) a page, ${measured} over ${protocol}: the median of the runs' scores, then the figures of Lighthouse's median run (by FCP and TTI):\n`);
console.log(formatTable(['page', ...buildColumn, 'score', 'runs', 'FCP', 'LCP', 'TBT', 'CLS', 'SI', 'JS', 'bytes'], rows));
console.log('\nLargest contentful paint element and layout shifts of the median run:\n');
console.log(formatTable(['page', ...buildColumn, 'LCP element', 'layout shifts'], details));
