// Pure helpers of scripts/size.mjs: what JavaScript a page loads according to Vite's manifest,
// how big it is gzipped, and whether the fake backend leaked into a bundle.
// Only erasable TypeScript (Node runs this file directly through type stripping).
import { gzipSync } from 'node:zlib';

/** One record of `.vite/manifest.json` (see Vite's "Backend integration"). */
export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** Key of the HTML entry chunk (`index.html`), or the first entry. */
export const findEntry = (manifest: Manifest): string => {
  if (manifest['index.html']?.isEntry) return 'index.html';
  const key = Object.keys(manifest).find((name) => manifest[name]?.isEntry);
  if (!key) throw new Error('The manifest has no entry chunk.');
  return key;
};

/** The chunks and their static imports, transitively, in load order (each once). */
export const staticClosure = (manifest: Manifest, roots: readonly string[]): string[] => {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no chunk "${key}".`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  roots.forEach(visit);
  return [...seen];
};

const sourceOf = (manifest: Manifest, key: string) => manifest[key]?.src ?? key;

/**
 * The lazily loaded chunk of a route: among the dynamic imports of every chunk reachable from
 * the entry, the one whose source path starts with `sourcePrefix` (e.g. `src/pages/news/`).
 * Returns null when there is none (the page is not split out, or does not exist yet).
 */
export const findRouteChunk = (manifest: Manifest, sourcePrefix: string, entry = findEntry(manifest)): string | null => {
  const reachable = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const key = queue.shift()!;
    if (reachable.has(key) || !manifest[key]) continue;
    reachable.add(key);
    const chunk = manifest[key]!;
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) queue.push(next);
  }
  for (const key of reachable) {
    for (const dynamic of manifest[key]?.dynamicImports ?? []) {
      if (sourceOf(manifest, dynamic).startsWith(sourcePrefix)) return dynamic;
    }
  }
  return null;
};

export interface PageLoad {
  /** The route chunk found, or null. */
  route: string | null;
  /** Manifest keys of every JavaScript chunk the page loads (entry closure, then route closure). */
  chunks: string[];
  /** Their output files. */
  files: string[];
}

/** What a visitor of a route downloads: the entry and its static imports, plus the route chunk and its own. */
export const pageLoad = (manifest: Manifest, routeSourcePrefix: string): PageLoad => {
  const entry = findEntry(manifest);
  const route = findRouteChunk(manifest, routeSourcePrefix, entry);
  const chunks = staticClosure(manifest, route ? [entry, route] : [entry]);
  return { route, chunks, files: chunks.map((key) => manifest[key]!.file).filter((file) => /\.m?js$/.test(file)) };
};

export const gzipSize = (content: Uint8Array | string): number => gzipSync(content, { level: 9 }).length;

export interface FileSize {
  file: string;
  raw: number;
  gzip: number;
}

export const measureFiles = (files: readonly string[], read: (file: string) => Uint8Array): FileSize[] =>
  files.map((file) => {
    const content = read(file);
    return { file, raw: content.length, gzip: gzipSize(content) };
  });

export const sum = (sizes: readonly FileSize[]) =>
  sizes.reduce((total, size) => ({ raw: total.raw + size.raw, gzip: total.gzip + size.gzip }), { raw: 0, gzip: 0 });

export const kB = (bytes: number): string => `${(bytes / 1000).toFixed(1)} kB`;

/** Libraries of the fake backend and how to recognise them in output. */
export interface FakeBackendPart {
  name: string;
  /** Matched against the `sources` of a chunk's source map. */
  sourcePattern: RegExp;
  /** Strings that survive minification (error messages, URLs), matched against the JavaScript. */
  markers: readonly string[];
}

export const fakeBackendParts: readonly FakeBackendPart[] = [
  {
    name: 'msw',
    sourcePattern: /node_modules\/(?:msw|@mswjs\/[^/]+)\//,
    markers: ['mswjs.io', '[MSW]'],
  },
  {
    name: '@faker-js/faker',
    sourcePattern: /node_modules\/@faker-js\/faker\//,
    markers: ['faker-js/faker'],
  },
  {
    name: '@msw/data',
    sourcePattern: /node_modules\/@msw\/data\//,
    markers: ['Failed to define a property at path', 'Invalid condition type'],
  },
  {
    name: 'mocks/ (the fake backend)',
    sourcePattern: /^(?:\.\.\/)*mocks\//,
    markers: ['mockServiceWorker'],
  },
];

export interface Finding {
  part: string;
  how: 'source map' | 'marker';
  detail: string;
}

/** Sources listed in a source map (`{ "sources": [...] }`); empty when it cannot be read. */
export const sourcesOfMap = (mapText: string | null): string[] => {
  if (!mapText) return [];
  try {
    const parsed = JSON.parse(mapText) as { sources?: unknown };
    return Array.isArray(parsed.sources) ? parsed.sources.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
};

/** Which fake-backend parts one JavaScript file contains, by its source map and by string markers. */
export const findFakeBackend = (
  code: string,
  mapText: string | null,
  parts: readonly FakeBackendPart[] = fakeBackendParts,
): Finding[] => {
  const sources = sourcesOfMap(mapText).map((source) => source.replaceAll('\\', '/'));
  const findings: Finding[] = [];
  for (const part of parts) {
    const source = sources.find((item) => part.sourcePattern.test(item));
    if (source) findings.push({ part: part.name, how: 'source map', detail: source });
    for (const marker of part.markers) {
      if (code.includes(marker)) findings.push({ part: part.name, how: 'marker', detail: marker });
    }
  }
  return findings;
};

/** Renders rows as an aligned text table; numbers are right-aligned. */
export const formatTable = (header: readonly string[], rows: ReadonlyArray<readonly (string | number)[]>): string => {
  const cells = [header, ...rows].map((row) => row.map(String));
  const widths = header.map((_, column) => Math.max(...cells.map((row) => row[column]?.length ?? 0)));
  const isNumeric = (column: number) => rows.every((row) => typeof row[column] !== 'string' || /^\*?[\d.]+( kB|x)?$|^-$/.test(String(row[column])));
  const line = (row: readonly string[]) =>
    row
      .map((cell, column) => (column > 0 && isNumeric(column) ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!)))
      .join('  ')
      .trimEnd();
  return [line(cells[0]!), widths.map((width) => '-'.repeat(width)).join('  '), ...cells.slice(1).map(line)].join('\n');
};

/** Strings only demo builds may carry: the demo member's password (mocks/db/demo-member.ts). */
export const demoOnlyStrings: readonly string[] = ['darts123'];

/** Files whose text is searched for comments and strings (the rest are media). */
export const isTextFile = (file: string): boolean => /\.(?:m?js|css|html?|json|map|svg|txt|xml|webmanifest)$/i.test(file);

/**
 * A source-map comment: `//#` or `/*#`, then sourceMappingURL and `=` (also the old `@` form).
 * (Written apart here: spelled whole, Vite reads this file's own comment as a map to load.)
 */
const sourceMappingComment = /[#@]\s*sourceMappingURL\s*=/;

export interface PublishingFinding {
  file: string;
  problem: 'source map file' | 'sourceMappingURL comment' | 'demo-only string';
  detail: string;
}

/**
 * What a published file must not be or carry: a source map, a comment pointing to one (maps go to
 * SOURCEMAP_DIR, outside the site), or a demo-only string such as the demo password. `text` is the
 * file's content for text files, null for media.
 */
export const findPublishingProblems = (
  file: string,
  text: string | null,
  secrets: readonly string[] = demoOnlyStrings,
): PublishingFinding[] => {
  const findings: PublishingFinding[] = [];
  if (/\.map$/i.test(file)) findings.push({ file, problem: 'source map file', detail: file });
  if (text === null) return findings;
  const comment = sourceMappingComment.exec(text);
  if (comment) {
    findings.push({ file, problem: 'sourceMappingURL comment', detail: text.slice(comment.index, comment.index + 80).split(/\r?\n/)[0]! });
  }
  for (const secret of secrets) {
    if (text.includes(secret)) findings.push({ file, problem: 'demo-only string', detail: secret });
  }
  return findings;
};
