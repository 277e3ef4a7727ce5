// `npm run size`: builds production (dist/) and demo (dist-demo/), then checks
//  - the gzipped JavaScript Chromium downloads on a fresh visit of each page (every JavaScript
//    response: entry, route chunks, translations, lazy work) stays within its budget: /News
//    150 kB, home 170 kB, every other public page 160 kB, the member pages 175 kB;
//  - no production JavaScript file carries msw, @faker-js/faker, @msw/data or mocks/ code
//    (by source map and by string markers, and the markers are proven to match the demo build);
//  - in the demo build the fake backend is outside the entry's static import graph (a dynamic import);
//  - production dist/ publishes no source map, no sourceMappingURL comment and no demo-only string
//    (the demo password), and the demo build proves those detectors find what it does carry.
// Flags: --no-build measures the existing dist/ and dist-demo/.
// Production has no source maps beside its code. The production build made here writes hidden
// maps to a temporary SOURCEMAP_DIR so the fake-backend check can still read them; with
// --no-build, maps are read from $SOURCEMAP_DIR when set, else that check uses the markers only.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  demoOnlyStrings,
  fakeBackendParts,
  findEntry,
  findFakeBackend,
  findPublishingProblems,
  formatTable,
  isTextFile,
  kB,
  measureFiles,
  pageLoad,
  staticClosure,
  sum,
} from './size-lib.ts';
import { measureDownloads } from './browser-weight.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const vite = join(root, 'node_modules/vite/bin/vite.js');
const shouldBuild = !process.argv.includes('--no-build');

const builds = [
  { name: 'production', args: [], dir: 'dist' },
  { name: 'demo', args: ['--mode', 'demo'], dir: 'dist-demo' },
];
// The import graph of two pages (entry + its static imports + the lazy route chunk + its static
// imports), shown for reading only: the budgets below are checked on what Chromium downloads.
const pages = [
  { path: '/News', source: 'src/pages/news/' },
  { path: '/ (home)', source: 'src/pages/home/' },
];
// Budgets, as Chromium downloads a page (scripts/browser-weight.ts): every JavaScript response of
// a fresh visit of the production build (translations and lazy chunks included), gzipped.
// /News at most 150 kB, home 170 kB, every other public page 160 kB; the member pages 175 kB.
const PUBLIC_BUDGET = 160_000;
const browserPages = [
  { path: '/', member: false, budget: 170_000 },
  { path: '/News', member: false, budget: 150_000 },
  ...[
    '/News/NewsInfo?id=1',
    '/AdartsShop',
    '/AdartsShop/ShopSearch?value=a',
    '/AdartsShop/ShopInfo?id=1',
    '/AdartsShop/NewShop',
    '/AdartsShop/ShopTheme',
    '/ShopActivitie',
    '/ShopActivitie/ActivitieInfo?id=1',
    '/Darts',
    '/Darts/DartsList',
    '/DartsInfo?id=1',
    '/Players',
    '/PlayerInfo?id=1',
    '/MatchRanting',
    '/MatchRanting/AwardRanting',
    '/Match',
    '/alpha/download',
    '/Login',
    '/AddUser',
    '/ForgetID',
    '/ForgetPW',
  ].map((path) => ({ path, member: false, budget: PUBLIC_BUDGET })),
  { path: '/MyPageIndex', member: true, budget: 175_000 },
  { path: '/ShopProp', member: true, budget: 175_000 },
];

const failures = [];
const fail = (message) => {
  failures.push(message);
};

const readManifest = (dir) => {
  const file = join(root, dir, '.vite/manifest.json');
  if (!existsSync(file)) throw new Error(`${dir}/.vite/manifest.json is missing (build.manifest must be on).`);
  return JSON.parse(readFileSync(file, 'utf8'));
};

const allFiles = (dir) => {
  const out = [];
  const walk = (absolute) => {
    for (const entry of readdirSync(absolute, { withFileTypes: true })) {
      const path = join(absolute, entry.name);
      if (entry.isDirectory()) walk(path);
      else out.push(path);
    }
  };
  walk(join(root, dir));
  return out;
};
const jsFiles = (dir) => allFiles(dir).filter((file) => /\.m?js$/.test(file));

const ownMaps = shouldBuild && !process.env.SOURCEMAP_DIR;
const productionMaps = process.env.SOURCEMAP_DIR
  ? resolve(process.env.SOURCEMAP_DIR)
  : ownMaps
    ? mkdtempSync(join(tmpdir(), 'size-sourcemaps-'))
    : null;
const readIfExists = (file) => (existsSync(file) ? readFileSync(file, 'utf8') : null);
/** The source map of a built file: beside it (demo), or under SOURCEMAP_DIR (production). */
const mapOf = (file) => {
  const production = relative(join(root, 'dist'), file);
  if (!production.startsWith('..')) return productionMaps ? readIfExists(join(productionMaps, `${production}.map`)) : null;
  return readIfExists(`${file}.map`);
};

