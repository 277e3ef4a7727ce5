// Vite plugins of the build's security: the Content-Security-Policy meta tag with the headers file
// the servers read, and source maps kept out of the published folder.
import { copyFileSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';
import { injectCspMeta, SECURITY_HEADERS_FILE, securityHeaders, type PolicyOptions } from './security-headers.ts';

/**
 * Builds only (the dev server's HMR injects inline styles and scripts): puts the policy into
 * index.html and writes the matching HTTP headers to `.vite/security-headers.json`, so the meta
 * tag and the servers' headers come from one computation and cannot drift apart.
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
      fileName: SECURITY_HEADERS_FILE,
      source: `${JSON.stringify(securityHeaders(options), null, 2)}\n`,
    });
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
      const outDir = resolve(outputOptions.dir ?? dirname(outputOptions.file ?? '.'));
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
