// Vite plugins of the build's security: the Content-Security-Policy meta tag with the headers file
// the servers read, and source maps and the build's records kept out of the published folder.
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { minifySync, type Plugin } from 'vite';
import { buildRecordsDirOf, RECORDS_IN_OUTPUT, SECURITY_HEADERS_FILE } from './build-records.ts';
import { injectCspMeta, securityHeaders, type PolicyOptions } from './security-headers.ts';

/**
 * Builds only (the dev server's HMR injects inline styles and scripts): puts the policy into
 * index.html and writes the matching HTTP headers to the build's records (`security-headers.json`,
 * moved out of the published folder by `buildRecordsOutside`), so the meta tag and the servers'
 * headers come from one computation and cannot drift apart.
 */
export const securityPolicy = (options: PolicyOptions): Plugin => ({
  name: 'darts:security-policy',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (html) => injectCspMeta(html, options),
  },
  generateBundle() {
    this.emitFile({
      type: 'asset',
      fileName: `${RECORDS_IN_OUTPUT}/${SECURITY_HEADERS_FILE}`,
      source: `${JSON.stringify(securityHeaders(options), null, 2)}\n`,
    });
  },
});

const outDirOf = (outputOptions: { dir?: string; file?: string }): string => resolve(outputOptions.dir ?? dirname(outputOptions.file ?? '.'));

/**
 * Moves what the build wrote into `<outDir>/.vite/` (Vite's manifest, the security headers) to the
 * build's records beside the published folder (scripts/build-records.ts): a host that serves the
 * folder as it is would publish every source path of the app with the manifest.
 */
export const buildRecordsOutside = (): Plugin => ({
  name: 'darts:build-records-outside',
  apply: 'build',
  writeBundle: {
    order: 'post',
    handler(outputOptions) {
      const outDir = outDirOf(outputOptions);
      const written = join(outDir, RECORDS_IN_OUTPUT);
      if (!existsSync(written)) return;
      const records = buildRecordsDirOf(outDir);
      rmSync(records, { recursive: true, force: true });
      mkdirSync(dirname(records), { recursive: true });
      renameSync(written, records);
    },
  },
});

const mapFiles = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.map'))
    .map((entry) => join(entry.parentPath, entry.name));

/**
 * With `build.sourcemap: 'hidden'` (maps without a `sourceMappingURL` comment), moves every map
 * out of the published folder into `targetDir`, under the same relative path
 * (`assets/index-abc.js.map`), for an error tracker to upload.
 */
export const sourcemapsElsewhere = (targetDir: string): Plugin => {
  const target = resolve(targetDir);
  return {
    name: 'darts:sourcemaps-elsewhere',
    apply: 'build',
    writeBundle(outputOptions) {
      const outDir = outDirOf(outputOptions);
      if (target === outDir || target.startsWith(outDir + sep)) {
        throw new Error(`SOURCEMAP_DIR (${target}) must be outside the published folder ${outDir}.`);
      }
      const moved = mapFiles(outDir);
      for (const file of moved) {
        const destination = join(target, relative(outDir, file));
        mkdirSync(dirname(destination), { recursive: true });
        copyFileSync(file, destination);
        rmSync(file);
      }
      this.info(`moved ${moved.length} source map(s) to ${target}`);
    },
  };
};

/**
 * An app path and the modules of what it shows, e.g. `['/News', ['src/pages/news/index.ts']]`;
 * a member sub-page lists its area and its screen. `/` is index.html itself: the home page, and
 * the page of any path without a document of its own (unknown paths show the home page).
 */
export type RouteDocument = readonly [path: string, pageModules: readonly string[]];