for (const build of builds) {
  if (!shouldBuild) break;
  console.log(`› vite build ${build.args.join(' ')}`.trimEnd() + ` → ${build.dir}/`);
  const started = Date.now();
  const result = spawnSync(process.execPath, [vite, 'build', ...build.args, '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    env: build.name === 'production' && productionMaps ? { ...process.env, SOURCEMAP_DIR: productionMaps } : process.env,
  });
  if (result.status !== 0) {
    console.error(`vite build of ${build.name} failed (exit ${result.status}).`);
    process.exit(1);
  }
  console.log(`  built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

// 1. Page weights.
const rows = [];
for (const build of builds) {
  const manifest = readManifest(build.dir);
  for (const page of pages) {
    const load = pageLoad(manifest, page.source);
    if (!load.route) {
      fail(
        `${build.name}: no lazily loaded chunk for ${page.source} — the router should load each page with a ` +
          'dynamic import so a visitor downloads only that page.',
      );
    }
    const sizes = measureFiles(load.files, (file) => readFileSync(join(root, build.dir, file)));
    const total = sum(sizes);
    rows.push([build.name, page.path, load.route ? manifest[load.route].file : '(none)', load.files.length, kB(total.raw), kB(total.gzip)]);
  }
}
console.log('\nJavaScript per page by the import graph, for reading (gzip -9; budgets are checked in Chromium below):\n');
console.log(formatTable(['build', 'page', 'route chunk', 'files', 'raw', 'gzip'], rows));

// 1b. What Chromium downloads, logged in where the page needs it (an English visit).
const downloads = await measureDownloads(root, join(root, 'dist'), browserPages);
// Translation chunks by their source (src/shared/i18n/locales/<language>/<namespace>.json).
const localeOf = new Map(
  Object.entries(readManifest('dist'))
    .map(([source, chunk]) => [`/${chunk.file}`, /locales\/([^/]+)\/([^/]+)\.json$/.exec(source)])
    .filter(([, match]) => match)
    .map(([file, match]) => [file, { language: match[1], namespace: match[2] }]),
);
const browserRows = browserPages.map((page) => {
  const files = downloads.get(page.path) ?? [];
  const total = sum(files);
  const over = page.budget !== undefined && total.gzip > page.budget;
  if (over) fail(`production: Chromium downloads ${kB(total.gzip)} of gzipped JavaScript for ${page.path}, over the ${kB(page.budget)} budget.`);
  const locales = files.map((file) => localeOf.get(file.file)).filter(Boolean);
  const otherLanguages = locales.filter((locale) => locale.language !== 'en');
  if (otherLanguages.length > 0) {
    fail(`production: an English visit of ${page.path} fetched translations of ${otherLanguages.map((l) => `${l.language}/${l.namespace}`).join(', ')}.`);
  }
  return [
    page.path,
    page.member ? 'member' : 'visitor',
    files.length,
    kB(total.raw),
    kB(total.gzip),
    page.budget === undefined ? '-' : kB(page.budget),
    page.budget === undefined ? 'info' : over ? 'OVER' : 'ok',
    locales.map((locale) => `${locale.language}/${locale.namespace}`).sort().join(' '),
  ];
});
console.log('\nJavaScript Chromium downloads per page, production build (fresh English visit, gzip -9):\n');
console.log(formatTable(['page', 'as', 'files', 'raw', 'gzip', 'budget', '', 'translations fetched'], browserRows));
for (const page of browserPages.filter((entry) => ['/', '/News'].includes(entry.path))) {
  const files = [...(downloads.get(page.path) ?? [])].sort((a, b) => b.gzip - a.gzip);
  console.log(`\nproduction ${page.path} in Chromium:\n`);
  console.log(formatTable(['file', 'raw', 'gzip'], files.map((file) => [file.file, kB(file.raw), kB(file.gzip)])));
}

// 2. No fake backend in production JavaScript.
/** One row per file and part: `[file, part, evidence]`. */
const groupFindings = (file, findings) => {
  const byPart = new Map();
  for (const finding of findings) {
    byPart.set(finding.part, [...(byPart.get(finding.part) ?? []), finding.how === 'marker' ? `"${finding.detail}"` : finding.detail]);
  }
  return [...byPart].map(([part, evidence]) => [file, part, evidence.join(', ')]);
};
const leakRows = jsFiles('dist').flatMap((file) =>
  groupFindings(relative(root, file), findFakeBackend(readFileSync(file, 'utf8'), mapOf(file))),
);
for (const [file, part, evidence] of leakRows) fail(`production: ${file} contains ${part} (${evidence}).`);

// 3. The detectors are proven on the demo build, which does carry the fake backend.
const demoFindings = jsFiles('dist-demo').flatMap((file) =>
  findFakeBackend(readFileSync(file, 'utf8'), mapOf(file)).map((finding) => ({ file, ...finding })),
);
const proofRows = [];
for (const part of fakeBackendParts) {
  const byMap = demoFindings.some((finding) => finding.part === part.name && finding.how === 'source map');
  proofRows.push([part.name, 'source map', byMap ? 'found' : 'NOT FOUND']);
  if (!byMap) fail(`demo: no source map lists ${part.name}; the production check could not see it.`);
  for (const marker of part.markers) {
    const found = demoFindings.some((finding) => finding.part === part.name && finding.detail === marker);
    proofRows.push([part.name, `marker "${marker}"`, found ? 'found' : 'NOT FOUND']);
    if (!found) fail(`demo: marker "${marker}" of ${part.name} is not in the demo build; update scripts/size-lib.ts.`);
  }
}

// 4. Demo: the fake backend is loaded lazily, not by the entry's static graph.
const demoManifest = readManifest('dist-demo');
const eagerFiles = staticClosure(demoManifest, [findEntry(demoManifest)]).map((key) => demoManifest[key].file);
for (const file of eagerFiles.filter((name) => /\.m?js$/.test(name))) {
  const absolute = join(root, 'dist-demo', file);
  for (const [, part, evidence] of groupFindings(file, findFakeBackend(readFileSync(absolute, 'utf8'), mapOf(absolute)))) {
    fail(`demo: ${file} is in the entry's static import graph and contains ${part} (${evidence}); import it dynamically.`);
  }
}

