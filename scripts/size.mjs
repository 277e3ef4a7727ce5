// `npm run size`: builds production (dist/) and demo (dist-demo/), then checks that
//  - the gzipped JavaScript Chromium downloads on a fresh visit of each page (entry, route chunks,
//    translations, lazy work) stays within its budget, and an English visit fetches no other language;
//  - /News and home are lazily loaded chunks (the import-graph table, for reading);
//  - no production JavaScript carries msw, @faker-js/faker, @msw/data or mocks/ (by source map and markers);
//  - in the demo build the fake backend is outside the entry's static import graph (a dynamic import);
//  - production publishes no source map, no sourceMappingURL comment and no demo-only string;
//  - neither build publishes a dot-path (Vite's manifest lists every source path: it stays beside the folder);
//  - every detector finds what the demo build carries, so a pass is not a blind one.
// --no-build measures the existing dist/ and dist-demo/. Production keeps no maps beside its code: the
// build made here writes hidden ones to a temporary SOURCEMAP_DIR for the fake-backend check; with
// --no-build they are read from $SOURCEMAP_DIR when set, else that check uses the markers only.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { measureDownloads } from './browser-weight.ts';
import { buildRecordsDirOf, MANIFEST_FILE } from './build-records.ts';
import { dotPaths, fakeBackendDetectors, findAll, formatTable, kB, publishingDetectors, staticClosure } from './size-lib.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const shouldBuild = !process.argv.includes('--no-build');
// Budgets: gzipped bytes of every JavaScript response of a fresh visit of the production build.
const browserPages = [
  { path: '/', member: false, budget: 170_000 },
  { path: '/News', member: false, budget: 150_000 },
  ...[
    '/News/NewsInfo?id=1', '/AdartsShop', '/AdartsShop/ShopSearch?value=a', '/AdartsShop/ShopInfo?id=1', '/AdartsShop/NewShop',
    '/AdartsShop/ShopTheme', '/ShopActivitie', '/ShopActivitie/ActivitieInfo?id=1', '/Darts', '/Darts/DartsList', '/DartsInfo?id=1',
    '/Players', '/PlayerInfo?id=1', '/MatchRanting', '/MatchRanting/AwardRanting', '/Match', '/alpha/download', '/Login', '/AddUser',
    '/ForgetID', '/ForgetPW',
  ].map((path) => ({ path, member: false, budget: 160_000 })),
  { path: '/MyPageIndex', member: true, budget: 175_000 },
  { path: '/ShopProp', member: true, budget: 175_000 },
];
// The demo build on a first visit (it downloads and seeds its fake backend): its own budget, side by side with production's.
const demoPages = [
  { path: '/', member: false, budget: 300_000 },
  { path: '/News', member: false, budget: 300_000 },
  // Logged in, the member page's own code comes on top of the fake backend's.
  { path: '/MyPageIndex', member: true, budget: 310_000 },
];
const failures = [];
const fail = (message) => failures.push(message);
const isJs = (name) => /\.m?js$/.test(name);
const sum = (items, size) => items.reduce((total, item) => total + size(item), 0);
const gzipSize = (content) => gzipSync(content, { level: 9 }).length;