/** The JavaScript files a chunk needs before it runs: itself and its static imports, recursively. */
const staticChunkClosure = (bundle: Record<string, { type: string; imports?: string[] }>, fileName: string): string[] => {
  const seen = new Set<string>();
  const visit = (name: string) => {
    const chunk = bundle[name];
    if (seen.has(name) || !chunk || chunk.type !== 'chunk') return;
    seen.add(name);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(fileName);
  return [...seen];
};

/**
 * The first paint is index.html's own header bar: it needs the HTML and the CSS, no JavaScript.
 * The app's scripts are fetched at low priority, so they never hold the stylesheets back (and
 * Lighthouse's simulation stops counting them as blocking the first paint).
 */
const lowPriorityScripts = (html: string): string =>
  html
    .replaceAll('<script type="module" crossorigin', '<script type="module" fetchpriority="low" crossorigin')
    .replaceAll('<link rel="modulepreload" crossorigin', '<link rel="modulepreload" fetchpriority="low" crossorigin');

/**
 * One index.html per page path (`News/index.html`, as static hosts serve a folder's index) that
 * also preloads the page's own code: it downloads beside the app's instead of after it has run,
 * one round trip less before the page shows its content.
 */
export const routeDocuments = (
  documents: readonly RouteDocument[],
  {
    appModules = [],
  }: {
    /** Modules every page runs that the entry imports dynamically (the app it starts): preloaded by every document, index.html too. */
    appModules?: readonly string[];
  } = {},
): Plugin => {
  let base = '/';
  return {
    name: 'darts:route-documents',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset') return;
      const template = lowPriorityScripts(String(html.source));
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const withPreloads = (path: string, pageModules: readonly string[]): string => {
        const files = [...appModules, ...pageModules].flatMap((pageModule) => {
          const page = chunks.find((chunk) => chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(pageModule));
          if (!page) this.error(`route document ${path}: no chunk for ${pageModule}`);
          return staticChunkClosure(bundle as never, page.fileName);
        });
        // Scripts only: the site's one stylesheet is linked by the template (vite.config.ts).
        const links = [...new Set(files)]
          .filter((file) => !template.includes(`/${file}"`))
          .map((file) => `    <link rel="modulepreload" fetchpriority="low" crossorigin href="${base}${file}">\n`)
          .join('');
        return template.replace('  </head>', `${links}  </head>`);
      };
      for (const [path, pageModules] of documents) {
        const source = withPreloads(path, pageModules);
        if (path === '/') html.source = source;
        else this.emitFile({ type: 'asset', fileName: `${path.replace(/^\/+/, '')}/index.html`, source });
      }
    },
  };
};

/**
 * The demo's and dev server's service worker (`fileName`, under `base`): msw's own worker script,
 * minified, behind a filter that lets through only the requests the fake backend answers
 * (`answered`). msw's worker hands every request the page makes once it is on to the page's main
 * thread to be matched: on a visit of home, 9 pictures and chunks beside its 4 calls (the banner
 * that is its largest paint among them), each a round trip through a thread busy starting the
 * app. A fetch listener registered before msw's that stops the event's propagation without
 * answering leaves the request to the network. One file instead of msw's plus an import: a first
 * visit downloads 2.4 kB gzipped instead of 5.7 kB, in one request.
 */
export const fakeBackendWorker = ({ fileName, answered }: { fileName: string; answered: RegExp }): Plugin => {
  const mswWorker = readFileSync(createRequire(import.meta.url).resolve('msw/mockServiceWorker.js'), 'utf8');
  const filter = [
    `const answered = new RegExp(${JSON.stringify(answered.source)}, ${JSON.stringify(answered.flags)});`,
    `addEventListener('fetch', (event) => {`,
    `  if (!answered.test(new URL(event.request.url).pathname)) event.stopImmediatePropagation();`,
    `});`,
  ].join('\n');
  const { code, errors } = minifySync(fileName, `${filter}\n${mswWorker}`, {});
  if (errors.length > 0) throw new Error(`${fileName}: msw's worker did not minify: ${errors.map((error) => error.message).join('; ')}`);
  const source = `// ${fileName}: mockServiceWorker.js of msw (its integrity checksum unchanged), behind the filter of mocks/browser-only/answered-paths.ts; made by scripts/vite-plugins.ts.\n${code}`;
  let base = '/';
  return {
    name: 'darts:fake-backend-worker',
    configResolved(config) {
      base = config.base;
    },
    configureServer(server) {
      server.middlewares.use(`${base}${fileName}`, (_request, response) => {
        response.setHeader('Content-Type', 'text/javascript');
        response.setHeader('Cache-Control', 'no-cache');
        response.end(source);
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source });
    },
  };
};
