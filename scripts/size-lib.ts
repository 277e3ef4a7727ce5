// Pure parts of scripts/size.mjs: the static import graph from Vite's manifest, and the detectors of
// what production must not carry. formatTable is bench:mock's and lighthouse's too.
// Only erasable TypeScript (Node runs this file directly through type stripping).

export const kB = (bytes: number): string => `${(bytes / 1000).toFixed(1)} kB`;

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

/** Vite's `.vite/manifest.json`: chunks by source path (`_name-hash.js` for shared ones). */
export type Manifest = Record<string, { file: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[] }>;

/** The chunks and their static imports, transitively, each once, in load order. */
export const staticClosure = (manifest: Manifest, roots: readonly string[], seen = new Set<string>()): string[] => {
  for (const key of roots) if (!seen.has(key)) staticClosure(manifest, manifest[key]?.imports ?? [], seen.add(key));
  return [...seen];
};

/** A built file as the detectors read it: its text (null for media and source maps), its source map. */
export type BuiltFile = { name: string; text: string | null; map: string | null };
/** One thing production must not carry: `find` returns the evidence in a file, or null. */
export type Detector = { part: string; name: string; find: (file: BuiltFile) => string | null };

const sourcesOf = (map: string | null): string[] => {
  try {
    const sources: unknown = JSON.parse(map ?? '{}').sources;
    return Array.isArray(sources) ? sources.map((source) => String(source).replaceAll('\\', '/')) : [];
  } catch {
    return [];
  }
};
const containing = (part: string, name: string, needle: string, evidence = needle): Detector => ({
  part,
  name,
  find: (file) => (file.text?.includes(needle) ? evidence : null),
});
/** A library found by its source map's sources and by strings that survive minification. */
const fakeBackendPart = (part: string, sourcePattern: RegExp, markers: readonly string[]): Detector[] => [
  { part, name: `${part}: source map`, find: (file) => sourcesOf(file.map).find((source) => sourcePattern.test(source)) ?? null },
  ...markers.map((marker) => containing(part, `${part}: marker "${marker}"`, marker, `"${marker}"`)),
];

/** Read on JavaScript files. */
export const fakeBackendDetectors: readonly Detector[] = [
  ...fakeBackendPart('msw', /node_modules\/(?:msw|@mswjs\/[^/]+)\//, ['mswjs.io', '[MSW]']),
  ...fakeBackendPart('@faker-js/faker', /node_modules\/@faker-js\/faker\//, ['faker-js/faker']),
  ...fakeBackendPart('@msw/data', /node_modules\/@msw\/data\//, ['Failed to define a property at path', 'Invalid condition type']),
  // The marker: WORKER_MESSAGES.changed (mocks/browser-only/worker-protocol.ts), in the worker and the page's registration.
  ...fakeBackendPart('mocks/ (the fake backend)', /^(?:\.\.\/)*mocks\//, ['fake-backend:changed']),
];

/** Read on every published file: source maps go to SOURCEMAP_DIR, outside the site. */
export const publishingDetectors: readonly Detector[] = [
  { part: 'source map file', name: 'source map file', find: (file) => (/\.map$/i.test(file.name) ? file.name : null) },
  // `//#` or `/*#` (or the old `@`), then the name and `=`; spelled whole, Vite would read it as this file's map.
  { part: 'sourceMappingURL comment', name: 'sourceMappingURL comment', find: ({ text }) => /[#@]\s*sourceMappingURL\s*=.{0,60}/.exec(text ?? '')?.[0] ?? null },
  // The demo member's password (mocks/db/demo-member.ts).
  containing('demo-only string', 'demo-only string "darts123"', 'darts123'),
];

/** Files under a dot-path (`.vite/manifest.json`, `assets/.x`): a host serves them like any other, so a build publishes none. */
export const dotPaths = (names: readonly string[]): string[] => names.filter((name) => name.split(/[\\/]/).some((part) => part.startsWith('.')));

export type Finding = { file: string; detector: Detector; evidence: string };

export const findAll = (files: readonly BuiltFile[], detectors: readonly Detector[]): Finding[] =>
  files.flatMap((file) =>
    detectors.flatMap((detector) => {
      const evidence = detector.find(file);
      return evidence === null ? [] : [{ file: file.name, detector, evidence }];
    }),
  );
