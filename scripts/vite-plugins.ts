// Vite plugins of the build's security: the Content-Security-Policy meta tag with the headers file
// the servers read, and source maps and the build's records kept out of the published folder.
import { copyFileSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { build, isRunnableDevEnvironment, type Connect, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';
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

/** A file of the worker's bundle: its script and source map, and the data files its modules read. */
type WorkerFile = { fileName: string; source: string | Uint8Array };

/**
 * The demo's and dev server's service worker (`fileName`, under `base`, the scope it serves): the
 * fake backend itself (`entry`: mocks/browser-only/fake-backend-worker.ts), bundled by a build of
 * its own into one classic script, since a service worker takes neither a dynamic `import()` nor a
 * top-level await. The data files its modules read (`new URL(…, import.meta.url)`) are emitted
 * beside the app's assets and fetched by the worker. The dev server bundles it on the first
 * request and again after a change of the code it is made of.
 */
export const fakeBackendWorker = ({ fileName, entry, define = {} }: { fileName: string; entry: string; define?: Record<string, string> }): Plugin => {
  let config: ResolvedConfig;
  const bundle = async (): Promise<WorkerFile[]> => {
    const result = await build({
      configFile: false,
      root: config.root,
      base: config.base,
      mode: config.mode,
      logLevel: 'warn',
      publicDir: false,
      resolve: { alias: config.resolve.alias },
      // A classic worker script has no import.meta: its own address stands in for the module's.
      define: { ...define, 'import.meta.url': 'self.location.href' },
      build: {
        write: false,
        target: 'es2022',
        minify: true,
        sourcemap: true,
        modulePreload: false,
        rolldownOptions: { input: entry, output: { format: 'iife', entryFileNames: fileName, codeSplitting: false } },
      },
    });
    const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
    return outputs.flatMap(({ output }) =>
      output.flatMap((file): WorkerFile[] =>
        file.type === 'chunk'
          ? [{ fileName: file.fileName, source: file.code }, ...(file.map ? [{ fileName: `${file.fileName}.map`, source: file.map.toString() }] : [])]
          : [{ fileName: file.fileName, source: file.source }],
      ),
    );
  };
  return {
    name: 'darts:fake-backend-worker',
    configResolved(resolved) {
      config = resolved;
    },
    configureServer(server) {
      let bundled: Promise<Map<string, WorkerFile>> | null = null;
      const made = () =>
        (bundled ??= bundle().then((files) => new Map(files.map((file) => [`${config.base}${file.fileName}`, file]))));
      const madeOf = [join(config.root, 'mocks'), join(config.root, 'src', 'shared')];
      server.watcher.on('change', (changed) => {
        if (madeOf.some((folder) => changed.startsWith(folder + sep))) bundled = null;
      });
      server.middlewares.use((request, response, next) => {
        const path = (request.url ?? '').split('?')[0] ?? '';
        if (path !== `${config.base}${fileName}` && !path.startsWith(`${config.base}assets/`)) return next();
        made()
          .then((files) => {
            const file = files.get(path);
            if (!file) return next();
            response.setHeader('Content-Type', path.endsWith('.json') ? 'application/json' : 'text/javascript');
            response.setHeader('Cache-Control', 'no-cache');
            response.end(file.source);
          })
          .catch(next);
      });
    },
    async generateBundle() {
      for (const file of await bundle()) this.emitFile({ type: 'asset', fileName: file.fileName, source: file.source });
    },
  };
};

/**
 * The dev server's pass-through (MOCK_UPSTREAM, MOCK_PASS, MOCK_RECORD, MOCK_REPLAY: vite.config.ts):
 * mounts mocks/upstream/dev-middleware.ts (loaded through Vite's own module runner, which knows
 * the project's aliases) at `path` under `base`, where the fake backend's worker sends
 * the calls that may leave it. The settings are checked as the server starts; a wrong one stops it
 * with the message saying which.
 */
export const upstreamPassThrough = ({ path, given }: { path: string; given: Record<string, string | undefined> }): Plugin => ({
  name: 'darts:upstream-pass-through',
  apply: 'serve',
  async configureServer(server) {
    const ssr = server.environments.ssr;
    if (!isRunnableDevEnvironment(ssr)) throw new Error('the pass-through needs a runnable SSR environment');
    const { createUpstreamMiddleware } = (await ssr.runner.import('/mocks/upstream/dev-middleware.ts')) as typeof import('../mocks/upstream/dev-middleware.ts');
    const { readUpstreamSettings, describeUpstream, ENV_NAMES } = (await ssr.runner.import('/mocks/upstream/settings.ts')) as typeof import('../mocks/upstream/settings.ts');
    const settings = readUpstreamSettings(given, ENV_NAMES);
    if (!settings) return;
    server.middlewares.use(`${server.config.base}${path}`, (await createUpstreamMiddleware(settings)) as Connect.NextHandleFunction);
    server.config.logger.info(`  fake backend: ${describeUpstream(settings)}`);
  },
});