const ownMaps = shouldBuild && !process.env.SOURCEMAP_DIR;
const productionMaps = ownMaps ? mkdtempSync(join(tmpdir(), 'size-sourcemaps-')) : process.env.SOURCEMAP_DIR && resolve(process.env.SOURCEMAP_DIR);
const builds = [
  { name: 'production', args: [], dir: join(root, 'dist'), maps: productionMaps },
  { name: 'demo', args: ['--mode', 'demo'], dir: join(root, 'dist-demo'), maps: join(root, 'dist-demo') },
];
for (const build of shouldBuild ? builds : []) {
  console.log(`› vite build ${build.args.join(' ')}`.trimEnd() + ` → ${relative(root, build.dir)}/`);
  const started = Date.now();
  const env = build.name === 'production' && productionMaps ? { ...process.env, SOURCEMAP_DIR: productionMaps } : process.env;
  const vite = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', ...build.args, '--logLevel', 'warn'], { cwd: root, stdio: 'inherit', env });
  if (vite.status !== 0) throw new Error(`vite build of ${build.name} failed (exit ${vite.status}).`);
  console.log(`  built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
const readIfExists = (file) => (existsSync(file) ? readFileSync(file, 'utf8') : null);
for (const build of builds) {
  const manifestFile = join(buildRecordsDirOf(build.dir), MANIFEST_FILE);
  build.manifest = JSON.parse(readIfExists(manifestFile) ?? 'null');
  if (!build.manifest) throw new Error(`${manifestFile} is missing (build.manifest must be on).`);
  build.entry = Object.keys(build.manifest).find((key) => build.manifest[key].isEntry);
  // Source maps are not read as text: what a build publishes must show in its code, not in its maps' sources.
  const isText = (name) => /\.(?:m?js|css|html?|json|svg|txt|xml|webmanifest)$/i.test(name);
  build.files = readdirSync(build.dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(build.dir, join(entry.parentPath, entry.name)))
    .map((name) => ({
      name,
      text: isText(name) ? readFileSync(join(build.dir, name), 'utf8') : null,
      map: isJs(name) && build.maps ? readIfExists(join(build.maps, `${name}.map`)) : null,
    }));
  build.js = build.files.filter((file) => isJs(file.name));
}
const [production, demo] = builds;

// 1. The import graph of two pages, for reading: entry and the lazy route chunk, with their static imports.
const graphRows = builds.flatMap(({ name, dir, manifest, entry }) =>
  [['/News', 'src/pages/news/'], ['/ (home)', 'src/pages/home/']].map(([path, source]) => {
    const route = Object.keys(manifest).find((key) => key.startsWith(source) && manifest[key].isDynamicEntry);
    if (!route) fail(`${name}: no lazily loaded chunk for ${source}; the router should load each page with a dynamic import.`);
    const files = staticClosure(manifest, route ? [entry, route] : [entry]).map((key) => manifest[key].file).filter(isJs);
    const contents = files.map((file) => readFileSync(join(dir, file)));
    return [name, path, route ? manifest[route].file : '(none)', files.length, kB(sum(contents, (content) => content.length)), kB(sum(contents, gzipSize))];
  }),
);
console.log('\nJavaScript per page by the import graph, for reading (gzip -9; budgets are checked in Chromium below):\n');
console.log(formatTable(['build', 'page', 'route chunk', 'files', 'raw', 'gzip'], graphRows));

// 2. What Chromium downloads, logged in where the page needs it (an English visit).
const scriptsOf = (measured) => new Map([...measured].map(([path, files]) => [path, files.filter((file) => file.kind === 'script')]));
const downloads = scriptsOf(await measureDownloads(root, production.dir, browserPages));
// Translation chunks by their source (src/shared/i18n/locales/<language>/<namespace>.json).
const translationOf = new Map(
  Object.entries(production.manifest).flatMap(([source, chunk]) => {
    const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(source);
    return match ? [[`/${chunk.file}`, { language: match[1], name: `${match[1]}/${match[2]}` }]] : [];
  }),
);
const browserRows = browserPages.map(({ path, member, budget }) => {
  const files = downloads.get(path) ?? [];
  const gzip = sum(files, (file) => file.gzip);
  if (gzip > budget) fail(`production: Chromium downloads ${kB(gzip)} of gzipped JavaScript for ${path}, over the ${kB(budget)} budget.`);
  const translations = files.map((file) => translationOf.get(file.file)).filter(Boolean);
  const foreign = translations.filter((translation) => translation.language !== 'en').map((translation) => translation.name);
  if (foreign.length > 0) fail(`production: an English visit of ${path} fetched translations of ${foreign.join(', ')}.`);
  const names = translations.map((translation) => translation.name).sort().join(' ');
  return [path, member ? 'member' : 'visitor', files.length, kB(sum(files, (file) => file.raw)), kB(gzip), kB(budget), gzip > budget ? 'OVER' : 'ok', names];
});
console.log('\nJavaScript Chromium downloads per page, production build (fresh English visit, gzip -9):\n');
console.log(formatTable(['page', 'as', 'files', 'raw', 'gzip', 'budget', '', 'translations fetched'], browserRows));

// The demo's pages on a first visit, beside production's: what the fake backend adds.
const demoMeasured = await measureDownloads(root, demo.dir, demoPages, { demo: true });
const demoDownloads = scriptsOf(demoMeasured);
const demoRows = demoPages.map(({ path, member, budget }) => {
  const files = demoDownloads.get(path) ?? [];
  const data = (demoMeasured.get(path) ?? []).filter((file) => file.kind === 'data');
  const gzip = sum(files, (file) => file.gzip);
  const productionGzip = sum(downloads.get(path) ?? [], (file) => file.gzip);
  if (gzip > budget) fail(`demo: Chromium downloads ${kB(gzip)} of gzipped JavaScript for ${path} on a first visit, over the ${kB(budget)} budget.`);
  return [path, member ? 'member' : 'visitor', kB(productionGzip), files.length, kB(sum(files, (file) => file.raw)), kB(gzip), kB(gzip - productionGzip), kB(budget), gzip > budget ? 'OVER' : 'ok', kB(sum(data, (file) => file.gzip))];
});
console.log('\nJavaScript Chromium downloads per page, demo build beside production (first visit, gzip -9; its JSON data apart):\n');
console.log(formatTable(['page', 'as', 'production', 'demo files', 'demo raw', 'demo gzip', 'demo adds', 'demo budget', '', 'demo JSON data'], demoRows));
/** A page's scripts in Chromium, largest first. */
const printFiles = (build, path, files) => {
  console.log(`\n${build} ${path} in Chromium:\n`);
  const largestFirst = [...files].sort((a, b) => b.gzip - a.gzip);
  console.log(formatTable(['file', 'raw', 'gzip'], largestFirst.map((file) => [file.file, kB(file.raw), kB(file.gzip)])));
};
printFiles('demo', '/', demoDownloads.get('/') ?? []);
for (const path of ['/', '/News']) printFiles('production', path, downloads.get(path) ?? []);

// 3. What production must not carry; the demo's eager code must not carry the fake backend either.
const eager = new Set(staticClosure(demo.manifest, [demo.entry]).map((key) => demo.manifest[key].file));
const problems = [
  ['production', 'contains', findAll(production.js, fakeBackendDetectors)],
  ['production', 'publishes', findAll(production.files, publishingDetectors)],
  ['demo', "is in the entry's static import graph (import it dynamically) and contains", findAll(demo.js.filter((file) => eager.has(file.name)), fakeBackendDetectors)],
];
for (const [build, what, findings] of problems) {
  for (const { file, detector, evidence } of findings) fail(`${build}: ${file} ${what} ${detector.part} (${evidence}).`);
}
const [leaks, published, eagerLeaks] = problems.map(([, , findings]) => findings);
const findingRows = (findings) => findings.map(({ file, detector, evidence }) => [file, detector.part, evidence]);
console.log(`\nFake backend in production JavaScript (${production.js.length} files): ${leaks.length === 0 ? 'none' : `${new Set(leaks.map((leak) => leak.file)).size} file(s)`}`);
if (leaks.length > 0) console.log(formatTable(['file', 'part', 'evidence (source map, "markers")'], findingRows(leaks)));
console.log(`\nPublished by production (${production.files.length} files): ${published.length === 0 ? 'no source maps, no sourceMappingURL, no demo-only strings' : `${published.length} problem(s)`}`);
if (published.length > 0) console.log(formatTable(['file', 'problem', 'detail'], findingRows(published)));

for (const build of builds) {
  const hidden = dotPaths(build.files.map((file) => file.name));
  for (const name of hidden) fail(`${build.name}: publishes ${name}; the build's records go beside the folder (scripts/build-records.ts).`);
  console.log(`Dot-paths published by ${build.name}: ${hidden.length === 0 ? 'none' : hidden.join(', ')}`);
}

// 4. Each detector is proven on the demo build, which carries all of it.
const inDemo = new Set([...findAll(demo.js, fakeBackendDetectors), ...findAll(demo.files, publishingDetectors)].map((finding) => finding.detector));
const proofRows = [...fakeBackendDetectors, ...publishingDetectors].map((detector) => {
  if (!inDemo.has(detector)) fail(`demo: "${detector.name}" finds nothing in the demo build, so it cannot see it in production; update scripts/size-lib.ts.`);
  return [detector.name, inDemo.has(detector) ? 'found' : 'NOT FOUND'];
});
console.log('\nDetectors proven on the demo build:\n');
console.log(formatTable(['detector', 'demo build'], proofRows));
console.log(`Production source maps for the fake-backend check: ${productionMaps || 'none (markers only; set SOURCEMAP_DIR to use maps)'}`);
if (ownMaps) rmSync(productionMaps, { recursive: true, force: true });
console.log(`\nDemo entry's static graph: ${eager.size} chunks, fake backend ${eagerLeaks.length > 0 ? 'PRESENT' : 'absent'}`);

if (failures.length > 0) {
  console.error(`\nsize check failed:\n${failures.map((item) => `  ✗ ${item}`).join('\n')}`);
  process.exit(1);
}
console.log('\nsize check passed.');