// 5. What production publishes: no source map, no comment pointing to one, no demo-only string.
const publishRows = allFiles('dist').flatMap((file) => {
  const name = relative(join(root, 'dist'), file);
  return findPublishingProblems(name, isTextFile(name) ? readFileSync(file, 'utf8') : null).map((finding) => [
    `dist/${finding.file}`,
    finding.problem,
    finding.detail,
  ]);
});
for (const [file, problem, detail] of publishRows) fail(`production: ${file} is or carries a ${problem} (${detail}).`);
// The same detectors, proven on the demo build (which keeps its maps and shows the demo login).
const demoPublished = allFiles('dist-demo').flatMap((file) => {
  const name = relative(join(root, 'dist-demo'), file);
  return findPublishingProblems(name, isTextFile(name) && !name.endsWith('.map') ? readFileSync(file, 'utf8') : null);
});
const publishProof = [
  ['source map file', demoPublished.some((finding) => finding.problem === 'source map file')],
  ['sourceMappingURL comment', demoPublished.some((finding) => finding.problem === 'sourceMappingURL comment')],
  ...demoOnlyStrings.map((secret) => [
    `demo-only string "${secret}"`,
    demoPublished.some((finding) => finding.problem === 'demo-only string' && finding.detail === secret),
  ]),
];
for (const [detector, found] of publishProof) {
  if (!found) fail(`demo: no ${detector} in the demo build; the production check could not see it (update scripts/size-lib.ts).`);
}

console.log(
  `\nFake backend in production JavaScript (${jsFiles('dist').length} files): ${leakRows.length === 0 ? 'none' : `${new Set(leakRows.map((row) => row[0])).size} file(s)`}`,
);
if (leakRows.length > 0) console.log(formatTable(['file', 'part', 'evidence (source map, "markers")'], leakRows));
console.log('\nDetectors proven on the demo build:\n');
console.log(formatTable(['part', 'detector', 'demo build'], proofRows));
console.log(
  `\nPublished by production (${allFiles('dist').length} files): ${publishRows.length === 0 ? 'no source maps, no sourceMappingURL, no demo-only strings' : `${publishRows.length} problem(s)`}`,
);
if (publishRows.length > 0) console.log(formatTable(['file', 'problem', 'detail'], publishRows));
console.log('\nPublishing detectors proven on the demo build:\n');
console.log(formatTable(['detector', 'demo build'], publishProof.map(([detector, found]) => [detector, found ? 'found' : 'NOT FOUND'])));
console.log(
  `Production source maps for the fake-backend check: ${productionMaps ? productionMaps : 'none (markers only; set SOURCEMAP_DIR to use maps)'}`,
);
if (ownMaps && productionMaps) rmSync(productionMaps, { recursive: true, force: true });
console.log(`\nDemo entry's static graph: ${eagerFiles.length} chunks, fake backend ${failures.some((item) => item.includes('static import graph')) ? 'PRESENT' : 'absent'}`);

if (failures.length > 0) {
  console.error(`\nsize check failed:\n${failures.map((item) => `  ✗ ${item}`).join('\n')}`);
  process.exit(1);
}
console.log('\nsize check passed.');
